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
export { hitArea, pressable } from './theme/interaction';
export { UiProvider, type UiProviderProps } from './theme/UiProvider';
export { useUiTheme } from './theme/useUiTheme';

// i18n
export { UI_NAMESPACE, uiResources, type UiResourceKey } from './i18n/resources';
export { useUiText, type UiTextKey } from './i18n/useUiText';

// Components
export * from './components/Toast';
export * from './components/Icon';
export * from './components/Button';
export * from './components/Preloader';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/SearchField';
export * from './components/Modal';
export * from './components/BottomSheet';
export * from './components/ConfirmDialog';
export * from './components/ImageWithFallback';
export * from './components/Avatar';
export * from './components/CountryCodeSelect';
export * from './components/PhoneField';
export * from './components/OtpInput';
export * from './components/ResendCountdown';
export * from './components/Badge';
export * from './components/TopBar';
export * from './components/TabBar';
export * from './components/PriceTag';
export * from './components/QuantityStepper';
export * from './components/ChipGroup';
export * from './components/EmptyState';
export * from './components/LoginPrompt';
export * from './components/ProgressBar';
export * from './components/Skeleton';
export * from './components/ExpiryLine';
export * from './components/Tabs';
export * from './components/Accordion';
export * from './components/Checkbox';
export * from './components/ProductFilters';
export * from './components/SortModal';
export * from './components/ProductCard';
export * from './components/Carousel';
export * from './components/MonthYearSelect';
export * from './components/VoucherCodeDisplay';
