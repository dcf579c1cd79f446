import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';

import { Avatar, Icon, pressable } from '@ugift/ui';

import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { links, paths } from '../../../config/paths';
import { deviceStorage, mutations, queries } from '../../../lib/api';
import { LoginToContinue } from '../../../lib/LoginToContinue';
import { memberName } from '../../../lib/member-name';
import { LoadError } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { isSignedIn, useStoredUser } from '../../../lib/session';
import { LanguageModal } from '../components/LanguageModal';
import { PushToggle } from '../components/PushToggle';
import { usePush } from '../hooks/usePush';
import { Card, CardTitle, Content, Muted, Row } from '../components/Card';

/** The profile and the friend count load with the screen; failures leave the screen usable. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    if (!isSignedIn()) return null;
    await Promise.all([
      prefetch(queryClient.ensureQueryData(queries.profile.detail())),
      prefetch(queryClient.ensureQueryData(queries.profile.friends())),
    ]);
    return null;
  };

/** A white card that is a link (the member's name, the friends and invite tiles). */
const linkCard = css`
  ${pressable}
  padding: var(--ug-space-space400);
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  color: var(--ug-colors-text);
  text-decoration: none;
  box-shadow: var(--ug-shadows-sm);
`;

const Identity = styled(Link)`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space400);
  ${linkCard}
`;

const Name = styled.span`
  font-size: var(--ug-font-sizes-lg);
  font-weight: var(--ug-font-weights-bold);
  overflow-wrap: anywhere;
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--ug-space-space300);
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  ${linkCard}
  strong {
    font-size: var(--ug-font-sizes-xl);
    color: var(--ug-colors-primary);
  }
`;

/** The guest prompt and a load failure sit in a card, like the sections under them. */
const Boxed = styled.div`
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-sm);
`;

export function Profile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [languageOpen, setLanguageOpen] = useState(false);
  const profile = useQuery({ ...queries.profile.detail(), enabled: user !== null });
  const friends = useQuery({ ...queries.profile.friends(), enabled: user !== null });
  const logout = useMutation(mutations.auth.logout);
  const push = usePush();

  const signOut = async () => {
    // The session ends on the device even when the server cannot be told.
    await logout.mutateAsync({}).catch(() => undefined);
    deviceStorage.clearSession();
    navigate(paths.login);
  };

  const member = profile.data?.table;
  const name = memberName(member);

  const general = (
    <Card aria-labelledby="profile-general">
      <CardTitle id="profile-general">{t('profile.general')}</CardTitle>
      {user ? (
        <Row>
          <Link to={paths.profileEdit}>
            {t('profile.editProfile')}
            <Icon name="chevronRight" aria-hidden />
          </Link>
        </Row>
      ) : null}
      {user ? (
        <Row>
          <Link to={paths.reminderSettings}>
            {t('schedule.settings.link')}
            <Icon name="chevronRight" aria-hidden />
          </Link>
        </Row>
      ) : null}
      <Row>
        <button type="button" onClick={() => setLanguageOpen(true)}>
          {t('profile.language.title')}
          <Icon name="chevronRight" aria-hidden />
        </button>
      </Row>
      {user ? (
        <PushToggle
          state={push.state}
          busy={push.busy}
          failed={push.failed}
          onChange={push.change}
        />
      ) : null}
      <Row>
        <Link to={paths.contactUs}>
          {t('profile.contactUs')}
          <Icon name="chevronRight" aria-hidden />
        </Link>
      </Row>
      {user ? (
        <Row>
          <button type="button" onClick={() => void signOut()} disabled={logout.isPending}>
            {t('profile.logout')}
            <Icon name="chevronRight" aria-hidden />
          </button>
        </Row>
      ) : null}
    </Card>
  );

  return (
    <Screen tab="spaced" bare muted basket="member" title={t('profile.title')}>
      <Content>
        {user ? (
          <>
            {profile.isError ? (
              <Boxed>
                <LoadError onRetry={() => void profile.refetch()} />
              </Boxed>
            ) : (
              <Identity to={paths.profileEdit}>
                {/* The picture repeats the name beside it: hidden from assistive technology. */}
                <span aria-hidden="true">
                  <Avatar src={member?.profile_picture || null} name={name || '?'} size="lg" />
                </span>
                <Name>{name}</Name>
              </Identity>
            )}
            <Card aria-labelledby="profile-account">
              <CardTitle id="profile-account">{t('profile.myAccount')}</CardTitle>
              {(
                [
                  [paths.udollarList, 'profile.links.udollar'],
                  [paths.orderToPay, 'profile.links.toPay'],
                  [paths.orderMyPurchases, 'profile.links.purchases'],
                  [paths.orderReceived, 'profile.links.received'],
                  [links.orderMyPurchases('sent'), 'profile.links.sent'],
                ] as const
              ).map(([to, label]) => (
                <Row key={to}>
                  <Link to={to}>
                    {t(label)}
                    <Icon name="chevronRight" aria-hidden />
                  </Link>
                </Row>
              ))}
            </Card>
            <Tiles>
              <Tile to={paths.friends}>
                <span>{t('profile.friends')}</span>
                <strong>{friends.data?.total ?? 0}</strong>
              </Tile>
              <Tile to={paths.inviteFriend}>
                <span>{t('profile.invite')}</span>
                <Muted>{t('profile.inviteHint')}</Muted>
              </Tile>
            </Tiles>
          </>
        ) : (
          <Boxed>
            <LoginToContinue />
          </Boxed>
        )}
        {general}
      </Content>
      <LanguageModal open={languageOpen} onOpenChange={setLanguageOpen} />
    </Screen>
  );
}

export { Profile as Component };
