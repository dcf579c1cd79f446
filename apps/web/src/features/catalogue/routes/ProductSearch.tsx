import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { deviceStorage, queries } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { storedUser } from '../../../lib/session';
import { ProductListScreen } from '../components/ProductListScreen';
import { prefetchFilterOptions } from '../lib/catalogue-queries';
import { listProductFields, scopeOf, searchStateOf } from '../lib/product-list';

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const search = new URL(request.url).searchParams;
    const countryId = deviceStorage.countryId();
    const fields = listProductFields(searchStateOf(search), {
      countryId,
      memberId: storedUser()?.member_id ?? null,
      language: currentLanguage(),
    });
    prefetchFilterOptions(queryClient, scopeOf(search), countryId);
    await prefetch(queryClient.ensureInfiniteQueryData(queries.products.pages(fields)));
    return null;
  };

/**
 * /product-search: every product, searched by keyword; type with id preselect a category or
 * brand, filter=popular sorts by popularity, q is the keyword (spec section 2).
 */
export function ProductSearch() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <ProductListScreen
      key={search.toString()}
      title={search.get('filter') === 'popular' ? t('catalogue.popular') : t('catalogue.search')}
      scope={scopeOf(search)}
      initialState={searchStateOf(search)}
      searchable
    />
  );
}

export { ProductSearch as Component };
