// Production is a mode we test: what exists only for development (the sandbox cashier, the
// sandbox social login, the demo members, the OTP outbox, the default keys) is impossible there,
// and the api refuses to start, in one clear line, without what production requires.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, DEFAULT_API_KEY, loadConfig, SETTINGS, settingsTable } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { seedIfEmpty } from '../src/db/seed';
import { SandboxCashier } from '../src/payments/sandbox';
import { onEachDatabase, startApi } from './helpers';

const apiRoot = path.resolve(import.meta.dirname, '..');
const productionEnv = {
  NODE_ENV: 'production',
  UGIFT_API_KEY: 'a-key-of-our-own',
  OTP_SECRET: 'x'.repeat(32),
  FACEBOOK_APP_ID: '123',
  FACEBOOK_APP_SECRET: 'secret',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the settings');
};

describe('the settings', () => {
  it('take a metrics token and a trace collector, and refuse a short token in production', () => {
    const config = loadConfig({
      METRICS_TOKEN: 'short',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
    });
    expect(config.metricsToken).toBe('short');
    expect(config.otlpEndpoint).toBe('http://otel-collector:4318');
    expect(loadConfig({}).otlpEndpoint).toBeUndefined();
    expect(refusal({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toContain(
      'OTEL_EXPORTER_OTLP_ENDPOINT must be a URL',
    );
    expect(refusal({ ...productionEnv, METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN must be 32 characters or more',
    );
  });

  it('refuse TRUST_PROXY=true, and take a number of proxies or their addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be the number of proxies in front or their addresses, not true/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('keep the friendly development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      apiKey: DEFAULT_API_KEY,
      seedDemo: true,
      socialLogin: true,
      paymentProvider: 'sandbox',
      smsProvider: 'log',
      facebook: undefined,
    });
    // Made once and kept in the database by the first process (lib/secrets.ts).
    expect(config.otpSecret).toBeUndefined();
  });

  it('name every malformed setting in one line', () => {
    const message = refusal({ PORT: 'abc', SOCIAL_LOGIN: 'maybe', SEED_DEMO: 'yes' });
    expect(message).toMatch(/^Invalid settings: /);
    expect(message).toContain('PORT must be a port number');
    expect(message).toContain('SOCIAL_LOGIN must be on or off');
    expect(message).toContain('SEED_DEMO must be true or false');
    expect(message).not.toContain('\n');
    expect(refusal({ PORT: '70000' })).toContain('PORT must be a port number');
  });

  it('refuse production with nothing configured, naming each missing requirement', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Refusing to start in production: /);
    for (const name of [
      'UGIFT_API_KEY',
      'OTP_SECRET',
      'PAYMENT_PROVIDER',
      'SMS_PROVIDER',
      'FACEBOOK_APP_ID',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('refuse the default api key, a short OTP secret and the sandbox providers in production', () => {
    expect(refusal({ ...productionEnv, UGIFT_API_KEY: DEFAULT_API_KEY })).toContain(
      'UGIFT_API_KEY must be set to a key of your own',
    );
    expect(refusal({ ...productionEnv, OTP_SECRET: 'short' })).toContain('OTP_SECRET');
    const sandbox = refusal({ ...productionEnv, PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'log' });
    expect(sandbox).toContain('PAYMENT_PROVIDER must be a real payment provider');
    expect(sandbox).toContain('SMS_PROVIDER must be a real SMS gateway');
    // Only the providers are left: no built-in one is accepted in production yet.
    expect(sandbox).not.toContain('UGIFT_API_KEY');
    expect(sandbox).not.toContain('FACEBOOK');
  });

  it('need a social provider in production unless social login is off', () => {
    const { FACEBOOK_APP_ID: _id, FACEBOOK_APP_SECRET: _secret, ...noFacebook } = productionEnv;
    expect(refusal(noFacebook)).toContain('or SOCIAL_LOGIN=off');
    expect(refusal({ ...noFacebook, SOCIAL_LOGIN: 'off' })).not.toContain('FACEBOOK');
  });

  it('seed the demo members in production only when SEED_DEMO=true is given', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    // Production's other checks aside, the default flips.
    const { seedDemo } = (() => {
      try {
        return loadConfig({ ...productionEnv });
      } catch {
        return { seedDemo: false };
      }
    })();
    expect(seedDemo).toBe(false);
  });

  it('are all in the README table, which is generated from them', () => {
    const readme = fs.readFileSync(path.resolve(apiRoot, '../../README.md'), 'utf8');
    // Prettier pads the columns: compare the cells.
    const cells = (table: string) =>
      table
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
        .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()));
    const start = readme.indexOf('<!-- settings:start');
    const end = readme.indexOf('<!-- settings:end -->');
    expect(start).toBeGreaterThan(0);
    expect(cells(readme.slice(start, end))).toEqual(cells(settingsTable()));
    for (const setting of SETTINGS) expect(readme).toContain(`\`${setting.name}\``);
  });

  it('are read only by the config module: nothing else in the api reads process.env', () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
      });
    const readers = files(path.join(apiRoot, 'src')).filter(
      (file) =>
        !file.endsWith(`${path.sep}config.ts`) &&
        !file.endsWith('.test.ts') &&
        fs.readFileSync(file, 'utf8').includes('process.env'),
    );
    expect(readers).toEqual([]);
  });

  it('stop the api at start-up in production with one line and no server', () => {
    const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx');
    const run = spawnSync(tsx, ['src/main.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start in production: .*UGIFT_API_KEY/);
    expect(run.stdout).not.toContain('Ugift is running');
  }, 60_000);
});

