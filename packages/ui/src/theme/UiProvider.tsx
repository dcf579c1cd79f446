import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';

import { ToastProvider } from '../components/Toast/ToastProvider';
import { GlobalStyle } from './GlobalStyle';
import { PortalContainerContext } from './portal';
import { ScopedThemeContext, ThemeScope } from './ThemeScope';
import { createTheme, themeVariables, type UiThemeOverride } from './theme';

export interface UiProviderProps {
  children?: ReactNode;
  /** Partial override of the base theme (any group, any value). */
  theme?: UiThemeOverride;
  /**
   * Render the CSS variables on :root, the font stacks and the reset. Default true; turn off in a
   * host page with its own styles or when nesting providers: the variables are then set on a box
   * around the children (and around the kit's dialogs) that takes no part in layout.
   */
  globalStyle?: boolean;
  /** Element the kit's dialogs and sheets portal into (default document.body). */
  portalContainer?: HTMLElement | null;
}

/**
 * The one provider of the kit: theme, global styles (CSS variables, font stacks) and the toast live
 * region. i18next is the app's: register `uiResources` as namespace 'ui'. The font files are
 * opt-in: import '@ugift/ui/fonts' once at the app's entry.
 */
export function UiProvider({
  children,
  theme,
  globalStyle = true,
  portalContainer,
}: UiProviderProps) {
  const value = useMemo(() => createTheme(theme), [theme]);
  // Without the global style the variables go on elements instead of :root (ThemeScope.tsx).
  const scopedStyle = useMemo(
    () => (globalStyle ? undefined : (Object.fromEntries(themeVariables(value)) as CSSProperties)),
    [globalStyle, value],
  );
  return (
    <ThemeProvider theme={value}>
      {globalStyle ? <GlobalStyle /> : null}
      <ScopedThemeContext.Provider value={scopedStyle}>
        <PortalContainerContext.Provider value={portalContainer}>
          <ThemeScope>
            <ToastProvider>{children}</ToastProvider>
          </ThemeScope>
        </PortalContainerContext.Provider>
      </ScopedThemeContext.Provider>
    </ThemeProvider>
  );
}
