import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** A bearer header for the user, signed like a login would (no password hashing in every test). */
export async function bearer(app: FastifyInstance, userId: number): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await app.tokens.signAccess(userId)}` };
}

/** The stored row, to prove a refused request changed nothing. */
export async function userRow(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type EmployeeFormFields = Record<string, string | string[]>;

/** A valid multipart employee form (spec §7 flat fields) with a hiring proof, overridable per field. */
export function employeeForm(
  fields: EmployeeFormFields = {},
  proof: { name: string; bytes: Buffer; type?: string } | null = null,
): FormData {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const values: EmployeeFormFields = {
    first_name: 'Elena',
    last_name: 'Vasile',
    email: `elena.${unique}@example.com`,
    role: 'employee',
    job_title: 'expeditor',
    phone_prefix: '+40',
    phone: '0722 123-456',
    hasSignalApp: 'true',
    hasWhatsApp: 'false',
    should_receive_truck_emails: 'true',
    should_receive_ware_emails: 'false',
    spoken_languages: ['de', 'ro'],
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  if (proof) form.append('hiring_proof', new Blob([new Uint8Array(proof.bytes)], { type: proof.type ?? 'application/pdf' }), proof.name);
  return form;
}
