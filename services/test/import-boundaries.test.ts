import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/import-boundaries.mjs, run as `npm test` runs it: on this repository, and on small trees with one bad
// import planted, where it must fail and name the import.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(ROOT, 'scripts', 'import-boundaries.mjs');

function check(root: string) {
  const r = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

const trees: string[] = [];
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A workspace like this one (services with one entry point, a bench, a web app), plus the given files. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
  trees.push(root);
  const all: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'aidverify',
      exports: { './scripts/lib/serve': './scripts/lib/serve.mjs' },
    }),
    'scripts/lib/serve.mjs': 'export const serve = () => undefined;\n',
    'scripts/tool.mjs': 'export const tool = 1;\n',
    'services/package.json': JSON.stringify({
      name: '@aidverify/services',
      exports: { '.': './src/index.ts' },
    }),
    'services/src/index.ts': "export { generate } from './domain/isir/generate.js';\n",
    'services/src/domain/isir/generate.ts': 'export const generate = () => 1;\n',
    'services/src/domain/isir/import.ts':
      "import { generate } from './generate.js';\nexport const load = generate;\n",
    'bench/package.json': JSON.stringify({ name: '@aidverify/bench' }),
    'bench/ok.ts':
      "import { generate } from '../services/src/index.js';\nimport { serve } from '../scripts/lib/serve.mjs';\nexport const x = [generate, serve];\n",
    'gateway/package.json': JSON.stringify({
      name: '@aidverify/gateway',
      exports: { '.': './src/index.ts' },
    }),
    'gateway/src/index.ts': "import { generate } from '@aidverify/services';\nexport const y = generate;\n",
    'web/package.json': JSON.stringify({ name: '@aidverify/web' }),
    'web/src/shared/download.ts': 'export const save = () => undefined;\n',
    'web/src/features/alerts/outcome.ts':
      "import { save } from '../../shared/download';\nexport const report = save;\n",
    'web/src/features/session/authStore.ts':
      "import { report } from '../alerts/outcome';\nexport const auth = report;\n",
    'web/src/features/students/Search.tsx':
      "import { auth } from '../session/authStore';\nexport const search = auth;\n",
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('import boundaries', () => {
  it('hold in this repository, in well under the 10 s budget', () => {
    const started = Date.now();
    const { status, output } = check(ROOT);
    expect(output).toContain('Import boundaries hold');
    expect(status).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('hold in a tree whose packages meet through their entry points and whose features form no circle', () => {
    const { status, output } = check(tree({}));
    expect(output).toContain('Import boundaries hold');
    expect(status).toBe(0);
  });

  it("fail when a benchmark imports another package's internals, naming the file, line and import", () => {
    const { status, output } = check(
      tree({
        'bench/bad.ts':
          "// load an ISIR\nimport { load } from '../services/src/domain/isir/import.js';\nexport const z = load;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "bench/bad.ts:2 imports '../services/src/domain/isir/import.js': services/src/domain/isir/import.ts is internal to @aidverify/services",
    );
    expect(output).toContain('services/src/index.ts');
  });

  it("fail when a test imports a package's subpath that its package.json does not export", () => {
    const { status, output } = check(
      tree({
        'gateway/test/office.test.ts':
          "import { generate } from '@aidverify/services/domain/isir/generate.js';\nexport const g = generate;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "gateway/test/office.test.ts:1 imports '@aidverify/services/domain/isir/generate.js'",
    );
    expect(output).toContain('is not an entry point of @aidverify/services');
  });

  it("fail when a package reaches into the root's scripts beyond what the root exports", () => {
    const { status, output } = check(
      tree({
        'e2e/package.json': '{"name":"@aidverify/e2e"}',
        'e2e/setup.ts': "import { tool } from '../scripts/tool.mjs';\nexport const t = tool;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "e2e/setup.ts:1 imports '../scripts/tool.mjs': scripts/tool.mjs is internal to aidverify",
    );
  });

  it('fail when web features import each other in a circle, naming every import of the circle', () => {
    const { status, output } = check(
      tree({
        'web/src/features/alerts/useLogoutAlert.ts':
          "import { search } from '../students/Search';\nexport const a = search;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      'web features import each other in a circle: alerts → students → session → alerts',
    );
    expect(output).toContain("web/src/features/alerts/useLogoutAlert.ts:1 imports '../students/Search'");
    expect(output).toContain("web/src/features/students/Search.tsx:1 imports '../session/authStore'");
    expect(output).toContain("web/src/features/session/authStore.ts:1 imports '../alerts/outcome'");
  });

  it('leave test files out of the feature circles (a test may mock another feature)', () => {
    const { status } = check(
      tree({
        'web/src/features/session/session.test.ts':
          "import { search } from '../students/Search';\nexport const s = search;\n",
      }),
    );
    expect(status).toBe(0);
  });

  it('fail when web/src/shared imports a feature', () => {
    const { status, output } = check(
      tree({
        'web/src/shared/format.ts':
          "import { auth } from '../features/session/authStore';\nexport const f = auth;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "web/src/shared/format.ts:1 imports '../features/session/authStore': web/src/shared is below the features",
    );
  });

  it("fail when the services' platform imports a domain, or a domain imports a route file; a test may", () => {
    const { status, output } = check(
      tree({
        'services/src/platform/db.ts':
          "import { generate } from '../domain/isir/generate.js';\nexport const db = generate;\n",
        'services/src/bases/isir/isir.routes.ts':
          "import { generate } from '../../domain/isir/generate.js';\nexport const routes = generate;\n",
        'services/src/domain/isir/uploads.ts':
          "import { routes } from '../../bases/isir/isir.routes.js';\nexport const u = routes;\n",
        'services/src/platform/db.test.ts':
          "import { generate } from '../domain/isir/generate.js';\nexport const t = generate;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "services/src/platform/db.ts:1 imports '../domain/isir/generate.js': services/src/platform is below services/src/domain",
    );
    expect(output).toContain(
      "services/src/domain/isir/uploads.ts:1 imports '../../bases/isir/isir.routes.js': services/src/domain is below services/src/bases",
    );
    // A route file calling its domain is the layers' direction; a test may reach anywhere.
    expect(output).not.toContain('isir.routes.ts:1');
    expect(output).not.toContain('db.test.ts');
  });

  it('fail on a name that is not the spelling of its kind: kebab-case services files and folders, PascalCase components, useSomething hooks', () => {
    const { status, output } = check(
      tree({
        'services/src/domain/isir/importStages.ts': 'export const a = 1;\n',
        'services/src/domain/studentRepository/rows.ts': 'export const b = 1;\n',
        'web/src/features/isir/components/uploadList.tsx': 'export const c = 1;\n',
        'web/src/features/isir/hooks/uploads.ts': 'export const d = 1;\n',
        'web/src/features/isir/upload_form.ts': 'export const e = 1;\n',
        // Each kind spelled as it should be, and what the rule leaves to others (tests, generated files).
        'services/src/domain/isir/import-stages.queries.ts': 'export const f = 1;\n',
        'web/src/features/isir/components/UploadList.tsx': 'export const g = 1;\n',
        'web/src/features/isir/components/isir.test.tsx': 'export const h = 1;\n',
        'web/src/features/isir/hooks/useUploads.ts': 'export const i = 1;\n',
        'web/src/features/isir/graphql/isir-upload.generated.ts': 'export const j = 1;\n',
      }),
    );
    expect(status).toBe(1);
    const misnamed = output
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^(services|web)\/src\//.test(l));
    expect(misnamed).toEqual([
      "services/src/domain/isir/importStages.ts: 'importStages.ts' is not kebab-case (lower-case words joined by '-')",
      "services/src/domain/studentRepository/rows.ts: the folder 'studentRepository' is not kebab-case (lower-case words joined by '-')",
      "web/src/features/isir/components/uploadList.tsx: a component's file is named as the component, in PascalCase ('uploadList.tsx')",
      "web/src/features/isir/hooks/uploads.ts: a hook's file is named as the hook, useSomething ('uploads.ts')",
      "web/src/features/isir/upload_form.ts: 'upload_form.ts' is not camelCase (or PascalCase for a component)",
    ]);
  });

  it("fail when the services' domains import each other in a circle, naming every import of it; a test may", () => {
    const { status, output } = check(
      tree({
        'services/src/domain/auto-verify/engine.ts':
          "import { load } from '../isir/import.js';\nexport const run = load;\n",
        'services/src/domain/isir/uploads.ts':
          "import { run } from '../auto-verify/engine.js';\nexport const after = run;\n",
        'services/src/domain/isir/isir.test.ts':
          "import { run } from '../auto-verify/engine.js';\nexport const t = run;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "the services' domains import each other in a circle: auto-verify → isir → auto-verify\n" +
        "    services/src/domain/auto-verify/engine.ts:1 imports '../isir/import.js'\n" +
        "    services/src/domain/isir/uploads.ts:1 imports '../auto-verify/engine.js'",
    );
    expect(output).not.toContain('isir.test.ts');
  });
});
