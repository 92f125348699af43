import { HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ValidationFailedException } from '../http-exception.filter.js';
import { findNulCharacter, jsonNestsDeeperThan, MAX_JSON_DEPTH, nulMessage } from './limits.js';

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** body-parser turns an error thrown by `verify` into the request's error, keeping its status. */
class TooDeepError extends Error {
  readonly status = HttpStatus.BAD_REQUEST;
  readonly expose = true;
  readonly type = 'entity.too.deep';
  constructor() {
    super(TOO_DEEP_MESSAGE);
  }
}

/**
 * Keeps the exact bytes (the Stripe webhook verifies its signature over them) and refuses a JSON
 * body nested deeper than the limit before it is parsed.
 */
function verifyJson(request: Request, _response: Response, buffer: Buffer, encoding: string): void {
  (request as Request & { rawBody?: Buffer }).rawBody = buffer;
  if (jsonNestsDeeperThan(buffer.toString(encoding as BufferEncoding))) throw new TooDeepError();
}

/** Refuses U+0000 anywhere in the parsed body or the query string, naming the field. */
function refuseNulCharacters(request: Request, _response: Response, next: NextFunction): void {
  const field = findNulCharacter(request.body, '') ?? findNulCharacter(request.query, '');
  next(field ? new ValidationFailedException([{ field, message: nulMessage(field) }]) : undefined);
}

/**
 * The request body parsers (in place of Nest's, which cannot check depth) and the NUL check on
 * what they produced. Path parameters and multipart fields are checked by InputSafetyPipe.
 */
export function installBodyParsing(app: NestExpressApplication): void {
  app.use(express.json({ limit: '1mb', verify: verifyJson }));
  app.use(express.urlencoded({ limit: '1mb', extended: false }));
  app.use(refuseNulCharacters);
}
