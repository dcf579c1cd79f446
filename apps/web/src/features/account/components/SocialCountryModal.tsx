import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, FieldMessage, Modal, RoundFlag, TextField } from '@ugift/ui';

import { countriesQuery } from '../../../lib/countries';
import { LoadError } from '../../../lib/QueryState';

/** The form holds the modal's body and footer: it keeps the panel's column layout. */
const Form = styled.form`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space400);
`;

const Countries = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: var(--ug-space-space200);
    padding: 0;
    font-weight: var(--ug-font-weights-bold);
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space200);
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  cursor: pointer;

  input {
    margin: 0;
    accent-color: var(--ug-colors-primary);
  }

  &:has(input:checked) {
    color: var(--ug-colors-primary);
    font-weight: var(--ug-font-weights-bold);
  }
`;

export interface SocialCountryModalProps {
  open: boolean;
  /** The referral code to start with (e.g. from an invitation link). */
  initialReferral?: string;
  busy: boolean;
  /** Continue pressed: the chosen country id ('' when none) and the trimmed referral code. */
  onSubmit: (countryId: string, referral: string) => void;
  /** The problem with the country choice ('Please choose a country.'), shown under it until one is chosen. */
  countryError?: string;
}

/**
 * The social login country modal (spec sections 2 and 4): a new social member has no country
 * yet, so one must be chosen; a referral code is optional. It cannot be dismissed: the member
 * is logged in already and the country completes the account.
 */
export function SocialCountryModal({
  open,
  initialReferral = '',
  busy,
  onSubmit,
  countryError,
}: SocialCountryModalProps) {
  const { t } = useTranslation();
  const countries = useQuery({ ...countriesQuery, enabled: open });
  const [countryId, setCountryId] = useState('');
  const [referral, setReferral] = useState(initialReferral);
  const keepOpen = (event: Event) => event.preventDefault();
  const errorId = useId();
  const error = countryId === '' ? countryError : undefined;

  return (
    <Modal.Root open={open}>
      <Modal.Content
        title={t('account.social.title')}
        showClose={false}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <Form
          noValidate
          aria-label={t('account.social.title')}
          onSubmit={(event) => {
            event.preventDefault();
            // React events bubble through portals: the login form around the button must not
            // see this submit.
            event.stopPropagation();
            onSubmit(countryId, referral.trim());
          }}
        >
          <Modal.Body>
            <Fields>
              {countries.isError ? (
                <LoadError onRetry={() => void countries.refetch()} />
              ) : (
                <Countries aria-describedby={error ? errorId : undefined}>
                  <legend>{t('account.social.country')}</legend>
                  {(countries.data ?? []).map((country) => (
                    <Option key={country.id}>
                      <input
                        type="radio"
                        name="country"
                        value={country.id}
                        checked={countryId === country.id}
                        onChange={() => setCountryId(country.id)}
                      />
                      <RoundFlag src={country.image} />
                      {country.name}
                    </Option>
                  ))}
                  {error ? (
                    <FieldMessage id={errorId} $error>
                      {error}
                    </FieldMessage>
                  ) : null}
                </Countries>
              )}
              <TextField
                label={t('account.social.referral')}
                value={referral}
                onChange={(event) => setReferral(event.target.value)}
                autoComplete="off"
              />
            </Fields>
          </Modal.Body>
          <Modal.Footer>
            <Button type="submit" fullWidth loading={busy}>
              {t('account.social.submit')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal.Content>
    </Modal.Root>
  );
}
