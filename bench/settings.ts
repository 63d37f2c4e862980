/** The benchmark's settings (environment) and constants, shared by its phases. */

const numberSetting = (name: string, fallback: number) => {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text.replace(/[_,]/g, ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, not "${text}"`);
  return value;
};

/** The phases, in the order they run; `BENCH_ONLY=mix,plans` runs a subset while iterating. */
export const PHASES = [
  'plans',
  'mix',
  'own',
  'cursor',
  'company',
  'cities',
  'cached',
  'paced',
  'publishing',
  'publish',
  'ws',
  'agents',
  'deals',
  'balancer',
  'embedded',
] as const;
export type Phase = (typeof PHASES)[number];

function selectedPhases(): Set<Phase> {
  const text = process.env.BENCH_ONLY?.trim();
  if (!text) return new Set(PHASES);
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown phase(s) ${unknown.join(', ')}; known: ${PHASES.join(', ')}`);
  return new Set(names as Phase[]);
}

export const settings = {
  databaseUrl: process.env.DATABASE_URL,
  entries: numberSetting('BENCH_ENTRIES', 1_000_000),
  companies: numberSetting('BENCH_COMPANIES', 20_000),
  readers: numberSetting('BENCH_READERS', 1_000),
  /** Members who publish: each of a company of their own (issue 15 item 5: 32 concurrent members). */
  publishers: 32,
  durationSeconds: numberSetting('BENCH_DURATION', 10),
  wsSockets: numberSetting('BENCH_WS_SOCKETS', 5_000),
  embeddedEntries: numberSetting('BENCH_EMBEDDED_ENTRIES', 50_000),
  /** Active search agents of the `agents` phase (issue 17: publishing with 100,000 of them). */
  agents: numberSetting('BENCH_AGENTS', 100_000),
  /** Deals of the `deals` phase (issue 31: the deal list and a deal's page with 100,000 of them). */
  deals: numberSetting('BENCH_DEALS', 100_000),
  /** A folder for the API processes' CPU profiles (`--cpu-prof`), written when each stops; unset = no profiling. */
  profileDir: process.env.BENCH_PROFILE_DIR?.trim() || undefined,
  phases: selectedPhases(),
  /** Rows of the `publishing` phase to run while iterating (comma list of mix, own, company, cached-1, cached-1000); unset = all. */
  publishingRows: process.env.BENCH_PUBLISHING_ROWS?.split(',').map((row) => row.trim()),
};

export const runs = (phase: Phase) => settings.phases.has(phase);

/**
 * The stated loads of the paced rows (issue 30 items 2–4, issue 31): 100 requests a second on one route is
 * each of 1,000 members on it every 10 s; 200 doubles that.
 */
export const PACED_RATES = [100, 200] as const;

/** autocannon connections per measured route (and concurrent publishers in the throughput phase). */
export const CONNECTIONS = 32;
/** Entries a second while searches run "under continuous publishing" (issue 15 items 2 and 3). */
export const PUBLISH_RATE = 50;
/** Websocket fan-out rates (issue 15 item 4). */
export const WS_RATES = [10, 20, 50] as const;
/** Issue 30 item 1: with each socket showing one country's trucks, at these rates. */
export const WS_SUBSCRIBED_RATES = [50, 100] as const;
/** The loading countries the subscribed sockets show, one each in turn, and the entries load in by turns. */
export const WS_SUBSCRIBED_COUNTRIES = ['RO', 'DE', 'PL', 'FR', 'IT', 'HU', 'ES', 'CZ', 'NL', 'BG'] as const;
/** The same secret for every API process of the run, so the bench can mint the readers' access tokens. */
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** The bench's servers answer /metrics to it (the list cache's misses of a row). */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';
export const ORIGIN = 'http://localhost:3000';
/** Interface languages and how often readers use each: the web sends its language with every list request. */
export const LANGUAGES: readonly (readonly [string, number])[] = [
  ['en', 30],
  ['ro', 25],
  ['de', 25],
  ['hu', 10],
  ['fr', 10],
];
/** Seeding a million entries runs statements far longer than a request's limits. */
export const SEEDING_TIMEOUTS = { connectMs: 10_000, statementMs: 3_600_000, idleInTransactionMs: 3_600_000 };

export const log = (line: string) => console.log(`[bench] ${line}`);
