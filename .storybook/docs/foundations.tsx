import type { CSSProperties, ReactNode } from 'react';

import { Icon, iconNames } from '../../packages/ui/src/components/Icon';
import { colors } from '../../packages/ui/src/theme/theme';
import {
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  palette,
  radii,
  space,
} from '../../packages/ui/src/theme/tokens';
import { UiProvider } from '../../packages/ui/src/theme/UiProvider';

// The Foundations page (Foundations.mdx): every table below is drawn from the kit's tokens, so the
// page cannot drift from what the components use.

const cell: CSSProperties = { padding: '6px 8px', verticalAlign: 'middle', textAlign: 'left' };
const code: CSSProperties = { fontFamily: fontFamilies.mono, fontSize: fontSizes.sm };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const swatch = (value: string): CSSProperties => ({
  width: 48,
  height: 32,
  borderRadius: radii.md,
  border: `1px solid ${palette.grey300}`,
  background: value,
});

/** The semantic colours (what the components use), with the raw value each stands for. */
export function SemanticColors() {
  return (
    <Table head={['', 'Name', 'Value']}>
      {Object.entries(colors).map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <div style={swatch(value)} />
          </td>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The raw palette the semantic colours are taken from. */
export function Palette() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 120px)', gap: 12 }}>
      {Object.entries(palette).map(([name, value]) => (
        <div key={name}>
          <div style={{ ...swatch(value), width: 120 }} />
          <div style={code}>{name}</div>
          <div style={code}>{value}</div>
        </div>
      ))}
    </div>
  );
}

const samples = {
  eng: 'Send a Gift Card',
  cn: '送一张礼品卡',
  jp: 'ギフトカードを贈る',
};

/** The type scale: each size in regular and bold, in the three languages. */
export function TypeScale() {
  return (
    <Table head={['Token', 'px', 'Regular', 'Bold']}>
      {Object.entries(fontSizes).map(([name, px]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>fontSizes.{name}</td>
          <td style={{ ...cell, ...code }}>{px}</td>
          {[fontWeights.regular, fontWeights.bold].map((weight) => (
            <td
              key={weight}
              style={{
                ...cell,
                fontFamily: fontFamilies.body,
                fontSize: px,
                fontWeight: weight,
                lineHeight: lineHeights.normal,
              }}
            >
              {samples.eng} · {samples.cn} ·{' '}
              <span lang="ja" style={{ fontFamily: fontFamilies.bodyJapanese }}>
                {samples.jp}
              </span>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** Font stacks, weights and line heights. */
export function TypeTokens() {
  const rows: [string, string | number][] = [
    ...Object.entries(fontFamilies).map(([k, v]) => [`fontFamilies.${k}`, v] as [string, string]),
    ...Object.entries(fontWeights).map(([k, v]) => [`fontWeights.${k}`, v] as [string, number]),
    ...Object.entries(lineHeights).map(([k, v]) => [`lineHeights.${k}`, v] as [string, number]),
  ];
  return (
    <Table head={['Token', 'Value']}>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The spacing scale, each step drawn at its size. */
export function Spacing() {
  return (
    <Table head={['Token', 'px', '']}>
      {Object.entries(space).map(([name, px]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>space.{name}</td>
          <td style={{ ...cell, ...code }}>{px}</td>
          <td style={cell}>
            <div style={{ width: px, height: 16, background: colors.primary }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The corner radii, each on a square. */
export function Radii() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {Object.entries(radii).map(([name, value]) => (
        <div key={name} style={{ textAlign: 'center' }}>
          <div
            style={{
              width: 64,
              height: 64,
              background: colors.primarySubtle,
              border: `2px solid ${colors.primary}`,
              borderRadius: value,
            }}
          />
          <div style={code}>radii.{name}</div>
          <div style={code}>{typeof value === 'number' ? `${value}px` : value}</div>
        </div>
      ))}
    </div>
  );
}

/** Every icon of the kit's Icon component, with the name to pass. */
export function Icons() {
  return (
    <UiProvider globalStyle={false}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 112px)', gap: 12 }}>
        {iconNames.map((name) => (
          <div key={name} style={{ textAlign: 'center', color: colors.text }}>
            <Icon name={name} />
            <div style={code}>{name}</div>
          </div>
        ))}
      </div>
    </UiProvider>
  );
}
