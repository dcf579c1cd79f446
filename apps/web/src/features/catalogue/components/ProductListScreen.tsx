import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';

import {
  countProductFilters,
  EmptyState,
  ProductRow,
  SearchField,
  SortModal,
  Spinner,
  VisuallyHiddenText,
} from '@ugift/ui';

import { paths } from '../../../config/paths';
import { queries } from '../../../lib/api';
import { useCountryId } from '../../../lib/device';
import { useLanguage } from '../../../lib/language';
import { productTileProps } from '../../../lib/ProductTiles';
import { LoadError, QueryState } from '../../../lib/QueryState';
import { useStoredUser } from '../../../lib/session';
import { Screen } from '../../../lib/Screen';
import {
  hasFilter,
  isResettable,
  listProductFields,
  PRODUCT_SORTS,
  type ListScope,
  type ProductListState,
  resetState,
} from '../lib/product-list';
import { FilterSheet } from './FilterSheet';
import { Toolbar } from './Toolbar';
import { CardList } from '../../../lib/Lists';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  color: var(--ug-colors-primary);
  padding: var(--ug-space-space300);
`;

export interface ProductListScreenProps {
  /** The top bar's title (the category or brand name on /products). */
  title: string;
  /** /products: the list is this category or brand. */
  base?: ListScope | null;
  /** The category or brand the filter sheet is about (its Brands or Categories group). */
  scope: ListScope | null;
  initialState: ProductListState;
  /** /product-search: the 'Search all products' box. */
  searchable?: boolean;
}

/** The choice kept in this history entry (see setState below), if any. */
function savedState(historyState: unknown): ProductListState | null {
  const saved = (historyState as { productList?: Partial<ProductListState> } | null)?.productList;
  return saved?.sort && saved.filter && typeof saved.keyword === 'string'
    ? (saved as ProductListState)
    : null;
}

/** The list_product fields a screen sends first; its loader fetches them before it shows. */
function useListFields(state: ProductListState, base?: ListScope | null) {
  const user = useStoredUser();
  const countryId = useCountryId();
  const language = useLanguage();
  return listProductFields(state, {
    countryId,
    memberId: user?.member_id ?? null,
    base,
    language,
  });
}

/** How far below the screen the next page starts loading, so scrolling rarely meets the end. */
const PREFETCH_MARGIN = '800px 0px';

/**
 * Calls `onVisible` whenever the returned element comes within PREFETCH_MARGIN of the screen
 * while `active`.
 */
function useNearEnd(active: boolean, onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

/**
 * A product list with Filter, Sort and Reset (spec section 2): every change asks list_product
 * again (spec section 4), each choice its own cached list, the last one kept on screen meanwhile;
 * the rows come a page at a time as the list is scrolled.
 */
export function ProductListScreen({
  title,
  base,
  scope,
  initialState,
  searchable = false,
}: ProductListScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // A list opened from a shared link goes up to the categories rather than /home.
  const language = useLanguage();
  const countryId = useCountryId();
  const [state, setChoice] = useState(() => savedState(location.state) ?? initialState);
  // The choice also goes into this history entry, so that Back from a product returns to the
  // same sort, filters and keyword (and their cached list) rather than the URL's first state.
  const setState = (next: ProductListState) => {
    setChoice(next);
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { productList: next }, preventScrollReset: true },
    );
  };
  const [sheet, setSheet] = useState<'filter' | 'sort' | null>(null);
  // A page at a time (list_product answers 20 rows at most): the next one is asked for before
  // the end of the list comes into view; the pages stay cached, so Back from a product shows
  // them all again and the scroll position is restored (ScrollRestoration in the root layout).
  const list = useInfiniteQuery({
    ...queries.products.pages(useListFields(state, base)),
    placeholderData: keepPreviousData,
  });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const nearEnd = useNearEnd(hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => {
    void fetchNextPage();
  });
  const rows = list.data?.pages.flatMap((page) => page.table) ?? [];

  const update = (patch: Partial<ProductListState>) => setState({ ...state, ...patch });
  const reset = () => setState(resetState(state));
  const sortOptions = PRODUCT_SORTS.map((value) => ({
    value,
    label: t(`catalogue.sortBy.${value}`),
  }));
  const filtered = hasFilter(state.filter) || state.keyword.trim() !== '';

  return (
    // Opened from a link elsewhere there is no page to go back to: the arrow goes to the catalogue.
    <Screen bare title={title} back={paths.categories}>
      <Content>
        {searchable ? (
          <SearchField
            defaultValue={state.keyword}
            placeholder={t('catalogue.searchAll')}
            onSubmit={(keyword) => update({ keyword })}
            onClear={() => update({ keyword: '' })}
          />
        ) : null}
        <Toolbar
          filterCount={countProductFilters(state.filter)}
          onFilter={() => setSheet('filter')}
          onSort={() => setSheet('sort')}
          onReset={reset}
          resetDisabled={!isResettable(state)}
        />
        {/* The rows' names are h3s: a heading between them and the title keeps the outline. */}
        <VisuallyHiddenText as="h2">{t('catalogue.results')}</VisuallyHiddenText>
        {/* The count of what the search, filters or sort found, read out as it changes. */}
        <VisuallyHiddenText role="status" aria-live="polite" data-testid="result-count">
          {list.isPending || list.isPlaceholderData || list.isError
            ? ''
            : rows.length === 0
              ? t('shell.noResults')
              : t(hasNextPage ? 'shell.resultCountMore' : 'shell.resultCount', {
                  count: rows.length,
                })}
        </VisuallyHiddenText>
        <QueryState query={list}>
          {() =>
            rows.length ? (
              <>
                <CardList
                  aria-label={t('catalogue.results')}
                  aria-busy={list.isPlaceholderData || isFetchingNextPage}
                >
                  {rows.map((product) => (
                    <li key={product.id}>
                      <ProductRow {...productTileProps(product, language)} />
                    </li>
                  ))}
                </CardList>
                {isFetchNextPageError ? (
                  <LoadError onRetry={() => void fetchNextPage()} />
                ) : hasNextPage ? (
                  <More ref={nearEnd} role="status" aria-label={t('catalogue.loadingMore')}>
                    <Spinner $size={24} />
                  </More>
                ) : null}
              </>
            ) : (
              <EmptyState
                icon="search"
                title={searchable || filtered ? t('catalogue.noResult') : t('catalogue.noProducts')}
              />
            )
          }
        </QueryState>
      </Content>
      <FilterSheet
        open={sheet === 'filter'}
        onOpenChange={(open) => setSheet(open ? 'filter' : null)}
        value={state.filter}
        onChange={(filter) => update({ filter })}
        onReset={reset}
        scope={scope}
        countryId={countryId}
        // The count is known when the whole list came in one page; past that, no count.
        resultCount={list.isPlaceholderData || hasNextPage ? null : list.data ? rows.length : null}
      />
      <SortModal
        open={sheet === 'sort'}
        onOpenChange={(open) => setSheet(open ? 'sort' : null)}
        title={t('catalogue.sort')}
        value={state.sort}
        options={sortOptions}
        onApply={(sort) => update({ sort: sort as ProductListState['sort'] })}
      />
    </Screen>
  );
}
