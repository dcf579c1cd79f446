import { createGlobalStyle, css } from 'styled-components';

import { fontBoldUrl, fontFaceName, fontRegularUrl } from './fonts';
import { themeToCssVariables } from './theme';

const fontFaces = css`
  @font-face {
    font-family: '${fontFaceName}';
    font-style: normal;
    font-weight: 400;
    font-display: swap;
    src: url('${fontRegularUrl}') format('woff2');
  }
  @font-face {
    font-family: '${fontFaceName}';
    font-style: normal;
    font-weight: 700;
    font-display: swap;
    src: url('${fontBoldUrl}') format('woff2');
  }
`;

/**
 * Fonts, the theme as CSS variables on :root, and a small reset. Rendered by UiProvider.
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFaces}

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
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
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
