/**
 * M-Pesa's callbacks of a payout attempt (public: the path's token is unguessable and the body must name
 * the conversation we started; see services/payouts/mpesa-callbacks.ts):
 *   POST /payments/payouts/mpesa/:token/result | timeout | status | status-timeout
 *     → 200 {ResultCode: 0, ResultDesc} whenever the attempt exists (so Daraja stops retrying, even when
 *       the body changed nothing); 404 for an unknown token, or when M-Pesa payouts are not configured.
 * @see docs/payments.md Withdrawals and payouts
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/http-errors.js';
import { handleMpesaCallback, MPESA_CALLBACKS } from '../../../../services/payouts/mpesa-callbacks.js';
import { serviceDeps } from '../../../deps.js';

const params = z.object({ token: z.string(), kind: z.string() });
const accepted = z.object({ ResultCode: z.number().int(), ResultDesc: z.string() });

const payoutCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  app.post(
    '/mpesa/:token/:kind',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'M-Pesa B2C and transaction status callbacks of one payout attempt',
        params,
        response: { 200: accepted },
      },
    },
    async (request) => {
      const { token, kind } = request.params;
      const config = app.config.mpesa;
      const callback = MPESA_CALLBACKS.find((k) => k === kind);
      if (!config || !callback || !/^[\w-]{20,64}$/.test(token)) throw notFound('Payout');
      const outcome = await handleMpesaCallback(deps, config, request.origin, token, callback, request.body);
      if (outcome === 'unknown_attempt') throw notFound('Payout');
      request.log.info({ kind, outcome }, 'M-Pesa callback');
      return { ResultCode: 0, ResultDesc: `Accepted (${outcome})` };
    },
  );
};

export default payoutCallbackRoutes;
