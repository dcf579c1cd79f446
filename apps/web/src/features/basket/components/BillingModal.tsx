import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, FieldMessage, Modal, ModalBody, ModalFooter } from '@ugift/ui';

import { mutations } from '../../../lib/api';
import { apiFieldError } from '../../../lib/field-errors';

const Area = styled.textarea`
  width: 100%;
  min-height: calc(var(--ug-sizes-control) * 3);
  padding: var(--ug-space-space300);
  border: var(--ug-sizes-border) solid
    ${({ theme, 'aria-invalid': invalid }) => (invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: var(--ug-radii-md);
  font: inherit;
  resize: vertical;
`;

const Label = styled.label`
  display: block;
  margin-bottom: var(--ug-space-space200);
  font-weight: var(--ug-font-weights-bold);
`;

export interface BillingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: string;
  /** The update failed: the screen shows 'Billing Address Update Failed'. */
  onFailed: (message: string) => void;
}

/** The billing address: free text, Close and Apply (spec sections 2 and 5). */
export function BillingModal({ open, onOpenChange, address, onFailed }: BillingModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(address);
  // The api's refusal of the text itself (too long) is said on the field; the modal stays open.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const update = useMutation({
    ...mutations.basket.updateBillingAddress,
    onSuccess: async (...args) => {
      await mutations.basket.updateBillingAddress.onSuccess?.(...args);
      onOpenChange(false);
    },
    onError: (error) => {
      const refused = apiFieldError(error);
      if (refused?.field === 'billing_address') return setFieldError(refused.key);
      onOpenChange(false);
      onFailed(error.message);
    },
  });
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setText(address);
          setFieldError(null);
        }
        onOpenChange(next);
      }}
    >
      <Modal.Content title={t('basket.billing.title')}>
        <ModalBody>
          <Label htmlFor={id}>{t('basket.billing.label')}</Label>
          <Area
            id={id}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFieldError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-message` : undefined}
          />
          {fieldError ? (
            <FieldMessage id={`${id}-message`} $error>
              {t(fieldError)}
            </FieldMessage>
          ) : null}
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" fullWidth onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          <Button
            fullWidth
            loading={update.isPending}
            onClick={() => update.mutate({ billing_address: text })}
          >
            {t('basket.apply')}
          </Button>
        </ModalFooter>
      </Modal.Content>
    </Modal.Root>
  );
}
