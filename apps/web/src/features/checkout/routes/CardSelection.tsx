import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import type { Giftcard } from '@ugift/api-client';
import { Badge, Button, ImageWithFallback, pressable } from '@ugift/ui';

import { searchParam, prefetch, type LoaderFactory } from '../../../lib/routing';
import { paths, withQuery } from '../../../config/paths';
import { deviceStorage, mutations, queries } from '../../../lib/api';
import { editableFilter } from '../../../lib/giftcard-filter';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { useAlert } from '../../../lib/useAlert';
import { CardGroup } from '../../../lib/Lists';
import { Steps } from '../components/Steps';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--ug-space-space300);
`;

const Card = styled.button<{ $selected: boolean }>`
  ${pressable}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  padding: var(--ug-space-space100);
  border: var(--ug-sizes-focus-ring) solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: var(--ug-radii-lg);
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.primarySubtle : theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  img {
    width: 100%;
    aspect-ratio: 686 / 460;
    object-fit: cover;
    border-radius: var(--ug-radii-md);
  }
`;

const Marker = styled.span`
  position: absolute;
  top: var(--ug-space-space200);
  right: var(--ug-space-space200);
`;

/**
 * list_giftcard grouped by category (spec section 7), with the editable filter of the `type`
 * parameter as on /gift-card (Yes: only cards that can be customised, No: only fixed ones).
 */
const groupsOf = (type: string | null) =>
  queries.giftcards.grouped({
    filter_by_country_id: deviceStorage.countryId(),
    filter_by_editable: editableFilter(type),
    order_by: 'ASC',
  });

/**
 * /checkout-cardselection: choose the card of a gift (step 1 of 3). The card chosen on
 * /gift-card-product (gid) starts selected when the list has it.
 */
export function CardSelection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [params] = useSearchParams();
  const groups = useQuery(groupsOf(params.get('type')));
  const [selectedId, setSelectedId] = useState<string | null>(
    () => deviceStorage.get('gid') || null,
  );
  const selected: Giftcard | null =
    groups.data?.flatMap((group) => group.giftcards).find((card) => card.id === selectedId) ?? null;
  const { alert, show } = useAlert();
  const toBasket = useMutation({
    ...mutations.basket.giftcardToBasket,
    onError: (error) =>
      show({ title: t('checkout.cartUpdateFailed'), message: error.message, variant: 'danger' }),
  });
  const next = async () => {
    if (!selected) return;
    await toBasket.mutateAsync({
      giftcard_id: selected.id,
      giftcard_edit_parameter: selected.edit_parameter || undefined,
    });
    navigate(withQuery(paths.checkoutCardCustomization, { id: selected.id }));
  };
  return (
    <Screen
      title={t('checkout.selectionTitle')}
      back={paths.basket}
      footer={
        <>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => navigate(paths.checkoutConfirmation)}
          >
            {t('checkout.skip')}
          </Button>
          <Button
            fullWidth
            disabled={!selected}
            loading={toBasket.isPending}
            onClick={() => void next().catch(() => {})}
          >
            {t('checkout.nextStep')}
          </Button>
        </>
      }
    >
      <Steps current={0} />
      {!groups.data ? (
        <QueryState query={groups} shape="tiles">
          {() => null}
        </QueryState>
      ) : (
        groups.data.map((group) => (
          <CardGroup key={group.category_name} aria-label={group.category_name}>
            <h2>{group.category_name}</h2>
            <Grid>
              {group.giftcards.map((card) => {
                const name = localisedName(card, language);
                return (
                  <Card
                    key={card.id}
                    type="button"
                    aria-pressed={selected?.id === card.id}
                    $selected={selected?.id === card.id}
                    onClick={() => setSelectedId(card.id)}
                  >
                    <ImageWithFallback src={card.image_thumbnail || card.image} alt="" />
                    <span>{name}</span>
                    {card.is_editable === 'Yes' ? (
                      <Marker>
                        <Badge>{t('checkout.editable')}</Badge>
                      </Marker>
                    ) : null}
                  </Card>
                );
              })}
            </Grid>
          </CardGroup>
        ))
      )}
      {alert}
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const type = searchParam(request, 'type');
    await prefetch(queryClient.ensureQueryData(groupsOf(type)));
    return null;
  };

export { CardSelection as Component };
