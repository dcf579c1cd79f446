// Theme
export * from './theme/tokens';
export {
  colors,
  createTheme,
  cssVar,
  cssVarName,
  theme,
  themeToCssVariables,
  type UiTheme,
  type UiThemeOverride,
} from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { UiProvider, type UiProviderProps } from './theme/UiProvider';
export { fontBoldUrl, fontFaceName, fontRegularUrl } from './theme/fonts';

// i18n
export { UI_NAMESPACE, uiResources, type UiResourceKey } from './i18n/resources';
export { useUiText, type UiTextKey } from './i18n/useUiText';

// Components
export * from './components/Toast';
