import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, Modal, ModalBody, ModalFooter, Preloader, TextField } from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { formatDate } from '../../../lib/dayjs';
import { apiFieldError } from '../../../lib/field-errors';
import { formatMoney } from '../../../lib/money';
import { LoadError } from '../../../lib/QueryState';
import { isUdollarExpired, udollarProblem } from '../lib/validation';

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  margin: 0 0 var(--ug-space-space400);
  padding: 0;
  border: 0;
`;

const Option = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space300);
  border: var(--ug-sizes-border) solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: var(--ug-radii-md);
  background: ${({ theme, $checked, $disabled }) =>
    $checked ? theme.colors.primarySubtle : $disabled ? theme.colors.surfaceMuted : 'transparent'};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const Expired = styled.span`
  color: var(--ug-colors-danger);
  font-weight: var(--ug-font-weights-bold);
`;

const Problem = styled.p`
  margin: var(--ug-space-space200) 0 0;
  color: var(--ug-colors-danger);
`;

export interface UdollarModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: string;
  currency: string;
  /** The moment expiry is judged at; default now. Fix it in stories and tests. */
  now?: Date;
}

/** 'Redeem using UDollar': choose a balance and an amount within it (spec section 5). */
export function UdollarModal({ open, onOpenChange, orderId, currency, now }: UdollarModalProps) {
  const { t, i18n } = useTranslation();
  const balances = useQuery({
    ...queries.giftcards.udollars({ currency_code: currency || undefined }),
    enabled: open,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  // What is wrong, and with which part: the card choice or the amount (shown on its field). Our
  // messages are kept as i18n keys so that they follow a language change; the server's as text.
  const [problem, setProblem] = useState<
    { on: 'card' | 'amount'; key: string } | { on: 'form'; text: string } | null
  >(null);
  const problemText = problem ? (problem.on === 'form' ? problem.text : t(problem.key)) : '';
  const cardProblemId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const apply = useMutation({
    ...mutations.basket.applyUdollar,
    onSuccess: async (...args) => {
      await mutations.basket.applyUdollar.onSuccess?.(...args);
      onOpenChange(false);
    },
    onError: (error) => {
      // The api's refusal of the amount field reads as the spec's message, on the field.
      const refused = apiFieldError(error);
      if (refused?.field === 'udollar_amount')
        return setProblem({ on: 'amount', key: 'basket.udollar.invalidAmount' });
      setProblem({ on: 'form', text: error.message });
    },
  });
  const cards = balances.data?.table ?? [];
  // An expired card is shown, marked and not selectable: the api would refuse it at apply time.
  const usable = (card: (typeof cards)[number]) => !isUdollarExpired(card, now);
  const chosen = cards.find((card) => card.id === selected && usable(card)) ?? null;

  const submit = () => {
    const key = udollarProblem(chosen ? chosen.udollar_balance : null, amount);
    if (key === 'basket.udollar.chooseCard') return setProblem({ on: 'card', key });
    if (key) {
      // The field that says what is wrong takes focus, so its message is read.
      amountInput.current?.focus();
      return setProblem({ on: 'amount', key });
    }
    setProblem(null);
    apply.mutate({ order_id: orderId, udollar_id: chosen!.id, udollar_amount: amount.trim() });
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content title={t('basket.udollar.title')}>
        <ModalBody>
          {balances.isPending ? (
            <Preloader />
          ) : balances.isError ? (
            <LoadError onRetry={() => void balances.refetch()} />
          ) : cards.length === 0 ? (
            <p>{t('basket.udollar.none')}</p>
          ) : (
            <Options aria-describedby={problem?.on === 'card' ? cardProblemId : undefined}>
              <legend>{t('basket.udollar.choose')}</legend>
              {cards.map((card) => {
                const expired = !usable(card);
                return (
                  <Option
                    key={card.id}
                    $checked={card.id === selected && !expired}
                    $disabled={expired}
                  >
                    <input
                      type="radio"
                      name="udollar"
                      value={card.id}
                      checked={card.id === selected && !expired}
                      disabled={expired}
                      onChange={() => {
                        setSelected(card.id);
                        if (problem?.on === 'card') setProblem(null);
                      }}
                    />
                    <span>
                      {t('basket.udollar.card')} ·{' '}
                      {t('basket.udollar.balance', {
                        amount: formatMoney(card.currency_code, card.udollar_balance),
                      })}
                      <br />
                      {expired ? (
                        <Expired>
                          {t('basket.udollar.expired', {
                            date: formatDate(card.udollar_expire_date, i18n.language),
                          })}
                        </Expired>
                      ) : (
                        t('basket.udollar.expires', {
                          date: formatDate(card.udollar_expire_date, i18n.language),
                        })
                      )}
                    </span>
                  </Option>
                );
              })}
            </Options>
          )}
          <TextField
            ref={amountInput}
            label={t('basket.udollar.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (problem?.on === 'amount') setProblem(null);
            }}
            error={problem?.on === 'amount' ? problemText : undefined}
          />
          {problem && problem.on !== 'amount' ? (
            <Problem id={cardProblemId} role="alert">
              {problemText}
            </Problem>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" fullWidth onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          <Button fullWidth onClick={submit} loading={apply.isPending}>
            {t('basket.apply')}
          </Button>
        </ModalFooter>
      </Modal.Content>
    </Modal.Root>
  );
}
