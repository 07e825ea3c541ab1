import { lazy, Suspense } from 'react';
import { Placeholder } from './Placeholder.js';
import type { AutoFormProps } from '../auto-form/AutoForm.js';

const Impl = lazy(() => import('../auto-form/AutoForm.js').then((m) => ({ default: m.AutoForm })));

/**
 * {@link import('../auto-form/AutoForm.js').AutoForm} loaded on first render (react-hook-form, the
 * resolvers and the field inputs stay out of screens without a generated form).
 * @see docs/product.md §4 Toolkit, §5
 */
export function AutoForm(props: AutoFormProps) {
  return (
    <Suspense fallback={<Placeholder rows={4} height={24} />}>
      <Impl {...props} />
    </Suspense>
  );
}
