import { lazy, Suspense } from 'react';
import { Placeholder } from './Placeholder.js';
import type { PhoneInputProps } from '../phone-input/PhoneInput.js';

const Impl = lazy(() => import('../phone-input/PhoneInput.js').then((m) => ({ default: m.PhoneInput })));

/**
 * {@link import('../phone-input/PhoneInput.js').PhoneInput} loaded on first render (the country
 * dataset and libphonenumber-js stay out of screens without a phone field).
 * @see docs/product.md §5 (Phone), §3 (Country option)
 */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<Placeholder height={24} />}>
      <Impl {...props} />
    </Suspense>
  );
}
