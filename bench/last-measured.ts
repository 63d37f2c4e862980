import fs from 'node:fs';
import path from 'node:path';
import type { Target } from './report';

type Measured = { target: Target; date: string; file: string };

/** The same goal in two runs: a goal not measured is worded without the settings a measured one names in brackets. */
const sameGoal = (a: Target, b: Target) =>
  a.goal === b.goal && (a.target === b.target || a.target.startsWith(b.target) || b.target.startsWith(a.target));

/**
 * Each goal's newest measured value over every run kept in `folder` (`<time>.json`), for the goals of
 * `current`: a run of some phases measures only some goals, and the others' last figures are in earlier runs.
 */
export function lastMeasured(folder: string, current: readonly Target[]): Measured[] {
  const newest = new Map<Target, Measured>();
  // Oldest first (the names are ISO times), so a later run's value replaces an earlier one's.
  for (const file of fs
    .readdirSync(folder)
    .filter((name) => /^\d{4}-\d{2}-\d{2}T.*\.json$/.test(name))
    .sort()) {
    let run: { date?: string; targets?: Target[] };
    try {
      run = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as typeof run;
    } catch {
      continue;
    }
    for (const target of run.targets ?? []) {
      if (target.met === null) continue;
      for (const goal of current) if (sameGoal(goal, target)) newest.set(goal, { target, date: run.date ?? file, file });
    }
  }
  return current.flatMap((goal) => newest.get(goal) ?? []);
}

/** latest.md's closing table: every goal's last measured value, with the run it comes from. */
export function lastMeasurements(folder: string, current: readonly Target[]): string {
  const rows = lastMeasured(folder, current).map(({ target, date, file }) => {
    const page = file.replace(/\.json$/, '.md');
    return `| ${target.goal} | ${target.target} | ${target.value} | ${target.met ? 'yes' : '**no**'} | ${date.slice(0, 16)} ([${page}](${page})) |`;
  });
  return `## Each goal's last measurement

A run of some phases (\`BENCH_ONLY\`) measures only some goals; this table takes each goal's newest measured
value from every run kept in this folder. Compare figures of different runs as shares of their bare route.

| Goal | Target | Measured | Met | Run |
|---|---|---|---|---|
${rows.join('\n')}
`;
}
