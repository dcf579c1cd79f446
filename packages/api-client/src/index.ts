export * from './contract';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './errors';
export {
  DEFAULT_COUNTRY_ID,
  DEFAULT_LANGUAGE,
  LANGUAGES as UI_LANGUAGES,
  createDeviceStorage,
  deviceStorage,
  type DeviceStorage,
  type Language,
  type StorageListener,
  type StorageValues,
  type StoredToken,
  type StoredUser,
} from './storage';
export { STORAGE_KEYS, type StorageKey } from './storage-keys';
export {
  TOKEN_EXPIRY_MARGIN_SECONDS,
  createApiClient,
  type ApiClient,
  type ApiClientConfig,
  type CallFields,
  type CallOptions,
} from './transport';
export {
  basketCountOf,
  createMutations,
  createQueries,
  queryKeys,
  shouldRetry,
  walletKeys,
  type MutationVariables,
  type Mutations,
  type Queries,
} from './queries';
