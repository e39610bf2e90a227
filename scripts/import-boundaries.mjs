#!/usr/bin/env node
// Import boundaries, checked by `npm test` (scripts/aidverify.mjs) and by services/test/import-boundaries.test.ts:
//   1. Across packages (services, gateway, web, schema, bench, e2e, examples, the root's scripts), a file imports
//      another package only through a public entry point: a file its package.json "exports" names (no "./*"
//      wildcards). Benchmarks and tests of one package must not reach into another's internals, or a move inside
//      that package breaks them unseen.
//   2. The web's features (web/src/features/<feature>) do not import each other in circles (test files aside: a
//      test may mock another feature's queries). A circle means no feature of it can be understood, loaded or
//      moved alone; the shared piece belongs in a lower feature or in web/src/shared.
//   3. web/src/shared (helpers below every feature) imports no feature and no app module.
//   4. The services' layers: services/src/platform imports neither domain/ nor bases/; domain/ imports no bases/
//      (test files aside).
//   5. Names: folders under each package's src/ are kebab-case; the services', gateway's and observability's files
//      too; the web's components (features/*/components/*.tsx) are PascalCase, its hooks useSomething, its other
//      files camelCase (generated files aside). One spelling per kind, so a file is found by its name.
//   6. The services' domains (services/src/domain/<domain>) do not import each other in circles (test files aside):
//      what one domain announces and another acts on goes through the platform's event bus, and what two share
//      moves down to the domain both stand on or to the platform (docs/domains.md draws the order).
//
//   node scripts/import-boundaries.mjs [root]     exit 1 with one line per offending import
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  '__generated__',
  'fixtures',
  'artifacts',
  'out',
  '.venv',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST_FILE = /\.test\.(ts|tsx|mts|js|mjs)$/;
const RESOLVE_EXT = [
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.d.ts',
  '.d.mts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.json',
];
const JS_TO_TS = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };
// from '…', import '…', import('…'), vi.mock('…') and friends, require('…').
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(?\s*|\b(?:vi|jest)\.(?:mock|doMock|importActual|importMock)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\2/g;

function walk(root, dir = '', found = []) {
  for (const name of readdirSync(path.join(root, dir))) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = dir ? `${dir}/${name}` : name;
    const st = statSync(path.join(root, rel));
    if (st.isDirectory()) walk(root, rel, found);
    else if (SOURCE.test(name)) found.push(rel);
  }
  return found;
}

/** Every string target of a package.json "exports" value (conditions included), wildcards left out. */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return exportsField.includes('*') ? [] : [exportsField];
  if (!exportsField || typeof exportsField !== 'object') return [];
  return Object.entries(exportsField).flatMap(([key, value]) =>
    key.includes('*') ? [] : exportTargets(value),
  );
}

/** The workspace's packages: the root (its scripts) and each top-level folder with a package.json. */
function readPackages(root) {
  const packages = [];
  const add = (dir) => {
    const file = path.join(root, dir, 'package.json');
    let json;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return;
    }
    const entries = new Set(
      exportTargets(json.exports).map((t) => path.posix.normalize(path.posix.join(dir || '.', t))),
    );
    if (!json.exports && json.main) entries.add(path.posix.normalize(path.posix.join(dir || '.', json.main)));
    packages.push({ dir, name: json.name ?? (dir || '(root)'), exports: json.exports, entries });
  };
  add('');
  for (const name of readdirSync(root)) {
    if (!SKIP_DIRS.has(name) && statSync(path.join(root, name)).isDirectory()) add(name);
  }
  return packages;
}

const packageOf = (packages, file) =>
  packages.filter((p) => p.dir && file.startsWith(`${p.dir}/`))[0] ?? packages.find((p) => p.dir === '');

function resolveFile(root, base) {
  const exists = (rel) => statSync(path.join(root, rel), { throwIfNoEntry: false })?.isFile() ?? false;
  if (exists(base)) return base;
  const ext = path.posix.extname(base);
  for (const tsExt of JS_TO_TS[ext] ?? [])
    if (exists(base.slice(0, -ext.length) + tsExt)) return base.slice(0, -ext.length) + tsExt;
  for (const e of RESOLVE_EXT) if (exists(base + e)) return base + e;
  for (const e of RESOLVE_EXT) if (exists(`${base}/index${e}`)) return `${base}/index${e}`;
  return null;
}

