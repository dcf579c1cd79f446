import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

import type { Basket, BasketProduct } from '@ugift/api-client';
import { Button, pressable } from '@ugift/ui';

import { links, paths } from '../../../config/paths';
import { Section, SectionHeader, SectionTitle, SummaryRows } from '../../../lib/Summary';
import type { Checkout } from '../hooks/useCheckout';
import { hasCard, totalRows, type BasketMode } from '../lib/totals';
import { BasketLine } from './BasketLine';
import { BillingModal } from './BillingModal';
import { UdollarModal } from './UdollarModal';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddLink = styled(Link)`
  ${pressable}
  color: var(--ug-colors-primary);
  font-size: var(--ug-font-sizes-sm);
`;

/** A muted line of text under a section (the card's note, the billing address, the music). */
export const Note = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ug-space-space200);
`;

export interface OrderSummaryProps {
  basket: Basket;
  mode: BasketMode;
  checkout: Pick<Checkout, 'remove' | 'fail'>;
}

/** The lines, the totals, Add Items, and the uDollar and billing address dialogs. */
export function OrderSummary({ basket, mode, checkout }: OrderSummaryProps) {
  const { t } = useTranslation();
  const [udollarOpen, setUdollarOpen] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);
  const { remove, fail } = checkout;
  return (
    <>
      <Section aria-labelledby="basket-summary">
        <SectionHeader>
          <SectionTitle id="basket-summary">{t('basket.orderSummary')}</SectionTitle>
          <AddLink
            to={hasCard(basket) ? links.giftCardProduct(basket.giftcard_id) : paths.categories}
          >
            {t('basket.addItems')}
          </AddLink>
        </SectionHeader>
        {basket.products.length > 0 ? (
          <Lines>
            {basket.products.map((product: BasketProduct) => (
              <BasketLine
                key={product.product_id}
                product={product}
                removing={remove.isPending && remove.variables?.product_id === product.product_id}
                onRemove={(p) => remove.mutate({ product_id: p.product_id })}
              />
            ))}
          </Lines>
        ) : null}
        <SummaryRows
          rows={totalRows(basket, mode).map(({ key, value, strong }) => ({
            label: t(key),
            value,
            strong,
          }))}
        />
        <Actions>
          {basket.products.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setUdollarOpen(true)}>
              {t('basket.udollar.open')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setBillingOpen(true)}>
            {t('basket.billing.open')}
          </Button>
        </Actions>
        {basket.billing_address ? (
          <Note>{t('basket.billing.current', { address: basket.billing_address })}</Note>
        ) : null}
      </Section>
      {udollarOpen ? (
        <UdollarModal
          open
          onOpenChange={setUdollarOpen}
          orderId={basket.id}
          currency={basket.currency}
        />
      ) : null}
      {billingOpen ? (
        <BillingModal
          open
          onOpenChange={setBillingOpen}
          address={basket.billing_address}
          onFailed={(message) => fail('basket.billing.failed', message)}
        />
      ) : null}
    </>
  );
}
