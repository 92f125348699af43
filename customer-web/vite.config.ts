import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/** Where the NestJS server listens in development (`npm run dev` at the root). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = Object.fromEntries(['/api', '/graphql', '/uploads'].map((path) => [path, { target: apiTarget, changeOrigin: true }]));

// In production the server serves dist/ at `/` with an SPA fallback. `npm run build` also makes a
// server-side build of src/prerender (dist-ssr) and runs it to prerender the landing pages into dist.
export default defineConfig(({ isSsrBuild }) => ({
  // Precompressed copies (.gz, .br) next to every text asset; the server sends the one the browser accepts.
  plugins: [react(), !isSsrBuild && compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  resolve: {
    alias: {
      // Use the shared library's source so the app never waits for (or disagrees with) its build.
      '@apostille/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The prerendered pages start with boot.ts; the manifest tells the prerender step its file name.
    manifest: true,
    rolldownOptions: isSsrBuild ? undefined : { input: { index: 'index.html', boot: 'src/prerender/boot.ts' } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Whole-page tests render MUI forms in jsdom; on a busy two-core machine one can pass 5 s.
    testTimeout: 20_000,
  },
}));
