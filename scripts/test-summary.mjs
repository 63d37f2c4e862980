// Prints one plain closing line for the whole `npm test` run ("N passed, N failed"), from the
// JSON reports that Vitest and Playwright write beside their usual console output.
import fs from 'node:fs';
import path from 'node:path';

const reports = path.resolve(import.meta.dirname, '../reports');
const read = (name) => JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));

const vitest = read('vitest.json');
const playwright = read('playwright.json');
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;

console.log(`\nunit+integration: ${vitest.numPassedTests} passed; journeys: ${playwright.stats.expected + playwright.stats.flaky} passed`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
