import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';

export type BadgeVariant = 'primary' | 'danger' | 'success' | 'warning' | 'neutral';

export interface BadgeProps {
  /** The label or count. */
  children: ReactNode;
  /** Colour. Default 'primary'. */
  variant?: BadgeVariant;
  /** Solid colour with white text (counts), instead of a subtle tint (labels). */
  solid?: boolean;
}

const Root = styled.span<{ $variant: BadgeVariant; $solid: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--ug-sizes-badge);
  /* Its height at the default text size; at a larger one it grows with its label. */
  min-height: var(--ug-sizes-badge);
  padding: 0.2em calc(var(--ug-space-space100) + var(--ug-space-space50));
  border-radius: var(--ug-radii-pill);
  font-size: var(--ug-font-sizes-xs);
  font-weight: var(--ug-font-weights-bold);
  line-height: 1;
  white-space: nowrap;
  ${({ theme, $variant, $solid }) => {
    const c = theme.colors;
    const map = {
      primary: [c.primary, c.primarySubtle],
      danger: [c.danger, c.dangerSubtle],
      success: [c.success, c.successSubtle],
      warning: [c.warning, c.warningSubtle],
      neutral: [c.textMuted, c.surfaceMuted],
    } as const;
    const [strong, subtle] = map[$variant];
    return $solid
      ? `background: ${strong}; color: ${c.onPrimary};`
      : `background: ${subtle}; color: ${strong};`;
  }}
`;

/** The look of a count pinned to an icon (the top bar's basket, the tab bar's tabs); placed by its user. */
export const countBadge = css`
  min-width: var(--ug-sizes-badge);
  height: var(--ug-sizes-badge);
  padding: 0 var(--ug-space-space100);
  border-radius: var(--ug-radii-pill);
  background: var(--ug-colors-badge);
  color: var(--ug-colors-on-badge);
  font-size: var(--ug-font-sizes-xs);
  font-weight: var(--ug-font-weights-bold);
  line-height: var(--ug-sizes-badge);
`;

/** A small label ('Editable', 'Promo') or a solid count. */
export function Badge({ children, variant = 'primary', solid = false }: BadgeProps) {
  return (
    <Root $variant={variant} $solid={solid}>
      {children}
    </Root>
  );
}

/** Count shown on an icon; '99+' above 99. Returns null at 0 or less. */
export function formatCount(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
