// The contract alone: valibot schemas and pure helpers, no DOM, React, TanStack or MSW, so that
// the Node server imports the same description the client encodes from.
export { GROUPS, type Group } from './define';
export * from './entities';
export { type SortOrder } from './fields';
export { decodeForm, encodeFields, type FieldValue } from './form';
export { type OtpAction } from './operations/auth';
export { imageElementKeys } from './operations/basket';
export { type EvoucherFilter } from './operations/evoucher';
export {
  MERCHANT_CODE_STATUSES,
  MERCHANT_MESSAGES,
  MERCHANT_OPERATION_NAMES,
  merchantCodeSchema,
  merchantFailureSchema,
  merchantIdentitySchema,
  merchantOperationPath,
  merchantOperations,
  validateMerchantRequest,
  type MerchantCode,
  type MerchantCodeStatus,
  type MerchantIdentity,
  type MerchantOperationDefinition,
  type MerchantOperationName,
  type MerchantOperations,
  type MerchantRequestOf,
  type MerchantResponseOf,
} from './merchant';
export { INVITE_CAMPAIGN_ID } from './operations/frontend';
export { type OrderFilter } from './operations/order';
export { PRODUCT_LANGUAGES, PRODUCT_PAGE_MAX } from './operations/products';
export { PROFILE_TEXT_FIELDS } from './operations/profile';
export {
  OPERATION_NAMES,
  isOperationName,
  operationPath,
  operations,
  type AuthOf,
  type MemberOperationName,
  type OperationName,
  type OperationsOf,
  type RequestInputOf,
  type RequestOf,
  type ResponseOf,
} from './registry';
export { validateFiles, validateRequest, validateResponse, type IncomingFile } from './validate';
