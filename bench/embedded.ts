import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filterMix, walkCursors, walkedSearches } from './filter-mix';
import { getJson } from './http-get';
import { load, oneOf, warmUp } from './load';
import { paced } from './paced';
import { prepare } from './prepare';
import { freePort, startServer, stopServer, waitForHealth } from './processes';
import type { KeyedRow } from './report';
import { log, PACED_RATES, settings } from './settings';
import { accessTokens } from './tokens';

/**
 * The embedded mode (issue 15 goal 7): a new DATA_DIR, its embedded PostgreSQL seeded with BENCH_EMBEDDED_ENTRIES
 * entries by the same seed, then one server process on it (no DATABASE_URL, the shipped defaults) and
 * the random filter mix against it, beside that server's own bare route. The folder is removed after.
 */
export async function embeddedPhase(): Promise<KeyedRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-bench-embedded-'));
  try {
    const started = Date.now();
    const { readers, pools } = await prepare({ embeddedDataDir: dataDir }, settings.embeddedEntries);
    log(`embedded database ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const port = await freePort();
    const child = startServer(port, { DATABASE_URL: undefined, DATA_DIR: dataDir });
    try {
      await waitForHealth(port, child);
      const base = `http://127.0.0.1:${port}`;
      const mix = filterMix(pools);
      const [walker] = await accessTokens(readers.slice(0, 1));
      mix.setCursors(await walkCursors(walkedSearches(pools), (route) => getJson(`${base}${route}`, walker!)));
      await warmUp(base, '/bench/bare');
      const bare = await load('embedded: bare JSON route', { base, path: '/bench/bare' });
      const tokens = await accessTokens(readers);
      const name = `embedded: random filter mix, ${readers.length.toLocaleString('en')} readers (cache as shipped)`;
      const random = await load(name, { base, path: mix.any, tokens });
      const member = () => oneOf(tokens);
      const pacedRows: KeyedRow[] = [];
      for (const rate of PACED_RATES)
        pacedRows.push({
          ...(await paced(name, { base, rate, request: () => ({ path: mix.any(), token: member() }) })),
          key: `embedded-mix-paced-${rate}`,
        });
      return [{ ...bare, key: 'embedded-bare', ratio: 1 }, { ...random, key: 'embedded-mix', ratio: random.rps / bare.rps }, ...pacedRows];
    } finally {
      await stopServer(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
