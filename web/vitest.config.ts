import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { operationTextsPlugin } from './scripts/operationTexts';

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true }), operationTextsPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Above the 5 s a test may wait for a screen (src/test/setup.ts), so a slow screen fails on what it shows.
    testTimeout: 15_000,
    // Two files at a time on two cores (Vitest's default leaves one core idle in a run: cores - 1): each file runs in
    // its own jsdom, so they share nothing.
    maxWorkers: 2,
    // Worker threads instead of child processes: still a fresh module graph and jsdom per file (isolate), without
    // starting a Node process for each of the suite's files.
    pool: 'threads',
    // Dependencies the files load through Vite (react-dom here) pre-bundled once for the run, not transformed per file.
    deps: { optimizer: { client: { enabled: true } } },
  },
});
