import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'admin', include: ['apps/admin/app/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          setupFiles: ['apps/api/src/test/setup.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/server/**/*.test.ts'],
          setupFiles: ['apps/web/app/test/setup.ts'],
          // The route tests run against the real API over a copy of the seeded test database.
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          css: { include: [/\.css\?url$/] },
        },
      },
    ],
  },
});
