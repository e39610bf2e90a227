import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    // scripts/bundle-budget.mjs follows the chunks a route loads from here.
    manifest: true,
  },
});
