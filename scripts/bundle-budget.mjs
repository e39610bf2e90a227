#!/usr/bin/env node
// Bundle budget (issue 13): the JavaScript a phone downloads before the sign-in form or the student landing page
// shows, gzip-compressed, must stay under budget. Reads Vite's build manifest (web/dist/.vite/manifest.json),
// follows the static imports of the page's entry, of the app it boots (src/boot.tsx: index.html preloads it, see
// web/vite.config.ts) and of the route's screen chunk (what the browser fetches before the screen renders; other
// dynamic imports load later), gzips each file and compares with the budgets below.
// Every file web/dist/index.html links as modulepreload counts too, on every route: a phone downloads each of them
// on every page load, whether or not that page runs it (vite.config.ts: preloadApp also preloads the sign-in
// library, which /login's redirect needs first and the landing page's silent sign-in needs anyway).
// The language's message catalog (issue 26) loads before the first screen too: each route is measured once per
// language, with that language's catalog chunk (web/src/i18n/locales/<language>/messages.po) added.
//   node scripts/bundle-budget.mjs            → table, exit 1 when a budget is exceeded
//   node scripts/bundle-budget.mjs --json     → figures as JSON (used by the bench)
// Plain Node: runs in `npm test` right after `vite build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'web', 'dist');

/** Budgets in KB (1024 bytes) of gzip, initial JavaScript per route. */
export const ROUTES = [
  { route: '/login', screen: 'src/features/identity/components/LoginPage.tsx', budgetKb: 150 },
  {
    route: '/userLanding/:uuid/:accountType',
    // StudentGate lazy-loads the students' layout, which renders the landing page. Its first query is a plain
    // fetch: the GraphQL client's chunk, the announcements and Mantine's Modal load after first paint. The layout
    // and the task list draw AppShell's and Table's looks with CSS modules: their code (react-remove-scroll,
    // ScrollArea, Floating UI) would add ~33 KB.
    screen: [
      'src/features/student-portal/components/StudentLayout.tsx',
      'src/features/student-portal/components/LandingPage.tsx',
    ],
    budgetKb: 150,
  },
];

/** The portal's languages; each catalog is its own chunk, loaded before the first render (web/src/main.tsx). */
export const LANGUAGES = ['en', 'es'];
const catalogOf = (language) => `src/i18n/locales/${language}/messages.po`;

/** The app the page's entry boots on every page but the provider redirect (web/src/main.tsx). */
const APP = 'src/boot.tsx';

/** The files index.html links with rel="modulepreload" (paths relative to dist, as in the manifest). */
export function modulePreloads(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attr = (name) =>
      tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
    const rel = attr('rel');
    const href = attr('href');
    if (!rel || !href) continue;
    if (!(rel[1] ?? rel[2] ?? rel[3]).toLowerCase().split(/\s+/).includes('modulepreload')) continue;
    files.push((href[1] ?? href[2] ?? href[3]).replace(/^\//, ''));
  }
  return files;
}

/**
 * The files a route loads before its screen renders: entry + app + screen chunk and their static imports, and every
 * file index.html preloads as a module (`preloads`, from modulePreloads).
 */
export function routeFiles(manifest, screen, language, preloads = []) {
  const entry = manifest['index.html'] ? 'index.html' : undefined;
  if (!entry) throw new Error('the manifest has no entry chunk for index.html');
  if (!manifest[APP]) throw new Error(`${APP} is not a chunk of the build (the app's boot moved?)`);
  const screens = Array.isArray(screen) ? screen : [screen];
  for (const key of screens)
    if (!manifest[key])
      throw new Error(
        `${key} is not a chunk of the build (moved or renamed? update ROUTES in scripts/bundle-budget.mjs)`,
      );
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(APP);
  for (const file of preloads) js.add(file);
  screens.forEach(visit);
  if (language) {
    if (!manifest[catalogOf(language)])
      throw new Error(`${catalogOf(language)} is not a chunk of the build (the language's catalog moved?)`);
    visit(catalogOf(language));
  }
  return { js: [...js], css: [...css] };
}

/** The figures per route and language, from the build in `dist` (web/dist unless a test builds its own). */
export function measure(dist = webDist) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(
      `no ${path.relative(root, manifestFile)}: build the web first (pnpm --filter @aidverify/web build)`,
    );
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const preloads = modulePreloads(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return ROUTES.flatMap(({ route, screen, budgetKb }) =>
    LANGUAGES.map((language) => ({ route: `${route} (${language})`, screen, budgetKb, language })),
  ).map(({ route, screen, budgetKb, language }) => {
    const { js, css } = routeFiles(manifest, screen, language, preloads);
    const sum = (files, f) => files.reduce((n, file) => n + f(file), 0);
    const raw = (file) => readFileSync(path.join(dist, file)).length;
    return {
      route,
      budgetKb,
      jsFiles: js.length,
      jsRawKb: sum(js, raw) / 1024,
      jsGzipKb: sum(js, gz) / 1024,
      cssRawKb: sum(css, raw) / 1024,
      cssGzipKb: sum(css, gz) / 1024,
    };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let rows;
  try {
    rows = measure();
  } catch (error) {
    console.error(`✖ bundle budget: ${error.message}`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const f = (n) => n.toFixed(1).padStart(7);
    console.log('route                                   files  JS raw KB  JS gzip KB  budget  CSS gzip KB');
    for (const r of rows)
      console.log(
        `${r.route.padEnd(39)} ${String(r.jsFiles).padStart(5)}  ${f(r.jsRawKb)}    ${f(r.jsGzipKb)}   ${String(r.budgetKb).padStart(5)}  ${f(r.cssGzipKb)}`,
      );
  }
  const over = rows.filter((r) => r.jsGzipKb > r.budgetKb);
  for (const r of over)
    console.error(
      `✖ bundle budget exceeded: ${r.route} loads ${r.jsGzipKb.toFixed(1)} KB of JavaScript (gzip) before it renders; the budget is ${r.budgetKb} KB.\n` +
        '  Something heavy joined the entry or that screen: lazy-load it (React.lazy / import()) in the screens that need it.',
    );
  if (over.length === 0 && !process.argv.includes('--json')) console.log('✔ bundle budgets met');
  process.exit(over.length > 0 ? 1 : 0);
}
