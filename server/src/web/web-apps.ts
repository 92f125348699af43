import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { isCustomerSitePath } from '@apostille/domain';
import express, { type NextFunction, type Request, type Response } from 'express';

const SERVER_PATHS = /^\/(api|graphql|uploads)(\/|$)/;

export interface WebAppDirs {
  customerWeb: string;
  adminConsole: string;
}

export function defaultWebAppDirs(): WebAppDirs {
  const root = resolve(import.meta.dirname, '..', '..', '..');
  return { customerWeb: join(root, 'customer-web', 'dist'), adminConsole: join(root, 'admin-console', 'dist') };
}

/** knownPath: when given, other paths still get the app (it shows its not-found page) but with HTTP 404. */
function spaFallback(indexFile: string, knownPath?: (path: string) => boolean) {
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SERVER_PATHS.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (knownPath && !knownPath(request.path)) response.status(404);
    response.sendFile(indexFile);
  };
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
  const staticOptions = { index: false, maxAge: '1h', redirect: false };
  const hashedAssets = { index: false, maxAge: '365d', immutable: true, redirect: false };

  if (existsSync(join(dirs.adminConsole, 'index.html'))) {
    app.use('/admin/assets', express.static(join(dirs.adminConsole, 'assets'), hashedAssets));
    app.use('/admin', express.static(dirs.adminConsole, staticOptions));
    app.use('/admin', spaFallback(join(dirs.adminConsole, 'index.html')));
  } else {
    logger.warn(`admin console build not found in ${dirs.adminConsole}: run npm run build`);
  }
  if (existsSync(join(dirs.customerWeb, 'index.html'))) {
    app.use('/assets', express.static(join(dirs.customerWeb, 'assets'), hashedAssets));
    app.use(express.static(dirs.customerWeb, staticOptions));
    app.use(spaFallback(join(dirs.customerWeb, 'index.html'), isCustomerSitePath));
  } else {
    logger.warn(`customer site build not found in ${dirs.customerWeb}: run npm run build`);
  }
}
