import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { Badge, TopBar } from '@ugift/ui';

import type { LoaderFactory } from '../../../app/router';
import { paths } from '../../../config/paths';
import { queries } from '../../../lib/api';
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
    const type = typeOf(new URL(request.url).searchParams.get('type'));
    const wanted: Promise<unknown>[] = [
      queryClient.ensureQueryData(queries.profile.friendRequests()),
    ];
    if (type === 'list_friend') wanted.push(queryClient.ensureQueryData(queries.profile.friends()));
    if (type === 'list_facebook')
      wanted.push(queryClient.ensureQueryData(queries.profile.detail()));
    await Promise.all(wanted.map((promise) => promise.catch(() => null)));
    return null;
  };

const Column = styled.main`
  display: flex;
  flex-direction: column;
  max-width: ${({ theme }) => theme.layout.columnMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

const TabList = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.sizes.border}px solid
    ${({ theme }) => theme.colors.borderSubtle};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.space100}px;
  min-height: ${({ theme }) => theme.sizes.control}px;
  border: 0;
  border-bottom: ${({ theme }) => theme.space.space50}px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.sizes.focusRing}px;
  }
`;

const Panel = styled.section`
  flex: 1;
`;

const Footer = styled.footer`
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space.space400}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.top};
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function Friends() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const requests = useQuery(queries.profile.friendRequests());
  const requestCount = requests.data?.table.length ?? 0;

  const show = (next: FriendsType) =>
    setParams(next === 'list_friend' ? {} : { type: next }, { replace: true });

  const tabs: { type: FriendsType; label: string }[] = [
    { type: 'list_friend', label: t('friends.tabs.ugift') },
    { type: 'list_facebook', label: t('friends.tabs.facebook') },
    { type: 'list_friend_request', label: t('friends.tabs.request') },
  ];

  return (
    <Column>
      <TopBar title={t('friends.title')} onBack={() => navigate(-1)} />
      <TabList role="tablist" aria-label={t('friends.title')}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.type}
            id={`friends-tab-${tab.type}`}
            type="button"
            role="tab"
            aria-selected={tab.type === type}
            aria-controls={`friends-panel-${tab.type}`}
            tabIndex={tab.type === type ? 0 : -1}
            onClick={() => show(tab.type)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = tabs[(index + step + tabs.length) % tabs.length]!;
              show(next.type);
              document.getElementById(`friends-tab-${next.type}`)?.focus();
            }}
          >
            {tab.label}
            {tab.type === 'list_friend_request' && requestCount > 0 ? (
              <Badge variant="danger" solid>
                {requestCount}
              </Badge>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`friends-panel-${type}`} aria-labelledby={`friends-tab-${type}`}>
        {type === 'list_friend' ? <UgiftFriends /> : null}
        {type === 'list_facebook' ? (
          <SocialFriends onShowRequests={() => show('list_friend_request')} />
        ) : null}
        {type === 'list_friend_request' ? <FriendRequests /> : null}
      </Panel>
      <Footer>
        <Link to={paths.inviteFriend}>{t('friends.inviteFooter')}</Link>
      </Footer>
    </Column>
  );
}

export { Friends as Component };
