import type { FastifyInstance } from 'fastify';

import { SANDBOX_IDENTITIES } from '../auth/social';
import { ControlledClock } from '../lib/clock';
import { dateTimeSlash } from '../lib/format';
import type { Services } from '../services';

/**
 * Development helpers, closed in production: the SMS outbox (read OTPs without a phone) and the
 * sandbox social identities (log in socially without internet).
 */
export async function registerDevRoutes(app: FastifyInstance, services: Services) {
  registerTestClock(app, services);
  if (!services.devOutbox) return;
  app.get<{ Querystring: { phone?: string } }>('/api/dev/outbox', async (request) => {
    const phone = request.query.phone?.replace(/\D/g, '');
    let query = services.db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(20);
    if (phone) query = query.where('phone_number', '=', phone);
    const rows = await query.execute();
    return {
      success: true,
      message: 'Development outbox: the latest text messages, newest first',
      table: rows.map((r) => ({
        phone_number: r.phone_number,
        message: r.message,
        otp: /\b(\d{6})\b/.exec(r.message)?.[1] ?? '',
        created_date: dateTimeSlash(r.created_at),
      })),
    };
  });

  if (services.social.name === 'sandbox') {
    app.get('/api/dev/social', async () => ({
      success: true,
      message: 'Sandbox social identities: send access_token with login_facebook',
      table: SANDBOX_IDENTITIES.map(({ id, name, picture, token }) => ({
        id,
        name,
        picture,
        access_token: token,
      })),
    }));
  }
}

/**
 * The test-only clock control (TEST_CLOCK=on or a test's ControlledClock): POST /api/test/clock
 * with `reset` (back to real time), `set` (an ISO instant) and/or `advance_seconds` (moves "now"
 * on). Never registered in
 * production: createServices refuses a controlled clock there, and this checks again.
 */
function registerTestClock(app: FastifyInstance, services: Services) {
  const { clock } = services;
  if (services.config.production || !(clock instanceof ControlledClock)) return;
  app.post<{ Body: { advance_seconds?: unknown; set?: unknown; reset?: unknown } | undefined }>(
    '/api/test/clock',
    async (request, reply) => {
      const body = request.body ?? {};
      if (body.reset === true) clock.reset();
      if (body.set !== undefined) {
        const at = typeof body.set === 'string' ? new Date(body.set) : new Date(NaN);
        if (Number.isNaN(at.getTime()))
          return reply.code(400).send({ success: false, message: 'set must be an ISO instant' });
        clock.set(at);
      }
      if (body.advance_seconds !== undefined) {
        const seconds = Number(body.advance_seconds);
        if (!Number.isFinite(seconds) || seconds < 0 || seconds > 400 * 86_400)
          return reply
            .code(400)
            .send({ success: false, message: 'advance_seconds must be 0 to 34560000' });
        clock.advance(seconds * 1000);
      }
      return { success: true, message: 'Test clock', now: clock.now().toISOString() };
    },
  );
}
