export { loadEnv, type Env } from './env.js';
export { startServices, openDatabase, type RunningServices } from './server.js';
export type { Db } from './platform/db.js';
export {
  DEMO_PASSWORD,
  DEMO_ACCOUNTS,
  DEMO_STAFF,
  DEMO_OTHER_SCHOOL_STAFF,
  DEMO_SCHOOLS,
  NAMED_STUDENTS,
  demoUuid,
} from './seed/demo.js';
// For benchmarks and other packages' tests: the ISIR file generator and importer, the auto-verify engine, the
// report SQL (EXPLAIN) and the SAIG host-key fingerprint. Other packages import these from here, never from
// src/domain (scripts/import-boundaries.mjs).
export {
  generateIsirBuffer,
  generateIsirLines,
  generateIsirStream,
  readLayoutFile,
} from './domain/isir/generate.js';
export { importIsirFile } from './domain/isir/import.js';
// The import's stages one by one: reading and checking a file, decoding and sealing a record (bench/isir-import.ts).
export { loadLayouts } from './domain/isir/layout.js';
export { readIsirFile, type ReadSummary } from './domain/isir/reader.js';
export { decode } from './domain/isir/decoded.js';
export { ensureDefaultFlows } from './domain/auto-verify/default-flows.js';
export { runAutoVerify } from './domain/auto-verify/engine.js';
export { reportMap } from './domain/reports/definitions.js';
export { pageSql, SET_REPORT_SETTINGS } from './domain/reports/engine.js';
export { hostKeyFingerprint } from './domain/saig/transport.js';
// Task-list reminders: the set-based pick of who is due and a whole pass of a plan (bench/reminders.ts).
export { runReminderPlan } from './domain/notifications/reminders.js';
export { selectDueAccounts } from './domain/notifications/due-reminders.queries.js';
