import { z } from 'zod';
import { COMMON_PASSWORDS, COMPANY_TYPES, type CompanyStatus, type UserRole } from './accounts-constants';
import { COUNTRY_CODES, DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from './countries';
import { ibanValid, normalizeIban } from './iban';
import { SPOKEN_LANGUAGES } from './languages';

/**
 * §5 rules, written once for the API routes and the web forms. Every message is a stable code
 * (`vat_invalid` …) that the web translates as `validation.<code>`.
 */
const trimmed = () => z.string().trim();

/** §5: spaces and dashes stripped and leading zeros removed before the phone is checked or stored. */
export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '').replace(/^0+/, '');

export const emailSchema = trimmed()
  .min(1, 'email_required')
  .max(254, 'email_invalid')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email_invalid')
  .transform((value) => value.toLowerCase());

export const VAT_PATTERN = /^[A-Z]{2}[A-Z0-9]{6,12}$/;

export const registrationCompanySchema = z
  .object({
    name: trimmed().min(5, 'name_too_short').max(200, 'too_long'),
    type: z.union(COMPANY_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>], {
      error: 'required',
    }),
    VATNumber: trimmed()
      .transform((value) => value.toUpperCase().replace(/\s/g, ''))
      .pipe(z.string().min(1, 'required').max(14, 'vat_invalid').regex(VAT_PATTERN, 'vat_invalid')),
    registry_orderNumber: trimmed().toUpperCase().max(3, 'registry_order_invalid').default(''),
    registry_uniqueId: trimmed().max(5, 'registry_unique_invalid').default(''),
    registry_year: trimmed().max(4, 'registry_year_invalid').default(''),
    street: trimmed().max(200, 'too_long').default(''),
    number: trimmed().max(20, 'too_long').default(''),
    postal_code: trimmed().min(3, 'too_short').max(20, 'too_long'),
    city: trimmed().min(3, 'too_short').max(120, 'too_long'),
    country: z.enum(COUNTRY_CODES, { error: 'required' }),
    fax: trimmed().max(30, 'too_long').default(''),
    website: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'url_invalid' }).max(300, 'too_long')]).default(''),
    subscription_months: z.union([z.literal(6), z.literal(12)], { error: 'subscription_invalid' }).default(6),
    /** Issue 33: optional at registration; staff see it matched against refused and deactivated companies. */
    bank_account: z
      .string()
      .max(60, 'iban_invalid')
      .transform(normalizeIban)
      .refine((value) => value === '' || ibanValid(value), 'iban_invalid')
      .default(''),
  })
  .strict()
  .superRefine((company, ctx) => {
    // §5: a Romanian company (VAT starting with RO) gives its trade-register number in three parts.
    if (!company.VATNumber.startsWith('RO')) return;
    if (!/^[JF]\d{2}$/.test(company.registry_orderNumber))
      ctx.addIssue({ code: 'custom', path: ['registry_orderNumber'], message: 'registry_order_invalid' });
    if (!/^\d{1,5}$/.test(company.registry_uniqueId))
      ctx.addIssue({ code: 'custom', path: ['registry_uniqueId'], message: 'registry_unique_invalid' });
    if (!/^\d{4}$/.test(company.registry_year)) ctx.addIssue({ code: 'custom', path: ['registry_year'], message: 'registry_year_invalid' });
  });

export const registrationContactSchema = z
  .object({
    first_name: trimmed().min(3, 'name_too_short').max(100, 'too_long'),
    last_name: trimmed().min(3, 'name_too_short').max(100, 'too_long'),
    email: emailSchema,
    position: trimmed().max(100, 'too_long').default(''),
    phone_prefix: z.enum(PHONE_PREFIXES, { error: 'phone_prefix_invalid' }).default(DEFAULT_PHONE_PREFIX),
    phone_number: z
      .string()
      .transform(normalizePhone)
      .pipe(z.string().regex(/^\d{6,15}$/, 'phone_invalid')),
    spoken_languages: z
      .array(z.enum(SPOKEN_LANGUAGES, { error: 'language_invalid' }))
      .min(1, 'languages_required')
      .max(SPOKEN_LANGUAGES.length),
  })
  .strict();

