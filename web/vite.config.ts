import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const vendor = (packages: string) => new RegExp(`node_modules[\\\\/](${packages})[\\\\/]`);

// The gateway serves GraphQL and the built app at one origin; in dev, Vite forwards /graphql to it
// (GATEWAY_URL points elsewhere than the default port when needed).
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: vendor('react|react-dom|react-router|scheduler|cookie|set-cookie-parser') },
            { name: 'mantine', test: vendor('@mantine|@floating-ui|@tabler|clsx|react-remove-scroll.*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|react-number-format|react-textarea-autosize') },
            { name: 'apollo', test: vendor('@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node|zustand') },
          ],
        },
      },
    },
  },
});
