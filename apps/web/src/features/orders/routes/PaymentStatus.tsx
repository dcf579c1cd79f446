import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { ORDER_REFUNDED } from '@ugift/api-client';
import { Button, Icon } from '@ugift/ui';

import { queries } from '../../../lib/api';
import { prefetchById } from '../../../lib/routing';
import { links, paths } from '../../../config/paths';
import { FriendModal, useGiftShare } from '../components/FriendModal';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { Section, SectionTitle } from '../../../lib/Summary';
import { useAlert } from '../../../lib/useAlert';

const Result = styled.div<{ $ok: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space600) var(--ug-space-space400);
  text-align: center;
  svg {
    color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--ug-font-sizes-xl);
`;

const Phrase = styled.blockquote`
  margin: 0;
  font-style: italic;
`;

const Buttons = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--ug-space-space300);
`;

/** /payment-status?id=: what became of the payment, and the next steps (spec section 2). */
export function PaymentStatus() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const order = useQuery(queries.order.detail(orderId));
  const share = useGiftShare(orderId);
  const [friendsOpen, setFriendsOpen] = useState(false);
  const { alert, show } = useAlert();
  const data = order.data?.table;
  if (!data) {
    return (
      <Screen title={t('orders.paymentStatus')} back={paths.home}>
        <QueryState query={order}>{() => null}</QueryState>
      </Screen>
    );
  }
  const paid = data.payment_status !== 'Pending';
  const gifted = data.order_status === 'Gifted';
  // A refunded order stays paid, but its vouchers are void: nothing left to give.
  const refunded = data.order_status === ORDER_REFUNDED;
  const canGift =
    paid && !gifted && !refunded && !['Self-Use', 'Cancelled'].includes(data.order_status);
  return (
    <Screen
      title={t('orders.paymentStatus')}
      back={paths.home}
      footer={
        <Buttons>
          <Button
            fullWidth
            variant="secondary"
            onClick={() => navigate(links.orderDetails(data.id))}
          >
            {t('orders.viewOrder')}
          </Button>
          <Button fullWidth onClick={() => navigate(paths.home)}>
            {t('common.backToHome')}
          </Button>
        </Buttons>
      }
    >
      <Result $ok={paid}>
        <Icon name={paid ? 'check' : 'alert'} />
        {!paid ? (
          <Heading>{t('orders.paymentFailed')}</Heading>
        ) : refunded ? (
          <Heading>{t('orders.refundedStatus')}</Heading>
        ) : gifted ? (
          <>
            <Heading>{t('orders.sentSuccess')}</Heading>
            <p>{t('orders.sentMessage', { name: data.recipient_name })}</p>
          </>
        ) : (
          <>
            <Heading>{t('orders.paymentSuccess')}</Heading>
            {data.phrase ? (
              <>
                <SectionTitle as="h3">{t('orders.phraseOfTheDay')}</SectionTitle>
                <Phrase>{data.phrase}</Phrase>
              </>
            ) : null}
          </>
        )}
      </Result>
      {canGift ? (
        <Section aria-labelledby="gift-friend">
          <SectionTitle id="gift-friend">{t('orders.giftToFriend')}</SectionTitle>
          <Buttons>
            <Button
              variant="secondary"
              icon={<Icon name="copy" />}
              onClick={() => void share.copy()}
            >
              {share.copied ? t('orders.friends.copied') : t('orders.friends.socialShare')}
            </Button>
            <Button onClick={() => setFriendsOpen(true)}>{t('orders.ugiftFriends')}</Button>
          </Buttons>
        </Section>
      ) : null}
      {friendsOpen ? (
        <FriendModal
          open
          onOpenChange={setFriendsOpen}
          orderId={data.id}
          onSent={(message) =>
            show({
              title: t('orders.sendSuccess'),
              message,
              // Spec section 4: after sending from the status page, success goes home.
              onClose: () => navigate(paths.home),
            })
          }
          onFailed={(message) =>
            show({ title: t('orders.sendFailed'), message, variant: 'danger' })
          }
        />
      ) : null}
      {alert}
    </Screen>
  );
}

export const loader = prefetchById((id) => queries.order.detail(id));

export { PaymentStatus as Component };
