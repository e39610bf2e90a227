import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The project must stand alone: a clone with nothing beside it builds, tests and benches. A path in source,
// test, bench or configuration that climbs above the repository root would read whatever happens to lie there.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  '__generated__',
  'fixtures',
  'artifacts',
  'out',
]);
const SCANNED = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|sh|conf|template|py)$|(^|\/)(Dockerfile|run)$/;

function projectFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name === 'pnpm-lock.yaml') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) projectFiles(full, found);
    else if (SCANNED.test(full)) found.push(full);
  }
  return found;
}

// Paths that are data, not places the project reads: a path-traversal attack the services must refuse.
const ATTACK_INPUTS = new Set(['../../../etc/passwd']);
const THIS_FILE = fileURLToPath(import.meta.url);

const outside = (target: string) => path.relative(ROOT, target).startsWith('..');

/** Every path in `text` that, read from `file`'s folder, leads outside the repository. */
export function climbsAboveRoot(file: string, source: string): string[] {
  const dir = path.dirname(file);
  // Comment lines read nothing (a codemod's docs show imports as seen from a web feature).
  const text = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*|#)/.test(line))
    .join('\n');
  const found: string[] = [];
  // '../../x', "./../x", `../x`: relative paths in string literals.
  for (const m of text.matchAll(/['"`]((?:\.\.?\/)+[^'"`\s$]*)['"`]/g)) {
    if (!ATTACK_INPUTS.has(m[1]!) && outside(path.resolve(dir, m[1]!))) found.push(m[1]!);
  }
  // path.resolve(here, '..', '..', '..'): runs of '..' arguments.
  for (const m of text.matchAll(/(?:(['"])\.\.\1\s*,?\s*)+/g)) {
    const ups = (m[0].match(/\.\./g) ?? []).length;
    if (outside(path.resolve(dir, ...Array<string>(ups).fill('..')))) found.push(m[0].trim());
  }
  // The reference folder handed to the project is never read by it.
  for (const m of text.matchAll(
    /shared\/(isir|endpoints\.tsv|routes\.tsv|messages\.tsv|SPEC\.md|DESIGN\.md)/g,
  ))
    found.push(m[0]);
  return found;
}

describe('the project stands alone', () => {
  it('no source, test, bench or configuration path climbs above the repository root', () => {
    // This file names the patterns it looks for.
    const files = projectFiles(ROOT).filter((f) => f !== THIS_FILE);
    expect(files.length).toBeGreaterThan(300);
    const offenders = files.flatMap((file) =>
      climbsAboveRoot(file, readFileSync(file, 'utf8')).map((p) => `${path.relative(ROOT, file)}: ${p}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check catches each way a path can climb out', () => {
    const file = path.join(ROOT, 'services/test/x.test.ts');
    expect(climbsAboveRoot(file, `readFileSync('../../../shared/endpoints.tsv')`)).toHaveLength(2);
    expect(climbsAboveRoot(file, `path.resolve(here, '..', '..', '..', 'elsewhere')`)).toEqual([
      `'..', '..', '..',`,
    ]);
    expect(climbsAboveRoot(file, `path.resolve(here, '../../fixtures/isir/samples')`)).toEqual([]);
    expect(climbsAboveRoot(file, `import { x } from '../src/app.js'`)).toEqual([]);
    expect(climbsAboveRoot(file, `  // import { x } from '../../../elsewhere'`)).toEqual([]);
  });
});
