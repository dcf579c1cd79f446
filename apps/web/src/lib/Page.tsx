import type { ReactNode } from 'react';
import styled from 'styled-components';

import { layout } from '@ugift/ui';

const Column = styled.main`
  box-sizing: border-box;
  max-width: ${layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  padding: 24px 16px;
  font-family: system-ui, sans-serif;
  text-align: center;
`;

/** The app's mobile-width column (spec section 9). */
export function Page({ children }: { children: ReactNode }) {
  return <Column>{children}</Column>;
}
