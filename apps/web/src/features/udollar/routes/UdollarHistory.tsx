import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import { EmptyState } from '@ugift/ui';

import { queries } from '../../../lib/api';
import { searchParam, prefetch, type LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dayjs';
import { useMemberZone } from '../../../lib/member-zone';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { formatMoney } from '../../../lib/money';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: var(--ug-colors-surface);
  font-size: var(--ug-font-sizes-sm);
  th,
  td {
    padding: var(--ug-space-space300) var(--ug-space-space200);
    border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
    text-align: start;
  }
  th {
    color: var(--ug-colors-text-muted);
  }
`;

/** /udollar-history?id=: when a balance was spent, how much and on which order. */
export function UdollarHistory() {
  const { t, i18n } = useTranslation();
  const zone = useMemberZone();
  const [params] = useSearchParams();
  const history = useQuery(queries.giftcards.udollarHistory(params.get('id') ?? '0'));
  const list = useQuery(queries.giftcards.udollars({}));
  const currency =
    list.data?.table.find((card) => card.id === params.get('id'))?.currency_code ?? '';
  const table = history.data?.table ?? [];
  return (
    <Screen title={t('udollar.historyTitle')} back={paths.udollarList} muted>
      {history.isPending || history.isError ? (
        <QueryState query={history}>{() => null}</QueryState>
      ) : table.length === 0 ? (
        <EmptyState title={t('udollar.historyEmpty')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('udollar.date')}</th>
              <th scope="col">{t('udollar.amount')}</th>
              <th scope="col">{t('udollar.orderId')}</th>
            </tr>
          </thead>
          <tbody>
            {table.map((entry, index) => (
              <tr key={`${entry.order_no}-${index}`}>
                <td>{formatDateTime(entry.ordered_date, i18n.language, zone)}</td>
                <td>{formatMoney(currency, entry.amount)}</td>
                <td>{entry.order_no}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id') ?? '0';
    await prefetch(queryClient.ensureQueryData(queries.giftcards.udollarHistory(id)));
    return null;
  };

export { UdollarHistory as Component };
