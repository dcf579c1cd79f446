import { ELEMENT_TYPES } from '@ugift/giftcard-renderer/model';
import * as v from 'valibot';
import { defineOperation } from '../define';
import { basketSchema } from '../entities';
import * as f from '../fields';
import { ok, req, res } from './shared';

/** Fields of one element (the model's dozen and later ones), and how deep a value may nest. */
const MAX_ELEMENT_FIELDS = 40;
const MAX_ELEMENT_DEPTH = 4;

/** Whether a JSON value nests at most `depth` levels of lists and objects (an element is 1). */
function nestsWithin(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth === 0) return false;
  return Object.values(value).every((item) => nestsWithin(item, depth - 1));
}

/**
 * Checks the shape the server relies on: a list of elements with a type of the card's model
 * (the renderer owns it) and a key. The rest of each element is the renderer's to read, and is
 * kept as sent, so it is bounded: a few dozen fields, nested a few levels (issue 47: extra keys
 * nested 20,000 deep were stored).
 */
function isEditParameter(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        (ELEMENT_TYPES as readonly unknown[]).includes((e as { type?: unknown }).type) &&
        typeof (e as { key?: unknown }).key === 'string' &&
        Object.keys(e).length <= MAX_ELEMENT_FIELDS &&
        nestsWithin(e, MAX_ELEMENT_DEPTH),
    )
  );
}

/** The image element keys of an edit parameter: the only file fields giftcard_to_basket takes. */
export function imageElementKeys(editParameter: string): string[] {
  try {
    const parsed: unknown = JSON.parse(editParameter);
    if (!isEditParameter(parsed)) return [];
    return (parsed as { type: string; key: string }[])
      .filter((e) => e.type === 'image')
      .map((e) => e.key);
  } catch {
    return [];
  }
}

export const basketOperations = {
  detail_basket: defineOperation({
    option: 'detail_basket',
    group: 'basket',
    auth: 'member',
    summary:
      "The member's basket (null when there is none); the sum of product quantities is the badge count.",
    request: req({ member_id: f.memberId() }),
    response: res({ table: v.nullable(basketSchema) }),
  }),
  product_to_basket: defineOperation({
    option: 'product_to_basket',
    group: 'basket',
    auth: 'member',
    summary: 'Sets the quantity of a product in the basket (adds it when missing).',
    request: req({
      member_id: f.memberId(),
      product_id: f.id(),
      quantity: v.pipe(
        f.count(999),
        v.check((q) => Number(q) >= 1, 'must be at least 1'),
        v.description('How many, from 1 to 999.'),
      ),
    }),
    response: ok(),
  }),
  giftcard_to_basket: defineOperation({
    option: 'giftcard_to_basket',
    group: 'basket',
    auth: 'member',
    summary:
      'Puts a gift card with its customisation in the basket; uploaded photos go as files under their image element keys (multipart).',
    files: {
      kind: 'element-keys',
      mimePrefix: 'image/',
      maxBytes: 5 * 1024 * 1024,
      maxFiles: 10,
    },
    request: req({
      member_id: f.memberId(),
      giftcard_id: f.id(),
      giftcard_edit_parameter: v.optional(
        f.jsonText(
          200_000,
          isEditParameter,
          `a list of at most 50 edit elements with type and key, each of at most ${MAX_ELEMENT_FIELDS} fields nested at most ${MAX_ELEMENT_DEPTH} deep`,
        ),
      ),
    }),
    response: ok(),
  }),
  update_order_status: defineOperation({
    option: 'update_order_status',
    group: 'basket',
    auth: 'member',
    summary: 'Marks the basket order as for myself or as a gift.',
    request: req({ member_id: f.memberId(), order_status: v.picklist(['myself', 'gift']) }),
    response: ok(),
  }),
  remove_product: defineOperation({
    option: 'remove_product',
    group: 'basket',
    auth: 'member',
    summary: 'Removes a product from the basket.',
    request: req({ member_id: f.memberId(), product_id: f.id() }),
    response: ok(),
  }),
  remove_giftcard: defineOperation({
    option: 'remove_giftcard',
    group: 'basket',
    auth: 'member',
    summary: 'Removes the gift card from the basket.',
    request: req({ member_id: f.memberId() }),
    response: ok(),
  }),
  update_billing_address: defineOperation({
    option: 'update_billing_address',
    group: 'basket',
    auth: 'member',
    summary: 'Sets the billing address of the basket order.',
    request: req({ member_id: f.memberId(), billing_address: f.text(1000) }),
    response: ok(),
  }),
};