const featureOf = (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/** Checks the tree at `root`; returns the violations, each one line naming the file, line and import. */
export function checkImportBoundaries(root) {
  const packages = readPackages(root);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const violations = [];
  const featureEdges = new Map(); // feature → Map(feature → first "file:line imports 'spec'")
  const domainEdges = new Map(); // services domain → Map(domain → first "file:line imports 'spec'")

  for (const file of walk(root)) {
    const misnamed = namingViolation(file);
    if (misnamed) violations.push(`${file}: ${misnamed}`);
    const text = readFileSync(path.join(root, file), 'utf8');
    const own = packageOf(packages, file);
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[3];
      const line = text.slice(0, m.index).split('\n').length;
      const where = `${file}:${line} imports '${spec}'`;
      let target;
      let pkg;
      if (spec.startsWith('.')) {
        const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
        if (base.startsWith('..')) continue;
        target = resolveFile(root, base);
        // Third-party code (even through another package's node_modules) is that package's dependency, not its code.
        if (!target || target.includes('/node_modules/')) continue;
        pkg = packageOf(packages, target);
      } else {
        const named = /^((?:@[^/]+\/)?[^/]+)(?:\/(.+))?$/.exec(spec);
        pkg = named && byName.get(named[1]);
        if (!pkg || pkg === own) continue;
        const subpath = named[2] ? `./${named[2]}` : '.';
        const listed =
          pkg.exports &&
          typeof pkg.exports === 'object' &&
          !Array.isArray(pkg.exports) &&
          Object.keys(pkg.exports).some((k) => k.startsWith('.'))
            ? Object.prototype.hasOwnProperty.call(pkg.exports, subpath) && !subpath.includes('*')
            : subpath === '.';
        if (!listed) {
          violations.push(
            `${where}: '${subpath}' is not an entry point of ${pkg.name} (its package.json "exports" lists ${[...pkg.entries].join(', ') || 'none'}). ` +
              `Import it from the package's public entry point, adding the export there if needed.`,
          );
        }
        continue;
      }

      // 1. Another package's file must be one of its entry points.
      if (pkg !== own && !pkg.entries.has(target)) {
        violations.push(
          `${where}: ${target} is internal to ${pkg.name}. Import it from the package's public entry point ` +
            `(${[...pkg.entries].join(', ') || 'none: add "exports" to its package.json'}), adding the export there if needed.`,
        );
        continue;
      }

      // 3. web/src/shared is the bottom layer.
      if (
        file.startsWith('web/src/shared/') &&
        (target.startsWith('web/src/features/') || target.startsWith('web/src/app/'))
      ) {
        violations.push(
          `${where}: web/src/shared is below the features and the app; it imports neither (${target}).`,
        );
      }

      // 4. The services' layers: bases (routes) → domain → platform. The platform imports no domain and no base; a
      // domain imports no base (a route file is where HTTP meets the domain, never the other way).
      const layer = (f) => /^services\/src\/(bases|domain|platform)\//.exec(f)?.[1];
      const [fromLayer, toLayer] = [layer(file), layer(target)];
      if (
        !TEST_FILE.test(file) &&
        ((fromLayer === 'platform' && (toLayer === 'domain' || toLayer === 'bases')) ||
          (fromLayer === 'domain' && toLayer === 'bases'))
      ) {
        violations.push(
          `${where}: services/src/${fromLayer} is below services/src/${toLayer} (bases → domain → platform); move the shared piece down.`,
        );
      }

      // 6. Services domain edges (test files aside).
      const domainOf = (f) => /^services\/src\/domain\/([^/]+)\//.exec(f)?.[1];
      const [fromDomain, toDomain] = [domainOf(file), domainOf(target)];
      if (fromDomain && toDomain && fromDomain !== toDomain && !TEST_FILE.test(file)) {
        if (!domainEdges.has(fromDomain)) domainEdges.set(fromDomain, new Map());
        if (!domainEdges.get(fromDomain).has(toDomain)) domainEdges.get(fromDomain).set(toDomain, where);
      }

      // 2. Feature edges (test files aside).
      const from = featureOf(file);
      const to = featureOf(target);
      if (from && to && from !== to && !TEST_FILE.test(file)) {
        if (!featureEdges.has(from)) featureEdges.set(from, new Map());
        if (!featureEdges.get(from).has(to)) featureEdges.get(from).set(to, where);
      }
    }
  }

  for (const { cycle, component } of findCycles(featureEdges)) {
    const steps = cycle.map((f, i) => featureEdges.get(f).get(cycle[(i + 1) % cycle.length]));
    const knot =
      component.size > cycle.length ? ` (one of the circles among ${[...component].sort().join(', ')})` : '';
    violations.push(
      `web features import each other in a circle: ${[...cycle, cycle[0]].join(' → ')}${knot}\n` +
        steps.map((s) => `    ${s}`).join('\n') +
        `\n  Cut one of these imports: move the shared piece to a lower feature or to web/src/shared.`,
    );
  }
  for (const { cycle, component } of findCycles(domainEdges)) {
    const steps = cycle.map((d, i) => domainEdges.get(d).get(cycle[(i + 1) % cycle.length]));
    const knot =
      component.size > cycle.length ? ` (one of the circles among ${[...component].sort().join(', ')})` : '';
    violations.push(
      `the services' domains import each other in a circle: ${[...cycle, cycle[0]].join(' → ')}${knot}\n` +
        steps.map((s) => `    ${s}`).join('\n') +
        `\n  Cut one of these imports: announce an event (platform/events.ts), or move the shared piece to the domain both stand on or to the platform.`,
    );
  }
  return violations;
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|mts|js|mjs)$/;
const WEB_COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const WEB_HOOK = /^use[A-Z][A-Za-z0-9]*\.(ts|tsx)$/;
const WEB_FILE = /^[a-zA-Z][a-zA-Z0-9]*(\.[a-z]+)*\.(ts|tsx)$/;

