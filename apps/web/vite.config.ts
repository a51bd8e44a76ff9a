import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The API answers on one origin with the SPA; in development Vite forwards the API paths to it. */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  // Every text asset also written as .br and .gz next to it: the API serves them precompressed
  // (@fastify/static preCompressed), nothing is compressed per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/auth': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only what every page uses is grouped; the rest (dates pickers, forms, the builder's
          // libraries) goes with the pages that import them, loaded when their route is shown.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
