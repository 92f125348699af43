import type { NextFunction, Request, Response } from 'express';
import { hasSecretSegment } from './request-log.js';

/**
 * `Cache-Control: no-store` on every answer to a request that carries a credential (a bearer token,
 * or a payment-link token in the path): those answers hold someone's orders, profile or charge, and no
 * browser cache or shared proxy may keep them for the next person at the same computer. Set before
 * the route runs, so a route that needs a stricter value (downloads) still sets its own.
 */
export function noStoreForCredentials(request: Request, response: Response, next: NextFunction): void {
  if (request.headers.authorization !== undefined || hasSecretSegment(request.path)) response.setHeader('Cache-Control', 'no-store');
  next();
}
