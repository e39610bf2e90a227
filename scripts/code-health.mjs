#!/usr/bin/env node
// The seams of the code, counted (issue 25): `npm test` prints this table as a report, not a gate, so a change that
// moves a count the wrong way is seen in the run that made it.
//
//   node scripts/code-health.mjs [--json] [--all]   (--all: every place counted, not five of each)
//
// What is counted, in hand-written source (tests, migrations and __generated__ folders left out):
//   - SQL outside a data layer: string literals holding a statement (SELECT … FROM, INSERT INTO, UPDATE … SET,
//     DELETE FROM) in services/src files that are not a data layer (`*.queries.ts`, `*.repository.ts`).
//   - Unchecked row types: `db.query<T>(…)` (T is believed, not checked) and `rows as …` casts, in services/src.
//   - Functions over 80 lines and files over 400 lines, in every package's src/; a long function whose reason is
//     written beside it ("Over 80 lines: …" in a comment on its first line or the four above) is counted apart.
//   - Import cycles between files (strongly connected components of relative imports) and between the services'
//     domains (services/src/domain/<name>), and imports of domain/ from services/src/platform/.
//   - `refetchQueries` in the web, and forms (components whose inputs are sent: a <form>, a submit, a mutation) that
//     keep their fields in useState instead of @mantine/form; inputs that only filter a view are listed apart.
//   - The web's GraphQL fragments (web/src/**/*.graphql, docs/web-data.md): fragments not in a .graphql file beside
//     the component of the same name (fragment Foo in Foo.graphql next to Foo.tsx), and fragment spreads marked
//     `@unmask` (their fields read by the parent despite data masking).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['services/src', 'gateway/src', 'web/src', 'schema', 'observability/src'];
const SKIP = new Set(['node_modules', '__generated__', 'dist', 'migrations', '.data']);
const TEST = /\.test\.tsx?$|\/test\//;

function walk(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !/\.generated\.tsx?$/.test(name))
      found.push(full);
  }
  return found;
}

const files = PACKAGES.flatMap((p) => walk(path.join(root, p))).filter(
  (f) => !TEST.test(path.relative(root, f)),
);
const rel = (f) => path.relative(root, f);
const parsed = new Map(
  files.map((f) => [
    f,
    ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, f.endsWith('x') ? 4 : 3),
  ]),
);

const SQL = /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w+[\s\S]*\bSET\b|\bDELETE\s+FROM\b/;
const DATA_LAYER = /\.(queries|repository)\.ts$/;
const counts = {
  sqlOutsideDataLayer: 0,
  uncheckedRowTypes: 0,
  functionsOver80Lines: 0,
  functionsOver80LinesUnexplained: 0,
  filesOver400Lines: 0,
  fileCycles: 0,
  domainCycles: 0,
  platformImportsDomain: 0,
  refetchQueries: 0,
  refetchQueriesActive: 0,
  refetchQueriesUnexplained: 0,
  formsOffMantineForm: 0,
  viewFiltersInUseState: 0,
  fragmentsAwayFromComponent: 0,
  unmaskedSpreads: 0,
};
const examples = Object.fromEntries(Object.keys(counts).map((k) => [k, []]));
const note = (key, what) => {
  counts[key] += 1;
  if (examples[key].length < 5 || process.argv.includes('--all')) examples[key].push(what);
};

