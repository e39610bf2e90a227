import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves GraphQL and the built app at one origin; in dev, Vite forwards /graphql to it.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
