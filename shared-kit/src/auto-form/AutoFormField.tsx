import { lazy, Suspense } from 'react';
import { Checkbox, Form, Input, InputNumber, Spin } from 'antd';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { format } from 'date-fns';
import { toDate } from '../display/formatters.js';
import { PickerInput } from '../date-range/PickerInput.js';
import { RemoteSelect, type SelectValue } from './RemoteSelect.js';
import type { TagValue } from '../tag-search/TagSearch.js';
import type { FieldSpec } from './fields.js';

// The country list and the suggest box load only when a form has such a field.
const PhoneInput = lazy(() => import('../phone-input/PhoneInput.js').then((m) => ({ default: m.PhoneInput })));
const TagSearch = lazy(() => import('../tag-search/TagSearch.js').then((m) => ({ default: m.TagSearch })));

/** Props of {@link AutoFormField}. */
export interface AutoFormFieldProps {
  field: FieldSpec;
  control: Control<FieldValues>;
  /** The message under the field (validation or the server's 422). */
  error?: string;
  /** DOM id prefix keeping ids unique when two forms share a page. */
  idPrefix: string;
}

const localInput = (v: unknown, pattern: string) => {
  const d = toDate(v);
  return d ? format(d, pattern) : '';
};

/**
 * One AutoForm field: its label (asterisk when required), the input its type asks for, the helper
 * text, and the error under it.
 * @see docs/product.md §5 (field types), docs/product.md §R3 Forms
 */
export function AutoFormField({ field, control, error, idPrefix }: AutoFormFieldProps) {
  const id = `${idPrefix}-${field.name.replace(/\W/g, '_')}`;
  const status = error ? 'error' : undefined;
  return (
    <Form.Item
      label={field.label}
      htmlFor={id}
      required={field.required}
      validateStatus={status}
      help={error}
      extra={field.helperText}
    >
      <Controller
        name={field.name}
        control={control}
        render={({ field: f }) => {
          const common = { id, onBlur: f.onBlur, status, placeholder: field.placeholder } as const;
          switch (field.type) {
            case 'password':
              return (
                <Input.Password
                  {...common}
                  value={(f.value as string) ?? ''}
                  onChange={(e) => f.onChange(e.target.value)}
                  autoComplete={field.name.includes('confirmation') ? 'new-password' : 'current-password'}
                />
              );
            case 'textarea':
              return (
                <Input.TextArea
                  {...common}
                  rows={4}
                  value={(f.value as string) ?? ''}
                  onChange={(e) => f.onChange(e.target.value)}
                />
              );
            case 'number':
              return (
                <InputNumber
                  {...common}
                  style={{ width: '100%' }}
                  value={f.value as number | null}
                  onChange={(v) => f.onChange(v)}
                />
              );
            case 'email':
              return (
                <Input
                  {...common}
                  type="email"
                  autoComplete="email"
                  value={(f.value as string) ?? ''}
                  onChange={(e) => f.onChange(e.target.value)}
                />
              );
            // Shown in the display format (docs/product.md §9), chosen with the browser's picker.
            case 'date':
              return (
                <PickerInput
                  {...common}
                  type="date"
                  value={localInput(f.value, 'yyyy-MM-dd')}
                  onChange={(v) => f.onChange(v || null)}
                />
              );
            case 'datetime':
              return (
                <PickerInput
                  {...common}
                  type="datetime-local"
                  value={localInput(f.value, "yyyy-MM-dd'T'HH:mm")}
                  onChange={(v) => f.onChange(v ? new Date(v).toISOString() : null)}
                />
              );
            case 'phone':
              return (
                <Suspense fallback={<Spin size="small" />}>
                  <PhoneInput {...common} value={(f.value as string) ?? ''} onChange={f.onChange} />
                </Suspense>
              );
            case 'select':
              return (
                <RemoteSelect
                  {...common}
                  url={field.url}
                  data={field.data}
                  valueKey={field.value}
                  labelKey={field.column}
                  multiple={field.multiple}
                  value={f.value as SelectValue}
                  onChange={f.onChange}
                />
              );
            case 'suggest':
              return (
                <Suspense fallback={<Spin size="small" />}>
                  <TagSearch
                    {...common}
                    url={typeof field.suggests === 'string' ? field.suggests : field.url}
                    data={field.data}
                    valueKey={field.value}
                    labelKey={field.column}
                    multiple={field.multiple ?? false}
                    allowFreeText={field.allowFreeText}
                    value={f.value as TagValue[] | TagValue | null}
                    onChange={f.onChange}
                  />
                </Suspense>
              );
            case 'file':
              return (
                <input
                  id={id}
                  type="file"
                  accept={field.accept}
                  multiple={field.multiple}
                  onBlur={f.onBlur}
                  onChange={(e) =>
                    f.onChange(field.multiple ? Array.from(e.target.files ?? []) : (e.target.files?.[0] ?? null))
                  }
                />
              );
            case 'checkbox':
              return <Checkbox id={id} checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />;
            default:
              return (
                <Input {...common} value={(f.value as string) ?? ''} onChange={(e) => f.onChange(e.target.value)} />
              );
          }
        }}
      />
    </Form.Item>
  );
}
