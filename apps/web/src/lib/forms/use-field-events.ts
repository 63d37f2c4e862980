import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ErrorCodes, useSchemaForm } from './use-schema-form';

type SchemaForm<Values extends Record<string, unknown>> = Pick<ReturnType<typeof useSchemaForm<Values>>, 'form' | 'showServerErrors'>;

/**
 * Field handlers of a useSchemaForm form that keep their identity across renders, and an error of
 * the API that stays on its field until the field changes (decision 006).
 *
 * - `change(path, value)` and `leave(path)` are the same functions on every render, so a long form
 *   can pass them to memoised inputs and a keystroke re-renders one field, not sixty.
 * - `leave` checks the field with the form's schema, as Mantine does on blur, except while the field
 *   shows the API's error (`email_exists`, which no schema can know): leaving it unchanged keeps it.
 * - `showServerErrors` is useSchemaForm's, remembering which errors came from the API.
 */
export function useFieldEvents<Values extends Record<string, unknown>>({ form, showServerErrors }: SchemaForm<Values>) {
  const latest = useRef(form);
  const server = useRef<ErrorCodes>({});
  useLayoutEffect(() => {
    latest.current = form;
  });

  const handlers = useMemo(
    () => ({
      change: (path: string, value: unknown) => {
        delete server.current[path];
        latest.current.setFieldValue(path, value as never);
      },
      leave: (path: string) => {
        const error = latest.current.errors[path];
        if (error !== undefined && error === server.current[path]) return;
        latest.current.validateField(path);
      },
    }),
    [],
  );

  const showKept = (fields: Record<string, string[]> | undefined, known: (path: string) => boolean = () => true): boolean => {
    server.current = Object.fromEntries(
      Object.entries(fields ?? {}).flatMap(([path, codes]) => (known(path) && codes[0] ? [[path, codes[0]]] : [])),
    );
    return showServerErrors(fields, known);
  };

  return { ...handlers, showServerErrors: showKept };
}
