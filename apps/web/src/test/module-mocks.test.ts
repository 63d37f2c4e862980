import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webModuleMocks } from '../../../../vitest.config';

const root = path.resolve(import.meta.dirname, '../../../..');

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

describe('web tests that mock a module run with modules of their own (vitest.config.ts)', () => {
  it('lists exactly the web test files that call vi.mock', () => {
    const mocking = testFiles(path.join(root, 'apps/web/src'))
      .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))
      .filter((file) => file !== path.relative(root, import.meta.filename));
    expect(mocking.sort()).toEqual([...webModuleMocks].sort());
  });
});
