import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api` writes SQL migrations from `src/db/schema` into `migrations/`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
