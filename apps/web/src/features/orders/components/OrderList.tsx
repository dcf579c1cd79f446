import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ORDER_REFUNDED, type Order, type OrderFilter } from '@ugift/api-client';
import { EmptyState, Icon, ImageWithFallback, MonthYearSelect } from '@ugift/ui';

import { queries } from '../../../lib/api';
import { links } from '../../../config/paths';
import { CardList, ItemName, ItemNote, Thumb, ThumbRow } from '../../../lib/Lists';
import { formatDate } from '../../../lib/dayjs';
import { useLanguage } from '../../../lib/language';
import { useMemberZone } from '../../../lib/member-zone';
import { localisedName } from '../../../lib/languages';
import { QueryState } from '../../../lib/QueryState';
import { formatMoney } from '../../../lib/money';
import { formatWallTime, zoneName } from '../../../lib/zoned-time';

export interface Period {
  month: string;
  year: string;
}

/**
 * The month and year filter (the kit's MonthYearSelect): the years the list has periods in, the
 * first period chosen until the user picks another (spec section 4).
 */
export function PeriodFilter({
  filterBy,
  value,
  onChange,
}: {
  filterBy: OrderFilter;
  value: Period | null;
  onChange: (period: Period) => void;
}) {
  const periods = useQuery(queries.order.filterTimes(filterBy));
  const table = periods.data?.table ?? [];
  if (table.length === 0) return null;
  const current = value ?? table[0]!;
  const years = [...new Set(table.map((period) => Number(period.year)))].sort((a, b) => b - a);
  return (
    <MonthYearSelect
      allowAll={false}
      years={years}
      value={{ month: Number(current.month), year: Number(current.year) }}
      onChange={(next) => {
        if (next) onChange({ month: String(next.month), year: String(next.year) });
      }}
    />
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
  const language = useLanguage();
  const zone = useMemberZone();
  const first = order.products[0];
  const name = first
    ? localisedName(first, language)
    : order.giftcard_id !== '0'
      ? t('orders.giftCardOnly')
      : order.order_no;
  const image = first?.image ?? order.giftcard_image ?? '';
  return (
    <li>
      <ThumbRow to={links.orderDetails(order.id)}>
        <Thumb>
          <ImageWithFallback src={image} alt="" />
        </Thumb>
        <div>
          <ItemName>{name}</ItemName>
          <ItemNote>{t('orders.orderNo', { no: order.order_no })}</ItemNote>
          {filterBy === 'received' ? (
            <>
              <ItemNote>{t('orders.receivedFrom', { name: order.member_name })}</ItemNote>
              <ItemNote>
                {t('orders.receivedOn', {
                  date: formatDate(order.received_date || order.created_date, i18n.language, zone),
                })}
              </ItemNote>
            </>
          ) : (
            <>
              <ItemNote>{formatDate(order.created_date, i18n.language, zone)}</ItemNote>
              {order.schedule ? (
                <ItemNote>
                  {t('schedule.listScheduled', {
                    date: formatWallTime(order.schedule.date_time, language),
                    zone: zoneName(order.schedule.time_zone, language, order.schedule.date_time),
                  })}
                </ItemNote>
              ) : null}
              {order.order_status === ORDER_REFUNDED ? (
                <ItemNote>
                  {order.refunded_date
                    ? t('orders.listRefunded', {
                        date: formatDate(order.refunded_date, i18n.language, zone),
                      })
                    : t('orders.refundedStatus')}
                </ItemNote>
              ) : null}
              {filterBy === 'sent' && order.recipient_id !== '0' ? (
                <ItemNote>
                  {order.order_status === ORDER_REFUNDED
                    ? t('orders.wasToBeSentTo', { name: order.recipient_name })
                    : t('orders.sentTo', { name: order.recipient_name })}
                </ItemNote>
              ) : null}
              {order.order_amount !== undefined ? (
                <ItemNote>{formatMoney(order.currency, order.order_amount)}</ItemNote>
              ) : null}
            </>
          )}
        </div>
        <Icon name="chevronRight" />
      </ThumbRow>
    </li>
  );
}

/** The orders of one list type, in a period when one is given. */
export function OrderRows({ filterBy, period }: { filterBy: OrderFilter; period: Period | null }) {
  const { t } = useTranslation();
  const orders = useQuery(queries.order.list(filterBy, period ?? {}));
  if (orders.isPending || orders.isError)
    return <QueryState query={orders}>{() => null}</QueryState>;
  // A failed list says so with Retry (never a false 'no orders'), though spec section 8 is silent.
  const table = orders.data?.table ?? [];
  if (table.length === 0) return <EmptyState title={t('orders.empty')} />;
  return (
    <CardList>
      {table.map((order) => (
        <OrderRow key={order.id} order={order} filterBy={filterBy} />
      ))}
    </CardList>
  );
}
