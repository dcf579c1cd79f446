// Public stand-ins for the internal styled-components types tsc writes into the inferred types
// of exported styled components (`styled-components/dist/types`): scripts/finish-build.mjs points
// the published declarations here, so they reference only styled-components' public exports.
import type { CSSProperties } from 'react';
import type { FastOmit, IStyledComponent, Runtime } from 'styled-components';

export type IStyledComponentBase<
  R extends Runtime,
  Props extends object = object,
> = IStyledComponent<R, Props>;

export type CSSPropertiesWithVars = CSSProperties & {
  [key: `--${string}`]: string | number | undefined;
};

export type Merged<A extends object, B> = FastOmit<A, Exclude<keyof B, 'style'>> & B;
