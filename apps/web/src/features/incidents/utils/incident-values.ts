import {
  INCIDENT_DOCUMENT_MAX_BYTES,
  INCIDENT_FILE_EXTENSIONS,
  INCIDENT_MIN_DOCUMENTS,
  paymentIncidentFieldsSchema,
  transportIncidentFieldsSchema,
  type IncidentCurrency,
  type IncidentKind,
} from '@freight/shared/incidents';
import { issueCodes } from '../../../lib/forms/issue-codes';

export type ChosenCompany = { id: number; name: string };

/** The overdue deal a payment incident is filed from (decision 067): its id goes to the API, its number is shown. */
export type SourceDeal = { id: number; number: string };

/** What the incident form holds; amounts and dates stay text until the shared schema reads them. */
export type IncidentFormValues = {
  company: ChosenCompany | null;
  description: string;
  pendingValue: string;
  currency: IncidentCurrency | '';
  deadline: string;
  incidentDate: string;
  documents: File[];
  /** Set only when the form was opened from a deal; never typed in. */
  deal: SourceDeal | null;
};

/** The form's error codes by value path (`company`, `incidentDate` …), the API's codes so both sides show the same texts. */
export type IncidentFieldErrors = Partial<Record<keyof IncidentFormValues, string>>;

/** The API's field names (§7) where the form's value paths differ. */
const VALUE_PATH: Record<string, keyof IncidentFormValues> = { companyId: 'company', incident_date: 'incidentDate' };

/** A field of the API's answer (`companyId`) as the form's value path (`company`). */
export const valuePath = (field: string): string => VALUE_PATH[field] ?? field;

export const emptyIncident = (): IncidentFormValues => ({
  company: null,
  description: '',
  pendingValue: '',
  // Issue 13 item 7: most debts on the exchange are in euros; the member can still choose another.
  currency: 'EUR',
  deadline: '',
  incidentDate: '',
  documents: [],
  deal: null,
});

/** The multipart text fields of §7, named as the API reads them. */
export function incidentFields(kind: IncidentKind, values: IncidentFormValues): Record<string, string> {
  const common = { companyId: values.company ? String(values.company.id) : '', description: values.description.trim() };
  return kind === 'payment'
    ? {
        ...common,
        pendingValue: values.pendingValue.trim(),
        currency: values.currency,
        deadline: values.deadline,
        ...(values.deal ? { deal_id: String(values.deal.id) } : {}),
      }
    : { ...common, incident_date: values.incidentDate };
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** A chosen file the browser can already refuse (§5): wrong extension or over 4 MB. The API checks the bytes again. */
export function fileProblem(kind: IncidentKind, file: File): 'unsupported_file' | 'file_too_large' | null {
  if (!INCIDENT_FILE_EXTENSIONS[kind].includes(extensionOf(file.name))) return 'unsupported_file';
  if (file.size > INCIDENT_DOCUMENT_MAX_BYTES) return 'file_too_large';
  return null;
}

/** §5 with the shared schema the API uses, plus the document rules (count, type by extension, size). */
export function validateIncident(kind: IncidentKind, values: IncidentFormValues): IncidentFieldErrors {
  const schema = kind === 'payment' ? paymentIncidentFieldsSchema : transportIncidentFieldsSchema;
  const parsed = schema.safeParse(incidentFields(kind, values));
  // The incident's fields are flat: each path is a field name of the API, renamed to the form's.
  const errors: IncidentFieldErrors = {};
  for (const [field, code] of Object.entries(parsed.success ? {} : issueCodes(parsed.error.issues)))
    errors[valuePath(field) as keyof IncidentFormValues] = code;
  const problem = values.documents.map((file) => fileProblem(kind, file)).find((code) => code !== null);
  if (problem) errors.documents = problem;
  else if (values.documents.length < INCIDENT_MIN_DOCUMENTS[kind]) errors.documents = 'insufficient_documents';
  return errors;
}

export function toIncidentForm(kind: IncidentKind, values: IncidentFormValues): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(incidentFields(kind, values))) form.append(key, value);
  for (const file of values.documents) form.append('documents', file, file.name);
  return form;
}
