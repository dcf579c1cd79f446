export { queryKeys, walletKeys } from './keys';
export { basketCountOf, createQueries, type Queries } from './queries';
export { createMutations, shouldRetry, type MutationVariables, type Mutations } from './mutations';
