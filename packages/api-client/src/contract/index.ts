// The contract alone: valibot schemas and pure helpers, no DOM, React, TanStack or MSW, so that
// the Node server imports the same description the client encodes from.
export {
  GROUPS,
  defineOperation,
  type AuthLevel,
  type FileRule,
  type Group,
  type OperationDefinition,
} from './define';
export * from './entities';
export { SORT_ORDERS, type SortOrder } from './fields';
export {
  decodeForm,
  encodeFields,
  type DecodedFields,
  type FieldValue,
  type FlatFields,
} from './form';
export { contractDocument } from './json-schema';
export { OTP_ACTIONS, type OtpAction } from './operations/auth';
export { imageElementKeys, isEditParameter } from './operations/basket';
export { EVOUCHER_FILTERS, type EvoucherFilter } from './operations/evoucher';
export { INVITE_CAMPAIGN_ID } from './operations/frontend';
export { ORDER_FILTERS, type OrderFilter } from './operations/order';
export { PROFILE_TEXT_FIELDS } from './operations/profile';
export {
  OPERATION_NAMES,
  isOperationName,
  operationPath,
  operations,
  type AuthOf,
  type MemberOperationName,
  type OperationName,
  type Operations,
  type OperationsOf,
  type RequestInputOf,
  type RequestOf,
  type ResponseOf,
} from './registry';
export {
  validateFiles,
  validateRequest,
  validateResponse,
  type IncomingFile,
  type ValidationResult,
} from './validate';
