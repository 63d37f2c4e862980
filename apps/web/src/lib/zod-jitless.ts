import { config } from 'zod/v4/core';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that once. Our CSP
 * (script-src 'self', plugins/security.ts) forbids it, so the probe's refused eval would be reported as a
 * policy violation on every page with a form (Lighthouse best practices, issue 35). Jitless, zod parses
 * without the probe. Imported first by main.tsx: objects read the setting when they are created.
 */
config({ jitless: true });
