import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../utils/field-errors';

/** The id of a field's input, so a failed submit can move the focus to the first invalid field. */
export const fieldId = (key: string) => `field-${key.replace(/\./g, '-')}`;

/**
 * Form state for flat values keyed by dotted path, checked by a validate function (the shared
 * zod schema). An error shows once its field was left or the form was submitted; an error from
 * the server stays on its field until that field changes.
 */
export function useFormState<V extends Record<string, unknown>>(initial: V, validate: (values: V) => FieldErrors) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V & string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const setValue = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);

  const touch = useCallback((key: keyof V & string) => setTouched((current) => (current[key] ? current : { ...current, [key]: true })), []);

  const errorOf = (key: keyof V & string) => serverErrors[key] ?? (submitted || touched[key] ? clientErrors[key] : undefined);

  /** Runs `onValid` only when the values pass; otherwise shows every error and focuses the first. */
  const handleSubmit = (onValid: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const invalid = Object.keys(clientErrors).filter((key) => clientErrors[key]);
    if (invalid.length === 0) {
      onValid(values);
      return;
    }
    const first = Object.keys(values).find((key) => invalid.includes(key)) ?? invalid[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return {
    values,
    setValue,
    touch,
    errorOf,
    isValid: Object.values(clientErrors).every((error) => !error),
    handleSubmit,
    setServerErrors,
  };
}
