import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { Friend } from '@ugift/api-client';
import { Button, EmptyState, Icon, IconButton, Modal, SearchField } from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { LoadError, Loading } from '../../../lib/QueryState';
import { List, PersonRow } from './PersonRow';

const Search = styled.div`
  padding: var(--ug-space-space300) var(--ug-space-space400);
`;

const Menu = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
`;

/** The member's friends; the name filter applies on submit (spec section 2). */
export function UgiftFriends() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [menuFor, setMenuFor] = useState<Friend | null>(null);
  const list = useQuery(queries.profile.friends(filter ? { filter_by_name: filter } : {}));
  const remove = useMutation(mutations.profile.removeFriend);

  const friends = list.data?.table ?? [];
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (friends.length === 0)
    body = filter ? (
      <EmptyState icon="search" title={t('friends.noSearchResult')} />
    ) : (
      <EmptyState icon="user" title={t('friends.noFriends')} />
    );
  else
    body = (
      <List aria-label={t('friends.tabs.ugift')}>
        {friends.map((friend) => (
          <PersonRow
            key={friend.friend_id}
            name={friend.friend_name}
            picture={friend.friend_profile_picture}
          >
            <IconButton
              type="button"
              aria-label={t('friends.moreFor', { name: friend.friend_name })}
              onClick={() => setMenuFor(friend)}
            >
              <Icon name="chevronDown" />
            </IconButton>
          </PersonRow>
        ))}
      </List>
    );

  return (
    <>
      <Search>
        <SearchField
          label={t('friends.search')}
          placeholder={t('friends.search')}
          onSubmit={(value) => setFilter(value.trim())}
          onClear={() => setFilter('')}
        />
      </Search>
      {body}
      <Modal.Root
        open={menuFor !== null}
        onOpenChange={(open) => {
          if (!open) setMenuFor(null);
        }}
      >
        <Modal.Content title={menuFor?.friend_name ?? ''} hideTitle showClose={false}>
          <Modal.Body>
            <Menu>
              <Button
                variant="danger"
                fullWidth
                loading={remove.isPending}
                onClick={() => {
                  if (!menuFor) return;
                  remove.mutate(
                    { friend_id: menuFor.friend_id },
                    { onSettled: () => setMenuFor(null) },
                  );
                }}
              >
                {t('friends.unfriend', { name: menuFor?.friend_name ?? '' })}
              </Button>
              <Modal.Close asChild>
                <Button variant="secondary" fullWidth>
                  {t('common.cancel')}
                </Button>
              </Modal.Close>
            </Menu>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
