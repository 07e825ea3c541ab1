import { reconciliationReport } from '@scriptorium/contracts/payments';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';
import { viewerTimeZone } from '@scriptorium/shared-kit/dates';

/** One run of the reconciliation: the days asked for (MM/dd/yyyy, as the date-range picker emits them) and when Run was pressed. */
export interface ReconciliationRun {
  from: string;
  to: string;
  /** `Date.now()` of the click: each Run asks the providers again. */
  at: number;
}

/**
 * `GET payments/reconciliation?from&to&tz` for `run`: what Stripe and PayPal report over those days (the
 * viewer's, `tz`) against the ledger, parsed as `reconciliationReport`. Loads nothing until a run is given.
 * @see docs/payments.md "Reconciliation"
 */
export const reconciliationQuery = (run: ReconciliationRun | null) =>
  queryOptions({
    queryKey: ['payments', 'reconciliation', run],
    queryFn: () =>
      getParsed(reconciliationReport, 'payments/reconciliation', {
        from: run!.from,
        to: run!.to,
        tz: viewerTimeZone(),
      }),
    enabled: run !== null,
    staleTime: Infinity,
  });
