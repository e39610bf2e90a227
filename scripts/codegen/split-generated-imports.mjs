#!/usr/bin/env node
// Codemod: rewrites imports from `web/src/__generated__/graphql` to the split codegen layout.
//
// Since issue 13 each web/src/**/Foo.graphql gets its documents, operation types and hooks in Foo.generated.ts next
// to it (codegen.yml, near-operation-file preset), so a screen's chunk carries only its own operations. The shared
// web/src/__generated__/graphql.ts keeps only schema types (enums, input types, scalars).
//
//   import { useFooQuery, type FooQuery, type Worklist } from '../../../__generated__/graphql';
// becomes
//   import { useFooQuery, type FooQuery } from '../graphql/foo.generated';
//   import { type Worklist } from '../../../__generated__/graphql';
//
// Usage (after `pnpm codegen`, so the .generated.ts files exist):
//   node scripts/codegen/split-generated-imports.mjs            # every .ts/.tsx under web/src
//   node scripts/codegen/split-generated-imports.mjs <file|dir>…  # only these
// Idempotent: a file already on the new layout is left as it is. A name no generated file exports is an error
// (exit 1, nothing written for that file), so a stale import is noticed, not silently kept.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = path.join(root, 'web', 'src');
const baseFile = path.join(webSrc, '__generated__', 'graphql.ts');

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const EXPORTED = /^export\s+(?:declare\s+)?(?:type|const|function|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;
const exportsOf = (file) => [...readFileSync(file, 'utf8').matchAll(EXPORTED)].map((m) => m[1]);

// Where each name lives: schema types in the base file win (they are also repeated, as types, in generated files).
const home = new Map();
for (const name of exportsOf(baseFile)) home.set(name, baseFile);
const clashes = new Map();
for (const file of walk(webSrc).filter((f) => f.endsWith('.generated.ts'))) {
  for (const name of exportsOf(file)) {
    if (name === 'Incremental') continue; // codegen boilerplate repeated in every file
    const current = home.get(name);
    if (current === baseFile) continue;
    if (current && current !== file) clashes.set(name, [current, file]);
    else home.set(name, file);
  }
}

const IMPORT =
  /(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*__generated__\/graphql)(?:\.js|\.ts)?\4;?/g;

function moduleSpecifier(fromFile, target) {
  let rel = path.relative(path.dirname(fromFile), target).replace(/\\/g, '/').replace(/\.ts$/, '');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

function rewrite(file) {
  const source = readFileSync(file, 'utf8');
  const problems = [];
  const next = source.replace(IMPORT, (whole, keyword, typeOnly, list, quote, spec) => {
    // Only imports that resolve to web/src/__generated__/graphql (other folders named so are not ours).
    if (path.resolve(path.dirname(file), spec) !== baseFile.replace(/\.ts$/, '')) return whole;
    const groups = new Map();
    for (const raw of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const name = raw
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (clashes.has(name))
        problems.push(
          `${name} is exported by ${clashes
            .get(name)
            .map((f) => path.relative(root, f))
            .join(' and ')}`,
        );
      const target = home.get(name);
      if (!target) {
        problems.push(
          `${name}: no web/src/**/*.generated.ts nor __generated__/graphql.ts exports it (run pnpm codegen?)`,
        );
        continue;
      }
      if (!groups.has(target)) groups.set(target, []);
      groups.get(target).push(raw);
    }
    // Base file first, then generated files in path order: stable output.
    const targets = [...groups.keys()].sort((a, b) =>
      a === baseFile ? -1 : b === baseFile ? 1 : a.localeCompare(b),
    );
    return targets
      .map((target) => {
        let names = groups.get(target);
        let typeKeyword = typeOnly ?? '';
        // `import { type A, type B }` of one module reads better as `import type { A, B }`.
        if (!typeKeyword && names.every((n) => n.startsWith('type '))) {
          names = names.map((n) => n.replace(/^type\s+/, ''));
          typeKeyword = ' type';
        }
        const head = `${keyword}${typeKeyword} `;
        const tail = ` from ${quote}${moduleSpecifier(file, target)}${quote};`;
        const oneLine = `${head}{ ${names.join(', ')} }${tail}`;
        // Prettier's printWidth (120): longer lists go one name a line.
        return oneLine.length <= 120 ? oneLine : `${head}{\n  ${names.join(',\n  ')},\n}${tail}`;
      })
      .join('\n');
  });
  if (problems.length > 0) return { problems };
  if (next === source) return { changed: false };
  writeFileSync(file, next);
  return { changed: true };
}

const args = process.argv.slice(2);
const inputs = args.length > 0 ? args.map((a) => path.resolve(a)) : [webSrc];
const files = inputs
  .flatMap((p) => (statSync(p).isDirectory() ? walk(p) : [p]))
  .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.generated.ts') && f !== baseFile);

let changed = 0;
let failed = 0;
for (const file of files) {
  const result = rewrite(file);
  if (result.problems) {
    failed += 1;
    console.error(`✖ ${path.relative(root, file)}:\n  ${result.problems.join('\n  ')}`);
  } else if (result.changed) {
    changed += 1;
    console.log(`rewrote ${path.relative(root, file)}`);
  }
}
console.log(`${changed} file(s) rewritten, ${files.length - changed - failed} unchanged, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
