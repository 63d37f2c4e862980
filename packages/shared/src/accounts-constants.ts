/** Company types of §3: 0 carrier (transporter), 1 forwarder (speditie), 2 producer. */
export const COMPANY_TYPES = [0, 1, 2] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_NAMES: Record<CompanyType, 'carrier' | 'forwarder' | 'producer'> = {
  0: 'carrier',
  1: 'forwarder',
  2: 'producer',
};

/** §5: registration documents required per company type. */
export const REQUIRED_REGISTRATION_DOCUMENTS: Record<CompanyType, number> = { 0: 3, 1: 3, 2: 2 };
/** Upload limits for registration documents (PDF only). */
export const REGISTRATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const REGISTRATION_DOCUMENTS_MAX_COUNT = 10;
/** All documents of one registration request together (issue 14: a request may not hold 100 MB of memory). */
export const REGISTRATION_UPLOAD_MAX_TOTAL_BYTES = 30 * 1024 * 1024;

export type CompanyStatus = 'pending' | 'active' | 'inactive';
export type UserRole = 'admin' | 'employee';

/** §9 session timing. */
export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const REFRESH_TOKEN_SECONDS = 24 * 60 * 60;
export const REFRESH_BEFORE_EXPIRY_SECONDS = 30;
export const REFRESH_WARNING_SECONDS = 60 * 60;
export const SESSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const UPDATE_CHECK_INTERVAL_MS = 600_000;

/** Password reset: token lifetime and request limit (5 per 30 min per e-mail). */
export const RESET_TOKEN_SECONDS = 6 * 60 * 60;
export const RESET_REQUESTS_PER_WINDOW = 5;
export const RESET_REQUEST_WINDOW_SECONDS = 30 * 60;
/** Login: 10 attempts per minute per IP and per account. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** §5 common passwords, compared case-insensitively. */
export const COMMON_PASSWORDS = [
  'password',
  '123456',
  '12345678',
  'qwerty',
  'abc123',
  'football',
  'letmein',
  'monkey',
  '111111',
  '1234567',
];

/** Contract templates the applicant signs, served as /media/register_contracts/{document}_{lang}.pdf. */
export const REGISTER_CONTRACT_DOCUMENTS = ['membership_contract', 'data_processing_agreement'] as const;

export type UpdateType = 'minor' | 'major';
