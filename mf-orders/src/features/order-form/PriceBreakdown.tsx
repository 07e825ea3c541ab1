import { Descriptions } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { Money } from '@scriptorium/shared-kit/format';
import { catalog } from '../../i18n/form/catalog.js';
import type { PriceFigures } from './usePrice.js';

/** Props of {@link PriceBreakdown}. */
export interface PriceBreakdownProps {
  price: PriceFigures;
  /** Custom form: show the deadline rate. */
  custom: boolean;
  packageName?: string | null;
}

/**
 * The price panel's lines (USD): service price (or the package's), additional services, discount and, on
 * the custom form, the deadline rate. Shown once a service is chosen, so it loads after the form is on
 * screen (antd's Descriptions, ~4 KB gzip, is not part of the form's first download).
 * @see docs/product.md §2 (/orders/new-order-form live price panel, /orders/form price panel)
 */
export default function PriceBreakdown({ price, custom, packageName }: PriceBreakdownProps) {
  const t = useT(catalog);
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'service',
          label: packageName ? t('orders.price.package', { name: packageName }) : t('orders.price.service'),
          children: <Money value={price.service_price} currency="USD" />,
        },
        {
          key: 'extras',
          label: t('orders.price.additionalServices'),
          children: <Money value={price.additional_services} currency="USD" />,
        },
        {
          key: 'discount',
          label: t('orders.price.discount'),
          children: <Money value={price.discount} currency="USD" />,
        },
        ...(custom
          ? [{ key: 'rate', label: t('orders.price.deadlineRate'), children: `× ${price.deadline_rate}` }]
          : []),
      ]}
    />
  );
}
