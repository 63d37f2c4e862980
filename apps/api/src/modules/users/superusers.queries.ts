import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

// The staff accounts the CLI creates or promotes (`create-superuser`).

export type SuperuserFields = { email: string; passwordHash: string; firstName: string; lastName: string };

/** A superuser belongs to no company; promoting a member detaches them from their company. */
export async function upsertSuperuser(db: Database, fields: SuperuserFields): Promise<{ id: number; created: boolean }> {
  const staff = { passwordHash: fields.passwordHash, isSuperuser: true, isActive: true, companyId: null, role: 'admin' as const };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, fields.email));
  if (existing) {
    await db.update(users).set(staff).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ ...staff, email: fields.email, firstName: fields.firstName, lastName: fields.lastName })
    .returning({ id: users.id });
  if (!row) throw new Error('superuser insert returned no row');
  return { id: row.id, created: true };
}
