import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space400}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200}px;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.space200}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
  dt[data-strong],
  dd[data-strong] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface SummaryRow {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}

/** Label and value pairs: totals, order status rows (basket, confirmation, order details). */
export function SummaryRows({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <Rows>
      {rows.map((row, index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt data-strong={row.strong ? '' : undefined}>{row.label}</dt>
          <dd data-strong={row.strong ? '' : undefined}>{row.value}</dd>
        </div>
      ))}
    </Rows>
  );
}
