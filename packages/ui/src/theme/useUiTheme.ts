import { useTheme } from 'styled-components';

import type { UiTheme } from './theme';

/**
 * The kit's theme, typed, under a UiProvider. The published types do not make styled-components'
 * `DefaultTheme` the kit's (a host app may have its own theme type); a host that wants `theme`
 * in its own styled components typed as the kit's adds, once:
 * `declare module 'styled-components' { export interface DefaultTheme extends UiTheme {} }`.
 */
export function useUiTheme(): UiTheme {
  return useTheme();
}
