/// <reference types="node" />
/*
 * Build step (npm run build, after the browser build): writes the landing pages as HTML with their
 * first screen already in it, so a phone paints the page before its JavaScript has arrived, and the
 * app takes it over when loaded (main.tsx). Each page is written with brotli and gzip copies, and a
 * manifest tells the server which path gets which file. See docs/performance.md, "First load".
 *
 *   node dist-ssr/prerenderSite.js <dist folder>
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_SCRIPTS_ID, type AppScripts } from './appScripts';
import { PRERENDERED_DIR, PRERENDERED_MANIFEST, PRERENDERED_PAGES } from './prerenderedPages';
import { renderPage } from './renderPage';

/** The page is rendered for a first-time visitor: the browser's storage is there and empty. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The app's script tags as Vite wrote them into index.html, replaced by the boot script (boot.ts) and a
 * JSON block naming them: the app's scripts are then requested after the page's first paint.
 */
function deferAppScripts(template: string, bootFile: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const scripts: AppScripts = { entry: entry[1], preloads: preloads.map((match) => match[1]) };
  let html = template;
  for (const tag of [entry[0], ...preloads.map((match) => match[0])]) html = html.replace(tag, '');
  // JSON in a data block cannot close it early: "<" is written as \u003c.
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const boot = `<script type="application/json" id="${APP_SCRIPTS_ID}">${json}</script><script type="module" crossorigin src="/${bootFile}"></script>`;
  return html.replace('</head>', () => `${boot}</head>`);
}

function fillTemplate(template: string, page: { body: string; head: string; title: string | undefined }): string {
  const parts = [
    ['<div id="root"></div>', `<div id="root">${page.body}</div>`],
    ['</head>', `${page.head}</head>`],
  ] as const;
  let html = template;
  for (const [marker, replacement] of parts) {
    if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`);
    html = html.replace(marker, () => replacement);
  }
  // The page's title is already escaped by React.
  return page.title === undefined ? html : html.replace(/<title>.*?<\/title>/s, () => `<title>${page.title}</title>`);
}

/** The built file of boot.ts, from Vite's manifest. */
async function bootFile(dist: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const boot = manifest['src/prerender/boot.ts'];
  if (!boot) throw new Error('the build has no boot.ts (vite.config.ts, build input)');
  return boot.file;
}

async function main(dist: string): Promise<void> {
  // React, MUI and Emotion are loaded from node_modules and follow NODE_ENV: in development mode Emotion labels its
  // class names, and the browser's production build would not recognise the page's markup as its own.
  if (process.env.NODE_ENV !== 'production') throw new Error('run the prerender with NODE_ENV=production');
  Object.assign(globalThis, { localStorage: emptyStorage(), sessionStorage: emptyStorage() });
  const template = deferAppScripts(await readFile(join(dist, 'index.html'), 'utf8'), await bootFile(dist));
  const outDir = join(dist, PRERENDERED_DIR);
  await mkdir(outDir, { recursive: true });
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    const html = fillTemplate(template, await renderPage(path));
    await writeFile(join(outDir, file), html);
    await writeFile(join(outDir, `${file}.br`), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(join(outDir, `${file}.gz`), gzipSync(html, { level: 9 }));
    console.log(`prerendered ${path} → ${PRERENDERED_DIR}/${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
  }
  await writeFile(join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(PRERENDERED_PAGES, null, 2)}\n`);
}

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node dist-ssr/prerenderSite.js <dist folder>');
  process.exit(2);
}
main(dist).catch((error: unknown) => {
  console.error('Prerendering failed:', error);
  process.exit(1);
});
