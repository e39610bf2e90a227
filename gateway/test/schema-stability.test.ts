import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CriticalityLevel, diff, DiffRule } from '@graphql-inspector/core';
import {
  printServedSchema,
  readAcceptedBreakingChanges,
  RELEASED_SCHEMA_PATH,
  type AcceptedBreakingChange,
} from '../src/platform/schema-release.js';

// The inspector runs outside Vite and gets graphql-js's CommonJS build; schemas built by Vite's copy would be
// refused as coming from "another graphql module". Both sides take the same copy.
const { buildSchema: buildSdl } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/**
 * Reporting scripts depend on the graph (issue 27): the served schema is compared with the last released one
 * (schema/released.graphql) and a breaking change fails unless declared in schema/accepted-breaking-changes.json.
 * A field deprecated in the release may be removed (deprecate first, remove later). docs/schema-releases.md.
 */
async function undeclaredBreakingChanges(
  releasedSdl: string,
  currentSdl: string,
  accepted: AcceptedBreakingChange[],
): Promise<{ breaking: string[]; staleDeclarations: string[] }> {
  const changes = await diff(buildSdl(releasedSdl), buildSdl(currentSdl), [
    DiffRule.suppressRemovalOfDeprecatedField,
  ]);
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const key = (c: { type: string; path?: string }) => `${c.type} ${c.path ?? ''}`;
  const declared = new Set(accepted.map(key));
  const found = new Set(breaking.map(key));
  return {
    breaking: breaking.filter((c) => !declared.has(key(c))).map((c) => `${key(c)}: ${c.message}`),
    // A declaration no change needs any more (the release took it in, or the change was undone) is noise.
    staleDeclarations: accepted.filter((a) => !found.has(key(a))).map(key),
  };
}

const RELEASED = `
type Query {
  "Students of the school."
  students: [Student!]!
  "Old name of students."
  pupils: [Student!]! @deprecated(reason: "Use students")
}
type Student {
  "Name."
  name: String!
  "Aid year."
  aidYear: Int
}
`;

describe('the schema stays stable for the scripts that depend on it', () => {
  it('has no undeclared breaking change since the released schema', async () => {
    const result = await undeclaredBreakingChanges(
      readFileSync(RELEASED_SCHEMA_PATH, 'utf8'),
      printServedSchema(),
      readAcceptedBreakingChanges(),
    );
    expect(result).toEqual({ breaking: [], staleDeclarations: [] });
  });

  it('fails a removed field and a type change unless declared', async () => {
    const current = RELEASED.replace('  "Aid year."\n  aidYear: Int\n', '').replace(
      'name: String!',
      'name: String',
    );
    const result = await undeclaredBreakingChanges(RELEASED, current, []);
    expect(result.breaking).toEqual([
      expect.stringMatching(/^FIELD_REMOVED Student.aidYear: /),
      expect.stringMatching(/^FIELD_TYPE_CHANGED Student.name: /),
    ]);
    const declared = await undeclaredBreakingChanges(RELEASED, current, [
      { type: 'FIELD_REMOVED', path: 'Student.aidYear', reason: 'test' },
      { type: 'FIELD_TYPE_CHANGED', path: 'Student.name', reason: 'test' },
    ]);
    expect(declared).toEqual({ breaking: [], staleDeclarations: [] });
  });

  it('lets a deprecated field go and new fields come, and flags a declaration nothing needs', async () => {
    const current = RELEASED.replace(/ {2}"Old name[^\n]*\n[^\n]*\n/, '').replace(
      'aidYear: Int\n',
      'aidYear: Int\n  "School code."\n  schoolCode: String\n',
    );
    expect(current).not.toContain('pupils');
    const result = await undeclaredBreakingChanges(RELEASED, current, [
      { type: 'FIELD_REMOVED', path: 'Student.name', reason: 'test' },
    ]);
    expect(result).toEqual({ breaking: [], staleDeclarations: ['FIELD_REMOVED Student.name'] });
  });
});
