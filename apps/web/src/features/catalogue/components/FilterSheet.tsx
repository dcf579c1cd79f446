import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { Category, OptionItem } from '@ugift/api-client';
import { BottomSheet, Button, ProductFilters, type ProductFilterValue } from '@ugift/ui';

import { deviceStorage } from '../../../lib/api';
import { useLanguage } from '../../../lib/language';
import { localisedName, type Language } from '../../../lib/languages';
import { LoadError } from '../../../lib/QueryState';
import { filterOptionQueries } from '../lib/catalogue-queries';
import type { ListScope } from '../lib/product-list';

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: var(--ug-space-space300);
`;

const Flush = styled.div`
  margin: 0 calc(-1 * var(--ug-space-space400));
`;

const groupOptions = (groups: Category[] | undefined, language: Language) =>
  (groups ?? []).map((g) => ({ value: String(g.id), label: localisedName(g, language) }));

const itemOptions = (items: OptionItem[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.cf_content_value, label: i.cf_content_label }));

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ProductFilterValue;
  /** Called on each change: the list reloads behind the sheet (spec section 4). */
  onChange: (value: ProductFilterValue) => void;
  onReset: () => void;
  scope: ListScope | null;
  countryId: string;
  /** Products found with the current choice, once known (the Show button counts them). */
  resultCount: number | null;
}

/** The filter sheet of the product lists: the kit's ProductFilters over this country's options. */
export function FilterSheet({
  open,
  onOpenChange,
  value,
  onChange,
  onReset,
  scope,
  countryId,
  resultCount,
}: FilterSheetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const options = filterOptionQueries(scope, countryId);
  // A group the sheet does not show (Brands on a brand's list) is not asked for.
  const fallback = filterOptionQueries(null, countryId);
  const brands = useQuery({
    ...(options.brands ?? fallback.brands!),
    enabled: open && options.brands !== null,
  });
  const categories = useQuery({
    ...(options.categories ?? fallback.categories!),
    enabled: open && options.categories !== null,
  });
  const interests = useQuery({ ...options.interests, enabled: open });
  const intentions = useQuery({ ...options.intentions, enabled: open });
  const failed = [brands, categories, interests, intentions].filter((q) => q.isError);

  return (
    <BottomSheet.Root open={open} onOpenChange={onOpenChange}>
      <BottomSheet.Content title={t('catalogue.filter')}>
        <BottomSheet.Body>
          <Flush>
            <ProductFilters
              value={value}
              onChange={onChange}
              listType={
                scope?.type === 'list_category'
                  ? 'category'
                  : scope?.type === 'list_brand'
                    ? 'brand'
                    : undefined
              }
              brandOptions={groupOptions(brands.data?.table, language)}
              categoryOptions={groupOptions(categories.data?.table, language)}
              interestOptions={itemOptions(interests.data?.table)}
              intentionOptions={itemOptions(intentions.data?.table)}
              currency={deviceStorage.get('currency') ?? undefined}
            />
          </Flush>
          {failed.length ? (
            <LoadError onRetry={() => failed.forEach((q) => void q.refetch())} />
          ) : null}
        </BottomSheet.Body>
        <BottomSheet.Footer>
          <Actions>
            <Button variant="secondary" onClick={onReset}>
              {t('catalogue.reset')}
            </Button>
            <Button onClick={() => onOpenChange(false)}>
              {resultCount === null
                ? t('catalogue.showResults')
                : t('catalogue.showCount', { count: resultCount })}
            </Button>
          </Actions>
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
