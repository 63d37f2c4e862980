/**
 * The control of the first of `paths` on screen, in document order, whatever order the errors were
 * found in (a schema reports them in its own order, the API in its own): a form never keeps a list of
 * its fields in screen order. Paths without a control on screen are passed over; null when none has one.
 */
export function firstFieldOnScreen(paths: Iterable<string>, fieldId: (path: string) => string): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const path of paths) {
    const field = document.getElementById(fieldId(path));
    if (field && (first === null || first.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING)) first = field;
  }
  return first;
}
