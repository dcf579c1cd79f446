import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-sm);
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ug-space-space200);
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: var(--ug-font-sizes-md);
  font-weight: var(--ug-font-weights-bold);
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--ug-space-space200);
  margin: 0;
  dt {
    color: var(--ug-colors-text-muted);
  }
  dd {
    margin: 0;
    text-align: end;
  }
  dt[data-strong],
  dd[data-strong] {
    color: var(--ug-colors-text);
    font-weight: var(--ug-font-weights-bold);
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
