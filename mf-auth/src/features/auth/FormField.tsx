import type { ReactElement } from 'react';
import { Form, Input } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';

/** react-hook-form's field props with the value as text (every auth field is text; null shows as ''). */
export type TextFieldProps<T extends FieldValues> = Omit<ControllerRenderProps<T, Path<T>>, 'value'> & {
  value: string;
};

interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  /** The input, given react-hook-form's field props (value as text) and the id its label points at. */
  render: (field: TextFieldProps<T>, id: string) => ReactElement;
}

/**
 * One react-hook-form field laid out as an antd `Form.Item`: label, input and — when invalid — the
 * field's message under it (validation or the server's 422 message).
 */
export function FormField<T extends FieldValues>({ control, name, label, required, render }: FormFieldProps<T>) {
  const id = `auth-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
        >
          {render({ ...field, value: field.value == null ? '' : String(field.value) }, id)}
        </Form.Item>
      )}
    />
  );
}

/** The new password and its confirmation (Register, Reset password), both required. */
export function NewPasswordFields<T extends { password: string; password_confirmation: string }>({
  control,
}: {
  control: Control<T>;
}) {
  const t = useT(catalog);
  const render = (f: TextFieldProps<T>, id: string) => <Input.Password {...f} id={id} autoComplete="new-password" />;
  return (
    <>
      <FormField
        control={control}
        name={'password' as Path<T>}
        label={t('auth.field.password')}
        required
        render={render}
      />
      <FormField
        control={control}
        name={'password_confirmation' as Path<T>}
        label={t('auth.field.password_confirmation')}
        required
        render={render}
      />
    </>
  );
}
