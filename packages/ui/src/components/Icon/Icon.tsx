import type { SVGProps } from 'react';
import { useTheme } from 'styled-components';

/** Paths of the kit's icons (24 x 24, stroked with currentColor). */
const paths = {
  back: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  close: 'M6 6l12 12M18 6L6 18',
  basket:
    'M3 4h2l2.2 10.2a1 1 0 001 .8h9.3a1 1 0 001-.8L20 8H6.2M9 20a1 1 0 100-2 1 1 0 000 2zm8 0a1 1 0 100-2 1 1 0 000 2z',
  home: 'M4 11l8-7 8 7v9a1 1 0 01-1 1h-4v-6H9v6H5a1 1 0 01-1-1z',
  wallet: 'M4 7h15a1 1 0 011 1v11a1 1 0 01-1 1H5a1 1 0 01-1-1zm0 0l12-3v3m0 7h1',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zm9 0v13M12 7c-1-3-5-4-5-1.5S10 7 12 7zm0 0c1-3 5-4 5-1.5S14 7 12 7z',
  bell: 'M6 17V11a6 6 0 0112 0v6l2 2H4zm4 3a2 2 0 004 0',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.8 9.8 0 0112 6c6 0 10 6 10 6a17 17 0 01-3 3.5M6.6 6.6C3.8 8.4 2 12 2 12s4 6 10 6a9.5 9.5 0 004.4-1.1M9.9 9.9a3 3 0 004.2 4.2',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'M5 12l5 5 9-10',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 5l12 7-12 7z',
  sort: 'M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4',
  filter: 'M4 5h16l-6 8v6l-4-2v-4z',
  image: 'M4 5h16v14H4zm0 11l5-5 4 4 3-3 4 4M15 9.5a1 1 0 100-2 1 1 0 000 2z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5',
  alert: 'M12 3l10 18H2zm0 6v5m0 3v.5',
  empty: 'M4 8l8-4 8 4v8l-8 4-8-4zm0 0l8 4 8-4M12 12v8',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Which icon. */
  name: IconName;
  /** Size in px, or 'small' (theme.sizes.iconSmall); default theme.sizes.icon. */
  size?: number | 'small';
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** A line icon drawn with currentColor. */
export function Icon({ name, size, title, ...rest }: IconProps) {
  const theme = useTheme();
  const px = size === 'small' ? theme.sizes.iconSmall : (size ?? theme.sizes.icon);
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** Names of every icon, for stories and pickers. */
export const iconNames = Object.keys(paths) as IconName[];
