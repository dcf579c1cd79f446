import { DEFAULT_API_KEY } from '../src/config';
import type { ServicesConfig } from '../src/services';

/** The development settings every test server runs with (helpers.ts, fixtures/traced-api.ts). */
export function testServicesConfig(dataDir: string, production = false): ServicesConfig {
  return {
    apiKey: DEFAULT_API_KEY,
    tokenTtlSeconds: 3600,
    production,
    dataDir,
    otpSecret: 'test-secret',
    facebook: undefined,
  };
}
