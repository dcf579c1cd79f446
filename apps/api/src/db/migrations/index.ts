import type { Migration, MigrationProvider } from 'kysely';

import { initial } from './001-initial';
import { commerce } from './002-commerce';
import { orderPublicId } from './003-order-public-id';
import { catalogueIndexes } from './004-catalogue-indexes';
import { sharedState } from './005-shared-state';
import { catalogueNotify } from './006-catalogue-notify';
import { schedulesReminders } from './007-schedules-reminders';
import { pushSubscriptions } from './008-push-subscriptions';
import { productStockNotify } from './009-product-stock-notify';
import { operator } from './010-operator';
import { productSku } from './011-product-sku';
import { voucherCodePools } from './013-voucher-code-pools';
import { merchantRedemption } from './014-merchant-redemption';
import { giftMoments } from './020-gift-moments';
import { paymentReference } from './021-payment-reference';
import { checkoutReuse } from './022-checkout-reuse';
import { pushFailures } from './023-push-failures';
import { shopRetire } from './024-shop-retire';
import { giftRecipients } from './025-gift-recipients';

/** Versioned migrations, in order. Add new ones at the end; never edit a released one. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-commerce': commerce,
  '003-order-public-id': orderPublicId,
  '004-catalogue-indexes': catalogueIndexes,
  '005-shared-state': sharedState,
  '006-catalogue-notify': catalogueNotify,
  '007-schedules-reminders': schedulesReminders,
  '008-push-subscriptions': pushSubscriptions,
  '009-product-stock-notify': productStockNotify,
  '010-operator': operator,
  '011-product-sku': productSku,
  '013-voucher-code-pools': voucherCodePools,
  '014-merchant-redemption': merchantRedemption,
  '020-gift-moments': giftMoments,
  '021-payment-reference': paymentReference,
  '022-checkout-reuse': checkoutReuse,
  '023-push-failures': pushFailures,
  '024-shop-retire': shopRetire,
  '025-gift-recipients': giftRecipients,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
