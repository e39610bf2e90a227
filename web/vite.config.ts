import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { operationTextsPlugin } from './scripts/operationTexts';

/**
 * Writes foo.js.br and foo.js.gz next to every text file of the build, compressed once at their best level,
 * so the gateway (@fastify/static preCompressed) sends them as they are instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aidverify-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A failed build writes nothing: its own error is the one to read.
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory()
            ? e.name.startsWith('.')
              ? []
              : walk(path.join(dir, e.name))
            : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue; // a header costs more than it saves
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
      }
    },
  };
}

/**
 * index.html preloads the app's files (src/boot.tsx and its static imports, their CSS) as it preloads the entry's:
 * the entry imports the app dynamically (src/main.tsx: it starts the provider redirect before the app has arrived),
 * and without these links each page would wait a round trip more for them. So are the sign-in library and
 * /config.json, which the entry asks for first on /login (and the app on every page that resumes a session). It also
 * names the sign-in form's own files (a meta tag): the provider redirect prefetches them for the form the provider
 * sends the browser back to.
 */
function preloadApp(): Plugin {
  return {
    name: 'aidverify-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return;
        const chunks = Object.values(ctx.bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const chunkOf = (source: string) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
          if (!chunk) throw new Error(`no chunk holds ${source} (moved? update vite.config.ts)`);
          return chunk;
        };
        /** The chunk and its static imports, less those already named; their CSS too. */
        const named = new Set<string>();
        const closure = (from: string) => {
          const files: string[] = [];
          const visit = (file: string) => {
            const chunk = byFile.get(file);
            if (named.has(file) || !chunk) return;
            named.add(file);
            files.push(file);
            chunk.viteMetadata?.importedCss.forEach((css) => {
              if (!named.has(css)) files.push(css);
              named.add(css);
            });
            chunk.imports.forEach(visit);
          };
          visit(from);
          return files;
        };
        closure(ctx.chunk.fileName); // Vite links the entry's own files
        const app = closure(chunkOf('/src/boot.tsx').fileName);
        const form = closure(chunkOf('/src/features/identity/components/LoginPage.tsx').fileName);
        const signIn = closure(chunkOf('/node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js').fileName);
        return [
          // The sign-in library and its configuration, which src/main.tsx asks for as soon as it runs: preloaded
          // with the page's other files, they no longer wait for the entry and then share the network with the app.
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: '/config.json' },
            injectTo: 'head' as const,
          },
          ...[...signIn, ...app].map((file) => ({
            tag: 'link',
            attrs: file.endsWith('.css')
              ? { rel: 'stylesheet', crossorigin: true, href: `/${file}` }
              : { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'meta',
            attrs: { name: 'aidverify-sign-in-form', content: form.map((file) => `/${file}`).join(' ') },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * The modules the app (src/boot.tsx, an entry of its own) imports statically, in one chunk: the bundler's split by
 * importers made ~40 files of them, each a round trip on a slow network (issue 28), and every page but the provider
 * redirect loads them all, so one file costs no page more bytes. What the page's entry (index.html: src/main.tsx)
 * imports stays out, so that entry never waits for the app; so does src/boot.tsx, which renders when it runs.
 */
function appChunk(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let entry: Set<string> | null = null;
  return (id, ctx) => {
    if (!entry) {
      entry = new Set([path.resolve(import.meta.dirname, 'src/boot.tsx')]);
      const stack = [path.resolve(import.meta.dirname, 'index.html')];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (entry.has(next)) continue;
        entry.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return entry.has(id) ? null : 'app';
  };
}

// The gateway serves GraphQL and the built app at one origin; in dev, Vite forwards /graphql to it
// (GATEWAY_URL points elsewhere than the default port when needed).
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // Lingui's macros compiled natively (no Babel pass), its .po catalogs compiled at build (issue 26, docs/i18n.md).
  plugins: [react(), lingui({ macroTransform: true }), operationTextsPlugin(), preloadApp(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-budget.mjs follows the chunks a route loads from here.
    manifest: true,
    rolldownOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        boot: path.resolve(import.meta.dirname, 'src/boot.tsx'),
      },
      output: {
        // $initial: the modules the entries import statically and use (tree-shaken), not all a barrel names. Not their
        // dependencies too: those of the entry's own modules stay out (none imports the app's back).
        codeSplitting: {
          groups: [{ name: appChunk(), tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
