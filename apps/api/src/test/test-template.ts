import { randomBytes } from 'node:crypto';
import { openServerDatabase } from '../db/client';
import { withClient, withDatabase } from '../db/embedded-database';

/** A new database migrated to this release's schema, to be cloned by every test file of the run; answers its name. */
export async function createTemplate(serverUrl: string): Promise<string> {
  const name = `freight_template_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const handle = await openServerDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 1 });
  await handle.close();
  return name;
}

export async function dropTemplate(serverUrl: string, name: string) {
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** A new database cloned from the run's template; answers its URL and a function that drops it. */
export async function cloneTemplate(serverUrl: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`create database ${name} template ${template}`);
    // A clone does not inherit its template's database settings (the planner defaults of the migrations).
    const { rows } = await client.query<{ setting: string }>(
      `select unnest(setconfig) as setting from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
        where d.datname = $1 and s.setrole = 0`,
      [template],
    );
    for (const { setting } of rows) {
      const at = setting.indexOf('=');
      await client.query(`alter database ${name} set ${setting.slice(0, at)} = '${setting.slice(at + 1).replaceAll("'", "''")}'`);
    }
  });
  return {
    url: withDatabase(serverUrl, name),
    drop: () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
