import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** What `useTextForm` needs of a schema: zod's `safeParse` (the contracts' request schemas). */
export interface TextSchema<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The props an `<Input>` needs from {@link useTextForm}'s `field(name)`. */
export interface TextFieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A small text-only form state for the sign-in panel, so the first page people load does not download
 * react-hook-form. Same rules as the other panels' react-hook-form + zodResolver: the schema checks on
 * submit (the first message of each field shows under it, the first invalid field gets focus), and
 * after a submit every change checks again. Input ids are `auth-{name}`.
 * @param schema a contracts request schema (zod), e.g. `loginRequest`.
 */
export function useTextForm<K extends string, T>(schema: TextSchema<T>, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const latest = useRef(values);

  const check = useCallback(
    (next: Record<K, string>) => {
      const parsed = schema.safeParse(next);
      const found: Partial<Record<K, string>> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '') as K;
          if (key in next && found[key] === undefined) found[key] = issue.message;
        }
      }
      return { parsed, found };
    },
    [schema],
  );

  const field = (name: K): TextFieldBinding => ({
    id: `auth-${name}`,
    name,
    value: values[name],
    // From the values as last changed, not this render's: two fields changed before React renders again
    // (a browser's autofill, or the page taking over what was typed into its HTML) both stay.
    onChange: (event) => {
      const next = { ...latest.current, [name]: event.target.value };
      latest.current = next;
      setValues(next);
      if (submitted.current) setErrors(check(next).found);
    },
  });

  /** Shows `message` under `name` (a server's 422 message); `focus` moves the caret there. */
  const setError = (name: K, message: string, focus?: boolean) => {
    setErrors((e) => ({ ...e, [name]: message }));
    if (focus) globalThis.document?.getElementById(`auth-${name}`)?.focus();
  };

  /** A submit handler: checks the values, then runs `onValid` with the parsed ones (busy meanwhile). */
  const handleSubmit = (onValid: (data: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const { parsed, found } = check(values);
    setErrors(found);
    if (!parsed.success) {
      const first = (Object.keys(values) as K[]).find((k) => found[k] !== undefined);
      if (first) globalThis.document?.getElementById(`auth-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(parsed.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, field, setError, handleSubmit };
}
