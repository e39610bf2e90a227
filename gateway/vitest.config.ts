import { defineConfig } from 'vitest/config';

// Integration suites start the real services and the gateway in-process, each on a fresh database.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One stack at a time: each seeds a few hundred students and hashes passwords; in parallel they starve each other.
    fileParallelism: false,
  },
});
