import { createGlobalStyle } from 'styled-components';

import { themeToCssVariables } from './theme';

/**
 * The theme as CSS variables on :root, the font stacks and a small reset. Rendered by UiProvider.
 * The font files themselves are declared by the opt-in entry `@ugift/ui/fonts`.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => themeToCssVariables(theme)}
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
  }

  html:lang(ja) body {
    font-family: ${({ theme }) => theme.fonts.bodyJapanese};
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  img {
    max-width: 100%;
  }

  :focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRing}px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
