import { afterAll, beforeAll, describe } from 'vitest';

import { startApi, type TestApi } from './helpers';
import { accountsSuite } from './suites/auth';
import { catalogueSuite } from './suites/catalogue';
import { profileSuite } from './suites/profile';
import { seedSuite } from './suites/seed';

// The same suites as on PGlite, against a fresh PostgreSQL database of its own.
describe('given the api on postgres', () => {
  let api: TestApi;
  const getApi = () => api;

  beforeAll(async () => {
    api = await startApi('postgres');
  });

  afterAll(async () => {
    await api?.close();
  });

  seedSuite(getApi);
  accountsSuite(getApi);
  catalogueSuite(getApi);
  profileSuite(getApi);
});
