import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import type { Order } from '@ugift/api-client';
import { getMessage, getMusicId, GiftCard, parseEditParameter } from '@ugift/giftcard-renderer';
import { Button, ConfirmDialog, EmptyState, ImageWithFallback } from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { prefetch, searchParam, type LoaderFactory } from '../../../lib/routing';
import { links, paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { browser, detectPlatform } from '../../../lib/platform';
import { useStoredUser } from '../../../lib/session';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { useAlert } from '../../../lib/useAlert';
import { useGiftCardLabels } from '../../../lib/giftcard-labels';
import { StackList, thumbnailImages } from '../../../lib/Lists';
import { useUnwrap } from '../../../lib/unwrap';

const Products = styled(StackList)`
  li {
    display: flex;
    align-items: center;
    gap: var(--ug-space-space300);
    padding: var(--ug-space-space200);
    border-radius: var(--ug-radii-md);
    background: var(--ug-colors-surface);
  }
  ${thumbnailImages}
`;

const Message = styled.p`
  margin: 0;
  padding: var(--ug-space-space400);
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  white-space: pre-wrap;
`;

const Hint = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  text-align: center;
`;

const SenderNote = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  text-align: center;
`;

/**
 * The gift as a shared link's page holds it before its card is opened (spec section 2: the card
 * shows closed; the message, music and products appear once it is open): what the closed screen
 * draws (its title, the card's design and sender) and nothing else. The server draws the page
 * from this (issue 43), so the sender's message, the card's words and photos under the cover, the
 * order's other fields are not in the HTML anyone holding the link receives, nor in a CDN's copy.
 */
export function closedGift(order: Order): Order {
  const first = order.products[0];
  return {
    id: order.id,
    order_no: '',
    created_date: '',
    payment_status: order.payment_status,
    order_status: order.order_status,
    order_type: '',
    giftcard_id: order.giftcard_id,
    ...(order.giftcard_image === undefined ? {} : { giftcard_image: order.giftcard_image }),
    // No message, text, photo or music element: the closed card draws only its design.
    giftcard_edit_parameter: '[]',
    member_id: '',
    member_name: order.member_name,
    member_profile_picture: '',
    recipient_id: '',
    recipient_name: '',
    phrase: '',
    currency: '',
    // The first product's names title the page; its picture and quantity wait for the opening.
    products: first
      ? [
          {
            image: '',
            product_name: first.product_name,
            quantity: 0,
            currency_code: '',
            multiple_languages: first.multiple_languages,
          },
        ]
      : [],
  };
}

/** The custom link that opens the native app on the redeem screen. */
export function appRedeemLink(orderId: string): string {
  return `ugift://RedeemGift?id=${encodeURIComponent(orderId)}`;
}

function titleOf(order: Order, language: 'eng' | 'cn' | 'jp'): string {
  const first = order.products[0];
  return first ? localisedName(first, language) : '';
}

/**
 * /giftcard-share?id={orderId}: the received gift. The closed card opens on a tap (animation,
 * music); then the message, the products and Redeem (spec section 2).
 */
const noSubscription = () => () => undefined;

/**
 * Where the page runs, from the browser's user agent: 'other' while a server-drawn page hydrates
 * (the server draws one page for every browser), then the browser's own.
 */
function usePlatform(userAgent: string | undefined) {
  return useSyncExternalStore(
    noSubscription,
    () => detectPlatform(userAgent ?? navigator.userAgent),
    () => (userAgent ? detectPlatform(userAgent) : 'other'),
  );
}

export function GiftcardShare({ userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  const platform = usePlatform(userAgent);
  const labels = useGiftCardLabels();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const user = useStoredUser();
  const order = useQuery(queries.order.detail(orderId));
  const data = order.data?.table;
  const parsed = data?.giftcard_edit_parameter
    ? parseEditParameter(data.giftcard_edit_parameter)
    : null;
  const elements = parsed && parsed.ok ? parsed.value : [];
  const musicId = getMusicId(elements);
  const musics = useQuery({
    ...queries.giftcards.music({ order_by: 'asc', giftcard_id: data?.giftcard_id }),
    enabled: Boolean(data) && musicId !== '',
  });
  const noCard = !data || data.giftcard_id === '0' || data.giftcard_id === '';
  const [opened, setOpened] = useState(false);
  // The gift's recipient sees it as theirs (issue 45): closed until they first open it.
  const isRecipient =
    user !== null &&
    data !== undefined &&
    data.order_status === 'Gifted' &&
    data.recipient_id === user.member_id;
  const unwrap = useUnwrap(data, isRecipient, !noCard);
  const [guestDialog, setGuestDialog] = useState(false);
  const { alert, show } = useAlert();
  const redeem = useMutation({
    ...mutations.order.redeemOrder,
    onSuccess: async (...args) => {
      await mutations.order.redeemOrder.onSuccess?.(...args);
      navigate(paths.orderReceived);
    },
    onError: (error) =>
      show({ title: t('giftShare.redeemFailed'), message: error.message, variant: 'danger' }),
  });

  if (platform === 'wechat') {
    return (
      <EmptyState
        title={t('giftShare.openInBrowser')}
        description={t('giftShare.openInBrowserHint')}
        action={<Button onClick={() => navigate(paths.home)}>{t('common.backToHome')}</Button>}
      />
    );
  }

  if (!data) {
    return (
      <Screen title={t('giftShare.title')} back={paths.home}>
        <QueryState query={order}>{() => null}</QueryState>
      </Screen>
    );
  }

  // Anyone but its recipient: a Gifted gift is someone's already (spec section 2).
  if (data.order_status === 'Gifted' && !isRecipient) {
    return (
      <Screen title={titleOf(data, language) || t('giftShare.title')} back={paths.home}>
        <EmptyState
          icon="gift"
          title={t('giftShare.redeemed')}
          action={<Button onClick={() => navigate(paths.home)}>{t('common.backToHome')}</Button>}
        />
      </Screen>
    );
  }

  const music = musicId ? musics.data?.table.find((m) => m.id === musicId) : undefined;
  const open = noCard || opened || (isRecipient && !unwrap.closed);
  const pendingRedemption = data.payment_status === 'Paid' && !isRecipient;
  // The sender opening her own link sees her gift as it will arrive, without Redeem: only the
  // friend redeems it (the same test as orders' viewerRole; features do not import each other).
  const isSender = user !== null && data.member_id === user.member_id;
  const message = getMessage(elements);
  return (
    <Screen
      title={titleOf(data, language) || t('giftShare.title')}
      back={paths.home}
      muted={pendingRedemption}
      footer={
        open && isRecipient ? (
          <Button fullWidth onClick={() => navigate(links.viewVouchers(data.id))}>
            {t('giftShare.viewVouchers')}
          </Button>
        ) : open && pendingRedemption && !isSender ? (
          <Button
            fullWidth
            loading={redeem.isPending}
            onClick={() => (user ? redeem.mutate({ order_id: data.id }) : setGuestDialog(true))}
          >
            {t('giftShare.redeem')}
          </Button>
        ) : undefined
      }
    >
      {noCard ? null : (
        <>
          <GiftCard
            image={data.giftcard_image}
            giftcardId={data.giftcard_id}
            editParameter={data.giftcard_edit_parameter}
            music={music}
            showMessage={false}
            title={t('giftShare.cardFrom', { name: data.member_name })}
            labels={labels}
            defaultState={isRecipient && !unwrap.closed ? 'open' : 'closed'}
            onOpen={() => {
              setOpened(true);
              if (isRecipient) unwrap.onOpen();
            }}
          />
          {open ? null : <Hint>{t('giftShare.tapToOpen')}</Hint>}
        </>
      )}
      {open ? (
        <>
          {message ? <Message>{message}</Message> : null}
          <Products aria-label={t('giftShare.products')}>
            {data.products.map((product, index) => {
              const name = localisedName(product, language);
              return (
                <li key={product.product_id ?? index}>
                  <ImageWithFallback src={product.image} alt="" />
                  <span>
                    {name} × {product.quantity}
                  </span>
                </li>
              );
            })}
          </Products>
          {isSender ? <SenderNote role="note">{t('giftShare.senderNote')}</SenderNote> : null}
        </>
      ) : null}
      <ConfirmDialog
        open={guestDialog}
        onOpenChange={setGuestDialog}
        title={t('common.welcomeLogin')}
        confirmLabel={t('common.login')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => navigate(links.login({ type: 'redirect', id: data.id }))}
        extraActions={
          <Button
            variant="secondary"
            fullWidth
            onClick={() => browser.open(appRedeemLink(data.id))}
          >
            {t('giftShare.openApp')}
          </Button>
        }
      />
      {alert}
    </Screen>
  );
}

/**
 * The gift, before the screen shows. On the server (issue 43) the cache keeps only its closed view
 * (closedGift), marked stale: the browser hydrates the page from that and then asks for the gift
 * itself, whose message is read only once the card is opened.
 */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id');
    if (!id) return null;
    const query = queries.order.detail(id);
    await prefetch(queryClient.ensureQueryData(query));
    const gift = queryClient.getQueryData(query.queryKey);
    if (import.meta.env.SSR && gift) {
      queryClient.setQueryData(query.queryKey, { ...gift, table: closedGift(gift.table) });
      await queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
    }
    return null;
  };

function GiftcardShareRoute() {
  return <GiftcardShare />;
}

export { GiftcardShareRoute as Component };
