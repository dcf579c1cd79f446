import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';

import type { GiftcardGroup } from '@ugift/api-client';
import { Badge, ChipGroup, EmptyState, ImageWithFallback, pressable } from '@ugift/ui';

import { prefetch, searchParam, type LoaderFactory } from '../../../lib/routing';
import { links } from '../../../config/paths';
import { deviceStorage, queries } from '../../../lib/api';
import { useCountryId } from '../../../lib/device';
import { editableFilter } from '../../../lib/giftcard-filter';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { CardGroup, cardPicture, GridList } from '../../../lib/Lists';

const ALL = '';

/** list_giftcard grouped by category (spec section 7), editable filter from the type parameter. */
function giftcardGroups(countryId: string, type: string | null) {
  return queries.giftcards.grouped({
    filter_by_country_id: countryId,
    filter_by_editable: editableFilter(type),
    order_by: 'ASC',
  });
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const type = searchParam(request, 'type');
    await prefetch(queryClient.ensureQueryData(giftcardGroups(deviceStorage.countryId(), type)));
    return null;
  };

const Chips = styled.div`
  margin: 0 calc(-1 * var(--ug-space-space400));
`;

const Card = styled(Link)`
  ${pressable}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space100);
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-sm);
  text-decoration: none;
  img {
    ${cardPicture}
    border-radius: var(--ug-radii-md);
  }
`;

const Marker = styled.span`
  position: absolute;
  top: var(--ug-space-space200);
  right: var(--ug-space-space200);
`;

/** The card groups, then the one chosen chip's group (chips are 'All' plus each category). */
function visibleGroups(groups: GiftcardGroup[], category: string): GiftcardGroup[] {
  const nonEmpty = groups.filter((group) => group.giftcards.length > 0);
  return category === ALL ? nonEmpty : nonEmpty.filter((g) => g.category_name === category);
}

/** /gift-card (a tab): 'Send a gift card', category chips and the cards grouped by category. */
export function GiftCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const countryId = useCountryId();
  const groups = useQuery(giftcardGroups(countryId, params.get('type')));
  const [category, setCategory] = useState(ALL);

  return (
    <Screen basket title={t('product.giftCardTitle')} tab>
      <QueryState query={groups} shape="tiles">
        {(data) => {
          const shown = visibleGroups(data, category);
          if (visibleGroups(data, ALL).length === 0) {
            return <EmptyState icon="gift" title={t('product.noGiftCards')} />;
          }
          return (
            <>
              <Chips>
                <ChipGroup
                  label={t('product.categories')}
                  value={category}
                  onChange={setCategory}
                  options={[
                    { value: ALL, label: t('product.all') },
                    ...visibleGroups(data, ALL).map((group) => ({
                      value: group.category_name,
                      label: group.category_name,
                    })),
                  ]}
                />
              </Chips>
              {shown.map((group) => (
                <CardGroup key={group.category_name} aria-label={group.category_name}>
                  <h2>{group.category_name}</h2>
                  <GridList>
                    {group.giftcards.map((card) => {
                      const name = localisedName(card, language);
                      return (
                        <li key={card.id}>
                          <Card to={links.giftCardProduct(card.id)}>
                            <ImageWithFallback src={card.image_thumbnail || card.image} alt="" />
                            <span>{name}</span>
                            {card.is_editable === 'Yes' ? (
                              <Marker>
                                <Badge>{t('product.editable')}</Badge>
                              </Marker>
                            ) : null}
                          </Card>
                        </li>
                      );
                    })}
                  </GridList>
                </CardGroup>
              ))}
            </>
          );
        }}
      </QueryState>
    </Screen>
  );
}

export { GiftCard as Component };
