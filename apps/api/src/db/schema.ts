import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Extra phone of an employee (§3 Employee phones list). */
export type ExtraPhone = { prefix: string; number: string; notes: string; has_whatsapp: boolean; has_signal: boolean };
/** Extra e-mail of an employee (§3 Employee alt_emails list). */
export type ExtraEmail = { email: string; notes: string };

/** Numbered sections of the policy pages (§2 /policy/{type}), one row per language. */
export const policySections = pgTable(
  'policy_sections',
  {
    id: serial('id').primaryKey(),
    policyType: text('policy_type').notNull(),
    lang: text('lang').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policy_sections_type_lang_position').on(t.policyType, t.lang, t.position)],
);

/** Useful links (§2 /useful-links), one row per language. */
export const usefulLinks = pgTable(
  'useful_links',
  {
    id: serial('id').primaryKey(),
    lang: text('lang').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('useful_links_lang_position').on(t.lang, t.position)],
);

/** Member companies (§3 Company). Status is staff-controlled; expiry is derived from created_at + subscription_months. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: integer('type').notNull(),
    vatNumber: text('vat_number').notNull(),
    registryOrderNumber: text('registry_order_number').notNull().default(''),
    registryUniqueId: text('registry_unique_id').notNull().default(''),
    registryYear: text('registry_year').notNull().default(''),
    /** "J40/1234/2019": order number-unique id-year; empty for companies outside Romania. */
    registryCombination: text('registry_combination').notNull().default(''),
    street: text('street').notNull().default(''),
    number: text('number').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    fax: text('fax').notNull().default(''),
    website: text('website').notNull().default(''),
    /** Shown on the firm card (§2 company details); not asked at registration, so it may be unknown. */
    establishmentYear: integer('establishment_year'),
    subscriptionMonths: integer('subscription_months').notNull(),
    status: text('status').$type<'pending' | 'active' | 'inactive'>().notNull().default('pending'),
    /** Reference the applicant writes on the bank transfer. */
    paymentReference: text('payment_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Start of the paid period: the creation date (§2), renewed when staff re-approve an expired company. */
    subscriptionStartedAt: timestamp('subscription_started_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Issue 33: protected data. The phone and e-mail partners see are the administrator's record; the bank account is the company's. */
    bankAccount: text('bank_account').notNull().default(''),
    /** Since when staff vouch for each contact (the approval, then each approved change request). */
    phoneVerifiedSince: timestamp('phone_verified_since', { withTimezone: true }),
    emailVerifiedSince: timestamp('email_verified_since', { withTimezone: true }),
    bankAccountVerifiedSince: timestamp('bank_account_verified_since', { withTimezone: true }),
    /** The last approved change of each (partners are warned for 30 days after it). */
    phoneChangedAt: timestamp('phone_changed_at', { withTimezone: true }),
    emailChangedAt: timestamp('email_changed_at', { withTimezone: true }),
    bankAccountChangedAt: timestamp('bank_account_changed_at', { withTimezone: true }),
    /** The name as searched and sorted: without accents and case (migration 0011), kept by PostgreSQL. */
    foldedName: text('folded_name')
      .notNull()
      .generatedAlwaysAs(sql`immutable_unaccent(lower(name))`),
    /** End of the paid period: subscription_started_at + subscription_months, in UTC (migration 0011). */
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`subscription_end(subscription_started_at, subscription_months)`),
  },
  (t) => [
    uniqueIndex('companies_vat_number').on(t.vatNumber),
    uniqueIndex('companies_registry_combination')
      .on(t.registryCombination)
      .where(sql`registry_combination <> ''`),
    index('companies_status').on(t.status),
    // Company search (migration 0011): the folded name matched by trigrams and sorted, the VAT number matched.
    index('companies_folded_name_trgm').using('gin', sql`${t.foldedName} gin_trgm_ops`),
    index('companies_vat_number_trgm').using('gin', sql`${t.vatNumber} gin_trgm_ops`),
    index('companies_folded_name').on(t.foldedName, t.id),
    // Companies that may use the exchange now, counted on the index alone.
    index('companies_active').on(t.status, t.subscriptionEndsAt),
  ],
);

/** People who log in: company members (admin or employee) and staff superusers (no company). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** argon2id; null until the user sets a password through the reset flow. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    phonePrefix: text('phone_prefix').notNull().default('+40'),
    phone: text('phone').notNull().default(''),
    spokenLanguages: text('spoken_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** §3 Employee: extra phones and e-mails, kept only when complete (§5). */
    phones: jsonb('phones').$type<ExtraPhone[]>().notNull().default([]),
    altEmails: jsonb('alt_emails').$type<ExtraEmail[]>().notNull().default([]),
    hasWhatsApp: boolean('has_whatsapp').notNull().default(false),
    hasSignalApp: boolean('has_signal_app').notNull().default(false),
    shouldReceiveTruckEmails: boolean('should_receive_truck_emails').notNull().default(false),
    shouldReceiveWareEmails: boolean('should_receive_ware_emails').notNull().default(false),
    /** Hiring proof (.pdf/.jpg/.png) in storage; required when an admin creates an employee. */
    hiringProofKey: text('hiring_proof_key'),
    hiringProofName: text('hiring_proof_name'),
    /** End of the last window covered by the new-entries digest e-mails (issue 6), per form type. */
    truckDigestSentAt: timestamp('truck_digest_sent_at', { withTimezone: true }),
    wareDigestSentAt: timestamp('ware_digest_sent_at', { withTimezone: true }),
    role: text('role').$type<'admin' | 'employee'>().notNull().default('employee'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Interface language for e-mails. */
    language: text('language').notNull().default('en'),
    /** Updates published before the account existed are never announced to it (§4 update notice). */
    lastSeenUpdate: timestamp('last_seen_update', { withTimezone: true }).defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email').on(t.email), index('users_company').on(t.companyId)],
);

/** Files of a company: registration documents and, later, the documents manager. Bytes live in storage. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'registration' | 'company'>().notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the bytes (issue 33 signals: the same papers as another company); null for older rows. */
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_company').on(t.companyId)],
);

/** Refresh tokens by jti. A family is one login; reuse of a rotated token revokes the whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user').on(t.userId), index('refresh_tokens_family').on(t.familyId)],
);

/** Password reset tokens, stored as SHA-256 hashes; single use, expiring, superseded by a newer request. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash').on(t.tokenHash), index('password_reset_tokens_user').on(t.userId)],
);

/** Staff invitations to /registration-initialized?tid=…: the company reviews its data and resends it. */
export const onboardingInvitations = pgTable('onboarding_invitations', {
  tid: text('tid').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Published updates (§4 update notice); the newest row is the current one. */
export const updateInfo = pgTable('update_info', {
  id: serial('id').primaryKey(),
  type: text('type').$type<'minor' | 'major'>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every API process (login and reset limits). */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