for (const [file, source] of parsed) {
  const name = rel(file);
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const lines = source.getLineStarts().length;
  if (lines > 400) note('filesOver400Lines', `${name} (${lines})`);
  const inServices = name.startsWith('services/src/');
  const visit = (node) => {
    if (
      inServices &&
      !DATA_LAYER.test(name) &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      SQL.test(node.getText(source))
    ) {
      // A template's parts are visited too: count the outermost literal only.
      if (!(node.parent && ts.isTemplateSpan(node.parent)))
        note('sqlOutsideDataLayer', `${name}:${lineOf(node)}`);
      return;
    }
    if (
      inServices &&
      ts.isCallExpression(node) &&
      node.typeArguments?.length &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      // `Row` (Record<string, unknown>) claims no column's type: the driver's rows as they are, parsed later.
      !/^(Row|Record<string, unknown>)$/.test(node.typeArguments[0].getText(source))
    )
      note('uncheckedRowTypes', `${name}:${lineOf(node)}`);
    if (inServices && ts.isAsExpression(node) && /\brows\b|\.query\(/.test(node.expression.getText(source)))
      note('uncheckedRowTypes', `${name}:${lineOf(node)}`);
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > 80) {
        note('functionsOver80Lines', `${name}:${start + 1} (${end - start + 1} lines)`);
        // Its reason, in a comment that says "Over 80 lines:" on the four lines above it or its first line.
        const above = source.text.slice(
          source.getLineStarts()[Math.max(0, start - 4)],
          source.getLineStarts()[start + 1] ?? source.text.length,
        );
        if (!/Over 80 lines:/.test(above))
          note('functionsOver80LinesUnexplained', `${name}:${start + 1} (${end - start + 1} lines)`);
      }
    }
    if (
      name.startsWith('web/src/') &&
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'refetchQueries'
    ) {
      note('refetchQueries', `${name}:${lineOf(node)}`);
      if (node.initializer.getText(source) === "'active'")
        note('refetchQueriesActive', `${name}:${lineOf(node)}`);
      // A list read again must say why (its membership changes, or state derived elsewhere): a comment on one of
      // the four lines above.
      const line = lineOf(node) - 1;
      const above = source.text
        .slice(source.getLineStarts()[Math.max(0, line - 4)], source.getLineStarts()[line])
        .split('\n');
      if (!above.some((l) => /^\s*(\/\/|\/\*|\*)/.test(l)))
        note('refetchQueriesUnexplained', `${name}:${lineOf(node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  if (name.startsWith('web/src/') && name.endsWith('.tsx')) {
    const text = source.getFullText();
    const hasInputs =
      /<(TextInput|Textarea|Select|MultiSelect|NumberInput|PasswordInput|Checkbox|Radio|Switch|DateInput|Autocomplete)\b/.test(
        text,
      );
    // A form sends what its inputs hold (a <form>, a submit, a mutation); inputs that only filter what a screen shows
    // (a "Show all" switch, a search box feeding a query) are view state, counted apart.
    const code = text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const sends =
      /<form\b|\bonSubmit\b|\bonSave\b|\buse\w+Mutation\(|\bupload\b/.test(code) || /Forms?\.tsx$/.test(name);
    // A form made in a hook (`useTransferFiles`) shows in the component as its inputs' `form.getInputProps`.
    if (hasInputs && /\buseState\b/.test(text) && !/\buseForm\b|\buse\w+Form\(|\.getInputProps\(/.test(text))
      note(sends ? 'formsOffMantineForm' : 'viewFiltersInUseState', name);
  }
}

// Relative imports, resolved to files of this set.
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (parsed.has(candidate)) return candidate;
  return undefined;
}
const graph = new Map();
for (const [file, source] of parsed) {
  const targets = new Set();
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !(ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly)
    ) {
      const target = resolveImport(file, statement.moduleSpecifier.text);
      if (target) targets.add(target);
    }
  }
  graph.set(file, targets);
  if (rel(file).startsWith('services/src/platform/'))
    for (const t of targets)
      if (rel(t).startsWith('services/src/domain/'))
        note('platformImportsDomain', `${rel(file)} → ${rel(t)}`);
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(nodes, edges) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const strong = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of edges(v)) {
      if (!info.has(w)) {
        strong(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const v of nodes) if (!info.has(v)) strong(v);
  return found;
}
for (const c of cycles([...graph.keys()], (v) => graph.get(v) ?? []))
  note('fileCycles', c.map(rel).sort().slice(0, 4).join(' ↔ ') + (c.length > 4 ? ` (+${c.length - 4})` : ''));

const domainOf = (f) => rel(f).match(/^services\/src\/domain\/([^/]+)\//)?.[1];
const domainEdges = new Map();
for (const [file, targets] of graph) {
  const from = domainOf(file);
  if (!from) continue;
  for (const t of targets) {
    const to = domainOf(t);
    if (to && to !== from) domainEdges.set(from, new Set([...(domainEdges.get(from) ?? []), to]));
  }
}
for (const c of cycles([...domainEdges.keys()], (v) => domainEdges.get(v) ?? []))
  note('domainCycles', c.sort().join(' ↔ '));

// The web's fragments: each beside the component that reads it, and spreads masked unless said otherwise.
const graphqlFiles = (function walkGraphql(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walkGraphql(full, found);
    else if (name.endsWith('.graphql')) found.push(full);
  }
  return found;
})(path.join(root, 'web/src'));
for (const file of graphqlFiles) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, ''));
  const base = path.basename(file, '.graphql');
  const besideComponent = existsSync(path.join(path.dirname(file), `${base}.tsx`));
  lines.forEach((line, i) => {
    const fragment = line.match(/^\s*fragment\s+(\w+)\s+on\b/)?.[1];
    if (fragment && !(besideComponent && fragment === base))
      note('fragmentsAwayFromComponent', `${fragment} (${rel(file)}:${i + 1})`);
    if (/\.\.\.\s*(?!on\b)[A-Za-z_]\w*[^{]*@unmask\b/.test(line))
      note('unmaskedSpreads', `${rel(file)}:${i + 1}`);
  });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ counts, examples }, null, 2));
} else {
  const labels = {
    sqlOutsideDataLayer: 'SQL strings outside a data layer (services)',
    uncheckedRowTypes: 'query rows typed by a cast or an unchecked generic (services)',
    functionsOver80Lines: 'functions over 80 lines',
    functionsOver80LinesUnexplained:
      'functions over 80 lines with no comment saying why ("Over 80 lines: …")',
    filesOver400Lines: 'files over 400 lines',
    fileCycles: 'import cycles between files',
    domainCycles: "cycles between the services' domains",
    platformImportsDomain: 'services platform/ importing domain/',
    refetchQueries: 'refetchQueries (web)',
    refetchQueriesActive: "refetchQueries: 'active' (web)",
    refetchQueriesUnexplained: 'refetchQueries with no comment saying why (web)',
    formsOffMantineForm: 'forms not on @mantine/form (web)',
    viewFiltersInUseState: 'view filters kept in useState (web; not forms, not a goal)',
    fragmentsAwayFromComponent: 'fragments not beside the component of their name (web)',
    unmaskedSpreads: 'fragment spreads with @unmask (web)',
  };
  console.log(`Code health (${files.length} hand-written source files; a report, not a gate)`);
  for (const [key, label] of Object.entries(labels))
    console.log(
      `  ${String(counts[key]).padStart(5)}  ${label}${examples[key][0] ? `  e.g. ${examples[key][0]}` : ''}`,
    );
}
