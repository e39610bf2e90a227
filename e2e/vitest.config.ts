import { defineConfig } from 'vitest/config';

// The browser suite: one product instance (started by global-setup through the real start path), one file at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
