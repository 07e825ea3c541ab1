import { useMemo } from 'react';
import type { Order } from '@scriptorium/contracts/orders';
import { useT } from '@scriptorium/shared-kit/core';
import { AutoForm, PopupFrame } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { actionForm, type FormAction } from './actionForms.js';

/** Props of {@link ActionFormModal}. */
export interface ActionFormModalProps {
  kind: FormAction;
  order: Order;
  isClient: boolean;
  onClose: () => void;
  /** After the server accepted the change (the modal closes itself 1.5 s later). */
  onDone: () => void;
}

/**
 * An order action's form in a modal (the kit's AutoForm: 422 messages under the fields, the server's
 * success message as a toast, the modal closing 1.5 s after success).
 * @see docs/product.md §4 Toolkit (form status), §4 Orders
 */
export function ActionFormModal({ kind, order, isClient, onClose, onDone }: ActionFormModalProps) {
  const t = useT(catalog);
  // Rebuilt only when the order (or the language) changes: a re-render of the page (a refetch starting, a toast) must
  // not hand the open form new fields while someone is choosing an option.
  const spec = useMemo(() => actionForm(kind, order, isClient, t), [kind, order, isClient, t]);
  return (
    <PopupFrame open kind="modal" size="md" title={spec.title} onClose={onClose}>
      <AutoForm
        fields={spec.fields}
        action={spec.action}
        method={spec.method}
        schema={spec.schema}
        initialValues={spec.initialValues}
        submitLabel={spec.submitLabel}
        onSuccess={onDone}
      />
    </PopupFrame>
  );
}
