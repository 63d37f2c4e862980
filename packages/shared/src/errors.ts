import { z } from 'zod';

/** Stable machine codes of DESIGN §3, with the HTTP status each answers with. */
export const ERROR_STATUS = {
  validation_failed: 400,
  invalid_credentials: 400,
  vat_number_exists: 400,
  registry_combination_exists: 400,
  email_exists: 400,
  insufficient_documents: 400,
  unsupported_file: 400,
  file_too_large: 400,
  not_authenticated: 401,
  token_not_valid: 401,
  company_inactive: 403,
  permission_denied: 403,
  /** Issue 33: protected company data changes only through a change request staff approve. */
  change_request_required: 403,
  not_found: 404,
  company_not_found: 404,
  /** A create's uid is already used by another company's entry (a replay by the same company answers the entry). */
  uid_conflict: 409,
  /** Issue 33: a company has one pending change request at a time; an entry is reported gone once per company. */
  change_request_pending: 409,
  already_reported: 409,
  /** An offer on (issue 31) or a gone report of (issue 33) the caller's own company's entry. */
  own_entry: 400,
  /** The company already has an open offer on this entry (one per company per entry). */
  offer_exists: 409,
  /** The deal is no longer open (agreed, declined, withdrawn, cancelled), or not agreed for a cancel. */
  deal_not_open: 409,
  /** The entry's loading window or validity is over: no offer on it. */
  entry_expired: 409,
  /** The entry was taken by an agreed deal: no more offers, edits or refreshes. */
  entry_taken: 409,
  /** A side cannot accept the terms it proposed itself. */
  own_terms: 409,
  /** Issue 32 (decision 038): an after-transport step of a deal that is not (or no longer) agreed. */
  deal_not_agreed: 409,
  /** The deal's delivery is not in the state this step needs (reported twice, confirmed before reported …). */
  delivery_state_conflict: 409,
  /** The carrier reports a delivery before the unloading date (at the unloading place). */
  delivery_too_early: 409,
  /** The payer's 7 days to confirm or dispute are over. */
  confirm_window_closed: 409,
  /** An agreed deal is no longer cancelled once its delivery was reported. */
  deal_delivered: 409,
  /** The invoice date, or the payment date, is recorded once; a payment needs an invoice first. */
  invoice_recorded: 409,
  payment_recorded: 409,
  invoice_missing: 409,
  /** A rating before the delivery was reported, or more than 30 days after it. */
  rating_not_open: 409,
  /** A rating is changed only within 48 hours of being given. */
  rating_locked: 409,
  /** The rated company replies once. */
  reply_exists: 409,
  /** A registration document is the record staff approved the company on: its members cannot delete it. */
  document_locked: 409,
  /** Decision 067: a deal has one open payment incident; a second one filed from it is refused. */
  incident_exists: 409,
  /** A payment incident filed from a deal needs that deal's invoice unpaid past its payment term. */
  deal_not_overdue: 409,
  rate_limited: 429,
  server_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** The one error body every failing API call answers with. */
export const apiErrorSchema = z
  .object({
    code: errorCodeSchema,
    detail: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** The request's id (also in the X-Request-Id header): what support asks for to find it in the logs. */
    request_id: z.string().optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
