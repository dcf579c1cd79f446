import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { ORDER_REFUNDED } from '@ugift/api-client';
import { getMessage, getMusicId, GiftCard, parseEditParameter } from '@ugift/giftcard-renderer';
import { Button, ConfirmDialog, ImageWithFallback } from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { links, paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dayjs';
import { useLanguage } from '../../../lib/language';
import { useMemberZone } from '../../../lib/member-zone';
import { localisedName } from '../../../lib/languages';
import { browser } from '../../../lib/platform';
import { useStoredUser } from '../../../lib/session';
import { FriendModal } from './FriendModal';
import { GiftTimeline } from './GiftTimeline';
import { ScheduleSection } from './ScheduleSection';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { formatMoney } from '../../../lib/money';
import { Section, SectionTitle, SummaryRows, type SummaryRow } from '../../../lib/Summary';
import { useAlert } from '../../../lib/useAlert';
import { ItemNote, thumbnailImages } from '../../../lib/Lists';
import { useGiftCardLabels } from '../../../lib/giftcard-labels';
import { useUnwrap } from '../../../lib/unwrap';
import { viewerRole } from '../lib/viewer';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: var(--ug-sizes-thumbnail) 1fr auto;
  gap: var(--ug-space-space300);
  align-items: center;
  padding: var(--ug-space-space200) 0;
  ${thumbnailImages}
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

/** /order-details?id=: the card, message, music, status rows by role, summary and actions. */
export function OrderDetailsScreen({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const labels = useGiftCardLabels();
  const navigate = useNavigate();
  const user = useStoredUser();
  const order = useQuery(queries.order.detail(orderId));
  const language = useLanguage();
  const zone = useMemberZone();
  const { alert, show } = useAlert();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [friendsOpen, setFriendsOpen] = useState(false);
  const data = order.data?.table;
  const parsed = data?.giftcard_edit_parameter
    ? parseEditParameter(data.giftcard_edit_parameter)
    : null;
  const elements = parsed && parsed.ok ? parsed.value : [];
  const musicId = getMusicId(elements);
  const musics = useQuery({ ...queries.giftcards.music({}), enabled: musicId !== '' });
  const cashier = useMutation({
    ...mutations.order.getCashierUrl,
    onSuccess: (body) => browser.open(body.cashier_url),
    onError: (error) =>
      show({ title: t('orders.cashierFailed'), message: error.message, variant: 'danger' }),
  });
  const cancel = useMutation({
    ...mutations.order.cancelOrder,
    onSuccess: async (body, ...rest) => {
      setConfirmCancel(false);
      show({
        title: t('orders.cancelled'),
        message: body.message,
        // A cancelled order is gone from every list: back to the orders to pay.
        onClose: () => navigate(paths.orderToPay),
      });
      await mutations.order.cancelOrder.onSuccess?.(body, ...rest);
    },
    onError: (error) => {
      setConfirmCancel(false);
      show({ title: t('orders.cancelFailed'), message: error.message, variant: 'danger' });
    },
  });

  const hasCard = data !== undefined && data.giftcard_id !== '' && data.giftcard_id !== '0';
  // The recipient's first visit shows the card closed (issue 45): then the message and vouchers.
  const unwrap = useUnwrap(
    data,
    data !== undefined &&
      data.order_status === 'Gifted' &&
      viewerRole(data, user?.member_id ?? null) === 'recipient',
    hasCard,
  );

  if (!data) {
    return (
      <Screen title={t('orders.details')} muted>
        <QueryState query={order} shape="detail">
          {() => null}
        </QueryState>
      </Screen>
    );
  }

  const role = viewerRole(data, user?.member_id ?? null);
  // A cancelled order can no longer be paid or cancelled. Most stay unpaid; a refunded one
  // (`pnpm ops orders refund`, its own status) stays Paid with its vouchers void: nothing to
  // send or show.
  const refunded = data.order_status === ORDER_REFUNDED;
  const cancelled = data.order_status === 'Cancelled' || refunded;
  const pending = data.payment_status === 'Pending' && !cancelled;
  const paid = data.payment_status === 'Paid' && !cancelled;
  const gifted = data.order_status === 'Gifted';
  const message = getMessage(elements);
  const musicItem = musicId ? musics.data?.table.find((m) => m.id === musicId) : undefined;
  const musicName = musicItem?.name;
  const showPrices = role !== 'recipient' && data.order_amount !== undefined;

  const statusRows: SummaryRow[] = [
    { label: t('orders.orderNumber'), value: data.order_no },
    { label: t('orders.orderDate'), value: formatDateTime(data.created_date, i18n.language, zone) },
  ];
  if (refunded) {
    statusRows.push({ label: t('orders.statusLabel'), value: t('orders.refundedStatus') });
  } else if (cancelled) {
    // Why it was cancelled (our extension): by the member, or because it was not paid in time.
    statusRows.push({
      label: t('orders.statusLabel'),
      value:
        data.cancel_reason === 'unpaid'
          ? t('orders.cancelledUnpaid')
          : data.cancel_reason === 'member'
            ? t('orders.cancelledByMember')
            : t('orders.cancelledStatus'),
    });
  }
  if (role === 'recipient') {
    statusRows.push({ label: t('orders.receivedFromLabel'), value: data.member_name });
    if (data.received_date) {
      statusRows.push({
        label: t('orders.receivedOnLabel'),
        value: formatDateTime(data.received_date, i18n.language, zone),
      });
    }
  } else {
    if (data.paid_date) {
      statusRows.push({
        label: t('orders.paidOn'),
        value: formatDateTime(data.paid_date, i18n.language, zone),
      });
    }
    if (refunded && data.refunded_date) {
      statusRows.push({
        label: t('orders.refundedOn'),
        value: formatDateTime(data.refunded_date, i18n.language, zone),
      });
    }
    if (data.recipient_id !== '0' && data.recipient_name) {
      // Only an order not yet delivered can be refunded (a scheduled gift, say): it never
      // reached its recipient, so it was to be sent to them, not sent.
      statusRows.push(
        refunded
          ? {
              label: t('orders.wasToBeSentToLabel'),
              value: t('orders.wasToBeSentToValue', { name: data.recipient_name }),
            }
          : { label: t('orders.sentToLabel'), value: data.recipient_name },
      );
    }
    // The redeem date is the recipient's first used voucher (issue 45), as on the timeline.
    if (gifted) {
      statusRows.push({
        label: t('orders.redeemDate'),
        value: data.redeemed_date
          ? formatDateTime(data.redeemed_date, i18n.language, zone)
          : t('schedule.waiting.redeemed'),
      });
    }
  }

  const viewVoucher = (
    <Button fullWidth variant="secondary" onClick={() => navigate(links.viewVouchers(data.id))}>
      {t('orders.viewVoucher')}
    </Button>
  );
  let footer = null;
  if (pending && role !== 'recipient') {
    footer = (
      <>
        <Button variant="secondary" fullWidth onClick={() => setConfirmCancel(true)}>
          {t('orders.cancelOrder')}
        </Button>
        <Button
          fullWidth
          loading={cashier.isPending}
          onClick={() => cashier.mutate({ order_id: data.id, order_source: 'web' })}
        >
          {t('orders.pay')}
        </Button>
      </>
    );
  } else if (paid && !gifted && role === 'sender') {
    footer = (
      <>
        {data.products.length > 0 ? viewVoucher : null}
        {data.recipient_id === '0' && data.order_status !== 'Self-Use' ? (
          <Button fullWidth onClick={() => setFriendsOpen(true)}>
            {t('orders.sendToFriends')}
          </Button>
        ) : null}
      </>
    );
  } else if (paid && gifted && role === 'recipient' && !unwrap.closed) {
    footer = viewVoucher;
  } else if (data.payment_status === 'Campaign Redemption' && data.products.length > 0) {
    footer = viewVoucher;
  }

  return (
    <Screen title={pending ? t('orders.payNow') : t('orders.details')} muted footer={footer}>
      {hasCard ? (
        <Section aria-labelledby="order-card">
          <SectionTitle id="order-card">{t('orders.giftCard')}</SectionTitle>
          <GiftCard
            image={data.giftcard_image}
            giftcardId={data.giftcard_id}
            editParameter={data.giftcard_edit_parameter}
            defaultState={unwrap.closed ? 'closed' : 'open'}
            music={role === 'recipient' ? musicItem : undefined}
            showMessage={false}
            title={t('orders.giftCard')}
            labels={labels}
            onOpen={unwrap.onOpen}
          />
          {unwrap.closed ? <ItemNote>{t('giftShare.tapToOpen')}</ItemNote> : null}
          {musicName ? <ItemNote>{t('orders.music', { name: musicName })}</ItemNote> : null}
        </Section>
      ) : null}
      {message && !unwrap.closed ? (
        <Section aria-labelledby="order-message">
          <SectionTitle id="order-message">{t('orders.message')}</SectionTitle>
          <Text>{message}</Text>
        </Section>
      ) : null}
      {role === 'sender' && data.schedule ? (
        <ScheduleSection
          orderId={data.id}
          schedule={data.schedule}
          onDone={(title, msg, failed) =>
            show({ title, message: msg, ...(failed ? { variant: 'danger' as const } : {}) })
          }
        />
      ) : null}
      <Section aria-labelledby="order-status">
        <SectionTitle id="order-status">{t('orders.orderStatus')}</SectionTitle>
        <SummaryRows rows={statusRows} />
      </Section>
      {role === 'sender' && data.timeline ? <GiftTimeline timeline={data.timeline} /> : null}
      {/* The recipient sees no prices; a card-only gift then has no summary at all. */}
      {(showPrices || data.products.length > 0) && !unwrap.closed ? (
        <Section aria-labelledby="order-summary">
          <SectionTitle id="order-summary">{t('orders.orderSummary')}</SectionTitle>
          <Lines>
            {data.products.map((product, index) => {
              const name = localisedName(product, language);
              return (
                <Line key={product.product_id ?? index}>
                  <ImageWithFallback src={product.image} alt={name} />
                  <div>
                    <Text>{name}</Text>
                    <ItemNote>{t('orders.qty', { count: product.quantity })}</ItemNote>
                  </div>
                  {showPrices && product.amount !== undefined ? (
                    <ItemNote>{formatMoney(product.currency_code, product.amount)}</ItemNote>
                  ) : null}
                </Line>
              );
            })}
          </Lines>
          {showPrices ? (
            <SummaryRows
              rows={[
                { label: t('orders.subtotal'), value: formatMoney(data.currency, data.sub_total) },
                {
                  label: t('orders.discount'),
                  value: `- ${formatMoney(data.currency, data.total_discount)}`,
                },
                {
                  label: t('orders.total'),
                  value: formatMoney(data.currency, data.order_amount),
                  strong: true,
                },
              ]}
            />
          ) : null}
        </Section>
      ) : null}

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('orders.cancelOrder')}
        message={t('orders.cancelConfirm')}
        confirmLabel={t('orders.yes')}
        cancelLabel={t('orders.no')}
        variant="danger"
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate({ order_id: data.id })}
      />
      {friendsOpen ? (
        <FriendModal
          open
          onOpenChange={setFriendsOpen}
          orderId={data.id}
          onSent={(msg) => show({ title: t('orders.sendSuccess'), message: msg })}
          onFailed={(msg) =>
            show({ title: t('orders.sendFailed'), message: msg, variant: 'danger' })
          }
        />
      ) : null}
      {alert}
    </Screen>
  );
}
