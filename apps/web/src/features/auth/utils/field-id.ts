/** The id of an account form field's input (`field-company-VATNumber`), so a failed submit can focus it. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;
