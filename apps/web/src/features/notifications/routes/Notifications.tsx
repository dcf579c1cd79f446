import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { queryKeys, type Notification } from '@ugift/api-client';
import { EmptyState, Icon, ImageWithFallback, pressable } from '@ugift/ui';

import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { mutations, queries } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dayjs';
import { useMemberZone } from '../../../lib/member-zone';
import { LoadError, Loading } from '../../../lib/QueryState';
import { LoginToContinue } from '../../../lib/LoginToContinue';
import { Screen } from '../../../lib/Screen';
import { isSignedIn, useStoredUser } from '../../../lib/session';
import { notificationTarget } from '../lib/targets';

/** The list loads with the screen for a member; a failed list stays empty (spec section 8). */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    if (isSignedIn()) {
      await prefetch(queryClient.ensureQueryData(queries.profile.notifications()));
    }
    return null;
  };

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button<{ $unread: boolean }>`
  ${pressable}
  display: flex;
  align-items: flex-start;
  gap: var(--ug-space-space300);
  width: 100%;
  padding: var(--ug-space-space400);
  border: 0;
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySubtle : theme.colors.surface)};
  color: var(--ug-colors-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: var(--ug-sizes-focus-ring) solid var(--ug-colors-focus);
    outline-offset: calc(-1 * var(--ug-sizes-focus-ring));
  }
`;

const Thumb = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--ug-sizes-avatar);
  height: var(--ug-sizes-avatar);
  overflow: hidden;
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-surface-muted);
  color: var(--ug-colors-primary);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--ug-space-space100);
  overflow-wrap: anywhere;
`;

const Message = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const When = styled.span`
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

const Dot = styled.span`
  flex: none;
  width: var(--ug-space-space200);
  height: var(--ug-space-space200);
  margin-top: var(--ug-space-space200);
  border-radius: var(--ug-radii-round);
  background: var(--ug-colors-badge);
`;

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const zone = useMemberZone();
  const unread = notification.is_read !== '1';
  return (
    <li>
      <Item type="button" $unread={unread} onClick={() => onOpen(notification)}>
        <Thumb aria-hidden="true">
          {notification.image ? (
            <ImageWithFallback src={notification.image} alt="" fallback={<Icon name="bell" />} />
          ) : (
            <Icon name="bell" />
          )}
        </Thumb>
        <Text>
          <Message $unread={unread}>{notification.message}</Message>
          <When>{formatDateTime(notification.created_date, i18n.language, zone)}</When>
        </Text>
        {unread ? <Dot role="img" aria-label={t('notifications.unread')} /> : null}
      </Item>
    </li>
  );
}

export function Notifications() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const list = useQuery({ ...queries.profile.notifications(), enabled: user !== null });
  const read = useMutation(mutations.profile.readNotification);

  const open = async (notification: Notification) => {
    if (notification.is_read !== '1') {
      // Marking as read must not stop the member from reaching the target.
      await read.mutateAsync({ notification_id: notification.id }).catch(() => undefined);
    }
    const target = notificationTarget(notification);
    if (target) navigate(target);
    else
      await queryClient.invalidateQueries({ queryKey: queryKeys.operation('list_notification') });
  };

  let body;
  if (!user) {
    body = <LoginToContinue />;
  } else if (list.isPending) {
    body = <Loading />;
  } else if (list.isError) {
    // A failed list says so with Retry, never a false 'no notifications'.
    body = <LoadError onRetry={() => void list.refetch()} />;
  } else {
    const items = list.data?.table ?? [];
    body = items.length ? (
      <List>
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={(n) => void open(n)}
          />
        ))}
      </List>
    ) : (
      <EmptyState icon="bell" title={t('notifications.empty')} />
    );
  }

  return (
    <Screen tab="spaced" bare muted title={t('notifications.title')}>
      {body}
    </Screen>
  );
}

export { Notifications as Component };
