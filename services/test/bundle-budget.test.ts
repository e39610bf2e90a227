import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without declarations: `npm test` runs it with Node
import { measure, modulePreloads } from '../../scripts/bundle-budget.mjs';

// scripts/bundle-budget.mjs on a small build made here: a route counts what its page's index.html preloads as a
// module too, as a phone downloads it on every page, not only the manifest's walk from the entry.

interface Row {
  route: string;
  jsFiles: number;
  jsGzipKb: number;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SCREENS = {
  login: 'src/features/identity/components/LoginPage.tsx',
  layout: 'src/features/student-portal/components/StudentLayout.tsx',
  landing: 'src/features/student-portal/components/LandingPage.tsx',
};

/** A build with one chunk per manifest entry, and a sign-in library only index.html names (a modulepreload). */
function build(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  const chunk = (file: string, imports: string[] = []) => ({ file, imports });
  const manifest = {
    'index.html': chunk('assets/index.js'),
    'src/boot.tsx': chunk('assets/boot.js', ['_app.js']),
    '_app.js': chunk('assets/app.js'),
    [SCREENS.login]: chunk('assets/login.js', ['_app.js']),
    [SCREENS.layout]: chunk('assets/layout.js'),
    [SCREENS.landing]: chunk('assets/landing.js'),
    'src/i18n/locales/en/messages.po': chunk('assets/en.js'),
    'src/i18n/locales/es/messages.po': chunk('assets/es.js'),
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // Random bytes hardly compress: each file's share of the figure is plain to see.
  const files = [
    ...Object.values(manifest).map((c) => c.file),
    'assets/sign-in-library.js',
    'assets/admin.js',
  ];
  for (const file of files) writeFileSync(path.join(dist, file), randomBytes(4096).toString('base64'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<link rel="preload" as="fetch" crossorigin href="/config.json">
<link crossorigin href="/assets/sign-in-library.js" rel="modulepreload">
<link rel="modulepreload" crossorigin href="/assets/boot.js">
<meta name="aidverify-sign-in-form" content="/assets/login.js">
</head><body><div id="root"></div></body></html>`,
  );
  return dist;
}

const gzipKb = (dist: string, files: string[]) =>
  files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024;

describe('bundle budget', () => {
  it('reads the modulepreload links of index.html, whatever the order of their attributes, and nothing else', () => {
    const html = readFileSync(path.join(build(), 'index.html'), 'utf8');
    expect(modulePreloads(html)).toEqual(['assets/sign-in-library.js', 'assets/boot.js']);
  });

  it('counts on every route the files index.html preloads as modules, beside those the manifest leads to', () => {
    const dist = build();
    const rows = measure(dist) as Row[];
    const row = (route: string) => rows.find((r) => r.route === route)!;
    const everyPage = ['assets/index.js', 'assets/boot.js', 'assets/app.js', 'assets/sign-in-library.js'];
    const login = [...everyPage, 'assets/login.js', 'assets/en.js'];
    expect(row('/login (en)').jsFiles).toBe(login.length);
    expect(row('/login (en)').jsGzipKb).toBeCloseTo(gzipKb(dist, login), 6);
    const landing = [...everyPage, 'assets/layout.js', 'assets/landing.js', 'assets/es.js'];
    expect(row('/userLanding/:uuid/:accountType (es)').jsFiles).toBe(landing.length);
    expect(row('/userLanding/:uuid/:accountType (es)').jsGzipKb).toBeCloseTo(gzipKb(dist, landing), 6);
  });
});
