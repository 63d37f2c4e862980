/**
 * Moved to src/request-language.ts (decision 024): the language of a request is no auth rule. This
 * line keeps the imports of modules/agents and modules/matching (listed as debts in eslint.config.js)
 * working until they import it from there; delete it with those lines.
 */
export { requestLanguage } from '../../request-language';
