import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';

import { Button, EmptyState, ExpiryLine, Icon, pressable } from '@ugift/ui';

import { prefetch, type LoaderFactory } from '../../../lib/routing';
import { links, paths } from '../../../config/paths';
import { CardList } from '../../../lib/Lists';
import { deviceStorage, queries } from '../../../lib/api';
import { formatDateTime, parseDate } from '../../../lib/dayjs';
import { useMemberZone } from '../../../lib/member-zone';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { formatMoney } from '../../../lib/money';

const Card = styled(Link)`
  ${pressable}
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--ug-space-space100) var(--ug-space-space300);
  align-items: center;
  padding: var(--ug-space-space400);
  border-radius: var(--ug-radii-lg);
  background: var(--ug-colors-surface);
  box-shadow: var(--ug-shadows-sm);
  color: inherit;
  text-decoration: none;
  p {
    margin: 0;
  }
  svg {
    grid-row: 1 / span 5;
    grid-column: 2;
  }
`;

const Name = styled.p`
  font-weight: var(--ug-font-weights-bold);
`;

const Muted = styled.p`
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
`;

/** The currency of the chosen country, kept on the device (spec section 9). */
function storedCurrency(): string | undefined {
  return deviceStorage.get('currency') || undefined;
}

const listOf = () => queries.giftcards.udollars({ currency_code: storedCurrency() });

/** /udollar-list: each uDollar card with expiry, purchase date, balance and total. */
export function UdollarList({ now }: { now?: Date }) {
  const { t, i18n } = useTranslation();
  const zone = useMemberZone();
  const navigate = useNavigate();
  const list = useQuery(listOf());
  const table = list.data?.table ?? [];
  return (
    <Screen title={t('udollar.title')} back={paths.profile} muted>
      {list.isPending || list.isError ? (
        <QueryState query={list}>{() => null}</QueryState>
      ) : table.length === 0 ? (
        <EmptyState
          title={t('udollar.empty')}
          action={
            <Button onClick={() => navigate(paths.categories)}>{t('udollar.shopNow')}</Button>
          }
        />
      ) : (
        <CardList>
          {table.map((card) => (
            <li key={card.id}>
              <Card to={links.udollarHistory(card.id)}>
                <Name>{t('udollar.cardName')}</Name>
                <ExpiryLine
                  expiry={parseDate(card.udollar_expire_date)?.toDate() ?? ''}
                  now={now}
                  expiredLabel={t('udollar.expiredOn')}
                  activeLabel={t('udollar.redeemBefore')}
                />
                <Muted>
                  {t('udollar.purchased', {
                    date: formatDateTime(card.order_date, i18n.language, zone),
                  })}
                </Muted>
                <p>
                  {t('udollar.balance', {
                    amount: formatMoney(card.currency_code, card.udollar_balance),
                  })}
                </p>
                <Muted>
                  {t('udollar.total', {
                    amount: formatMoney(card.currency_code, card.udollar_orig_balance),
                  })}
                </Muted>
                <Icon name="chevronRight" />
              </Card>
            </li>
          ))}
        </CardList>
      )}
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await prefetch(queryClient.ensureQueryData(listOf()));
    return null;
  };

function UdollarListRoute() {
  return <UdollarList />;
}

export { UdollarListRoute as Component };
