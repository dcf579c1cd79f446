// Mocks for Storybook and route tests: MSW handlers answering by the contract, and typed fixtures.
// Exports tagged @public are documented in the README though nothing in this repo uses them yet.
export * as mockData from './data';
export { editParameter, MEMBER_ID } from './data';
export { emptyFixture, fixtures } from './fixtures';
export {
  CONTRACT_PATH,
  handlers,
  /** @public */
  mockDelay,
  mockEmpty,
  mockFailure,
  mockHttpError,
  mockLoading,
  /** @public */
  mockMalformed,
  /** @public */
  mockNetworkError,
  mockOperation,
  mockResponse,
} from './handlers';
export {
  createMockBasket,
  /** @public */
  type MockBasketState,
} from './stateful';
export {
  merchantCodeIn,
  merchantFailure,
  merchantFixtures,
  merchantHandlers,
  merchantRateLimited,
  merchantUnknownCode,
  mockMerchantOperation,
  type MerchantMocks,
} from './merchant';
