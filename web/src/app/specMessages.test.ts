import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['web/src', 'gateway/src', 'services/src'];

/** The spec's message texts (docs/messages.tsv, the third column; the first row names the columns). */
function specMessages(): string[] {
  const rows = readFileSync(join(ROOT, 'docs/messages.tsv'), 'utf8').split('\n').slice(1);
  return rows.map((row) => row.split('\t')[2]?.replace(/\r$/, '') ?? '').filter((text) => text.trim() !== '');
}

/** The product's own source: no tests, no generated code. */
function productSource(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__generated__' && entry.name !== 'test') walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|generated)\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  for (const dir of SOURCES) walk(join(ROOT, dir));
  // JSX text may wrap over lines: one space for any run of white space.
  return texts.join('\n').replace(/\s+/g, ' ');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A value in the source: a template literal's `${…}`, JSX's `{…}`, or literal words.
const VALUE = String.raw`(?:\$\{[^}]+\}|\{[^}]+\}|[\w-][^'"\`<>{}]*?)`;
// 'Successfully added/updated/deleted ...': each of the three verbs, followed by what was changed.
const PATTERN_ENTRY = 'Successfully added/updated/deleted ...';

/** The patterns a message must match in the source: `{name}` and a lone `N` stand for a value. */
function messagePatterns(message: string): RegExp[] {
  if (message === PATTERN_ENTRY)
    return ['added', 'updated', 'deleted'].map((verb) => new RegExp(`Successfully ${verb} ${VALUE}`));
  const parts = message.trim().split(/(\{[^}]+\}|\bN\b)/);
  const body = parts.map((part, i) => (i % 2 === 1 ? VALUE : escape(part).replace(/ +/g, ' '))).join('');
  return [new RegExp(body)];
}

/** The messages no pattern of which is found in `source`. */
function missingMessages(messages: string[], source: string): string[] {
  return messages.filter((m) => !messagePatterns(m).every((p) => p.test(source)));
}

describe("the spec's user-facing messages", () => {
  it('each appears in the product source (web, gateway, services)', () => {
    const messages = specMessages();
    expect(messages.length).toBe(117);
    expect(missingMessages(messages, productSource())).toEqual([]);
  });

  it('a message that disappears is reported, placeholders and the pattern entry match values', () => {
    const source = [
      "showAlert.error('Holiday could not be added')",
      '`Could not retrieve ${what}`',
      '`Loading chunk ${name} failed`',
      "'Successfully added task list memo', `Successfully updated ${noun}`",
    ].join(' ');
    expect(
      missingMessages(
        [
          'Holiday could not be added',
          'Could not retrieve {name}',
          'Loading chunk N failed',
          'Update school failed',
          PATTERN_ENTRY,
        ],
        source,
      ),
    ).toEqual(['Update school failed', PATTERN_ENTRY]);
  });
});
