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
    background: var(--ug-colors-background);
    color: var(--ug-colors-text);
    font-family: var(--ug-fonts-body);
    font-size: var(--ug-font-sizes-md);
    line-height: var(--ug-line-heights-normal);
    -webkit-font-smoothing: antialiased;
  }

  html:lang(ja) body {
    font-family: var(--ug-fonts-body-japanese);
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  img {
    max-width: 100%;
  }

  :focus-visible {
    outline: var(--ug-sizes-focus-ring) solid var(--ug-colors-focus);
    outline-offset: var(--ug-sizes-focus-ring);
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
