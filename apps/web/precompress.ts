import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

function filesIn(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the build, once, at build
 * time, so the server sends compressed bytes without compressing per request (issue 15 item 6;
 * apps/api plugins/web.ts serves them with `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'freight-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesIn(outDir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const bytes = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}