/** Rule 5: what is wrong with a source file's name or its folders' (null when nothing). */
function namingViolation(file) {
  const m = /^(services|gateway|observability|web)\/src\/(.*)$/.exec(file);
  if (!m) return null;
  const [pkg, rest] = [m[1], m[2]];
  const parts = rest.split('/');
  const name = parts.pop();
  const folder = parts.find((d) => !KEBAB.test(d));
  if (folder) return `the folder '${folder}' is not kebab-case (lower-case words joined by '-')`;
  if (pkg !== 'web')
    return KEBAB_FILE.test(name) ? null : `'${name}' is not kebab-case (lower-case words joined by '-')`;
  if (/\.(generated\.ts|d\.ts)$/.test(name) || TEST_FILE.test(name)) return null;
  const kind = parts.at(-1);
  if (kind === 'components' && name.endsWith('.tsx') && !WEB_COMPONENT.test(name))
    return `a component's file is named as the component, in PascalCase ('${name}')`;
  if (kind === 'hooks' && !WEB_HOOK.test(name))
    return `a hook's file is named as the hook, useSomething ('${name}')`;
  return WEB_FILE.test(name) ? null : `'${name}' is not camelCase (or PascalCase for a component)`;
}

/** One shortest circle per strongly connected component of the graph (Tarjan, then a BFS inside it). */
function findCycles(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  const next = (n) => [...(edges.get(n)?.keys() ?? [])].sort();
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(new Set(component));
    }
  };
  for (const n of [...nodes].sort()) if (!index.has(n)) visit(n);

  return components.map((component) => {
    const start = [...component].sort()[0];
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const v = queue.shift();
      for (const w of next(v).filter((w) => component.has(w))) {
        if (w === start) {
          const cycle = [];
          for (let x = v; x !== null; x = previous.get(x)) cycle.unshift(x);
          return { cycle, component };
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return { cycle: [start], component };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const started = Date.now();
  const violations = checkImportBoundaries(root);
  if (violations.length) {
    console.error(
      `✖ ${violations.length} import${violations.length === 1 ? '' : 's'} or name${violations.length === 1 ? '' : 's'} cross a boundary (scripts/import-boundaries.mjs):`,
    );
    for (const v of violations) console.error(`  ${v}`);
    process.exit(1);
  }
  console.log(
    `Import boundaries hold (${Date.now() - started} ms): packages meet through their entry points; web features and services domains form no circle; names follow their kind.`,
  );
}
