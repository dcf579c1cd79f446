import { authHandlers } from './auth';
import { basketHandlers } from './basket';
import { evoucherHandlers } from './evoucher';
import { frontendHandlers } from './frontend';
import { giftcardsHandlers } from './giftcards';
import { orderHandlers } from './order';
import { productsHandlers } from './products';
import { profileHandlers } from './profile';
import type { Handlers } from './types';

/**
 * Every operation of the contract with its handler, one file per contract group
 * (/api/external/{group}/). An operation without a handler does not compile.
 */
export const handlers: Handlers = {
  ...authHandlers,
  ...profileHandlers,
  ...frontendHandlers,
  ...productsHandlers,
  ...giftcardsHandlers,
  ...basketHandlers,
  ...orderHandlers,
  ...evoucherHandlers,
};
