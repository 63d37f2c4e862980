import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Members of other companies with this phone (issue 33 signals; index users_phone of migration 0023).
 * The prefix is not compared: the same national number under another prefix is worth staff's look too.
 */
export function selectMembersByPhone(db: Database, phone: string, exceptCompanyId: number) {
  return db
    .select({ companyId: users.companyId, value: sql<string>`${users.phonePrefix} || ' ' || ${users.phone}` })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.phone, ''), isNotNull(users.companyId), ne(users.companyId, exceptCompanyId)))
    .limit(50);
}

/** Members of other companies writing from this e-mail domain (index users_email_domain). */
export function selectMembersByEmailDomain(db: Database, domain: string, exceptCompanyId: number) {
  return db
    .select({ companyId: users.companyId, value: users.email })
    .from(users)
    .where(and(sql`split_part(${users.email}, '@', 2) = ${domain}`, isNotNull(users.companyId), ne(users.companyId, exceptCompanyId)))
    .limit(50);
}
