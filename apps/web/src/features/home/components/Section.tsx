import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pressable } from '@ugift/ui';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  padding: ${({ theme }) => `${theme.space.space400}px ${theme.space.space400}px 0`};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--ug-space-space200);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--ug-font-sizes-lg);
`;

const More = styled(Link)`
  ${pressable}
  color: var(--ug-colors-primary);
  font-size: var(--ug-font-sizes-sm);
  font-weight: var(--ug-font-weights-bold);
`;

/** A titled home row with its see-all link. */
export function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Root aria-labelledby={id}>
      <Head>
        <Title id={id}>{title}</Title>
        {more ? <More to={more.to}>{more.label}</More> : null}
      </Head>
      {children}
    </Root>
  );
}

/** A horizontally scrolling strip of cards. */
export const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 42%;
  gap: var(--ug-space-space300);
  margin: 0;
  padding: 0 0 var(--ug-space-space200);
  overflow-x: auto;
  list-style: none;
`;
