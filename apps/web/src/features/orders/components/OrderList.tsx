import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

import type { Order, OrderFilter } from '@ugift/api-client';
import { Icon, ImageWithFallback } from '@ugift/ui';

import { links } from '../../../config/paths';
import { formatDate } from '../../../lib/dayjs';
import { isLanguage, localisedName } from '../../../lib/languages';
import { queries } from '../api';
import { EmptyState, QueryState } from './Layout';
import { formatMoney } from './money';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.thumbnail}px 1fr auto;
  gap: ${({ theme }) => theme.space.space300}px;
  align-items: center;
  padding: ${({ theme }) => theme.space.space300}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: inherit;
  text-decoration: none;
`;

const Thumb = styled.div`
  width: ${({ theme }) => theme.sizes.thumbnail}px;
  height: ${({ theme }) => theme.sizes.thumbnail}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Select = styled.select`
  align-self: flex-start;
  min-height: ${({ theme }) => theme.sizes.controlSmall}px;
  padding: 0 ${({ theme }) => theme.space.space300}px;
  border: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200}px;
`;

export interface Period {
  month: string;
  year: string;
}

/** The month and year filter: the list's periods, the first one chosen until the user picks. */
export function PeriodFilter({
  filterBy,
  value,
  onChange,
}: {
  filterBy: OrderFilter;
  value: Period | null;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const periods = useQuery(queries.order.filterTimes(filterBy));
  const table = periods.data?.table ?? [];
  if (table.length === 0) return null;
  const current = value ?? table[0]!;
  return (
    <Filter>
      <label htmlFor={id}>{t('orders.period')}</label>
      <Select
        id={id}
        value={`${current.month}-${current.year}`}
        onChange={(event) => {
          const [month = '', year = ''] = event.target.value.split('-');
          onChange({ month, year });
        }}
      >
        {table.map((period) => (
          <option key={`${period.month}-${period.year}`} value={`${period.month}-${period.year}`}>
            {period.filter_name}
          </option>
        ))}
      </Select>
    </Filter>
  );
}

/** The first period of a list (spec section 4: the filter defaults to it), or none. */
export function useDefaultPeriod(filterBy: OrderFilter, chosen: Period | null) {
  const periods = useQuery(queries.order.filterTimes(filterBy));
  if (chosen) return { period: chosen, ready: true };
  if (periods.isPending) return { period: null, ready: false };
  const first = periods.data?.table[0];
  return { period: first ? { month: first.month, year: first.year } : null, ready: true };
}

function OrderRow({ order, filterBy }: { order: Order; filterBy: OrderFilter }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'eng';
  const first = order.products[0];
  const name = first
    ? localisedName(first, language)
    : order.giftcard_id !== '0'
      ? t('orders.giftCardOnly')
      : order.order_no;
  const image = first?.image ?? order.giftcard_image ?? '';
  return (
    <li>
      <Row to={links.orderDetails(order.id)}>
        <Thumb>
          <ImageWithFallback src={image} alt="" />
        </Thumb>
        <div>
          <Title>{name}</Title>
          <Muted>{t('orders.orderNo', { no: order.order_no })}</Muted>
          {filterBy === 'received' ? (
            <>
              <Muted>{t('orders.receivedFrom', { name: order.member_name })}</Muted>
              <Muted>
                {t('orders.receivedOn', {
                  date: formatDate(order.received_date || order.created_date, i18n.language),
                })}
              </Muted>
            </>
          ) : (
            <>
              <Muted>{formatDate(order.created_date, i18n.language)}</Muted>
              {filterBy === 'sent' && order.recipient_id !== '0' ? (
                <Muted>{t('orders.sentTo', { name: order.recipient_name })}</Muted>
              ) : null}
              {order.order_amount !== undefined ? (
                <Muted>{formatMoney(order.currency, order.order_amount)}</Muted>
              ) : null}
            </>
          )}
        </div>
        <Icon name="chevronRight" />
      </Row>
    </li>
  );
}

/** The orders of one list type, in a period when one is given. */
export function OrderRows({ filterBy, period }: { filterBy: OrderFilter; period: Period | null }) {
  const { t } = useTranslation();
  const orders = useQuery(queries.order.list(filterBy, period ?? {}));
  if (orders.isPending) return <QueryState error={false} onRetry={() => {}} />;
  // Spec section 8: a failing list call is silent; the list stays empty.
  const table = orders.data?.table ?? [];
  if (table.length === 0) return <EmptyState message={t('orders.empty')} />;
  return (
    <List>
      {table.map((order) => (
        <OrderRow key={order.id} order={order} filterBy={filterBy} />
      ))}
    </List>
  );
}
