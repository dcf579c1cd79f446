import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Avatar, Button, Modal, ModalBody, ModalFooter, Preloader, SearchField } from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { giftShareUrl } from '../../../lib/gift-share-link';
import { useLanguage } from '../../../lib/language';
import { contentLanguageKey } from '../../../lib/languages';
import { useStoredUser } from '../../../lib/session';
import { LoadError } from '../../../lib/QueryState';
import { scheduleFields, SEND_NOW, type ScheduleChoice } from '../lib/schedule';
import { formatWallTime, formatZonedTime } from '../../../lib/zoned-time';
import { SchedulePicker } from './SchedulePicker';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  margin: var(--ug-space-space300) 0 0;
  padding: 0;
  list-style: none;
`;

const Friend = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space200);
  border-radius: var(--ug-radii-md);
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySubtle : 'transparent')};
  cursor: pointer;
`;

/** The friend's name takes the row's free width; the avatar keeps its circle (issue 45). */
/** The picture's place in the row: its own size, never squeezed by a long name. */
const AvatarSlot = styled.span`
  display: flex;
  flex: none;
`;

const FriendName = styled.span`
  flex: 1;
`;

const Empty = styled.p`
  color: var(--ug-colors-text-muted);
`;

export interface FriendModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: string;
  onSent: (message: string) => void;
  onFailed: (message: string) => void;
}

/**
 * The share text of a gift (spec section 2: the member sent an e-gift card, with the link
 * /giftcard-share?id={orderId}) and 'Social Share' copying it, then reading 'Copied'.
 */
export function useGiftShare(orderId: string) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const [copied, setCopied] = useState(false);
  const text = t('orders.shareText', {
    name: user?.name || t('orders.someone'),
    url: giftShareUrl(orderId),
  });
  const copy = async () => {
    // The clipboard can be missing or refuse (no permission): the text still shows as copied.
    await navigator.clipboard?.writeText(text).catch(() => {});
    setCopied(true);
  };
  return { text, copied, copy };
}

/** 'Send to friends': search, choose a friend, Send; or copy the share text (spec section 2). */
export function FriendModal({ open, onOpenChange, orderId, onSent, onFailed }: FriendModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [when, setWhen] = useState<ScheduleChoice>(SEND_NOW);
  const [whenError, setWhenError] = useState<string>();
  const share = useGiftShare(orderId);
  const friends = useQuery({
    ...queries.profile.friends(search ? { filter_by_name: search } : {}),
    enabled: open,
  });
  const send = useMutation({
    ...mutations.order.sendOrder,
    onSuccess: async (data, ...rest) => {
      await mutations.order.sendOrder.onSuccess?.(data, ...rest);
      onOpenChange(false);
      onSent(scheduledMessage() ?? data.message);
    },
    onError: (error) => {
      onOpenChange(false);
      onFailed(error.message);
    },
  });
  const table = friends.data?.table ?? [];
  const friend = table.find((f) => f.friend_id === selected);
  // The api's confirmation is English with the zone's id: a scheduled send is confirmed in the
  // member's language and format instead, from what they chose.
  const scheduledMessage = () => {
    if (when.mode !== 'later' || !friend) return undefined;
    const wall = `${when.date} ${when.time}`;
    const zone = when.zone || friend.time_zone;
    return t('schedule.sentScheduled', {
      name: friend.friend_name,
      when: zone ? formatZonedTime(wall, zone, language) : formatWallTime(wall, language),
    });
  };
  const submit = () => {
    if (!selected) return;
    const schedule = scheduleFields(when);
    if (schedule === 'incomplete') {
      setWhenError(t('schedule.needDateTime'));
      return;
    }
    setWhenError(undefined);
    // A scheduled send asks for the api's messages (a time the clocks skip) in the member's
    // language; a send now stays the spec's request.
    send.mutate({
      order_id: orderId,
      recipient_id: selected,
      ...schedule,
      ...(schedule.schedule_date ? { language: contentLanguageKey[language] } : {}),
    });
  };
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={t('orders.friends.title')}>
        <ModalBody>
          <SearchField
            label={t('orders.friends.search')}
            placeholder={t('orders.friends.search')}
            defaultValue={search}
            onSubmit={setSearch}
            onClear={() => setSearch('')}
          />
          {friends.isPending ? (
            <Preloader />
          ) : friends.isError ? (
            <LoadError onRetry={() => void friends.refetch()} />
          ) : table.length === 0 ? (
            <Empty>{search ? t('orders.friends.noResult') : t('orders.friends.none')}</Empty>
          ) : (
            <List>
              {table.map((friend) => (
                <li key={friend.friend_id}>
                  <Friend $checked={selected === friend.friend_id}>
                    {/* The picture repeats the name beside it: hidden from assistive
                        technology, so the radio is named once ("Mei Lin", not twice). */}
                    <AvatarSlot aria-hidden="true">
                      <Avatar
                        src={friend.friend_profile_picture || null}
                        name={friend.friend_name}
                        size="sm"
                      />
                    </AvatarSlot>
                    <FriendName>{friend.friend_name}</FriendName>
                    <input
                      type="radio"
                      name="friend"
                      checked={selected === friend.friend_id}
                      onChange={() => setSelected(friend.friend_id)}
                    />
                  </Friend>
                </li>
              ))}
            </List>
          )}
          <SchedulePicker
            value={when}
            onChange={setWhen}
            error={whenError}
            recipientZone={friend?.time_zone}
          />
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" fullWidth onClick={() => void share.copy()}>
            {share.copied ? t('orders.friends.copied') : t('orders.friends.socialShare')}
          </Button>
          <Button fullWidth disabled={selected === null} loading={send.isPending} onClick={submit}>
            {when.mode === 'later' ? t('schedule.scheduleSend') : t('orders.friends.send')}
          </Button>
        </ModalFooter>
      </Modal.Content>
    </Modal.Root>
  );
}
