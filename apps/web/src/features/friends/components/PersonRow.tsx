import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Avatar } from '@ugift/ui';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: var(--ug-colors-surface);
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  min-height: calc(var(--ug-sizes-control) + var(--ug-space-space400));
  padding: var(--ug-space-space200) var(--ug-space-space400);
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: flex;
  flex: none;
  gap: var(--ug-space-space200);
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
