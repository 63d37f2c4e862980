import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, entryScriptOf, loadChunk, RELOADED_BUILD_KEY, type ChunkLoaderDeps } from './chunk-loader';

const failed = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-abc.js');

const OLD_INDEX = '<script type="module" crossorigin src="/assets/index-old.js"></script>';
const NEW_INDEX = '<script type="module" crossorigin src="/assets/index-new.js"></script>';

/** The loader on the fake clock: `index` is what the server answers for /, reloads are counted. */
function loaderDeps(index = OLD_INDEX) {
  const reloads: number[] = [];
  const deps: Partial<ChunkLoaderDeps> = { fetchIndex: () => Promise.resolve(index), reload: () => reloads.push(Date.now()) };
  return { deps, reloads };
}

/** Settles `promise` on the fake clock, moving it a second at a time (the loader's waits chain). */
async function settle<T>(promise: Promise<T>, limitMs = 200_000): Promise<{ value?: T; error?: unknown; elapsed: number }> {
  const started = Date.now();
  let outcome: { value?: T; error?: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  while (!outcome && Date.now() - started < limitMs) await vi.advanceTimersByTimeAsync(1_000);
  await vi.advanceTimersByTimeAsync(0);
  return { ...outcome, elapsed: Date.now() - started };
}

function runningBuild(src: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  script.dataset.test = 'entry';
  document.head.append(script);
}

describe('loadChunk (issue 35 item 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    sessionStorage.clear();
    runningBuild('/assets/index-old.js');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.querySelectorAll('script[data-test]').forEach((node) => node.remove());
  });

  it('retries a chunk that failed and answers once it arrives', async () => {
    const { deps, reloads } = loaderDeps();
    let calls = 0;
    const outcome = await settle(loadChunk(() => (++calls < 3 ? Promise.reject(failed()) : Promise.resolve({ page: 'ok' })), deps));
    expect(outcome.value).toEqual({ page: 'ok' });
    expect(calls).toBe(3);
    expect(reloads).toEqual([]);
  });

  it('gives up after 120 s of failures with a ChunkLoadError, not before', async () => {
    const { deps } = loaderDeps();
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.reject(failed());
    };
    const outcome = await settle(loadChunk(load, deps));
    expect(outcome.error).toBeInstanceOf(ChunkLoadError);
    expect(outcome.elapsed).toBeGreaterThanOrEqual(120_000);
    expect(outcome.elapsed).toBeLessThanOrEqual(121_000);
    expect(calls).toBeGreaterThan(10);
  });

  it('gives up on a chunk that hangs after 120 s, trying it again meanwhile', async () => {
    const { deps } = loaderDeps();
    let calls = 0;
    const outcome = await settle(
      loadChunk(() => {
        calls += 1;
        return new Promise(() => undefined);
      }, deps),
    );
    expect(outcome.error).toBeInstanceOf(ChunkLoadError);
    expect(outcome.elapsed).toBeGreaterThanOrEqual(120_000);
    expect(outcome.elapsed).toBeLessThanOrEqual(121_000);
    expect(calls).toBeGreaterThan(1);
  });

  it('passes other errors through at once (a page that throws is no network fault)', async () => {
    const { deps } = loaderDeps();
    const outcome = await settle(loadChunk(() => Promise.reject(new Error('boom')), deps));
    expect((outcome.error as Error).message).toBe('boom');
    expect(outcome.elapsed).toBeLessThanOrEqual(1_000);
  });

  it('reloads to a new build once when the server serves another entry script', async () => {
    const first = loaderDeps(NEW_INDEX);
    const pending = await settle(
      loadChunk(() => Promise.reject(failed()), first.deps),
      10_000,
    );
    // The tab reloads at once and the page waits for it, neither failing nor retrying.
    expect(first.reloads).toEqual([0]);
    expect(pending).toEqual({ elapsed: 10_000 });
    expect(sessionStorage.getItem(RELOADED_BUILD_KEY)).toBe('/assets/index-new.js');

    // After that reload a chunk still missing does not reload again: it is retried and then given up.
    const second = loaderDeps(NEW_INDEX);
    const outcome = await settle(loadChunk(() => Promise.reject(failed()), second.deps));
    expect(outcome.error).toBeInstanceOf(ChunkLoadError);
    expect(second.reloads).toEqual([]);
  });

  it('reads the entry script of a built index.html', () => {
    expect(entryScriptOf('<head><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head>')).toBe(
      '/assets/index-Ab12.js',
    );
    expect(entryScriptOf('<p>no script</p>')).toBeNull();
  });
});
