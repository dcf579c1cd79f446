import type { ReactNode } from 'react';
import styled from 'styled-components';

import { TopBar } from '@ugift/ui';

import { useBack } from './useBack';

const Column = styled.div`
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
`;

const Content = styled.main<{ $center: boolean }>`
  padding: ${({ theme }) => `${theme.space.space600}px ${theme.space.space400}px`};
  text-align: ${({ $center }) => ($center ? 'center' : 'start')};
`;

/**
 * The app's mobile-width column (spec section 9). With a title, the page opens with the blue top
 * bar and its back arrow (spec section 2), the title being the page's heading: back goes to the
 * previous page, or to /home when the page was opened directly.
 */
export function Page({
  title,
  children,
  center = true,
}: {
  title?: string;
  children: ReactNode;
  center?: boolean;
}) {
  const back = useBack();
  return (
    <Column>
      {title !== undefined ? <TopBar title={title} onBack={back} /> : null}
      <Content $center={center}>{children}</Content>
    </Column>
  );
}
