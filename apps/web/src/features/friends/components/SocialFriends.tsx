import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { AlertDialog, Avatar, Button, Modal, Preloader } from '@ugift/ui';

import { deviceStorage, mutations, queries } from '../../../lib/api';
import { socialAccounts, type SocialAccount } from '../lib/social';
import { List, Notice, PersonRow } from './ui';

const Accounts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200}px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.space300}px;
    width: 100%;
    min-height: ${({ theme }) => theme.sizes.control}px;
    padding: ${({ theme }) => theme.space.space200}px ${({ theme }) => theme.space.space300}px;
    border: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * Connecting links a social account to the member (update_facebook_id with the provider's
 * token); the api then matches the account's friends with Ugift members.
 */
function ConnectButton() {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState<SocialAccount[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const link = useMutation(mutations.profile.updateFacebookId);

  const start = async () => {
    try {
      setAccounts(await socialAccounts());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const choose = (account: SocialAccount) => {
    link.mutate(
      { facebook_id: account.id, access_token: account.access_token },
      {
        onSuccess: () => {
          deviceStorage.set('fbToken', account.access_token);
          setAccounts(null);
        },
        onError: (error) => {
          setAccounts(null);
          setProblem(error.message);
        },
      },
    );
  };

  return (
    <>
      <Button onClick={() => void start()}>{t('friends.connect')}</Button>
      <Modal.Root
        open={accounts !== null}
        onOpenChange={(open) => {
          if (!open) setAccounts(null);
        }}
      >
        <Modal.Content title={t('friends.chooseAccount')}>
          <Modal.Body>
            <Accounts>
              {(accounts ?? []).map((account) => (
                <li key={account.id}>
                  <button type="button" disabled={link.isPending} onClick={() => choose(account)}>
                    <span aria-hidden="true">
                      <Avatar src={account.picture || null} name={account.name} size="sm" />
                    </span>
                    {account.name}
                  </button>
                </li>
              ))}
            </Accounts>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <AlertDialog
        open={problem !== null}
        onOpenChange={(open) => {
          if (!open) setProblem(null);
        }}
        title={t('friends.connectFailed')}
        message={problem ?? undefined}
        variant="danger"
      />
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

  if (profile.isPending || (connected && list.isPending)) return <Preloader />;
  if (!connected)
    return (
      <Notice>
        <p>{t('friends.notConnected')}</p>
        <ConnectButton />
      </Notice>
    );
  const contacts = list.data?.table ?? [];
  if (contacts.length === 0)
    return (
      <Notice>
        <p>{t('friends.noFriends')}</p>
      </Notice>
    );
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
