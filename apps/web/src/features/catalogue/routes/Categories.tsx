import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { SearchField, SortModal, Tabs } from '@ugift/ui';

import type { LoaderFactory } from '../../../lib/routing';
import { links, type ListType } from '../../../config/paths';
import { deviceStorage, queries } from '../../../lib/api';
import { useCountryId } from '../../../lib/device';
import { QueryState } from '../../../lib/QueryState';
import { storedUser, useStoredUser } from '../../../lib/session';
import { Screen } from '../../../lib/Screen';
import { GroupRows } from '../components/GroupRows';
import { Toolbar } from '../components/Toolbar';
import { groupsQuery, type NameOrder } from '../lib/catalogue-queries';

/** Both tabs' lists at once (and the basket for its badge), so switching tabs does not wait. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    const countryId = deviceStorage.countryId();
    await Promise.allSettled([
      queryClient.ensureQueryData(groupsQuery('list_category', countryId)),
      queryClient.ensureQueryData(groupsQuery('list_brand', countryId)),
      ...(storedUser() ? [queryClient.ensureQueryData(queries.basket.detail())] : []),
    ]);
    return null;
  };

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
`;

const TAB_PARAM = 'tab';
const BRANDS = 'brands';

function GroupList({ type, order }: { type: ListType; order: NameOrder }) {
  const countryId = useCountryId();
  const query = useQuery(groupsQuery(type, countryId, order));
  return (
    <QueryState query={query}>{(body) => <GroupRows groups={body.table} type={type} />}</QueryState>
  );
}

/** /categories: categories and brands A-Z or Z-A, and a search over every product. */
export function Categories() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  useQuery({ ...queries.basket.detail(), enabled: user !== null });
  const [search, setSearch] = useSearchParams();
  const [order, setOrder] = useState<NameOrder>('ASC');
  const [sorting, setSorting] = useState(false);
  // The tab lives in the URL, so coming back from a brand's products lands on Brands again.
  const tab = search.get(TAB_PARAM) === BRANDS ? BRANDS : 'categories';

  return (
    <Screen bare basket title={t('catalogue.title')}>
      <div>
        <Bar>
          <SearchField
            placeholder={t('catalogue.searchAll')}
            onSubmit={(q) => {
              if (q.trim()) navigate(links.productSearch({ q: q.trim() }));
            }}
          />
          <Toolbar onSort={() => setSorting(true)} />
        </Bar>
        <Tabs
          label={t('catalogue.title')}
          value={tab}
          onValueChange={(value) =>
            setSearch(value === BRANDS ? { [TAB_PARAM]: BRANDS } : {}, { replace: true })
          }
          items={[
            {
              value: 'categories',
              label: t('catalogue.categories'),
              content: <GroupList type="list_category" order={order} />,
            },
            {
              value: BRANDS,
              label: t('catalogue.brands'),
              content: <GroupList type="list_brand" order={order} />,
            },
          ]}
        />
      </div>
      <SortModal
        open={sorting}
        onOpenChange={setSorting}
        value={order}
        onApply={(value) => setOrder(value === 'DESC' ? 'DESC' : 'ASC')}
      />
    </Screen>
  );
}

export { Categories as Component };
