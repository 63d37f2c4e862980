import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/api/src/db/schema.ts', './apps/api/src/db/schema-listings.ts'],
  out: './apps/api/src/db/migrations',
});
