import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';
import { firstFieldOnScreen } from './first-field';

/** Error codes per dotted path (`company.VATNumber`, `phones.0.number`), as lib/forms/issue-codes answers them. */
export type ErrorCodes = Record<string, string>;

type Options<Values> = {
  initialValues: Values;
  /** The shared zod schema's verdict on the values: an error code per dotted path, none when valid. */
  validate: (values: Values) => ErrorCodes;
  /** The id of a field's control: a failed submit focuses the invalid field that comes first on screen. */
  fieldId: (path: string) => string;
};

/**
 * The one form layer of the app (decision 016): `@mantine/form` holding the values, the shared zod
 * schema judging them (through issueCodes), errors kept as codes and translated when shown, a field's
 * error shown once it was left or the form submitted and cleared when it changes, the API's field
 * errors (`fields`) put on their fields, the invalid field first on screen focused after a failed submit.
 */
export function useSchemaForm<Values extends Record<string, unknown>>({ initialValues, validate, fieldId }: Options<Values>) {
  const { t, i18n } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(values) as FormErrors,
    validateInputOnBlur: true,
    clearInputErrorOnChange: true,
  });

  /** The shown text of a field's error, in the current interface language. */
  const fieldError = (path: string): string | undefined => {
    const code = form.errors[path];
    return typeof code === 'string' ? errorText(t, i18n, code) : undefined;
  };

  /** Runs `onValid` with values that pass; otherwise shows every error and focuses the invalid field first on screen. */
  const submit = (onValid: (values: Values) => void) =>
    form.onSubmit(onValid, (errors) => firstFieldOnScreen(Object.keys(errors), fieldId)?.focus());

  /** Whether a path has its control on screen: the fields a form shows are the fields it knows. */
  const onScreen = (path: string) => document.getElementById(fieldId(path)) !== null;

  /**
   * The API's field errors on their fields (the first code of each), the one first on screen focused;
   * answers whether any of them names a field of this form (`known`, by default a field on screen),
   * so the caller shows a general alert otherwise.
   */
  const showServerErrors = (fields: Record<string, string[]> | undefined, known: (path: string) => boolean = onScreen): boolean => {
    const shown = Object.entries(fields ?? {}).filter(([path, codes]) => known(path) && codes[0]);
    if (shown.length === 0) return false;
    form.setErrors(Object.fromEntries(shown.map(([path, codes]) => [path, codes[0]])));
    firstFieldOnScreen(
      shown.map(([path]) => path),
      fieldId,
    )?.focus();
    return true;
  };

  return { form, fieldError, submit, showServerErrors };
}
