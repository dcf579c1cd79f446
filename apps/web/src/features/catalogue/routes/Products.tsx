import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { LoaderFactory } from '../../../lib/routing';
import { deviceStorage, queries } from '../../../lib/api';
import { useCountryId } from '../../../lib/device';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { currentLanguage } from '../../../lib/i18n';
import { storedUser } from '../../../lib/session';
import { ProductListScreen } from '../components/ProductListScreen';
import { groupsQuery, prefetchFilterOptions } from '../lib/catalogue-queries';
import { initialListState, listProductFields, scopeOf } from '../lib/product-list';

/** The list and the title's name at once; a failure is left to the screen (error with Retry). */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const base = scopeOf(new URL(request.url).searchParams);
    const countryId = deviceStorage.countryId();
    const fields = listProductFields(initialListState, {
      countryId,
      memberId: storedUser()?.member_id ?? null,
      base,
      language: currentLanguage(),
    });
    prefetchFilterOptions(queryClient, base, countryId);
    await Promise.allSettled([
      queryClient.ensureInfiniteQueryData(queries.products.pages(fields)),
      ...(base ? [queryClient.ensureQueryData(groupsQuery(base.type, countryId))] : []),
    ]);
    return null;
  };

/** /products?id={id}&type=list_category|list_brand: the products of one category or brand. */
export function Products() {
  const { t } = useTranslation();
  const language = useLanguage();
  const countryId = useCountryId();
  const [search] = useSearchParams();
  const base = scopeOf(search);
  const groups = useQuery({
    ...groupsQuery(base?.type ?? 'list_category', countryId),
    enabled: base !== null,
  });
  const group = groups.data?.table.find((g) => String(g.id) === base?.id);
  return (
    <ProductListScreen
      key={search.toString()}
      title={group ? localisedName(group, language) : t('catalogue.products')}
      base={base}
      scope={base}
      initialState={initialListState}
    />
  );
}

export { Products as Component };
