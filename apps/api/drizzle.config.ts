import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/db/schema.ts',
    './apps/api/src/db/schema-entries.ts',
    './apps/api/src/db/schema-geo.ts',
    './apps/api/src/db/schema-incidents.ts',
    './apps/api/src/db/schema-realtime.ts',
  ],
  out: './apps/api/src/db/migrations',
});
