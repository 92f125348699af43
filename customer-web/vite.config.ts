import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Where the NestJS server listens in development (`npm run dev` at the root). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/graphql', '/uploads'].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
);

// In production the server serves dist/ at `/` with an SPA fallback.
export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/ },
            // Libraries only reached through import() (Stripe, jsPDF and its helpers) stay out of the
            // eager vendor chunk so they load on demand.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?!(@stripe|jspdf|html2canvas|dompurify|canvg|core-js|fflate|fast-png|iobuffer|pako|raf|rgbcolor|stackblur-canvas|svg-pathdata|performance-now|text-segmentation|css-line-break|utrie|base64-arraybuffer)[\\/])/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
