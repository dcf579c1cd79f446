import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { Basket } from '@ugift/api-client';
import { GiftCard } from '@ugift/giftcard-renderer';
import { Button, Modal, ModalBody } from '@ugift/ui';

import { useGiftCardLabels } from '../../../lib/giftcard-labels';
import { Screen } from '../../../lib/Screen';
import { Section, SectionTitle } from '../../../lib/Summary';
import { useCheckout } from '../hooks/useCheckout';
import { hasCard } from '../lib/totals';
import { Note, OrderSummary } from './OrderSummary';

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
`;

/** The cart (/basket): the chosen card as customised, the summary, and Checkout's two choices. */
export function CartView({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const labels = useGiftCardLabels();
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
          {/* The card as customised (its title, photos and stickers), as the confirmation shows
              it, not the bare design picture. */}
          <GiftCard
            image={basket.giftcard_image}
            giftcardId={basket.giftcard_id}
            editParameter={basket.giftcard_edit_parameter}
            defaultState="open"
            showMessage={false}
            title={t('basket.giftCard')}
            labels={labels}
          />
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
