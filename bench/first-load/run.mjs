#!/usr/bin/env node
// First load: what a phone downloads before a page is usable, and Lighthouse's mobile scores.
// For each page the built product is opened in Chromium through Lighthouse (its default mobile
// profile: simulated slow 4G and a 4× slower CPU). From the requests the page made, the script and
// style files are summed as the server sends them: gzip (the target's unit) and brotli (what
// browsers that accept it receive). Targets: ≤ 200 KB gzip of JavaScript on /order; performance
// ≥ 95 and accessibility 100 on /, /order and /tracking.
//
//   npm run bench:first-load                     # /, /order, /tracking and the console's sign-in, three runs each
//   npm run bench:first-load -- --runs 1 --pages /order,/admin/login
//   npm run bench:first-load -- --pages /order --reports /tmp/lh   # also writes each Lighthouse report (JSON)
//
// Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createDatabase, startServer } from '../lib/harness.mjs';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/order,/tracking,/admin/login' },
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const PAGES = args.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const RUNS = Math.max(1, Number(args.runs));
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = { customer: join(ROOT, 'customer-web', 'dist'), admin: join(ROOT, 'admin-console', 'dist') };
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KB = (bytes) => (bytes / 1024).toFixed(1);

/** The built file behind a URL of ours, or undefined for anything else. */
function distFile(url) {
  const { pathname } = new URL(url);
  const file = pathname.startsWith('/admin/') ? join(DIST.admin, pathname.slice('/admin/'.length)) : join(DIST.customer, pathname.slice(1));
  return existsSync(file) ? file : undefined;
}

/** Size of the copy the server sends for this encoding (the plain file when there is no copy). */
function encodedSize(file, suffix) {
  return existsSync(file + suffix) ? statSync(file + suffix).size : statSync(file).size;
}

/** The scripts index.html names (entry and preloads): what must arrive before anything renders. */
function entryScripts(page) {
  const dist = page.startsWith('/admin') ? DIST.admin : DIST.customer;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => distFile(`http://host${match[1]}`)).filter(Boolean));
}

function sumAssets(requests, type, only) {
  const files = [
    ...new Set(
      requests
        .filter((request) => request.resourceType === type)
        .map((request) => distFile(request.url))
        .filter(Boolean),
    ),
  ].filter((file) => !only || only.has(file));
  return {
    files: files.length,
    gzip: files.reduce((sum, file) => sum + encodedSize(file, '.gz'), 0),
    brotli: files.reduce((sum, file) => sum + encodedSize(file, '.br'), 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(page, url, port) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (args.reports) {
      await mkdir(args.reports, { recursive: true });
      await writeFile(join(args.reports, `${page.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`), JSON.stringify(lhr));
    }
    runs.push(lhr);
  }
  const requests = runs[0].audits['network-requests'].details.items;
  const pick = (fn) => median(runs.map(fn));
  return {
    script: sumAssets(requests, 'Script'),
    entry: sumAssets(requests, 'Script', entryScripts(page)),
    style: sumAssets(requests, 'Stylesheet'),
    performance: pick((lhr) => Math.round(lhr.categories.performance.score * 100)),
    accessibility: pick((lhr) => Math.round(lhr.categories.accessibility.score * 100)),
    fcp: pick((lhr) => lhr.audits['first-contentful-paint'].numericValue),
    lcp: pick((lhr) => lhr.audits['largest-contentful-paint'].numericValue),
    tbt: pick((lhr) => lhr.audits['total-blocking-time'].numericValue),
    cls: pick((lhr) => lhr.audits['cumulative-layout-shift'].numericValue),
    failedAccessibility: Object.values(runs[0].audits)
      .filter((audit) => runs[0].categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) && audit.score === 0)
      .map((audit) => audit.id),
  };
}

async function main() {
  for (const dir of Object.values(DIST)) if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} not built: run npm run build`);
  if (!existsSync(CHROME)) throw new Error(`Chromium not found at ${CHROME}: apt-get install -y chromium, or set CHROME_PATH`);
  const database = await createDatabase(args['database-url'], 'apostille_bench_first_load');
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-first-load-'));
  let server;
  let chrome;
  try {
    server = await startServer(dataDir, { DATABASE_URL: database.url, API_PROCESSES: '1', REDIS_URL: undefined });
    chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    console.log(
      `first load · ${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM · Lighthouse mobile, median of ${RUNS}`,
    );
    // JS: every script the page loaded; entry: of those, index.html's (the rest loads on demand).
    console.log('page                 JS gzip KB  entry gzip KB  JS br KB  CSS gzip KB  perf  a11y  FCP ms  LCP ms  TBT ms   CLS');
    for (const page of PAGES) {
      const result = await measure(page, `${server.base}${page}`, chrome.port);
      console.log(
        [
          page.padEnd(20),
          KB(result.script.gzip).padStart(11),
          KB(result.entry.gzip).padStart(14),
          KB(result.script.brotli).padStart(9),
          KB(result.style.gzip).padStart(12),
          String(result.performance).padStart(5),
          String(result.accessibility).padStart(5),
          result.fcp.toFixed(0).padStart(7),
          result.lcp.toFixed(0).padStart(7),
          result.tbt.toFixed(0).padStart(7),
          result.cls.toFixed(3).padStart(6),
        ].join(' '),
      );
      if (result.failedAccessibility.length > 0) console.log(`  accessibility audits failed: ${result.failedAccessibility.join(', ')}`);
    }
  } finally {
    await chrome?.kill();
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
