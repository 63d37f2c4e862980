import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's module boundaries (DESIGN §2, decisions 024 and 043) are a lint rule of the root eslint.config.js:
 * this lints code under made-up file names of the tree with that config, so a rule that stops
 * matching (a renamed folder, a broken pattern) fails here instead of letting every import through.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const RULE = 'no-restricted-imports';

describe('API import boundaries (eslint.config.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** The boundary errors of one line of code, as if it stood in `file`. */
  async function boundaryErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: path.join(root, file) });
    return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
  }

  it('refuses a module importing another module past its services and repositories', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/companies/companies.service.ts',
      "import { x } from '../entries/entry-present';",
    );
    expect(errors).toEqual([expect.stringContaining('only through its *.service.ts and *.queries.ts')]);
    // A name that merely contains `.service` or `.queries` is no service and no repository.
    const file = 'apps/api/src/modules/staff/staff.service.ts';
    expect(await boundaryErrors(file, "import { x } from '../companies/companies.service-helpers';")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../users/users.queries-text';")).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../../modules/auth/passwords';")).toHaveLength(1);
  });

  it('refuses a type-only import past the services and repositories too', async () => {
    const errors = await boundaryErrors('apps/api/src/modules/staff/staff.service.ts', "import type { x } from '../auth/auth-context';");
    expect(errors).toHaveLength(1);
  });

  it('lets a module import another module through its services and repositories, and its own files and the shared folders', async () => {
    const file = 'apps/api/src/modules/companies/companies.service.ts';
    expect(await boundaryErrors(file, "import { x } from '../entries/entries.service';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../auth/session.service';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../users/users-view.queries';")).toEqual([]);
    expect(await boundaryErrors(file, "import type { x } from '../auth/session.queries';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from './companies.queries';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from './company-trust';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../../db/cursor';")).toEqual([]);
  });

  it('lets tests arrange state through any module', async () => {
    const errors = await boundaryErrors('apps/api/src/modules/staff/staff.test.ts', "import { x } from '../auth/reset-tokens';");
    expect(errors).toEqual([]);
  });

  it('refuses any module, even its service, in plugins/, jobs/ and the adapters', async () => {
    const imports = [
      ['apps/api/src/plugins/auth.ts', '../modules/content/content.service'],
      ['apps/api/src/db/cursor.ts', '../modules/entries/entries.service'],
      ['apps/api/src/jobs/jobs-plugin.ts', '../modules/auth/session.service'],
      ['apps/api/src/mail/background-mail.ts', '../modules/auth/passwords.service'],
    ];
    for (const [file, from] of imports) {
      expect(await boundaryErrors(file!, `import { x } from '${from}';`)).toEqual([expect.stringContaining('import no module')]);
    }
    expect(await boundaryErrors('apps/api/src/plugins/auth.ts', "import { x } from '../db/client';")).toEqual([]);
  });

  it('holds in every module folder, agents and matching included', async () => {
    for (const file of [
      'apps/api/src/modules/agents/agents.routes.ts',
      'apps/api/src/modules/matching/matching.queries.ts',
      'apps/api/src/modules/realtime/hub.ts',
    ]) {
      expect(await boundaryErrors(file, "import { x } from '../entries/entry-rows';")).toHaveLength(1);
    }
  });

  it('lets app.ts compose any module', async () => {
    expect(await boundaryErrors('apps/api/src/app.ts', "import { x } from './modules/entries/entries.routes';")).toEqual([]);
  });
});
