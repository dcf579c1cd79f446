import { describe, expect, it } from 'vitest';

import { withEachDatabase } from '../../test/helpers';
import { ensureBasket, pricedBasket, putProduct } from './basket';

// Seed: Alice's basket (id 1) holds 2 x product 9 (90.00, sold at 72.00) and 1 x product 11
// (150.00); product 5 is sold out, product 12 is priced in MYR. Chris (3) has no basket.
const ALICE = 1;
const CHRIS = 3;

describe('commerce/basket', () => {
  withEachDatabase((getDb) => {
    it('prices the basket from the catalogue in cents: subtotal at original prices, total to pay', async () => {
      const priced = await pricedBasket(getDb(), 1, ALICE);
      expect(priced.lines.map((l) => [l.product_id, l.quantity, l.unitCents, l.lineCents])).toEqual(
        [
          [9, 2, 7200, 14400],
          [11, 1, 15000, 15000],
        ],
      );
      expect(priced).toMatchObject({ subTotalCents: 33000, totalCents: 29400, currency: 'SGD' });
    });

    it('sets a product’s quantity up to the stock, in the basket’s currency only', async () => {
      const db = getDb();
      expect(await putProduct(db, ALICE, 999, 1)).toMatchObject({
        message: 'This product does not exist.',
      });
      expect(await putProduct(db, ALICE, 5, 1)).toMatchObject({
        message: 'This product is out of stock.',
      });
      expect(await putProduct(db, ALICE, 9, 12)).toMatchObject({
        message: 'Only 11 left in stock.',
      });
      expect(await putProduct(db, ALICE, 12, 1)).toMatchObject({
        message: 'Your cart holds products paid in SGD: check it out first.',
      });
      expect(await putProduct(db, ALICE, 9, 3)).toBeUndefined();
      const priced = await pricedBasket(db, 1, ALICE);
      expect(priced.lines.find((l) => l.product_id === 9)!.quantity).toBe(3);
      expect(priced.lines).toHaveLength(2);
    });

    it('gives a member their one basket on first use', async () => {
      const db = getDb();
      const first = await ensureBasket(db, CHRIS);
      const again = await ensureBasket(db, CHRIS);
      expect(again.id).toBe(first.id);
      expect(await putProduct(db, CHRIS, 12, 2)).toBeUndefined();
      expect((await pricedBasket(db, first.id, CHRIS)).currency).toBe('MYR');
    });
  });
});
