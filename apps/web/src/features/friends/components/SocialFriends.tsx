import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, EmptyState } from '@ugift/ui';

import { links } from '../../../config/paths';
import { deviceStorage, mutations, queries } from '../../../lib/api';
import { useSocialProvider, type SocialSignIn } from '../../../lib/social-provider';
import { LoadError, Loading } from '../../../lib/QueryState';
import { useAlert } from '../../../lib/useAlert';
import { List, PersonRow } from './PersonRow';

/**
 * Connecting links a social account to the member (update_facebook_id with the provider's
 * token); the api then matches the account's friends with Ugift members. The app's one social
 * provider signs in: the sandbox's picker, or Facebook's dialog, which returns to this tab.
 */
function ConnectButton() {
  const { t } = useTranslation();
  const { provider, picker } = useSocialProvider();
  const { alert, show } = useAlert();
  const setProblem = (message: string) =>
    show({ title: t('friends.connectFailed'), message, variant: 'danger' });
  const link = useMutation(mutations.profile.updateFacebookId);
  const resumed = useRef(false);

  const connect = (identity: SocialSignIn) =>
    link.mutate(
      { facebook_id: identity.facebookId, access_token: identity.accessToken },
      {
        onSuccess: () => deviceStorage.set('fbToken', identity.accessToken),
        onError: (error) => setProblem(error.message),
      },
    );
  const fail = (error: unknown) =>
    setProblem(error instanceof Error ? error.message : String(error));

  // Back from the network's own page (Facebook's dialog): finish what the button started.
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    provider.resume().then((identity) => identity && connect(identity), fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [provider]);

  const start = () =>
    provider
      .signIn({ returnPath: links.friends('list_facebook') })
      .then((identity) => identity && connect(identity), fail);

  return (
    <>
      <Button onClick={() => void start()} loading={link.isPending}>
        {t('friends.connect')}
      </Button>
      {picker}
      {alert}
    </>
  );
}

/**
 * Social contacts and where each stands: Add (no status), Requested (Pending), Pending Approval
 * (opens the Request tab), Added (Accepted). Without a linked account: the connect prompt.
 */
export function SocialFriends({ onShowRequests }: { onShowRequests: () => void }) {
  const { t } = useTranslation();
  const profile = useQuery(queries.profile.detail());
  const connected = Boolean(profile.data?.table.fb_account_id);
  const list = useQuery({ ...queries.profile.facebook(), enabled: connected });
  const add = useMutation(mutations.profile.addFriend);

  if (profile.isPending || (connected && list.isPending)) return <Loading />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  if (!connected)
    return <EmptyState icon="user" title={t('friends.notConnected')} action={<ConnectButton />} />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const contacts = list.data?.table ?? [];
  if (contacts.length === 0) return <EmptyState icon="user" title={t('friends.noFriends')} />;
  return (
    <List aria-label={t('friends.tabs.facebook')}>
      {contacts.map((contact) => {
        const named = { name: contact.name };
        let action;
        if (contact.status === '')
          action = (
            <Button
              size="sm"
              disabled={!contact.member_id || add.isPending}
              aria-label={t('friends.addNamed', named)}
              onClick={() => contact.member_id && add.mutate({ friend_id: contact.member_id })}
            >
              {t('friends.add')}
            </Button>
          );
        else if (contact.status === 'Pending')
          action = (
            <Button size="sm" variant="secondary" disabled>
              {t('friends.requested')}
            </Button>
          );
        else if (contact.status === 'Pending Approval')
          action = (
            <Button size="sm" variant="secondary" onClick={onShowRequests}>
              {t('friends.pendingApproval')}
            </Button>
          );
        else
          action = (
            <Button size="sm" variant="secondary" disabled>
              {t('friends.added')}
            </Button>
          );
        return (
          <PersonRow key={contact.id} name={contact.name} picture={contact.profile_picture}>
            {action}
          </PersonRow>
        );
      })}
    </List>
  );
}
