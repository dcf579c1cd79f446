import type { HttpHandler } from 'msw';
import type { Basket, BasketProduct } from '../contract';
import * as d from './data';
import { fixtures } from './fixtures';
import { mockResponse } from './handlers';
import { MockFailure } from './resolvers';

export interface MockBasketState {
  basket: Basket | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function totals(basket: Basket): Basket {
  const sub = round2(basket.products.reduce((s, p) => s + p.amount, 0));
  const discount = round2(
    basket.products.reduce((s, p) => {
      const product = d.products.find((x) => x.id === p.product_id);
      const campaign = product?.campaign_info;
      return campaign ? s + (product.discounted_price - campaign.discounted_price) * p.quantity : s;
    }, 0),
  );
  return {
    ...basket,
    sub_total: sub,
    total_discount: discount,
    order_amount: round2(sub - discount - basket.udollar_amount),
  };
}

function emptyBasket(): Basket {
  return {
    ...d.basket,
    products: [],
    giftcard_id: '0',
    giftcard_image: '',
    giftcard_edit_parameter: '',
    sub_total: 0,
    total_discount: 0,
    order_amount: 0,
    udollar_amount: 0,
    order_status: '',
  };
}

/**
 * A basket that remembers: product_to_basket, remove_product, giftcard_to_basket,
 * remove_giftcard, update_billing_address, update_order_status and reserve_order change what
 * detail_basket answers. Put `handlers` before the default ones; `reset()` between tests.
 */
export function createMockBasket(initial: Basket | null = d.basket) {
  const state: MockBasketState = { basket: initial && structuredClone(initial) };
  const current = () => (state.basket ??= emptyBasket());
  const failure = (message: string) => new MockFailure(message);

  const handlers: HttpHandler[] = [
    mockResponse('detail_basket', () => ({
      ...fixtures.detail_basket,
      table: state.basket && totals(state.basket),
    })),
    mockResponse('product_to_basket', (f) => {
      const product = d.products.find((p) => p.id === f.product_id);
      if (!product) return failure('Product not found');
      const quantity = Number(f.quantity);
      if (quantity > product.stock) return failure(`Only ${product.stock} left in stock`);
      const basket = current();
      const line: BasketProduct = {
        product_id: product.id,
        image: product.image,
        quantity,
        amount: round2(product.discounted_price * quantity),
        currency_code: product.currency_code ?? 'SGD',
        multiple_languages: {
          en: { product_name: product.multiple_languages.en.name },
          ...(product.multiple_languages.cn?.name
            ? { cn: { product_name: product.multiple_languages.cn.name } }
            : {}),
          ...(product.multiple_languages.jp?.name
            ? { jp: { product_name: product.multiple_languages.jp.name } }
            : {}),
        },
        campaign_info: product.campaign_info
          ? {
              discount_mode: product.campaign_info.discount_mode,
              discount_message: product.campaign_info.discount_message,
            }
          : null,
      };
      const others = basket.products.filter((p) => p.product_id !== product.id);
      state.basket = { ...basket, products: [...others, line] };
      return fixtures.product_to_basket;
    }),
    mockResponse('remove_product', (f) => {
      const basket = current();
      state.basket = {
        ...basket,
        products: basket.products.filter((p) => p.product_id !== f.product_id),
      };
      return fixtures.remove_product;
    }),
    mockResponse('giftcard_to_basket', (f) => {
      const card = d.giftcards.find((g) => g.id === f.giftcard_id);
      if (!card) return failure('Gift card not found');
      state.basket = {
        ...current(),
        giftcard_id: card.id,
        giftcard_image: card.image,
        giftcard_edit_parameter: f.giftcard_edit_parameter ?? card.edit_parameter,
      };
      return fixtures.giftcard_to_basket;
    }),
    mockResponse('remove_giftcard', () => {
      state.basket = {
        ...current(),
        giftcard_id: '0',
        giftcard_image: '',
        giftcard_edit_parameter: '',
      };
      return fixtures.remove_giftcard;
    }),
    mockResponse('update_billing_address', (f) => {
      state.basket = { ...current(), billing_address: f.billing_address };
      return fixtures.update_billing_address;
    }),
    mockResponse('update_order_status', (f) => {
      state.basket = {
        ...current(),
        order_status: f.order_status === 'myself' ? 'Self-Use' : 'Gift',
      };
      return fixtures.update_order_status;
    }),
    mockResponse('reserve_order', () => {
      const basket = state.basket;
      if (!basket || (basket.products.length === 0 && basket.giftcard_id === '0'))
        return failure('Your cart is empty');
      state.basket = null;
      return fixtures.reserve_order;
    }),
  ];

  return {
    handlers,
    state,
    reset(next: Basket | null = initial) {
      state.basket = next && structuredClone(next);
    },
  };
}
