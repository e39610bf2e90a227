import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { RELEASED_SCHEMA_FILE } from '@aidverify/schema';
import { repoRoot } from '../env.js';
import { buildSchema } from '../schema.js';

/** The schema scripts were last promised (docs/schema-releases.md); `npm test` diffs the served schema against it. */
export const RELEASED_SCHEMA_PATH = path.join(repoRoot, 'schema', RELEASED_SCHEMA_FILE);
/** Breaking changes since that release, each declared with its reason; emptied by the next release. */
export const ACCEPTED_BREAKING_CHANGES_PATH = path.join(repoRoot, 'schema', 'accepted-breaking-changes.json');

/** A breaking change declared on purpose: its inspector change type and schema path, and why scripts must adapt. */
export interface AcceptedBreakingChange {
  type: string;
  path: string;
  reason: string;
}

/** The schema the gateway serves, as SDL with its access directives (what a release freezes). */
export function printServedSchema(): string {
  return `${printSchemaWithDirectives(buildSchema())}\n`;
}

export function readAcceptedBreakingChanges(): AcceptedBreakingChange[] {
  const parsed = JSON.parse(readFileSync(ACCEPTED_BREAKING_CHANGES_PATH, 'utf8')) as {
    accepted: AcceptedBreakingChange[];
  };
  return parsed.accepted;
}

/** Releases the served schema: it becomes the one compared against, and no breaking change stays declared. */
export function releaseSchema(): void {
  writeFileSync(RELEASED_SCHEMA_PATH, printServedSchema());
  writeFileSync(ACCEPTED_BREAKING_CHANGES_PATH, `${JSON.stringify({ accepted: [] }, null, 2)}\n`);
}
