import type { FastifyInstance } from 'fastify';

import { SANDBOX_IDENTITIES } from '../auth/social';
import { dateTimeSlash } from '../lib/format';
import type { Services } from '../services';

/**
 * Development helpers, closed in production: the SMS outbox (read OTPs without a phone) and the
 * sandbox social identities (log in socially without internet).
 */
export async function registerDevRoutes(app: FastifyInstance, services: Services) {
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
