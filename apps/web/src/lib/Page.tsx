import type { ReactNode } from 'react';
import styled from 'styled-components';

const Column = styled.main<{ $center: boolean }>`
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.space600}px ${theme.space.space400}px`};
  background: ${({ theme }) => theme.colors.surface};
  text-align: ${({ $center }) => ($center ? 'center' : 'start')};
`;

/** The app's mobile-width column (spec section 9). */
export function Page({ children, center = true }: { children: ReactNode; center?: boolean }) {
  return <Column $center={center}>{children}</Column>;
}
