import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serve } from '../scripts/lib/serve.mjs';

// Overridable so two checkouts (or two people) can run the browser suite on one machine at once.
const GATEWAY_PORT = process.env.E2E_GATEWAY_PORT ?? '4400';
const SERVICES_PORT = process.env.E2E_SERVICES_PORT ?? '4401';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    servicesUrl: string;
    /** The product's DATA_DIR (the SAIG mailbox folders live under it, as a mailbox transport would fill them). */
    dataDir: string;
  }
}

/** Starts the built product on its embedded defaults (fresh PGlite, demo data) for the browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-e2e-'));
  // The browser suite always plays the embedded default, even when CI points other suites at a server.
  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    GATEWAY_PORT,
    SERVICES_PORT,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ANSWER_CHECK: 'on',
  };
  delete process.env.DATABASE_URL;
  const product = await serve(env, { stdio: 'ignore' });
  project.provide('baseUrl', `http://localhost:${GATEWAY_PORT}`);
  project.provide('servicesUrl', `http://127.0.0.1:${SERVICES_PORT}`);
  project.provide('dataDir', dataDir);
  return () => {
    product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