describe('a server in production mode', () => {
  it('cannot be built with the sandbox cashier', async () => {
    await expect(startApi('pglite', {}, { production: true })).rejects.toThrow(
      'The sandbox cashier cannot run in production',
    );
  });

  onEachDatabase(
    (getApi) => {
      it('serves no sandbox cashier page, no OTP outbox and no sandbox social login', async () => {
        const api = getApi();
        expect(api.app.services?.cashier).not.toBeInstanceOf(SandboxCashier);
        // The routes themselves are not there (an unknown token would be a 404 anyway).
        for (const [method, url] of [
          ['GET', '/api/cashier/:token'],
          ['POST', '/api/cashier/:token/confirm'],
          ['POST', '/api/cashier/:token/fail'],
          ['GET', '/api/dev/outbox'],
          ['GET', '/api/dev/social'],
        ] as const) {
          expect(api.app.hasRoute({ method, url }), `${method} ${url}`).toBe(false);
        }
        const cashier = await api.app.inject({
          method: 'GET',
          url: `/api/cashier/${'a'.repeat(43)}`,
        });
        expect(cashier.statusCode).toBe(404);
        const confirm = await api.app.inject({
          method: 'POST',
          url: `/api/cashier/${'a'.repeat(43)}/confirm`,
        });
        expect(confirm.statusCode).toBe(404);
        const health = await api.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        const outbox = await api.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=1' });
        expect(outbox.statusCode).toBe(404);
        const guest = await api.guestToken();
        const social = await api.call(
          'login_facebook',
          {
            facebook_id: 'sandbox-1001',
            access_token: 'sandbox-token-sandbox-1001',
            full_name: 'Alice Tan',
          } as never,
          { token: guest },
        );
        expect(social.json()).toEqual({ success: false, message: 'Social login is turned off.' });
      });
    },
    {
      cashier: { name: 'test', createCheckout: async () => ({ url: '/x', expiresAt: new Date() }) },
    },
    { production: true },
  );
});

describe('the built web app in production', () => {
  it('is served without its source maps', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ugift</title>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc.js.map'), '{"version":3}');
    const cashier = {
      name: 'test',
      createCheckout: async () => ({ url: '/x', expiresAt: new Date() }),
    };
    for (const production of [true, false]) {
      const api = await startApi('pglite', production ? { cashier } : {}, { production, webRoot });
      try {
        const script = await api.app.inject({ method: 'GET', url: '/ugift/assets/index-abc.js' });
        expect(script.statusCode).toBe(200);
        const map = await api.app.inject({ method: 'GET', url: '/ugift/assets/index-abc.js.map' });
        expect(map.statusCode, `production ${production}`).toBe(production ? 404 : 200);
      } finally {
        await api.close();
      }
    }
    fs.rmSync(webRoot, { recursive: true, force: true });
  }, 60_000);
});

describe('a server in development mode', () => {
  onEachDatabase((getApi) => {
    it('serves the sandbox cashier, the OTP outbox and the sandbox social login', async () => {
      const api = getApi();
      expect(api.app.services?.cashier).toBeInstanceOf(SandboxCashier);
      for (const [method, url] of [
        ['GET', '/api/cashier/:token'],
        ['POST', '/api/cashier/:token/confirm'],
        ['GET', '/api/dev/outbox'],
        ['GET', '/api/dev/social'],
      ] as const) {
        expect(api.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
      }
      const guest = await api.guestToken();
      const social = await api.call(
        'login_facebook',
        {
          facebook_id: 'sandbox-1001',
          access_token: 'sandbox-token-sandbox-1001',
          full_name: 'Alice Tan',
        } as never,
        { token: guest },
      );
      expect(social.json()).toMatchObject({ success: true });
    });
  });
});

describe('the seed without demo members (production by default)', () => {
  it('loads the catalogue and no member', async () => {
    const db = await openDatabase({ dataDir: 'memory' });
    try {
      await migrate(db);
      expect(await seedIfEmpty(db, new Date(), { demoMembers: false })).toBe(true);
      const count = async (table: 'members' | 'products') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('members')).toBe(0);
      expect(await count('products')).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
