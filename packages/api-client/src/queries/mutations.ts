import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { operations, type OperationName, type ResponseOf } from '../contract';
import type { ApiError } from '../errors';
import type { ApiClient, CallFields } from '../transport';
import { queryKeys, walletKeys } from './keys';

/** Mutation variables: the call's fields, plus files for the multipart operations. */
export type MutationVariables<N extends OperationName> = CallFields<N> &
  (N extends 'update_profile' | 'giftcard_to_basket' ? { files?: Record<string, Blob> } : unknown);

type Invalidation<N extends OperationName> =
  | readonly QueryKey[]
  | ((data: ResponseOf<N>, variables: MutationVariables<N>) => readonly QueryKey[]);

interface MutationSpec<N extends OperationName> {
  /** Query families the call changes: refetched after success. */
  invalidates?: Invalidation<N>;
  /** Device-storage or cache effects of a success, before invalidation. */
  after?: (data: ResponseOf<N>, variables: MutationVariables<N>, queryClient: QueryClient) => void;
}

const basket = queryKeys.group('basket');
const orders = queryKeys.group('order');
const friends = [
  queryKeys.operation('list_friend'),
  queryKeys.operation('list_facebook'),
  queryKeys.operation('list_friend_request'),
] as const;

/**
 * mutationOptions per operation that changes something, each invalidating what it changes:
 * basket changes refetch the basket (whose fetch rewrites the badge count), paying refetches
 * orders and the wallet, friend actions the three friend lists, and so on.
 */
