import { styled, useTheme } from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 240px;
  height: auto;
`;

/**
 * The expired image of spec section 9: a greyed voucher crossed by an 'Expired' stamp, drawn
 * here (no fetched picture) so its word is translated and its colours come from the theme:
 * danger on surface, 4.5:1 or more (VoucherCodeDisplay.test.tsx measures the pair).
 */
export function ExpiredImage({ label }: { label: string }) {
  const { colors } = useTheme();
  return (
    <Svg viewBox="0 0 240 140" role="img" aria-label={label} data-testid="voucher-expired-image">
      <rect
        x="4"
        y="14"
        width="232"
        height="112"
        rx="12"
        fill={colors.surfaceMuted}
        stroke={colors.border}
        strokeWidth="2"
        strokeDasharray="8 6"
      />
      <g fill={colors.border}>
        <rect x="28" y="38" width="110" height="12" rx="6" />
        <rect x="28" y="60" width="80" height="12" rx="6" />
        <rect x="28" y="82" width="120" height="12" rx="6" />
      </g>
      <g transform="rotate(-12 150 70)">
        <rect
          x="72"
          y="46"
          width="156"
          height="48"
          rx="8"
          fill={colors.surface}
          stroke={colors.danger}
          strokeWidth="4"
        />
        <text
          x="150"
          y="78"
          textAnchor="middle"
          fill={colors.danger}
          fontSize="22"
          fontWeight="700"
          aria-hidden="true"
        >
          {label}
        </text>
      </g>
    </Svg>
  );
}
