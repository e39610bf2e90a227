import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**/*.test.ts); integration suites start the real services (test/).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time on two cores: an integration suite waits on its database (the server, or PGlite's
    // file system) much of the time, and each starts on a copy of the seeded database (test/seeded-database.ts).
    maxWorkers: 2,
  },
});
