import { defineConfig } from 'vitest/config';

// Integration suites start the real services and the gateway in-process, each on a fresh copy of the seeded database.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two stacks at a time, one per core: each starts on a copy of the seeded database (no seeding of its own).
    maxWorkers: 2,
  },
});
