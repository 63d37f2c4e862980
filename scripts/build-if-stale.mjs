// `npm start` "builds what is not built" (DESIGN §4): the web bundle is rebuilt only when a
// source it depends on is newer than the last build, so a second start is instant.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/prerender.ts',
  'apps/web/first-paint-chunk.ts',
  'apps/web/first-paint-texts.ts',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (changedAt > builtAt) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@freight/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
