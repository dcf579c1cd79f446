import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { MerchantCode, MerchantCodeStatus } from '@ugift/api-client';
import { Badge, type BadgeVariant } from '@ugift/ui';

import { formatDate, formatDateTime } from '../../../lib/dayjs';
import { formatMoney } from '../../../lib/money';

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space200);
  padding: var(--ug-space-space400);
  border: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-surface);
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ug-space-space200);
  margin: 0;
  font-size: var(--ug-font-sizes-md);
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--ug-space-space100) var(--ug-space-space300);
  margin: 0;
  dt {
    color: var(--ug-colors-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const STATUS_BADGE: Record<MerchantCodeStatus, BadgeVariant> = {
  valid: 'success',
  used: 'neutral',
  expired: 'warning',
  void: 'danger',
};

/** One code as the api sees it: its state, product, value, expiry, and when and where used. */
export function CodeResult({ view }: { view: MerchantCode }) {
  const { t, i18n } = useTranslation();
  return (
    <Card aria-labelledby="merchant-result">
      <Heading id="merchant-result">
        <span>{view.product.name}</span>
        <Badge variant={STATUS_BADGE[view.status]}>{t(`merchant.status.${view.status}`)}</Badge>
      </Heading>
      <Facts>
        <dt>{t('merchant.result.code')}</dt>
        <dd>{view.code}</dd>
        <dt>{t('merchant.result.value')}</dt>
        <dd>{formatMoney(view.value.currency, Number(view.value.amount))}</dd>
        <dt>{t('merchant.result.expiry')}</dt>
        <dd>{formatDate(new Date(`${view.expiry_date}T00:00:00`), i18n.language)}</dd>
        {view.status === 'used' && view.used_at ? (
          <>
            <dt>{t('merchant.result.usedAt')}</dt>
            <dd>{formatDateTime(new Date(view.used_at), i18n.language)}</dd>
            <dt>{t('merchant.result.usedWhere')}</dt>
            <dd>{view.outlet ?? t('merchant.result.markedByMember')}</dd>
          </>
        ) : null}
      </Facts>
    </Card>
  );
}
