import type { QueryCreator } from 'kysely';

import type { Db } from '../db';
import type { Database } from '../db/schema';
import type { Trx } from '../db/tx';
import { fail, type Failure } from '../lib/errors';
import { money } from '../lib/format';
import { releaseMismatchedUdollar } from './udollar';

const cents = (value: string | number | null) => Math.round(Number(value ?? 0) * 100);

/**
 * Sets the quantity of a product in the member's basket (adds it when missing): never more than
 * the stock, and one order is paid in one currency.
 */
export async function putProduct(
  db: Db,
  memberId: number,
  productId: number,
  quantity: number,
): Promise<Failure | undefined> {
  const product = await db
    .selectFrom('products')
    .leftJoin('countries', 'countries.id', 'products.country_id')
    .select(['products.id', 'products.stock', 'countries.currency_code'])
    .where('products.id', '=', productId)
    .executeTakeFirst();
  if (!product) return fail('This product does not exist.');
  if (product.stock < 1) return fail('This product is out of stock.');
  if (quantity > product.stock) return fail(`Only ${product.stock} left in stock.`);
  const basket = await ensureBasket(db, memberId);
  const other = await db
    .selectFrom('basket_products')
    .innerJoin('products', 'products.id', 'basket_products.product_id')
    .innerJoin('countries', 'countries.id', 'products.country_id')
    .select('countries.currency_code')
    .where('basket_products.basket_id', '=', basket.id)
    .where('basket_products.product_id', '<>', product.id)
    .where('countries.currency_code', '<>', product.currency_code ?? '')
    .executeTakeFirst();
  if (product.currency_code && other)
    return fail(`Your cart holds products paid in ${other.currency_code}: check it out first.`);
  await db
    .insertInto('basket_products')
    .values({ basket_id: basket.id, product_id: product.id, quantity })
    .onConflict((oc) => oc.columns(['basket_id', 'product_id']).doUpdateSet({ quantity }))
    .execute();
  // An applied uDollar of another currency goes back to its card; the cart shows it gone.
  await releaseMismatchedUdollar(db, memberId);
  return undefined;
}

/** The member's basket row, created when missing (one per member: member_id is unique). */
export async function ensureBasket(db: Db | Trx, memberId: number) {
  await db
    .insertInto('baskets')
    .values({ member_id: memberId })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return db
    .selectFrom('baskets')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/**
 * The currency a member's basket is paid in when it holds no product: her market country's, else
 * her country's. A query of its own, or a subquery of another query from the same `db` or
 * transaction (`marketCurrency(trx, id).as(...)`: an expression builder's `selectFrom` does not
 * type-check here).
 */
export function marketCurrency(db: Pick<QueryCreator<Database>, 'selectFrom'>, memberId: number) {
  return db
    .selectFrom('members')
    .leftJoin('countries as market', (join) =>
      join.on((on) =>
        on('market.id', '=', on.fn.coalesce('members.market_country_id', 'members.country_id')),
      ),
    )
    .select('market.currency_code')
    .where('members.id', '=', memberId);
}

/**
 * The basket's lines priced from the catalogue (never from the client), in cents: the subtotal at
 * original prices, the discount down to the campaign or discounted price, what remains after uDollar.
 */
export async function pricedBasket(db: Db | Trx, basketId: number, memberId: number) {
  const [lines, member] = await Promise.all([
    db
      .selectFrom('basket_products')
      .innerJoin('products', 'products.id', 'basket_products.product_id')
      .leftJoin('countries', 'countries.id', 'products.country_id')
      .select([
        'basket_products.product_id',
        'basket_products.quantity',
        'products.image',
        'products.languages',
        'products.stock',
        'products.original_price',
        'products.discounted_price',
        'products.campaign_discounted_price',
        'products.campaign_id',
        'products.discount_mode',
        'products.discount_message',
        'countries.currency_code',
      ])
      .where('basket_products.basket_id', '=', basketId)
      .orderBy('basket_products.product_id')
      .execute(),
    marketCurrency(db, memberId).executeTakeFirst(),
  ]);
  return priceLines(lines, member?.currency_code ?? null);
}

type BasketLine = {
  quantity: number;
  original_price: string;
  discounted_price: string;
  campaign_discounted_price: string | null;
  currency_code: string | null;
};

/**
 * Prices basket lines, in product order. The currency is the products'
 * (one order is paid in one), else the member's market's, else SGD.
 */
export function priceLines<L extends BasketLine>(lines: L[], memberCurrency: string | null) {
  const priced = lines.map((l) => {
    const unit = cents(l.campaign_discounted_price ?? l.discounted_price);
    const original = Math.max(cents(l.original_price), unit);
    return {
      ...l,
      unitCents: unit,
      lineCents: unit * l.quantity,
      originalCents: original * l.quantity,
    };
  });
  const subTotal = priced.reduce((s, l) => s + l.originalCents, 0);
  const total = priced.reduce((s, l) => s + l.lineCents, 0);
  const currency = lines.find((l) => l.currency_code)?.currency_code ?? memberCurrency ?? 'SGD';
  return { lines: priced, subTotalCents: subTotal, totalCents: total, currency };
}

/** Points an order earns: one per whole unit of currency paid before uDollar. */
export const pointsFor = (totalCents: number) => Math.floor(totalCents / 100);

export const fromCents = (c: number) => money(c / 100);
export { cents };
