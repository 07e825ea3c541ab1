/**
 * `GET /api/payments/reconciliation?from&to&tz` (admin + payments.order_payments.view_order_payments):
 * what Stripe and PayPal report over those days against the ledger, every mismatch with what it is about
 * (the list `npm run reconcile` prints). 422 on `from` for a bad range or one longer than a year; 502 when
 * a provider cannot be read. The mismatches' messages and the notes are in the caller's language (the
 * boundary translates only an answer's own `message`).
 * @see services/reconcile/index.ts, docs/payments.md "Reconciliation"
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reconciliationQuery, reconciliationReport } from '@scriptorium/contracts/payments';
import { fieldError, HttpError } from '../../../../lib/http-errors.js';
import { ProviderUnavailableError, reconcile } from '../../../../services/reconcile/index.js';
import { translateText } from '../../../../core/i18n/index.js';

const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: { roles: ['admin'], permission: 'payments.order_payments.view_order_payments' } },
      schema: {
        tags: ['payments'],
        summary: 'Compare what Stripe and PayPal report over a date range with the ledger',
        querystring: reconciliationQuery,
        response: { 200: reconciliationReport },
      },
    },
    async (request) => {
      const { from, to, tz } = request.query;
      try {
        const report = await reconcile(
          { db: app.db, stripe: app.config.stripe, paypal: app.config.paypal },
          { from, to, timeZone: tz },
        );
        const say = (text: string) => translateText(request.locale, text);
        return {
          ...report,
          mismatches: report.mismatches.map((m) => ({ ...m, message: say(m.message) })),
          notes: report.notes.map(say),
        };
      } catch (err) {
        if (err instanceof RangeError) throw fieldError('from', err.message);
        if (err instanceof ProviderUnavailableError) {
          request.log.warn({ err }, 'reconciliation: provider unavailable');
          throw new HttpError(502, err.message);
        }
        throw err;
      }
    },
  );
};

export default reconciliationRoutes;
