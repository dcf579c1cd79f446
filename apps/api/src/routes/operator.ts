import crypto from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ApiError } from '../lib/errors';
import { RateLimiter } from '../lib/rate-limit';
import { opsRegistry } from '../ops/commands';
import { OpsRefusal, runCommand, type OpsRegistry } from '../ops/registry';
import type { Services } from '../services';

/** What one address may ask of the operator api: calls per minute, and wrong keys per hour. */
export const OPERATOR_LIMITS = { callsPerMinute: 60, badKeysPerHour: 10 };

/**
 * The operator api: every command of `pnpm ops` as `POST /api/ops/<its words>` (JSON body: the
 * command's input; a file field is `{ name, text }`), and `GET /api/ops` listing them. Only with
 * OPERATOR_KEY set (otherwise not served at all), only to `Authorization: Bearer <OPERATOR_KEY>`;
 * every call, refused ones too, is rate-limited per address and written to operator_audit.
 */
export async function registerOperatorRoutes(
  app: FastifyInstance,
  services: Services,
  options: { key: string | undefined; production: boolean; registry?: OpsRegistry },
) {
  const { key, production } = options;
  if (!key) return;
  const registry = options.registry ?? opsRegistry;
  const expected = crypto.createHash('sha256').update(`Bearer ${key}`).digest();
  const calls = new RateLimiter(
    'operator-calls',
    OPERATOR_LIMITS.callsPerMinute,
    60_000,
    services.limitStore,
  );
  const badKeys = new RateLimiter(
    'operator-bad-keys',
    OPERATOR_LIMITS.badKeysPerHour,
    3_600_000,
    services.limitStore,
  );
  const audit = (
    actor: string,
    command: string,
    message: string,
    outcome: 'ok' | 'refused' = 'refused',
  ) =>
    services.db
      .insertInto('operator_audit')
      .values({ via: 'api', actor, command, input: '{}', outcome, message })
      .execute();

  // Checks the address's limits and the key; answers the refusal itself (and audits it).
  const admit = async (request: FastifyRequest, command: string): Promise<void> => {
    const address = request.ip;
    try {
      await badKeys.check(address, 'Too many calls with a wrong operator key');
      await calls.hit(address, 'Too many operator calls');
    } catch (error) {
      await audit(address, command, (error as Error).message);
      throw error;
    }
    const given = crypto
      .createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) {
      await badKeys.record(address);
      await audit(address, command, 'no valid operator key');
      throw new ApiError(
        401,
        'The operator api needs its key: Authorization: Bearer <OPERATOR_KEY>.',
      );
    }
  };

  app.get('/api/ops', async (request, reply) => {
    await admit(request, '(list)');
    await audit(request.ip, '(list)', 'listed the commands', 'ok');
    return reply.header('cache-control', 'no-store').send({
      success: true,
      commands: registry.all().map((c) => ({
        name: c.name,
        path: `/api/ops/${c.name.replace(/ /g, '/')}`,
        summary: c.summary,
        usage: c.usage ?? '',
        help: c.help ?? '',
      })),
    });
  });

  app.post<{ Params: { '*': string } }>(
    '/api/ops/*',
    // A catalogue of 10,000 products with inline pictures is tens of megabytes.
    { bodyLimit: 64 * 1024 * 1024 },
    async (request, reply) => {
      const words = request.params['*'].split('/').filter(Boolean);
      const name = words.join(' ');
      await admit(request, name);
      const command = registry.get(name);
      if (!command) {
        throw new ApiError(404, `No operator command "${name}" (GET /api/ops lists them).`);
      }
      const body = request.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new ApiError(400, 'The body is the command input, a JSON object.');
      }
      try {
        const result = await runCommand(
          {
            db: services.db,
            storage: services.storage,
            cashier: services.cashier,
            now: () => services.clock.now(),
            production,
            via: 'api',
            actor: request.ip,
          },
          command,
          body,
        );
        return reply
          .header('cache-control', 'no-store')
          .send({ success: true, summary: result.summary, data: result.data ?? null });
      } catch (error) {
        if (error instanceof OpsRefusal) {
          return reply
            .status(400)
            .send({ success: false, message: error.message, problems: error.problems });
        }
        throw error;
      }
    },
  );
}