/** The `data` part of POST /api/auth/register/ (§3 Registration payload). Documents travel as file parts. */
export const registrationSchema = z.object({ company: registrationCompanySchema, contact: registrationContactSchema }).strict();
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** §5 password rules; the confirmation is checked in the web form. */
export const passwordSchema = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .min(8, 'password_too_short')
  .max(128, 'password_too_long')
  .refine((value) => !/^\d+$/.test(value), 'password_entirely_numeric')
  .refine((value) => !COMMON_PASSWORDS.includes(value.toLowerCase()), 'password_too_common');

export const passwordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string().min(1, 'confirm_required') })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'passwords_must_match' });

export const loginSchema = z
  .object({ email: emailSchema, password: z.string().min(1, 'password_required').max(128) })
  .meta({ id: 'LoginInput' });
export const refreshSchema = z.object({ refresh: z.string().min(1).max(2048) }).meta({ id: 'RefreshInput' });
export const resetRequestSchema = z.object({ email: emailSchema }).meta({ id: 'ResetRequestInput' });
export const resetPasswordSchema = z
  .object({ token: z.string().min(16).max(256), new_password: passwordSchema })
  .meta({ id: 'ResetPasswordInput' });
/** POST /api/auth/change-password/: the current password proves it is the member, the new one follows §5. */
export const changePasswordSchema = z
  .object({ current_password: z.string().min(1, 'password_required').max(128), new_password: passwordSchema })
  .meta({ id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
/** The web form adds the confirmation, checked in the browser only (as for registration and reset). */
export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'password_required').max(128),
    new_password: passwordSchema,
    confirm: z.string().min(1, 'confirm_required'),
  })
  .refine((form) => form.new_password === form.confirm, { path: ['confirm'], message: 'passwords_must_match' });

/** §3 Session user, as login answers it and sessionStorage keeps it. */
export const sessionUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.enum(['admin', 'employee'] satisfies UserRole[]),
    company: z.number().int().nullable(),
    is_superuser: z.boolean(),
    last_seen_update: z.string().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z
  .object({ access: z.string(), refresh: z.string(), user: sessionUserSchema })
  .meta({ id: 'LoginResponse' });
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'RefreshResponse' });
export const registrationResponseSchema = z
  .object({ company_id: z.number().int(), status: z.literal('pending') })
  .meta({ id: 'RegistrationResponse' });
export const detailResponseSchema = z.object({ detail: z.string() }).meta({ id: 'DetailResponse' });

export const companyStatusSchema = z.enum(['pending', 'active', 'inactive'] satisfies CompanyStatus[]);

export const updateInfoSchema = z
  .object({ timestamp: z.iso.datetime().nullable(), type: z.enum(['minor', 'major']).nullable() })
  .meta({ id: 'UpdateInfo' });
export type UpdateInfo = z.infer<typeof updateInfoSchema>;

/**
 * GET /api/company-onboarding/{tid}/ (§2 /registration-initialized): the registration as stored, in
 * the shape of the registration payload so the web form can show it and send it back.
 */
export const onboardingDataSchema = z
  .object({
    company: z.object({
      name: z.string(),
      type: z.union(COMPANY_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]),
      VATNumber: z.string(),
      registry_orderNumber: z.string(),
      registry_uniqueId: z.string(),
      registry_year: z.string(),
      street: z.string(),
      number: z.string(),
      postal_code: z.string(),
      city: z.string(),
      country: z.enum(COUNTRY_CODES),
      fax: z.string(),
      website: z.string(),
      subscription_months: z.union([z.literal(6), z.literal(12)]),
    }),
    contact: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      position: z.string(),
      phone_prefix: z.enum(PHONE_PREFIXES),
      phone_number: z.string(),
      spoken_languages: z.array(z.enum(SPOKEN_LANGUAGES)),
    }),
    documents: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'OnboardingData' });
export type OnboardingData = z.infer<typeof onboardingDataSchema>;
