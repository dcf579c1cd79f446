import { createContext, type CSSProperties, type ReactNode, useContext } from 'react';

/**
 * The theme's CSS variables as an element's style, made once by UiProvider when it renders no
 * global style; undefined when GlobalStyle puts them on :root.
 */
export const ScopedThemeContext = createContext<CSSProperties | undefined>(undefined);

/**
 * The theme's CSS variables as an element's style when UiProvider scopes them, else undefined.
 * The kit's styles read the theme through its variables (`var(--ug-…)`), so that a style that
 * depends on no prop is computed once per component, not per element. GlobalStyle puts the
 * variables on :root; without it (`<UiProvider globalStyle={false}>`: a host page's own styles, a
 * nested provider with its own theme) they go on the provider's box and on what a dialog portals
 * out of it (its overlay and panel).
 */
export function useScopedThemeStyle(): CSSProperties | undefined {
  return useContext(ScopedThemeContext);
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
