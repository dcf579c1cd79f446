import { basketHandlers } from '../operations/basket';
import { campaignsHandlers } from '../operations/campaigns';
import { evoucherHandlers } from '../operations/evoucher';
import { friendsHandlers } from '../operations/friends';
import { notificationsHandlers } from '../operations/notifications';
import { orderHandlers } from '../operations/order';
import { udollarHandlers } from '../operations/udollar';
import type { HandlerMap } from '../operations/types';

/** The commerce half of the contract (issue 5). */
export const commerceHandlers: HandlerMap = {
  ...basketHandlers,
  ...udollarHandlers,
  ...orderHandlers,
  ...evoucherHandlers,
  ...friendsHandlers,
  ...notificationsHandlers,
  ...campaignsHandlers,
};
