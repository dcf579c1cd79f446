import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { OrderProductVouchers } from '@ugift/api-client';
import { ExpiryLine, Icon, ImageWithFallback } from '@ugift/ui';

import { links } from '../../../config/paths';
import { CardList, ItemName, thumbnailImages, ThumbRow } from '../../../lib/Lists';
import { parseDate } from '../../../lib/dayjs';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { isUsed, usableFirst } from '../lib/vouchers';

const Row = styled(ThumbRow)`
  ${thumbnailImages}
`;

const Nested = styled.ul`
  margin: var(--ug-space-space100) 0 0;
  padding: 0;
  list-style: none;
  font-size: var(--ug-font-sizes-sm);
`;

/** Order products with their vouchers, each row to /voucher-details; optionally the vouchers. */
export function VoucherRows({
  products,
  nested = false,
  now,
}: {
  products: readonly OrderProductVouchers[];
  /** Show each voucher's name and its used, expired or redeem-before line. */
  nested?: boolean;
  now?: Date;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <CardList>
      {products.map((product) => (
        <li key={product.id}>
          <Row to={links.voucherDetails(product.id)}>
            <ImageWithFallback src={product.image} alt="" />
            <div>
              <ItemName>{localisedName(product, language)}</ItemName>
              {nested ? (
                <Nested>
                  {usableFirst(product.order_evouchers, now).map((voucher) => (
                    <li key={voucher.id}>
                      {voucher.name}
                      <ExpiryLine
                        expiry={parseDate(voucher.expiry_date)?.endOf('day').toDate() ?? ''}
                        now={now}
                        usedOn={
                          isUsed(voucher)
                            ? (parseDate(voucher.mark_used_date)?.toDate() ?? null)
                            : null
                        }
                        usedLabel={t('wallet.usedOn')}
                        expiredLabel={t('wallet.expiredOn')}
                        activeLabel={t('wallet.redeemBeforeLower')}
                      />
                    </li>
                  ))}
                </Nested>
              ) : (
                <p>{t('wallet.count', { count: product.order_evouchers.length })}</p>
              )}
            </div>
            <Icon name="chevronRight" />
          </Row>
        </li>
      ))}
    </CardList>
  );
}
