import { createContext, type CSSProperties, type ReactNode, useContext, useMemo } from 'react';
import { useTheme } from 'styled-components';

import { themeVariables } from './theme';

/** Set by UiProvider when it renders no global style: the theme's variables are then scoped. */
export const ScopedThemeContext = createContext(false);

/**
 * The theme's CSS variables as an element's style when UiProvider scopes them, else undefined.
 * The kit's styles read the theme through its variables (`var(--ug-…)`), so that a style that
 * depends on no prop is computed once per component, not per element. GlobalStyle puts the
 * variables on :root; without it (`<UiProvider globalStyle={false}>`: a host page's own styles, a
 * nested provider with its own theme) they go on the provider's box and on what a dialog portals
 * out of it (its overlay and panel).
 */
export function useScopedThemeStyle(): CSSProperties | undefined {
  const scoped = useContext(ScopedThemeContext);
  const theme = useTheme();
  return useMemo(
    () => (scoped ? (Object.fromEntries(themeVariables(theme)) as CSSProperties) : undefined),
    [scoped, theme],
  );
}

/** The box that carries the scoped variables around UiProvider's children (no part in layout). */
export function ThemeScope({ children }: { children?: ReactNode }) {
  const style = useScopedThemeStyle();
  if (!style) return children;
  return (
    <div data-ui-theme-scope="" style={{ display: 'contents', ...style }}>
      {children}
    </div>
  );
}
