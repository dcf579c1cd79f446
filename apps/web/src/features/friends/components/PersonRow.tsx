import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Avatar } from '@ugift/ui';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300}px;
  min-height: ${({ theme }) => theme.sizes.control + theme.space.space400}px;
  padding: ${({ theme }) => theme.space.space200}px ${({ theme }) => theme.space.space400}px;
  border-bottom: ${({ theme }) => theme.sizes.border}px solid
    ${({ theme }) => theme.colors.borderSubtle};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.space200}px;
`;

/** One person: picture or initial, name, and the actions on the right. */
export function PersonRow({
  name,
  picture,
  children,
}: {
  name: string;
  picture: string;
  children?: ReactNode;
}) {
  return (
    <Item>
      {/* The picture repeats the name beside it: hidden from assistive technology. */}
      <span aria-hidden="true">
        <Avatar src={picture || null} name={name} size="sm" />
      </span>
      <Name>{name}</Name>
      <Actions>{children}</Actions>
    </Item>
  );
}
