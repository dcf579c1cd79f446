export { queryKeys } from './keys';
export { createQueries, type Queries } from './queries';
export { createMutations, shouldRetry, type MutationVariables, type Mutations } from './mutations';
export { createMerchantQueries, merchantKeys, type MerchantQueries } from './merchant';