export function createMutations(client: ApiClient) {
  function mutation<N extends OperationName>(name: N, spec: MutationSpec<N> = {}) {
    return mutationOptions<ResponseOf<N>, ApiError, MutationVariables<N>>({
      mutationKey: [operations[name].group, name],
      mutationFn: (variables) => {
        const { files, ...fields } = variables as MutationVariables<N> & {
          files?: Record<string, Blob>;
        };
        return (client.call as (n: N, f: unknown, o: object) => Promise<ResponseOf<N>>)(
          name,
          fields,
          files ? { files } : {},
        );
      },
      onSuccess: async (data, variables, _onMutateResult, context) => {
        spec.after?.(data, variables, context.client);
        const keys =
          typeof spec.invalidates === 'function'
            ? spec.invalidates(data, variables)
            : (spec.invalidates ?? []);
        await Promise.all(keys.map((queryKey) => context.client.invalidateQueries({ queryKey })));
      },
    });
  }

  /** Logging in or out changes whose data every member query shows. */
  const resetAll = (_data: unknown, _vars: unknown, queryClient: QueryClient) => {
    void queryClient.resetQueries();
  };

  const storeUser = (
    data: ResponseOf<'login'> | ResponseOf<'login_facebook'>,
    _vars: unknown,
    queryClient: QueryClient,
  ) => {
    client.storage.set('authUser', data.data);
    resetAll(data, _vars, queryClient);
  };

  return {
    auth: {
      getOtp: mutation('get_otp'),
      verifyOtp: mutation('verify_otp', {
        after: (data) => client.storage.set('OTP', data.otp_proof),
      }),
      createAccount: mutation('create_account', {
        after: () => client.storage.remove('OTP'),
      }),
      applyReferralCode: mutation('apply_referral_code', {
        invalidates: [
          queryKeys.operation('detail_profile'),
          queryKeys.operation('detail_campaign'),
        ],
      }),
      /** Stores authUser from the answer and refetches everything for the member. */
      login: mutation('login', { after: storeUser }),
      loginFacebook: mutation('login_facebook', { after: storeUser }),
      resetPassword: mutation('reset_password', {
        after: () => client.storage.remove('OTP'),
      }),
      /** Ends the server session, clears the stored user, badge count and social token. */
      logout: mutation('logout', {
        after: (data, vars, queryClient) => {
          client.storage.clearSession();
          resetAll(data, vars, queryClient);
        },
      }),
      trackLink: mutation('track_link'),
    },
    profile: {
      updateCountry: mutation('update_country', {
        after: (_d, vars) => {
          const user = client.storage.get('authUser');
          if (user)
            client.storage.set('authUser', { ...user, country_id: String(vars.country_id) });
        },
        invalidates: [queryKeys.operation('detail_profile')],
      }),
      setMarketCountry: mutation('set_market_country', {
        after: (_d, vars) => client.storage.set('country', String(vars.country_id)),
      }),
      updateProfile: mutation('update_profile', {
        invalidates: [queryKeys.operation('detail_profile')],
      }),
      updateFacebookId: mutation('update_facebook_id', {
        invalidates: [queryKeys.operation('detail_profile'), queryKeys.operation('list_facebook')],
      }),
      facebookMember: mutation('facebook_member', {
        invalidates: [queryKeys.operation('list_facebook')],
      }),
      addFriend: mutation('add_friend', { invalidates: friends }),
      acceptFriend: mutation('accept_friend', { invalidates: friends }),
      rejectFriend: mutation('reject_friend', { invalidates: friends }),
      removeFriend: mutation('remove_friend', { invalidates: friends }),
      readNotification: mutation('read_notification', {
        invalidates: [queryKeys.operation('list_notification')],
      }),
      updateReminderSettings: mutation('update_reminder_settings', {
        invalidates: [queryKeys.operation('get_reminder_settings')],
      }),
      subscribePush: mutation('subscribe_push', { invalidates: [] }),
      unsubscribePush: mutation('unsubscribe_push', { invalidates: [] }),
    },
    frontend: {
      markNotShowAgain: mutation('mark_not_show_again', {
        invalidates: [queryKeys.operation('list_popup')],
      }),
      redeemCampaignReward: mutation('redeem_campaign_reward', {
        invalidates: [queryKeys.operation('detail_campaign'), ...walletKeys],
      }),
    },
    basket: {
      /** Adding or changing a product refetches the basket and so its badge count. */
      productToBasket: mutation('product_to_basket', { invalidates: [basket] }),
      giftcardToBasket: mutation('giftcard_to_basket', { invalidates: [basket] }),
      updateOrderStatus: mutation('update_order_status', { invalidates: [basket] }),
      removeProduct: mutation('remove_product', { invalidates: [basket] }),
      removeGiftcard: mutation('remove_giftcard', { invalidates: [basket] }),
      updateBillingAddress: mutation('update_billing_address', { invalidates: [basket] }),
      applyUdollar: mutation('apply_udollar_giftcard', {
        invalidates: [basket, queryKeys.operation('list_udollar_giftcards')],
      }),
    },
    order: {
      /** The basket becomes an order: gid and basketCount are cleared (spec section 4). */
      reserveOrder: mutation('reserve_order', {
        after: () => {
          client.storage.remove('gid');
          client.storage.remove('basketCount');
        },
        invalidates: [basket, orders],
      }),
      /** Paying refetches orders and the wallet. */
      payOrder: mutation('pay_order', { invalidates: [orders, basket, ...walletKeys] }),
      getCashierUrl: mutation('get_cashier_url'),
      cancelOrder: mutation('cancel_order', { invalidates: [orders] }),
      sendOrder: mutation('send_order', { invalidates: [orders, ...walletKeys] }),
      /** Extensions (issue 24): move or cancel a Scheduled gift's delivery. */
      changeSchedule: mutation('change_schedule', { invalidates: [orders] }),
      cancelSchedule: mutation('cancel_schedule', { invalidates: [orders] }),
      /** Extension (issue 45): the recipient opened the closed card. */
      openOrder: mutation('open_order', { invalidates: [orders] }),
      /** Extension (issue 45): one recipient's gift of a multi-recipient order, sent again. */
      resendGift: mutation('resend_gift', { invalidates: [orders] }),
      redeemOrder: mutation('redeem_order', { invalidates: [orders, ...walletKeys] }),
    },
    evoucher: {
      refreshEvoucher: mutation('refresh_evoucher', { invalidates: [['evoucher']] }),
      markEvoucherUsed: mutation('mark_evoucher_used', { invalidates: [['evoucher']] }),
    },
  };
}

export type Mutations = ReturnType<typeof createMutations>;

/**
 * A retry policy for the QueryClient: retry only what may pass next time (network errors,
 * 5xx), never a refusal, a failure answer or a malformed body.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  const e = error as Partial<ApiError> | null;
  if (!e || e.name !== 'ApiError') return false;
  return e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500);
}
