// The client's entry (apps/web). Exports tagged @public are API for apps and tests that nothing in
// this repo imports yet (see the README); knip reports any other export nobody uses.
export * from './contract';
export {
  ApiError,
  /** @public */
  isApiError,
  /** @public */
  type ApiErrorInit,
  /** @public */
  type ApiErrorKind,
} from './errors';
export {
  /** @public */
  DEFAULT_COUNTRY_ID,
  /** @public */
  DEFAULT_LANGUAGE,
  /** @public */
  LANGUAGES as UI_LANGUAGES,
  /** @public */
  createDeviceStorage,
  deviceStorage,
  /** @public */
  type DeviceStorage,
  /** @public */
  type Language,
  /** @public */
  type StorageListener,
  type StorageValues,
  /** @public */
  type StoredToken,
  type StoredUser,
} from './storage';
/** @public */
export { STORAGE_KEYS, type StorageKey } from './storage-keys';
export {
  /** @public */
  TOKEN_EXPIRY_MARGIN_SECONDS,
  createApiClient,
  /** @public */
  type ApiClient,
  /** @public */
  type ApiClientConfig,
  type CallFields,
  /** @public */
  type CallOptions,
} from './transport';
export {
  MerchantApiError,
  createMerchantClient,
  /** @public */
  type MerchantCallOptions,
  /** @public */
  type MerchantClient,
  /** @public */
  type MerchantClientConfig,
} from './merchant-client';
export {
  createMerchantQueries,
  merchantKeys,
  /** @public */
  type MerchantQueries,
  createMutations,
  createQueries,
  queryKeys,
  /** @public */
  shouldRetry,
  /** @public */
  type MutationVariables,
  /** @public */
  type Mutations,
  /** @public */
  type Queries,
} from './queries';
