import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DbTimeouts } from './db/timeouts';
import type { S3Settings } from './storage/s3-storage';

/** Every setting of the README's configuration table, parsed once at start (DESIGN §4). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DB_PREPARED_STATEMENTS: z.enum(['0', '1']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_OUTBOX: z.enum(['0', '1']).optional(),
  MAIL_FROM: z.string().default('Freight Exchange <no-reply@freight-exchange.example>'),
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  DEMO_DATA: z.enum(['0', '1']).optional(),
  MEMBER_READS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
  COMPANY_PUBLISHES_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(300),
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ENTRY_DIGEST_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  STATS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(60_000),
  WS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  WS_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(16),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// address')
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  APP_VERSION: z.string().min(1).max(64).optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The same PostgreSQL without a pooler, for LISTEN, session advisory locks and migrations; with it
   * DATABASE_URL serves only the pool and may go through a transaction-mode pooler (pgbouncer).
   */
  databaseDirectUrl: string | undefined;
  /** Whether entry searches run as named (prepared) statements on the pool: not through a transaction-mode pooler. */
  dbPreparedStatements: boolean;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Folder of the built web app; absent in API-only tests. */
  webDist: string | undefined;
  /** Only behind a load balancer may X-Forwarded-For name the client (rate limits are per client IP). */
  trustProxy: boolean;
  /** HS256 key for access and refresh tokens; see resolveJwtSecret for the embedded default. */
  jwtSecret: string | undefined;
  /** SMTP server for mail; without it every mail is written to DATA_DIR/outbox as .eml (with DATABASE_URL only if MAIL_OUTBOX=1: see mailSettingProblem). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * How long one SMTP conversation may take (connect, greeting, each reply); a mail job that runs
   * twice as long is taken as lost (a killed process) and handed to another process.
   */
  mailSendTimeoutSeconds: number;
  /** How often the job queue's maintenance hands jobs of a process that died back to the others. */
  jobsMaintenanceSeconds: number;
  /** Demo accounts on a new database: on by default for the embedded database only. */
  demoData: boolean;
  /** Decision 071: entry and company reads a member may make a minute (and at once); 0 turns the limit off. */
  memberReadsPerMinute: number;
  /** Decision 071: entries a company may publish an hour (30 of them at once); 0 turns the limit off. */
  companyPublishesPerHour: number;
  /**
   * How long an entry search answer may be reused for the same question by the same company; any
   * entry event clears it at once in every process. 0 turns the cache off.
   */
  listCacheMs: number;
  /** How often a process looks for due new-entry digests (each member gets at most one per 15 minutes); 0 = off. */
  entryDigestIntervalMs: number;
  /** How long the realtime stats (a count over every live entry) are shared before they are computed again. */
  statsCacheMs: number;
  /** How long a member's standing (active user and company, role) is trusted before it is read again. */
  authCacheMs: number;
  /** Websocket bounds: each socket is pinged this often, and dropped once it misses a pong. */
  wsHeartbeatMs: number;
  /** A socket whose unsent data passes this many bytes is dropped (a reader that does not keep up). */
  wsMaxBufferedBytes: number;
  /** PostgreSQL (DATABASE_URL) time limits: a database that is down or frozen answers 503 after them, never hangs. */
  dbTimeouts: DbTimeouts;
  /** With DATABASE_URL: connections this process keeps to PostgreSQL (enough that a few slow statements do not hold up the cheap ones). */
  dbPoolSize: number;
  /** Files in an S3-compatible bucket (S3_BUCKET set), shared by every machine; undefined keeps them in DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** Bearer token a Prometheus scraper sends for GET /metrics on the main port; unset, /metrics answers 404 there. */
  metricsToken: string | undefined;
  /** A second port, on 127.0.0.1 only, that serves /metrics without a token (a scraper on the same machine). */
  metricsPort: number | undefined;
  /** On SIGTERM: how long the process answers not-ready before it stops taking connections (the balancer's checks notice). */
  shutdownDelayMs: number;
  /** Shown on the System page and in freight_build_info: APP_VERSION, else the package's version. */
  version: string;
};

