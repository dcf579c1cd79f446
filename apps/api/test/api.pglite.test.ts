import { afterAll, beforeAll, describe } from 'vitest';

import { startApi, type TestApi } from './helpers';
import { accountsSuite } from './suites/auth';
import { catalogueSuite } from './suites/catalogue';
import { profileSuite } from './suites/profile';
import { seedSuite } from './suites/seed';

// One server and database per file: starting PGlite is the slow part.
describe('given the api on pglite', () => {
  let api: TestApi;
  const getApi = () => api;

  beforeAll(async () => {
    api = await startApi('pglite');
  });

  afterAll(async () => {
    await api?.close();
  });

  seedSuite(getApi);
  accountsSuite(getApi);
  catalogueSuite(getApi);
  profileSuite(getApi);
});
