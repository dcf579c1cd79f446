import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button, EmptyState } from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { LoadError, Loading } from '../../../lib/QueryState';
import { List, PersonRow } from './PersonRow';

/** Incoming requests, each approved or removed; the lists and the count refresh after. */
export function FriendRequests() {
  const { t } = useTranslation();
  const list = useQuery(queries.profile.friendRequests());
  const accept = useMutation(mutations.profile.acceptFriend);
  const reject = useMutation(mutations.profile.rejectFriend);
  const busy = accept.isPending || reject.isPending;

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const requests = list.data?.table ?? [];
  if (requests.length === 0) return <EmptyState icon="user" title={t('friends.noRequests')} />;
  return (
    <List aria-label={t('friends.tabs.request')}>
      {requests.map((request) => (
        <PersonRow
          key={request.member_id}
          name={request.friend_name}
          picture={request.friend_profile_picture}
        >
          <Button
            size="sm"
            disabled={busy}
            aria-label={t('friends.approveNamed', { name: request.friend_name })}
            onClick={() => accept.mutate({ friend_id: request.member_id })}
          >
            {t('friends.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t('friends.removeNamed', { name: request.friend_name })}
            onClick={() => reject.mutate({ friend_id: request.member_id })}
          >
            {t('friends.remove')}
          </Button>
        </PersonRow>
      ))}
    </List>
  );
}