const packageVersion = (): string => {
  try {
    const file = path.resolve(import.meta.dirname, '../package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Mail of a server on DATABASE_URL (issue 16): processes on several machines each have their own
 * DATA_DIR, so an outbox there is one nobody reads; mail must go to SMTP unless the outbox is asked for.
 */
function mailSettingProblem(e: z.infer<typeof envSchema>): string | undefined {
  if (e.SMTP_URL && e.MAIL_OUTBOX === '1') return 'MAIL_OUTBOX=1 and SMTP_URL are both set: keep one of them.';
  if (!e.DATABASE_URL || e.SMTP_URL || e.MAIL_OUTBOX === '1') return undefined;
  return (
    'SMTP_URL is required with DATABASE_URL (mail must reach its recipients whichever process sends it). ' +
    'Set SMTP_URL=smtp://user:pass@host:587, or MAIL_OUTBOX=1 to write every mail to DATA_DIR/outbox of the process that sends it (tests, trials).'
  );
}

/**
 * Parses the environment. `sendsMail: false` is for tools that never send mail (the CLI), which need
 * no mail setting even with DATABASE_URL.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { sendsMail?: boolean } = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const s3 = s3Settings(e);
  const mailProblem = options.sendsMail === false ? undefined : mailSettingProblem(e);
  if (mailProblem) throw new Error(`Invalid configuration:\n  ${mailProblem}`);
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_DIRECT_URL is set without DATABASE_URL (it is the same database, reached without a pooler).',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    // A transaction-mode pooler hands each transaction any server connection: named statements would be missing there.
    dbPreparedStatements: e.DB_PREPARED_STATEMENTS ? e.DB_PREPARED_STATEMENTS === '1' : !e.DATABASE_DIRECT_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? defaultWebDist,
    trustProxy: e.TRUST_PROXY === '1',
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailSendTimeoutSeconds: e.MAIL_SEND_TIMEOUT_SECONDS,
    jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === '1' : !e.DATABASE_URL,
    memberReadsPerMinute: e.MEMBER_READS_PER_MINUTE,
    companyPublishesPerHour: e.COMPANY_PUBLISHES_PER_HOUR,
    listCacheMs: e.LIST_CACHE_MS,
    entryDigestIntervalMs: e.ENTRY_DIGEST_INTERVAL_MS,
    statsCacheMs: e.STATS_CACHE_MS,
    authCacheMs: e.AUTH_CACHE_MS,
    wsHeartbeatMs: e.WS_HEARTBEAT_MS,
    wsMaxBufferedBytes: e.WS_MAX_BUFFERED_BYTES,
    dbPoolSize: e.DB_POOL_SIZE,
    dbTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    s3,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    // Behind a balancer (DATABASE_URL) it must see the process not ready first; alone (embedded) nobody is told.
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? (e.DATABASE_URL ? 5000 : 0),
    version: e.APP_VERSION ?? packageVersion(),
  };
}

/**
 * S3_BUCKET selects object storage; the other S3_ settings without it, or a bucket without both keys,
 * are a half-made configuration that would silently keep files on one machine's disk, so start fails.
 */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
    (name) => e[name] !== undefined,
  );
  if (!e.S3_BUCKET) {
    if (others.length > 0) {
      throw new Error(`Invalid configuration:\n  ${others.join(', ')} set without S3_BUCKET (which selects S3 storage)`);
    }
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
  };
}

/**
 * The token key: JWT_SECRET when set; in embedded mode one generated on first start and kept in
 * DATA_DIR, so sessions survive restarts. Several processes on one PostgreSQL must share JWT_SECRET.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) throw new Error('JWT_SECRET is required with DATABASE_URL (every API process must share it).');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
