// Mocks for Storybook and route tests: MSW handlers answering by the contract, and typed fixtures.
export * as mockData from './data';
export { editParameter, MEMBER_ID } from './data';
export { emptyFixture, fixtures, FIXTURE_TOKEN_EXPIRY } from './fixtures';
export {
  CONTRACT_PATH,
  handlers,
  mockDelay,
  mockEmpty,
  mockFailure,
  mockHttpError,
  mockLoading,
  mockMalformed,
  mockNetworkError,
  mockOperation,
  mockResponse,
} from './handlers';
export { codeImage, flagImage, SILENT_WAV, svgImage } from './images';
export { defaultResolvers, MockFailure, type Resolver } from './resolvers';
export { createMockBasket, type MockBasketState } from './stateful';
