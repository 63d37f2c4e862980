import { ApiRequestError } from '../../../lib/api-client';

/** Why the API refused to file an incident from a deal (decision 067); each has its words in `incidents.dealErrors`. */
export type DealRefusal = 'incident_exists' | 'deal_not_overdue' | 'not_deal_creditor' | 'deal_not_found' | 'deal_party_mismatch';

const BY_CODE: readonly DealRefusal[] = ['incident_exists', 'deal_not_overdue'];
const BY_FIELD: readonly DealRefusal[] = ['not_deal_creditor', 'deal_not_found', 'deal_party_mismatch'];

/** The refusal a failed submit carries: a code of its own, or the code of the `deal_id` or `companyId` field. */
export function dealRefusal(error: unknown): DealRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  const code = BY_CODE.find((refusal) => refusal === error.code);
  if (code) return code;
  const field = error.fields?.deal_id?.[0] ?? error.fields?.companyId?.[0];
  return BY_FIELD.find((refusal) => refusal === field) ?? null;
}
