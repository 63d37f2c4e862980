import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (issue 18 item 1, decision 030): a table is read and written only by the files
 * of the module that owns it; another module asks that module's service, which offers whole queries
 * or, where one statement must join it (search, publishing, matching), a read view to join.
 * The import rule (lint-boundaries.test.ts) checks imports between modules; this checks tables: the
 * schema object imported from `db/schema*.ts`, and the table's name written in raw SQL.
 */
const SRC = import.meta.dirname;

/** Table → the folder (or top-level file) under src/ whose files may name it, and its schema export. */
const OWNERS: Record<string, { owner: string; schemaExport: string }> = {
  policy_sections: { owner: 'modules/content', schemaExport: 'policySections' },
  useful_links: { owner: 'modules/content', schemaExport: 'usefulLinks' },
  companies: { owner: 'modules/companies', schemaExport: 'companies' },
  company_documents: { owner: 'modules/companies', schemaExport: 'companyDocuments' },
  users: { owner: 'modules/users', schemaExport: 'users' },
  refresh_tokens: { owner: 'modules/auth', schemaExport: 'refreshTokens' },
  password_reset_tokens: { owner: 'modules/auth', schemaExport: 'passwordResetTokens' },
  onboarding_invitations: { owner: 'modules/auth', schemaExport: 'onboardingInvitations' },
  update_info: { owner: 'modules/updates', schemaExport: 'updateInfo' },
  throttle_counters: { owner: 'throttle.ts', schemaExport: 'throttleCounters' },
  entries: { owner: 'modules/entries', schemaExport: 'entries' },
  entry_views: { owner: 'modules/entries', schemaExport: 'entryViews' },
  entry_expiry_counts: { owner: 'modules/entries', schemaExport: 'entryExpiryCounts' },
  cities: { owner: 'modules/geo', schemaExport: 'cities' },
  user_added_cities: { owner: 'modules/geo', schemaExport: 'userAddedCities' },
  city_names: { owner: 'modules/geo', schemaExport: 'cityNames' },
  search_agents: { owner: 'modules/agents', schemaExport: 'searchAgents' },
  agent_matches: { owner: 'modules/agents', schemaExport: 'agentMatches' },
  agent_unsubscribe_tokens: { owner: 'modules/agents', schemaExport: 'agentUnsubscribeTokens' },
  payment_incidents: { owner: 'modules/incidents', schemaExport: 'paymentIncidents' },
  transport_incidents: { owner: 'modules/incidents', schemaExport: 'transportIncidents' },
  incident_documents: { owner: 'modules/incidents', schemaExport: 'incidentDocuments' },
  entry_events: { owner: 'modules/realtime', schemaExport: 'entryEvents' },
  entry_gone_reports: { owner: 'modules/entries', schemaExport: 'entryGoneReports' },
  audit_log: { owner: 'modules/audit', schemaExport: 'auditLog' },
  company_change_requests: { owner: 'modules/change-requests', schemaExport: 'companyChangeRequests' },
  api_processes: { owner: 'modules/health', schemaExport: 'apiProcesses' },
  deals: { owner: 'modules/deals', schemaExport: 'deals' },
  deal_events: { owner: 'modules/deals', schemaExport: 'dealEvents' },
  deal_messages: { owner: 'modules/deals', schemaExport: 'dealMessages' },
  deal_reads: { owner: 'modules/deals', schemaExport: 'dealReads' },
  deal_mail_marks: { owner: 'modules/deals', schemaExport: 'dealMailMarks' },
  deal_ratings: { owner: 'modules/deals', schemaExport: 'dealRatings' },
  lane_price_deals: { owner: 'modules/lane-prices', schemaExport: 'lanePriceDeals' },
  lane_price_stats: { owner: 'modules/lane-prices', schemaExport: 'lanePriceStats' },
  company_reputation: { owner: 'modules/reputation', schemaExport: 'companyReputation' },
  company_reputation_months: { owner: 'modules/reputation', schemaExport: 'companyReputationMonths' },
  contact_flags: { owner: 'modules/contact-flags', schemaExport: 'contactFlags' },
  cleared_contacts: { owner: 'modules/contact-flags', schemaExport: 'clearedContacts' },
};

