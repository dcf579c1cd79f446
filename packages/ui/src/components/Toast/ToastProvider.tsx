import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTheme } from 'styled-components';
import { styled } from 'styled-components';

import { Toast, type ToastAction, type ToastVariant } from './Toast';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Milliseconds before it hides; default theme.motion.toastDuration. 0 keeps it until dismissed. */
  duration?: number;
  /** One action (such as Undo); choosing it also hides the toast. */
  action?: ToastAction;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (message: string, options?: ToastOptions) => number;
  /** Hides a toast by id. */
  dismiss: (id: number) => void;
}

interface Item {
  id: number;
  message: string;
  variant: ToastVariant;
  action?: ToastAction;
}

const ToastContext = createContext<ToastApi | null>(null);

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(var(--ug-layout-footer-height) + var(--ug-space-space400));
  transform: translateX(-50%);
  width: 100%;
  max-width: var(--ug-layout-column-max-width);
  padding: 0 var(--ug-space-space400);
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  z-index: var(--ug-z-indices-toast);
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

/** Holds the toasts and their polite live region. Rendered by UiProvider. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const { action } = options;
      setItems((current) => [
        ...current,
        { id, message, variant: options.variant ?? 'info', ...(action ? { action } : {}) },
      ]);
      const duration = options.duration ?? theme.motion.toastDuration;
      if (duration > 0) setTimeout(() => dismiss(id), duration);
      return id;
    },
    [dismiss, theme.motion.toastDuration],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport role="status" aria-live="polite">
        {items.map((item) => (
          <Toast
            key={item.id}
            message={item.message}
            variant={item.variant}
            onDismiss={() => dismiss(item.id)}
            {...(item.action
              ? {
                  action: {
                    label: item.action.label,
                    onClick: () => {
                      dismiss(item.id);
                      item.action!.onClick();
                    },
                  },
                }
              : {})}
          />
        ))}
      </Viewport>
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere under UiProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside UiProvider');
  return api;
}
