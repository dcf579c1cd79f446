import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { Country } from '@ugift/api-client';
import { Icon, Modal, RoundFlag, pressable } from '@ugift/ui';

import { mutations } from '../../../lib/api';
import { countriesQuery, rememberCountry } from '../../../lib/countries';
import { LoadError } from '../../../lib/QueryState';
import { storedUser } from '../../../lib/session';

const Trigger = styled.button`
  ${pressable}
  display: inline-flex;
  align-items: center;
  gap: var(--ug-space-space100);
  /* Stays in its third of the bar at large text: the name is cut, never drawn over the title. */
  max-width: 100%;
  min-width: 0;
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space200);
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: var(--ug-font-weights-bold);
  cursor: pointer;
`;

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button`
  ${pressable}
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  width: 100%;
  min-height: var(--ug-sizes-control);
  padding: 0 var(--ug-space-space200);
  border: 0;
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  background: transparent;
  text-align: start;
  cursor: pointer;

  &[aria-pressed='true'] {
    color: var(--ug-colors-primary);
    font-weight: var(--ug-font-weights-bold);
  }
`;

/** The home's country picker: a round flag, and 'Choose Location' listing the countries. */
export function CountryPicker({ countryId }: { countryId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const countries = useQuery(countriesQuery);
  const setMarket = useMutation(mutations.profile.setMarketCountry);
  const current = countries.data?.find((country) => country.id === countryId);

  const choose = (country: Country) => {
    rememberCountry(country);
    const user = storedUser();
    if (user) setMarket.mutate({ member_id: user.member_id, country_id: country.id });
    setOpen(false);
  };

  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger asChild>
        <Trigger
          type="button"
          aria-label={t('home.chooseLocationFor', { country: current?.name ?? '' })}
        >
          <RoundFlag src={current?.image} />
          <Name aria-hidden>{current?.name ?? ''}</Name>
          <Icon name="chevronDown" size="small" />
        </Trigger>
      </Modal.Trigger>
      <Modal.Content title={t('home.chooseLocation')}>
        <Modal.Body>
          {countries.isError ? (
            <LoadError onRetry={() => void countries.refetch()} />
          ) : (
            <List>
              {(countries.data ?? []).map((country) => (
                <li key={country.id}>
                  <Option
                    type="button"
                    aria-pressed={country.id === countryId}
                    onClick={() => choose(country)}
                  >
                    <RoundFlag src={country.image} />
                    {country.name}
                  </Option>
                </li>
              ))}
            </List>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
