import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { isCustomerSitePath } from '@apostille/domain';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

const SERVER_PATHS = /^\/(api|graphql|uploads)(\/|$)/;

export interface WebAppDirs {
  customerWeb: string;
  adminConsole: string;
}

export function defaultWebAppDirs(): WebAppDirs {
  const root = resolve(import.meta.dirname, '..', '..', '..');
  return { customerWeb: join(root, 'customer-web', 'dist'), adminConsole: join(root, 'admin-console', 'dist') };
}

/** An HTML file with the precompressed copies found next to it when the server started. */
interface HtmlFile {
  path: string;
  encodings: Array<'br' | 'gzip'>;
}

const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

function htmlFile(path: string): HtmlFile {
  return { path, encodings: (['br', 'gzip'] as const).filter((encoding) => existsSync(path + ENCODING_SUFFIX[encoding])) };
}

/**
 * The customer build prerenders its landing pages (customer-web/src/prerender): prerendered/manifest.json
 * maps a path to its page file. Those paths get their page instead of the bare index.html.
 */
function prerenderedPages(dir: string, logger: Logger): Map<string, HtmlFile> {
  const manifest = join(dir, 'prerendered', 'manifest.json');
  if (!existsSync(manifest)) return new Map();
  try {
    const files = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
    return new Map(Object.entries(files).map(([path, file]) => [path, htmlFile(join(dir, 'prerendered', file))]));
  } catch (error) {
    logger.error(`prerendered pages ignored, ${manifest} unreadable: ${String(error)}`);
    return new Map();
  }
}

/** Sends an HTML page, as its brotli or gzip copy when the browser takes one. */
function sendHtml(request: Request, response: Response, file: HtmlFile) {
  response.vary('Accept-Encoding');
  // Our preference (brotli, smaller) among what the browser takes, whatever order it lists them in.
  const encoding = file.encodings.find((candidate) => request.acceptsEncodings(candidate) === candidate);
  if (!encoding) return response.sendFile(file.path);
  // Set first: sendFile keeps a Content-Type already set instead of guessing one from ".br".
  response.type('html');
  response.setHeader('Content-Encoding', encoding);
  response.sendFile(file.path + ENCODING_SUFFIX[encoding]);
}

/**
 * knownPath: when given, other paths still get the app (it shows its not-found page) but with HTTP 404.
 * pages: paths that have a page of their own (prerendered); every other path gets index.html.
 */
function spaFallback(indexFile: string, knownPath?: (path: string) => boolean, pages = new Map<string, HtmlFile>()) {
  const index = htmlFile(indexFile);
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SERVER_PATHS.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (knownPath && !knownPath(request.path)) response.status(404);
    sendHtml(request, response, pages.get(request.path) ?? index);
  };
}

/**
 * The customer site's files are served from /, in front of the API's routes: without this, every
 * API and GraphQL request first looked for a file of its path on disk (a stat per request, 3 % of
 * the server's CPU on the staff order page).
 */
function skippingServerPaths(middleware: (request: Request, response: Response, next: NextFunction) => unknown) {
  return (request: Request, response: Response, next: NextFunction) => (SERVER_PATHS.test(request.path) ? next() : middleware(request, response, next));
}

/**
 * Serves the built customer site at / and the admin console at /admin from the same port,
 * each with a fallback to its index.html so client-side routes survive a reload.
 */
export function mountWebApps(app: NestExpressApplication, dirs: WebAppDirs = defaultWebAppDirs()): void {
  const logger = new Logger('WebApps');
  const redirects: Record<string, string> = {
    '/admin-login': '/admin/login',
    '/admin-security': '/admin/security',
    // The address customers guess for signing in.
    '/customer/login': '/customer-login',
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    const target = redirects[request.path];
    if (target) return response.redirect(302, target);
    next();
  });
  // Hashed file names change with their content, so they may be cached for a year; the rest for an hour.
  // Both builds write .br and .gz copies (vite-plugin-compression2): the browser gets brotli, else gzip,
  // else the plain file, with no compression work per request.
  const serve = (dir: string, cache: { maxAge: string; immutable?: boolean }) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, redirect: false, ...cache },
    });
  const staticOptions = { maxAge: '1h' };
  const hashedAssets = { maxAge: '365d', immutable: true };

  if (existsSync(join(dirs.adminConsole, 'index.html'))) {
    app.use('/admin/assets', serve(join(dirs.adminConsole, 'assets'), hashedAssets));
    app.use('/admin', serve(dirs.adminConsole, staticOptions));
    app.use('/admin', spaFallback(join(dirs.adminConsole, 'index.html')));
  } else {
    logger.warn(`admin console build not found in ${dirs.adminConsole}: run npm run build`);
  }
  if (existsSync(join(dirs.customerWeb, 'index.html'))) {
    app.use('/assets', serve(join(dirs.customerWeb, 'assets'), hashedAssets));
    app.use(skippingServerPaths(serve(dirs.customerWeb, staticOptions)));
    app.use(spaFallback(join(dirs.customerWeb, 'index.html'), isCustomerSitePath, prerenderedPages(dirs.customerWeb, logger)));
  } else {
    logger.warn(`customer site build not found in ${dirs.customerWeb}: run npm run build`);
  }
}
