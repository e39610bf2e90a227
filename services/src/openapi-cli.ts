// Writes services/__generated__/openapi.json: the REST contract as the services serve it at /openapi.json. The gateway's REST
// types are generated from that file (scripts/codegen/services-api-types.mjs); a test fails when it is stale.
//   pnpm --dir services openapi
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from './env.js';
import { openDatabase, startServices } from './server.js';

export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../__generated__/openapi.json',
);

/** The document exactly as written to services/__generated__/openapi.json (stable formatting, trailing newline). */
export const formatOpenApi = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-openapi-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'off',
  });
  const db = await openDatabase(env, { inMemory: true });
  const services = await startServices(env, { db });
  try {
    writeFileSync(OPENAPI_FILE, formatOpenApi(services.app.swagger()));
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  } finally {
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
