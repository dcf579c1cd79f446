import { createContext, useContext } from 'react';

/** Where the kit's dialogs, sheets and toasts portal to (undefined: document.body). */
export const PortalContainerContext = createContext<HTMLElement | null | undefined>(undefined);

/** The portal container set on UiProvider. */
export function usePortalContainer(): HTMLElement | null | undefined {
  return useContext(PortalContainerContext);
}
