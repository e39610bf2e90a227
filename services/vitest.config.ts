import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**/*.test.ts); integration suites start the real services (test/).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
