import fs from 'node:fs';
import path from 'node:path';

/**
 * Where an API process's CPU went, from the `--cpu-prof` files a bench run writes to BENCH_PROFILE_DIR (issue
 * 15 asks for the profile behind the figures): self time summed by kind (idle, garbage collection, node core,
 * each library, the application), as a markdown table per file.
 *
 *   node --import tsx bench/profile-summary.ts <folder>
 */

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The kind a frame's self time counts under. */
function kindOf(frame: ProfileNode['callFrame']): string {
  const { functionName, url } = frame;
  if (functionName === '(idle)') return 'idle (waiting for PostgreSQL or requests)';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)' || (url === '' && functionName.startsWith('('))) return 'other native / V8';
  if (url.startsWith('node:')) return 'node core (http, streams, crypto, zlib)';
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (library) return library;
  if (url.includes('/apps/api/') || url.includes('/packages/shared/')) return 'application code';
  if (url === '') return 'native calls (sockets, files, compression)';
  return 'other';
}

function summarize(file: string): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const kind = kindOf(byId.get(id)!.callFrame);
    totals.set(kind, (totals.get(kind) ?? 0) + micros);
    all += micros;
  });
  const rows = [...totals]
    .sort((a, b) => b[1] - a[1])
    .filter(([, micros]) => micros / all >= 0.002)
    .map(([kind, micros]) => `| ${kind} | ${((micros / all) * 100).toFixed(1)} % |`);
  return `### ${path.basename(file)}\n\n| kind | share |\n|---|---|\n${rows.join('\n')}\n\nTotal ${(all / 1e6).toFixed(0)} s of samples.\n`;
}

const folder = process.argv[2];
if (!folder) throw new Error('usage: node --import tsx bench/profile-summary.ts <folder of .cpuprofile files>');
const files = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => path.join(folder, name));
process.stdout.write(files.map(summarize).join('\n'));
