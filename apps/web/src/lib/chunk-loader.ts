/**
 * Loading a page's code chunk (issue 35 item 4): a flaky phone link gets retries, a chunk that fails
 * or hangs gives up after §9's 120 s, and a chunk that a deploy removed brings the new build once.
 */

/** §9: chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Waits between attempts grow from one second up to this. */
const MAX_RETRY_WAIT_MS = 8_000;
/** An attempt that has not answered in this long is tried again (a hung request on a phone). */
const ATTEMPT_TIMEOUT_MS = 30_000;
/** The build the tab reloaded to, kept for the tab: a second missing chunk does not reload again. */
export const RELOADED_BUILD_KEY = 'chunk-reload.build';

/** A page's code could not be loaded in the time allowed. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

// What browsers and Vite say when a dynamic import or its preloaded CSS fails.
const BROWSER_MESSAGES =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && BROWSER_MESSAGES.test(error.message));
}

/**
 * The module scripts an HTML page starts with (the bundler's runtime and the entry), space-separated:
 * Vite names each by its content, so a new build lists other names.
 */
export function entryScriptOf(html: string): string | null {
  const sources = Array.from(html.matchAll(/<script\b[^>]*>/gi))
    .map(([tag]) => tag)
    .filter((tag) => /type="module"/i.test(tag))
    .map((tag) => /src="([^"]+)"/i.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src));
  return sources.length > 0 ? sources.join(' ') : null;
}

function runningEntryScript(): string | null {
  const sources = Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')).map(
    (script) => new URL(script.src, window.location.href).pathname,
  );
  return sources.length > 0 ? sources.join(' ') : null;
}

export type ChunkLoaderDeps = {
  /** The server's index.html now. */
  fetchIndex: () => Promise<string>;
  reload: () => void;
  wait: (ms: number) => Promise<void>;
  now: () => number;
  timeoutMs: number;
};

const defaultDeps: ChunkLoaderDeps = {
  fetchIndex: async () => {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    return response.ok ? response.text() : '';
  },
  reload: () => window.location.reload(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
};

/**
 * True when the server now serves another build than the one running and the tab has not yet reloaded
 * to it: the old chunks are gone, so retrying them is useless and the new build is the way.
 */
async function reloadToNewBuild(deps: ChunkLoaderDeps): Promise<boolean> {
  const running = runningEntryScript();
  const served = entryScriptOf(await deps.fetchIndex().catch(() => ''));
  if (!running || !served || served === running) return false;
  if (sessionStorage.getItem(RELOADED_BUILD_KEY) === served) return false;
  sessionStorage.setItem(RELOADED_BUILD_KEY, served);
  deps.reload();
  return true;
}

function withTimeout<T>(promise: Promise<T>, ms: number, wait: (ms: number) => Promise<void>): Promise<T> {
  return Promise.race([promise, wait(ms).then(() => Promise.reject(new ChunkLoadError('chunk load timed out')))]);
}

/** Loads a chunk, retrying until it arrives or the time-out has passed; then a ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>, overrides: Partial<ChunkLoaderDeps> = {}): Promise<T> {
  const deps = { ...defaultDeps, ...overrides };
  const deadline = deps.now() + deps.timeoutMs;
  let checkedBuild = false;
  for (let attempt = 0; ; attempt += 1) {
    const left = deadline - deps.now();
    if (left <= 0) throw new ChunkLoadError('chunk load gave up');
    try {
      return await withTimeout(load(), Math.min(left, ATTEMPT_TIMEOUT_MS), deps.wait);
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      // Once per load: a deploy since the tab opened is answered by the new build, not by retries.
      if (!checkedBuild) {
        checkedBuild = true;
        if (await reloadToNewBuild(deps)) return new Promise<T>(() => undefined);
      }
      const pause = Math.min(1000 * 2 ** attempt, MAX_RETRY_WAIT_MS, Math.max(0, deadline - deps.now()));
      if (pause > 0) await deps.wait(pause);
    }
  }
}

/** A route's `lazy` that retries its chunk (app/router.tsx). */
export function retryingLazy<T>(load: () => Promise<T>): () => Promise<T> {
  return () => loadChunk(load);
}
