// pnpm schema:release — freezes today's schema as the released one (docs/schema-releases.md).
import { RELEASED_SCHEMA_PATH, releaseSchema } from './platform/schema-release.js';

releaseSchema();
console.log(
  `Released the served schema to ${RELEASED_SCHEMA_PATH}; no breaking change is declared any more.`,
);
