import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The last released schema (a copy the stability check compares against), not part of the schema served. */
export const RELEASED_SCHEMA_FILE = 'released.graphql';

/** Every `*.graphql` file of this folder, base first: the one schema the gateway serves and the web codegen reads. */
export const typeDefs: string[] = readdirSync(dir)
  .filter((f) => f.endsWith('.graphql') && f !== RELEASED_SCHEMA_FILE)
  .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
  .map((f) => readFileSync(path.join(dir, f), 'utf8'));
