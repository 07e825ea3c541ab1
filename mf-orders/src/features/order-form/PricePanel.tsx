import { lazy, Suspense, type ReactNode } from 'react';
import { Grid, Spin, Typography } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { Money } from '@scriptorium/shared-kit/format';
import { catalog } from '../../i18n/form/catalog.js';
import { FormPanel } from './FormPanel.js';
import type { PriceFigures } from './usePrice.js';

/** Loads the price lines' code: the order form calls it on the first tap or key in it (see {@link OrderForm}). */
export const loadPriceBreakdown = () => import('./PriceBreakdown.js');
const PriceBreakdown = lazy(loadPriceBreakdown);

/** Props of {@link PricePanel}. */
export interface PricePanelProps {
  price: PriceFigures | null;
  /** The server has not confirmed the figure yet. */
  checking: boolean;
  /** Custom form: show the deadline rate. */
  custom: boolean;
  packageName?: string | null;
}

/**
 * The live price panel (USD): service price (or the package's), additional services, discount, the
 * deadline rate on the custom form, and the total — or 'Quote required' when the order needs a quote.
 * @see docs/product.md §2 (/orders/new-order-form live price panel, /orders/form price panel), §9 (price total)
 */
export function PricePanel({ price, checking, custom, packageName }: PricePanelProps) {
  const t = useT(catalog);
  return (
    <FormPanel
      small
      title={t('orders.price.title')}
      extra={
        checking ? (
          // The label on a status region: a plain element (antd's spinner) may not carry one (ARIA).
          <span role="status" aria-label={t('orders.price.checking')}>
            <Spin size="small" />
          </span>
        ) : null
      }
      data-testid="price-panel"
    >
      {!price ? (
        <Typography.Text type="secondary">{t('orders.price.chooseService')}</Typography.Text>
      ) : (
        <>
          {/* Loaded on the first tap or key in the form (see OrderForm), so nearly always here before a choice. */}
          <Suspense fallback={null}>
            <PriceBreakdown price={price} custom={custom} packageName={packageName} />
          </Suspense>
          <Typography.Title level={3} style={{ margin: '8px 0 0' }} data-testid="price-total">
            {price.quote ? t('orders.price.quoteRequired') : <Money value={price.amount} currency="USD" />}
          </Typography.Title>
          {price.quote && <Typography.Text type="secondary">{t('orders.price.quoteNote')}</Typography.Text>}
        </>
      )}
    </FormPanel>
  );
}

/**
 * `children` where the price goes at the screen's width: beside the form from antd's lg breakpoint
 * (992 px; `beside`), above Submit below it (the order form renders one slot in each place). A component
 * of its own because antd learns the breakpoint only after the first render and then renders again: here
 * that is this slot, not the whole form (at the takeover of a page sent as HTML it re-rendered every field,
 * docs/benchmarks.md).
 */
export function PriceSlot({ beside, children }: { beside: boolean; children: ReactNode }) {
  const wide = Grid.useBreakpoint().lg ?? true;
  return wide === beside ? children : null;
}
