import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MerchantOperationName, MerchantRequestOf, MerchantResponseOf } from '../contract';
import type { MerchantApiError, MerchantClient } from '../merchant-client';

/** Keys nest under ['merchant'] as the contract's do ([group, operation, params]). */
export const merchantKeys = {
  all: ['merchant'] as const,
  me: (key: string) => ['merchant', 'me', { key }] as const,
};

/**
 * The merchant api's queryOptions and mutationOptions, over one client, for the key of the till
 * (each takes it: the page checks a typed key with `me` before keeping it).
 */
export function createMerchantQueries(client: MerchantClient) {
  function mutation<N extends MerchantOperationName>(name: N, key: string) {
    return mutationOptions<MerchantResponseOf<N>, MerchantApiError, MerchantRequestOf<N>>({
      mutationKey: ['merchant', name],
      mutationFn: (request) => client.call(name, request, { key }),
    });
  }

  return {
    /** Who the key belongs to; a wrong key fails with 401 (never retried). */
    me: (key: string) =>
      queryOptions({
        queryKey: merchantKeys.me(key),
        queryFn: ({ signal }) => client.call('me', {}, { key, signal }),
        retry: false,
        staleTime: Infinity,
      }),
    check: (key: string) => mutation('check', key),
    /**
     * Redeems once per idempotency_key: the api answers the same redemption again (`replay`) for
     * the same key, so a double tap or a retry after a lost answer never redeems twice.
     */
    redeem: (key: string) => mutation('redeem', key),
  };
}

export type MerchantQueries = ReturnType<typeof createMerchantQueries>;
