import { ERROR_STATUS, type ErrorCode } from '@freight/shared/errors';

/** English sentences for each code; the web shows its own translation of the code. */
const DEFAULT_DETAIL: Record<ErrorCode, string> = {
  validation_failed: 'The request is not valid.',
  invalid_credentials: 'Email or password is wrong.',
  vat_number_exists: 'A company with this VAT number already exists.',
  registry_combination_exists: 'A company with this trade-register number already exists.',
  email_exists: 'This email address is already in use.',
  insufficient_documents: 'Not enough documents were uploaded.',
  unsupported_file: 'This type of file is not accepted.',
  file_too_large: 'The file is too large.',
  not_authenticated: 'Authentication is required.',
  token_not_valid: 'The token is not valid or has expired.',
  company_inactive: 'The company account is disabled; pay the subscription to enable it.',
  permission_denied: 'You are not allowed to do this.',
  not_found: 'Not found.',
  company_not_found: 'Company not found.',
  uid_conflict: 'This uid is already used by another entry.',
  change_request_required: 'This company data changes only through a change request staff approve.',
  change_request_pending: 'The company already has a change request waiting for staff.',
  already_reported: 'Your company has already reported this entry.',
  own_entry: 'This is an entry of your own company: you cannot make an offer on it or report it.',
  offer_exists: 'Your company already has an open offer on this entry.',
  deal_not_open: 'This deal can no longer be changed.',
  entry_expired: 'This entry has expired.',
  entry_taken: 'This entry was taken by an agreed deal.',
  own_terms: 'You cannot accept the terms your side proposed.',
  deal_not_agreed: 'This step needs an agreed deal.',
  delivery_state_conflict: 'The delivery of this deal is not in a state that allows this step.',
  delivery_too_early: 'The delivery can be reported on or after the unloading date.',
  confirm_window_closed: 'The 7 days to confirm or dispute the delivery are over.',
  deal_delivered: 'A delivered deal can no longer be cancelled.',
  invoice_recorded: 'The invoice date of this deal is already recorded.',
  payment_recorded: 'The payment of this deal is already recorded.',
  invoice_missing: 'Record the invoice date before the payment.',
  rating_not_open: 'This deal can be rated from its delivery for 30 days.',
  rating_locked: 'A rating can be changed only within 48 hours of being given.',
  reply_exists: 'Your company has already replied to this rating.',
  document_locked: 'A registration document stays: it is the record staff approved the company on.',
  incident_exists: 'A payment incident filed from this deal is already open.',
  deal_not_overdue: 'The invoice of this deal is not overdue: a payment incident can be filed from it once its payment term is over.',
  rate_limited: 'Too many requests; try again later.',
  server_error: 'Something went wrong on our side.',
  service_unavailable: 'The service is temporarily unavailable.',
};

/** The one error type of the API: a stable code, mapped to status and body by plugins/errors.ts. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string[]> | undefined;
  /** When the client may ask again (429, 503): the error handler sends it as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: { detail?: string; fields?: Record<string, string[]>; retryAfterSeconds?: number } = {}) {
    super(options.detail ?? DEFAULT_DETAIL[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function defaultDetail(code: ErrorCode): string {
  return DEFAULT_DETAIL[code];
}
