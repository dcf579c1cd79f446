import { operations, type Group, type OperationName } from '../contract';

/**
 * Query keys nest as [group, operation, params]: invalidating [group] clears the family,
 * [group, operation] every variant of one call.
 */
export const queryKeys = {
  group: (group: Group) => [group] as const,
  operation: <N extends OperationName>(name: N) => [operations[name].group, name] as const,
  call: <N extends OperationName, P extends object>(name: N, params: P) =>
    [operations[name].group, name, params] as const,
};

/** What paying, redeeming or sending changes in the wallet: vouchers and uDollar balances. */
export const walletKeys = [
  ['evoucher'],
  queryKeys.operation('list_udollar_giftcards'),
  queryKeys.operation('history_udollar_giftcards'),
] as const;
