import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { Basket } from '@ugift/api-client';
import { getMessage, getMusicId, GiftCard, parseEditParameter } from '@ugift/giftcard-renderer';
import { Button } from '@ugift/ui';

import { queries } from '../../../lib/api';
import { Screen } from '../../../lib/Screen';
import { Section, SectionTitle } from '../../../lib/Summary';
import { useGiftCardLabels } from '../../../lib/giftcard-labels';
import { useCheckout } from '../hooks/useCheckout';
import { hasCard, isCardOnly } from '../lib/totals';
import { Note, OrderSummary } from './OrderSummary';

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

/**
 * The order confirmation (/checkout-confirmation): the card as the friend will see it, its
 * message and music, the summary with Points, and Place Order (Send Your Card when card-only).
 */
export function ConfirmationView({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const labels = useGiftCardLabels();
  const checkout = useCheckout(basket);
  const parsed = hasCard(basket) ? parseEditParameter(basket.giftcard_edit_parameter) : null;
  const elements = parsed && parsed.ok ? parsed.value : [];
  const musicId = getMusicId(elements);
  const musics = useQuery({
    ...queries.giftcards.music({ giftcard_id: basket.giftcard_id }),
    enabled: musicId !== '',
  });
  const message = getMessage(elements);
  const musicName = musicId ? musics.data?.table.find((m) => m.id === musicId)?.name : undefined;
  return (
    <Screen
      title={t('basket.confirmationTitle')}
      muted
      footer={
        <Button fullWidth loading={checkout.placing} onClick={() => void checkout.placeOrder()}>
          {isCardOnly(basket) ? t('basket.sendYourCard') : t('basket.placeOrder')}
        </Button>
      }
    >
      {hasCard(basket) ? (
        <Section aria-labelledby="basket-card">
          <SectionTitle id="basket-card">{t('basket.giftCard')}</SectionTitle>
          <GiftCard
            image={basket.giftcard_image}
            giftcardId={basket.giftcard_id}
            editParameter={basket.giftcard_edit_parameter}
            defaultState="open"
            showMessage={false}
            title={t('basket.giftCard')}
            labels={labels}
          />
          {message ? (
            <div>
              <SectionTitle as="h3">{t('basket.message')}</SectionTitle>
              <Message>{message}</Message>
            </div>
          ) : null}
          {musicName ? <Note>{t('basket.music', { name: musicName })}</Note> : null}
        </Section>
      ) : null}
      <OrderSummary basket={basket} mode="confirmation" checkout={checkout} />
      {checkout.alert}
    </Screen>
  );
}