/**
 * Files that stand outside the rule, each for its reason: the schema and migrations define the
 * tables; tests and test helpers arrange state through any table (as they may import any module).
 */
function exempt(file: string): boolean {
  return (
    /^db\/schema[\w-]*\.ts$/.test(file) ||
    file.startsWith('db/migrations/') ||
    file.startsWith('test/') ||
    /\.test(-helpers)?\.ts$/.test(file)
  );
}

/** The tables `code` (a file at `file`, relative to src/) names without owning them. */
function foreignTables(file: string, code: string): string[] {
  const found = new Set<string>();
  const schemaImports = [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(?:[./]*db\/|\.\/)schema[\w-]*'/g)].flatMap((match) =>
    match[1]!.split(',').map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)[0]!,
    ),
  );
  // Raw SQL: the code without its comments, where a table is named after a keyword that reads or
  // writes it (an import says `from '…'` with a quote, so it never matches).
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const [table, { owner, schemaExport }] of Object.entries(OWNERS)) {
    if (file === owner || file.startsWith(`${owner}/`)) continue;
    const named = new RegExp(`\\b(from|join|into|update|table)\\s+(only\\s+)?"?${table}"?\\b`, 'i').test(withoutComments);
    if (schemaImports.includes(schemaExport) || named) found.add(table);
  }
  return [...found].sort();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full)] : [];
  });
}

describe('one owner per table', () => {
  it('finds a foreign table by its schema import and by its name in raw SQL, and lets the owner be', () => {
    expect(foreignTables('modules/staff/staff.queries.ts', "import { companies, users as u } from '../../db/schema';")).toEqual([
      'companies',
      'users',
    ]);
    expect(foreignTables('modules/agents/x.ts', 'const q = sql`select 1 from ${a} a join users u on u.id = a.user_id`;')).toEqual([
      'users',
    ]);
    expect(foreignTables('modules/demo/x.ts', 'sql`insert into entries (id) values (1)`')).toEqual(['entries']);
    expect(foreignTables('modules/companies/companies.queries.ts', "import { companies } from '../../db/schema';")).toEqual([]);
    expect(foreignTables('throttle.ts', "import { throttleCounters } from './db/schema';")).toEqual([]);
    // The users table is the users module's: the employees feature reads and writes it through that module's repository.
    expect(foreignTables('modules/users/employees.queries.ts', "import { users } from '../../db/schema';")).toEqual([]);
    expect(foreignTables('modules/employees/employees.service.ts', 'sql`update users set role = 1`')).toEqual(['users']);
    // A table's name in a comment or an identifier is not a query of it.
    expect(foreignTables('modules/agents/x.ts', '// reads from users through the service\nconst fromUsers = 1;')).toEqual([]);
  });

  it('holds in every file of the API', () => {
    const violations: Record<string, string[]> = {};
    for (const file of sourceFiles(SRC)) {
      if (exempt(file)) continue;
      const tables = foreignTables(file, fs.readFileSync(path.join(SRC, file), 'utf8'));
      if (tables.length > 0) violations[file] = tables;
    }
    expect(violations).toEqual({});
  });

  it('names every table of the schema', () => {
    const schemaFiles = fs.readdirSync(path.join(SRC, 'db')).filter((name) => /^schema[\w-]*\.ts$/.test(name));
    const tables = schemaFiles.flatMap((name) =>
      [...fs.readFileSync(path.join(SRC, 'db', name), 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)].map((match) => match[1]!),
    );
    expect(tables.sort()).toEqual(Object.keys(OWNERS).sort());
  });
});
