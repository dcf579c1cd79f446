import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';

import type { Basket, BasketProduct } from '@ugift/api-client';
import { getMessage, getMusicId, GiftCard, parseEditParameter } from '@ugift/giftcard-renderer';
import {
  AlertDialog,
  Button,
  EmptyState,
  ImageWithFallback,
  LoginPrompt,
  Modal,
  ModalBody,
} from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { links, paths } from '../../../config/paths';
import { browser } from '../../../lib/platform';
import { useStoredUser } from '../../../lib/session';
import { BasketLine } from './BasketLine';
import { BillingModal } from './BillingModal';
import { Layout, LoadState } from '../../../lib/Layout';
import { formatMoney } from '../../../lib/money';
import {
  Section,
  SectionHeader,
  SectionTitle,
  SummaryRows,
  type SummaryRow,
} from '../../../lib/Summary';
import { UdollarModal } from './UdollarModal';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const CardThumb = styled.div`
  width: 100%;
  aspect-ratio: 686 / 460;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space200}px;
`;

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
`;

export type BasketMode = 'cart' | 'confirmation';

interface Alert {
  title: string;
  message?: string;
}

function hasCard(basket: Basket) {
  return basket.giftcard_id !== '' && basket.giftcard_id !== '0';
}

/** Totals of spec section 2; Points only on the confirmation, uDollar once one is applied. */
function totals(basket: Basket, mode: BasketMode, t: (key: string) => string): SummaryRow[] {
  const money = (amount: number) => formatMoney(basket.currency, amount);
  const rows: SummaryRow[] = [
    { label: t('basket.subtotal'), value: money(basket.sub_total) },
    { label: t('basket.discount'), value: `- ${money(basket.total_discount)}` },
  ];
  if (basket.udollar_amount > 0) {
    rows.push({ label: t('basket.udollarApplied'), value: `- ${money(basket.udollar_amount)}` });
  }
  if (mode === 'confirmation') rows.push({ label: t('basket.points'), value: basket.points });
  rows.push({ label: t('basket.total'), value: money(basket.order_amount), strong: true });
  return rows;
}

/**
 * The cart (/basket) and the order confirmation (/checkout-confirmation): the chosen card, the
 * lines, the totals, uDollar and the billing address; Checkout on the cart, Place Order (or Send
 * Your Card for a card-only order) on the confirmation.
 */
export function BasketScreen({ mode }: { mode: BasketMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useStoredUser();
  const title = mode === 'cart' ? t('basket.title') : t('basket.confirmationTitle');
  if (!user) {
    return (
      <Layout title={title} muted>
        <LoginPrompt onLogin={() => navigate(links.login({ from: `${pathname}${search}` }))} />
      </Layout>
    );
  }
  return <MemberBasket mode={mode} title={title} />;
}

function MemberBasket({ mode, title }: { mode: BasketMode; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const basket = useQuery(queries.basket.detail());
  const [alert, setAlert] = useState<Alert | null>(null);
  const [udollarOpen, setUdollarOpen] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);
  const [choiceOpen, setChoiceOpen] = useState(false);
  const failed = (titleKey: string) => (error: Error) =>
    setAlert({ title: t(titleKey), message: error.message });

  const remove = useMutation({
    ...mutations.basket.removeProduct,
    onError: failed('basket.cartUpdateFailed'),
  });
  const removeCard = useMutation(mutations.basket.removeGiftcard);
  const orderStatus = useMutation(mutations.basket.updateOrderStatus);
  const reserve = useMutation(mutations.order.reserveOrder);
  const pay = useMutation(mutations.order.payOrder);
  const cashier = useMutation(mutations.order.getCashierUrl);

  const data = basket.data?.table ?? null;
  const parsed = data && hasCard(data) ? parseEditParameter(data.giftcard_edit_parameter) : null;
  const elements = parsed && parsed.ok ? parsed.value : [];
  const musicId = getMusicId(elements);
  const musics = useQuery({
    ...queries.giftcards.music({ giftcard_id: data?.giftcard_id }),
    enabled: mode === 'confirmation' && musicId !== '',
  });

  if (basket.isPending || basket.isError) {
    return (
      <Layout title={title} muted>
        <LoadState error={basket.isError} onRetry={() => void basket.refetch()} />
      </Layout>
    );
  }

  if (!data || (data.products.length === 0 && !hasCard(data))) {
    return (
      <Layout title={title} muted>
        <EmptyState
          title={t('basket.empty')}
          action={<Button onClick={() => navigate(paths.categories)}>{t('basket.shopNow')}</Button>}
        />
      </Layout>
    );
  }

  const cardOnly = data.products.length === 0 && hasCard(data);
  const message = getMessage(elements);
  const musicName = musicId ? musics.data?.table.find((m) => m.id === musicId)?.name : undefined;

  const checkout = async (choice: 'myself' | 'gift') => {
    try {
      if (choice === 'myself' && hasCard(data)) await removeCard.mutateAsync({});
      await orderStatus.mutateAsync({ order_status: choice });
      setChoiceOpen(false);
      navigate(choice === 'gift' ? paths.checkoutCardSelection : paths.checkoutConfirmation);
    } catch (error) {
      setChoiceOpen(false);
      failed('basket.cartUpdateFailed')(error as Error);
    }
  };

  /** Spec section 4: reserve; a card-only order is paid at once, any other goes to the cashier. */
  const placeOrder = async () => {
    let orderId: string;
    try {
      const reserved = await reserve.mutateAsync({});
      orderId = reserved.order_id;
    } catch (error) {
      const stock = (error as { bodyField?: (n: string) => unknown }).bodyField?.(
        'insufficient_stock',
      );
      setAlert({
        title: t('basket.placeOrderFailed'),
        message: [(error as Error).message, typeof stock === 'string' ? stock : '']
          .filter(Boolean)
          .join('\n'),
      });
      return;
    }
    if (cardOnly) {
      try {
        await pay.mutateAsync({ order_id: orderId, payment_status: 'paid' });
        navigate(links.paymentStatus(orderId));
      } catch (error) {
        failed('basket.payOrderFailed')(error as Error);
      }
      return;
    }
    try {
      const { cashier_url } = await cashier.mutateAsync({ order_id: orderId, order_source: 'web' });
      browser.open(cashier_url);
    } catch (error) {
      failed('basket.cashierFailed')(error as Error);
    }
  };

  const placing = reserve.isPending || pay.isPending || cashier.isPending;
  const footer =
    mode === 'cart' ? (
      <Button fullWidth onClick={() => setChoiceOpen(true)}>
        {t('basket.checkout')}
      </Button>
    ) : (
      <Button fullWidth loading={placing} onClick={() => void placeOrder()}>
        {cardOnly ? t('basket.sendYourCard') : t('basket.placeOrder')}
      </Button>
    );

  return (
    <Layout title={title} muted footer={footer}>
      {hasCard(data) ? (
        <Section aria-labelledby="basket-card">
          <SectionTitle id="basket-card">{t('basket.giftCard')}</SectionTitle>
          {mode === 'confirmation' ? (
            <>
              <GiftCard
                image={data.giftcard_image}
                giftcardId={data.giftcard_id}
                editParameter={data.giftcard_edit_parameter}
                defaultState="open"
                showMessage={false}
                title={t('basket.giftCard')}
              />
              {message ? (
                <div>
                  <SectionTitle as="h3">{t('basket.message')}</SectionTitle>
                  <Message>{message}</Message>
                </div>
              ) : null}
              {musicName ? <Note>{t('basket.music', { name: musicName })}</Note> : null}
            </>
          ) : (
            <>
              <CardThumb>
                <ImageWithFallback src={data.giftcard_image} alt={t('basket.giftCard')} />
              </CardThumb>
              <Note>{t('basket.cardNote')}</Note>
            </>
          )}
        </Section>
      ) : null}

      <Section aria-labelledby="basket-summary">
        <SectionHeader>
          <SectionTitle id="basket-summary">{t('basket.orderSummary')}</SectionTitle>
          <AddLink to={hasCard(data) ? links.giftCardProduct(data.giftcard_id) : paths.categories}>
            {t('basket.addItems')}
          </AddLink>
        </SectionHeader>
        {data.products.length > 0 ? (
          <Lines>
            {data.products.map((product: BasketProduct) => (
              <BasketLine
                key={product.product_id}
                product={product}
                removing={remove.isPending && remove.variables?.product_id === product.product_id}
                onRemove={(p) => remove.mutate({ product_id: p.product_id })}
              />
            ))}
          </Lines>
        ) : null}
        <SummaryRows rows={totals(data, mode, t)} />
        <Actions>
          {data.products.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setUdollarOpen(true)}>
              {t('basket.udollar.open')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setBillingOpen(true)}>
            {t('basket.billing.open')}
          </Button>
        </Actions>
        {data.billing_address ? (
          <Note>{t('basket.billing.current', { address: data.billing_address })}</Note>
        ) : null}
      </Section>

      {udollarOpen ? (
        <UdollarModal
          open
          onOpenChange={setUdollarOpen}
          orderId={data.id}
          currency={data.currency}
        />
      ) : null}
      {billingOpen ? (
        <BillingModal
          open
          onOpenChange={setBillingOpen}
          address={data.billing_address}
          onFailed={(msg) => setAlert({ title: t('basket.billing.failed'), message: msg })}
        />
      ) : null}
      <Modal.Root open={choiceOpen} onOpenChange={setChoiceOpen}>
        <Modal.Content title={t('basket.choice.title')}>
          <ModalBody>
            <Choice>
              <Button
                fullWidth
                loading={orderStatus.isPending && orderStatus.variables?.order_status === 'myself'}
                onClick={() => void checkout('myself')}
              >
                {t('basket.choice.myself')}
              </Button>
              <Button
                fullWidth
                variant="secondary"
                loading={orderStatus.isPending && orderStatus.variables?.order_status === 'gift'}
                onClick={() => void checkout('gift')}
              >
                {t('basket.choice.gift')}
              </Button>
            </Choice>
          </ModalBody>
        </Modal.Content>
      </Modal.Root>
      <AlertDialog
        open={alert !== null}
        onOpenChange={(open) => !open && setAlert(null)}
        title={alert?.title ?? ''}
        message={alert?.message}
        variant="danger"
      />
    </Layout>
  );
}
