import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

// The gateway serves GraphQL and the built app at one origin; in dev, Vite forwards /graphql to it
// (GATEWAY_URL points elsewhere than the default port when needed).
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // Lingui's macros compiled natively (no Babel pass), its .po catalogs compiled at build (issue 26, docs/i18n.md).
  plugins: [react(), lingui({ macroTransform: true }), precompress()],
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
  },
});
