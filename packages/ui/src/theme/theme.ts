// Pulls the DefaultTheme augmentation into every program (and the emitted .d.ts) that uses the theme.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" />
import {
  fontFamilies,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  motion,
  palette,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';

/** Semantic colour names: what a colour is for, not what it looks like. */
export const colors = {
  /** Brand blue: primary buttons, links, the top bar. */
  primary: palette.blue600,
  primaryHover: palette.blue700,
  primarySubtle: palette.blue50,
  primaryBorder: palette.blue100,
  onPrimary: palette.white,
  /** The blue top bar of the spec's pages. */
  topBar: palette.blue600,
  onTopBar: palette.white,
  background: palette.grey50,
  surface: palette.white,
  surfaceMuted: palette.grey100,
  text: palette.grey900,
  textMuted: palette.grey600,
  textDisabled: palette.grey600,
  border: palette.grey300,
  borderSubtle: palette.grey200,
  borderStrong: palette.grey600,
  danger: palette.red600,
  dangerHover: palette.red700,
  dangerSubtle: palette.red50,
  onDanger: palette.white,
  success: palette.green700,
  successSubtle: palette.green50,
  warning: palette.orange700,
  warningSubtle: palette.orange50,
  disabled: palette.grey200,
  onDisabled: palette.grey600,
  focus: palette.blue500,
  overlay: palette.overlay,
  badge: palette.red600,
  onBadge: palette.white,
  toast: palette.grey800,
  onToast: palette.white,
  skeleton: palette.skeleton,
  skeletonHighlight: palette.skeletonHighlight,
  /** QR and barcode modules: always black on white for scanners. */
  codeInk: palette.black,
  codePaper: palette.white,
} as const;

/** The semantic theme given to styled-components (typed through DefaultTheme in styled.d.ts). */
export const theme = {
  colors,
  fonts: fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  sizes,
  radii,
  shadows,
  zIndices,
  motion,
  layout,
} as const;

/** Widened shape of the theme so a partial override can swap values. */
export type UiTheme = {
  [K in keyof typeof theme]: {
    [P in keyof (typeof theme)[K]]: (typeof theme)[K][P] extends number ? number : string;
  };
};

/** A partial theme: any group, any value (Polaris-style override of the base). */
export type UiThemeOverride = { [K in keyof UiTheme]?: Partial<UiTheme[K]> };

/** Merges an override into the base theme. */
export function createTheme(override: UiThemeOverride = {}): UiTheme {
  const result: Record<string, Record<string, string | number>> = {};
  for (const key of Object.keys(theme) as (keyof UiTheme)[]) {
    result[key] = { ...theme[key], ...override[key] } as Record<string, string | number>;
  }
  return result as unknown as UiTheme;
}

/** Adds `px` to numeric sizes; unitless groups stay numbers. */
const unitless = new Set(['fontWeights', 'lineHeights', 'zIndices']);
const msGroups = new Set(['motion']);

function toCss(group: string, value: string | number): string {
  if (typeof value === 'string') return value;
  if (unitless.has(group)) return String(value);
  if (msGroups.has(group)) return `${value}ms`;
  return `${value}px`;
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The CSS variable name of a theme value, e.g. cssVar('colors', 'primary') -> --ug-colors-primary. */
export function cssVarName(group: string, name: string): string {
  return `--ug-${kebab(group)}-${kebab(name)}`;
}

/** `var(--ug-...)` reference for plain CSS written outside styled-components. */
export function cssVar<G extends keyof UiTheme>(group: G, name: keyof UiTheme[G] & string): string {
  return `var(${cssVarName(group, name)})`;
}

/** Every theme value as a CSS custom property: its name and its value. */
export function themeVariables(t: UiTheme): [name: string, value: string][] {
  const entries: [string, string][] = [];
  for (const [group, values] of Object.entries(t)) {
    for (const [name, value] of Object.entries(values as Record<string, string | number>)) {
      entries.push([cssVarName(group, name), toCss(group, value)]);
    }
  }
  return entries;
}

/** Every theme value as a CSS custom property declaration (emitted on :root by GlobalStyle). */
export function themeToCssVariables(t: UiTheme): string {
  return themeVariables(t)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
