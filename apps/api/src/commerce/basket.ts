import type { Db } from '../db';
import { money } from '../lib/format';
import type { Trx } from './tx';

const cents = (value: string | number | null) => Math.round(Number(value ?? 0) * 100);

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
    db
      .selectFrom('members')
      .leftJoin('countries', (join) =>
        join.on((eb) =>
          eb(
            'countries.id',
            '=',
            eb.fn.coalesce('members.market_country_id', 'members.country_id'),
          ),
        ),
      )
      .select('countries.currency_code')
      .where('members.id', '=', memberId)
      .executeTakeFirst(),
  ]);
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
  const currency =
    lines.find((l) => l.currency_code)?.currency_code ?? member?.currency_code ?? 'SGD';
  return { lines: priced, subTotalCents: subTotal, totalCents: total, currency };
}

/** Points an order earns: one per whole unit of currency paid before uDollar. */
export const pointsFor = (totalCents: number) => Math.floor(totalCents / 100);

export const fromCents = (c: number) => money(c / 100);
export { cents };
