import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/** Where the NestJS server listens in development (`npm run dev` at the root). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = Object.fromEntries(['/api', '/graphql', '/uploads'].map((path) => [path, { target: apiTarget, changeOrigin: true }]));

// In production the server serves dist/ at `/admin` with an SPA fallback, hence the base.
export default defineConfig({
  base: '/admin/',
  // Precompressed copies (.gz, .br) next to every text asset; the server sends the one the browser accepts.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  resolve: {
    alias: {
      // Use the shared library's source so the app never waits for (or disagrees with) its build.
      '@apostille/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes far less often than the app: its own chunk stays cached across deploys. The
        // other libraries are split where the app splits, so the sign-in page (auth/SignInShell.tsx)
        // loads only the MUI parts it uses; grouping all of MUI or react-admin into one chunk would make
        // it load them whole.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Whole-dialog tests render react-admin forms in jsdom; on a busy two-core machine one passed 5 s
    // (the order dialogs, while a browser test ran beside the suite). The same allowance as customer-web.
    testTimeout: 20_000,
  },
});
