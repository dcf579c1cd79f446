import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { Tabs } from '@ugift/ui';

import { prefetch, searchParam, type LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { queries } from '../../../lib/api';
import { Screen } from '../../../lib/Screen';
import { FriendRequests } from '../components/FriendRequests';
import { SocialFriends } from '../components/SocialFriends';
import { UgiftFriends } from '../components/UgiftFriends';

const TYPES = ['list_friend', 'list_facebook', 'list_friend_request'] as const;
type FriendsType = (typeof TYPES)[number];

function typeOf(value: string | null): FriendsType {
  return TYPES.includes(value as FriendsType) ? (value as FriendsType) : 'list_friend';
}

/** The open tab's list and the request count load with the screen; failed lists stay empty. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const type = typeOf(searchParam(request, 'type'));
    const wanted: Promise<unknown>[] = [
      queryClient.ensureQueryData(queries.profile.friendRequests()),
    ];
    if (type === 'list_friend') wanted.push(queryClient.ensureQueryData(queries.profile.friends()));
    if (type === 'list_facebook')
      wanted.push(queryClient.ensureQueryData(queries.profile.detail()));
    await Promise.all(wanted.map(prefetch));
    return null;
  };

const Panel = styled.div`
  flex: 1;
`;

const Footer = styled.footer`
  position: sticky;
  bottom: 0;
  padding: var(--ug-space-space400);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-top);
  text-align: center;
  a {
    color: var(--ug-colors-primary);
    font-weight: var(--ug-font-weights-bold);
  }
`;

export function Friends() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const requests = useQuery(queries.profile.friendRequests());
  const requestCount = requests.data?.table.length ?? 0;

  const show = (next: FriendsType) =>
    setParams(next === 'list_friend' ? {} : { type: next }, { replace: true });

  return (
    <Screen bare muted title={t('friends.title')}>
      <Panel>
        <Tabs
          label={t('friends.title')}
          value={type}
          onValueChange={(value) => show(typeOf(value))}
          items={[
            {
              value: 'list_friend',
              label: t('friends.tabs.ugift'),
              content: <UgiftFriends />,
            },
            {
              value: 'list_facebook',
              label: t('friends.tabs.facebook'),
              content: <SocialFriends onShowRequests={() => show('list_friend_request')} />,
            },
            {
              value: 'list_friend_request',
              label: t('friends.tabs.request'),
              count: requestCount,
              content: <FriendRequests />,
            },
          ]}
        />
      </Panel>
      <Footer>
        <Link to={paths.inviteFriend}>{t('friends.inviteFooter')}</Link>
      </Footer>
    </Screen>
  );
}

export { Friends as Component };
