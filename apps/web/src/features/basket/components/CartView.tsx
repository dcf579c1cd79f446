import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { Basket } from '@ugift/api-client';
import { Button, ImageWithFallback, Modal, ModalBody } from '@ugift/ui';

import { Screen } from '../../../lib/Screen';
import { Section, SectionTitle } from '../../../lib/Summary';
import { useCheckout } from '../hooks/useCheckout';
import { hasCard } from '../lib/totals';
import { Note, OrderSummary } from './OrderSummary';

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

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
`;

/** The cart (/basket): the chosen card's picture, the summary, and Checkout's two choices. */
export function CartView({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const checkout = useCheckout(basket);
  const { choiceOpen, setChoiceOpen, choosing, choose } = checkout;
  return (
    <Screen
      title={t('basket.title')}
      muted
      footer={
        <Button fullWidth onClick={() => setChoiceOpen(true)}>
          {t('basket.checkout')}
        </Button>
      }
    >
      {hasCard(basket) ? (
        <Section aria-labelledby="basket-card">
          <SectionTitle id="basket-card">{t('basket.giftCard')}</SectionTitle>
          <CardThumb>
            <ImageWithFallback src={basket.giftcard_image} alt={t('basket.giftCard')} />
          </CardThumb>
          <Note>{t('basket.cardNote')}</Note>
        </Section>
      ) : null}
      <OrderSummary basket={basket} mode="cart" checkout={checkout} />
      <Modal.Root open={choiceOpen} onOpenChange={setChoiceOpen}>
        <Modal.Content title={t('basket.choice.title')}>
          <ModalBody>
            <Choice>
              <Button
                fullWidth
                loading={choosing === 'myself'}
                onClick={() => void choose('myself')}
              >
                {t('basket.choice.myself')}
              </Button>
              <Button
                fullWidth
                variant="secondary"
                loading={choosing === 'gift'}
                onClick={() => void choose('gift')}
              >
                {t('basket.choice.gift')}
              </Button>
            </Choice>
          </ModalBody>
        </Modal.Content>
      </Modal.Root>
      {checkout.alert}
    </Screen>
  );
}
