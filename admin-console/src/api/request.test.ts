import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../dataProvider/dataProvider';
import { ApiError, messageOf, serverMessageOf } from './request';

const FALLBACK = 'Failed to trigger workflow';

function restError(status: number, body: unknown): ApiError {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new ApiError(status, text, 'Bad Request', messageOf(text));
}

function graphQLError(errors: object[]): HttpError {
  return toHttpError(new CombinedGraphQLErrors({ errors: errors as never }));
}

describe('serverMessageOf', () => {
  it("answers a REST refusal's own message", () => {
    const error = restError(400, { statusCode: 400, message: 'No active automation rule listens to payment_received: turn one on first' });
    expect(serverMessageOf(error, FALLBACK)).toBe('No active automation rule listens to payment_received: turn one on first');
  });

  it('answers the first message of a REST validation refusal', () => {
    const error = restError(400, { statusCode: 400, message: ['Please enter a valid email address', 'subject should not be empty'] });
    expect(serverMessageOf(error, 'Failed to process email.')).toBe('Please enter a valid email address');
  });

  it('falls back when a REST answer carries no message (an HTML error page, an empty body)', () => {
    expect(serverMessageOf(restError(400, '<html>Bad request</html>'), FALLBACK)).toBe(FALLBACK);
    expect(serverMessageOf(restError(409, ''), FALLBACK)).toBe(FALLBACK);
  });

  it("answers a GraphQL error's message as the data provider passes it on", () => {
    const error = graphQLError([{ message: 'Order not found', extensions: { code: 'NOT_FOUND', status: 404 } }]);
    expect(serverMessageOf(error, FALLBACK)).toBe('Order not found');
  });

  it("prefers a GraphQL validation refusal's own message to Nest's generic one", () => {
    const error = graphQLError([
      {
        message: 'Bad Request Exception',
        extensions: { code: 'BAD_REQUEST', originalError: { statusCode: 400, message: ['notes must be shorter than or equal to 2000 characters'] } },
      },
    ]);
    expect(serverMessageOf(error, FALLBACK)).toBe('notes must be shorter than or equal to 2000 characters');
  });

  it('keeps the fallback for a server failure, whatever its text', () => {
    expect(serverMessageOf(restError(500, { statusCode: 500, message: 'Internal server error' }), FALLBACK)).toBe(FALLBACK);
    expect(serverMessageOf(graphQLError([{ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]), FALLBACK)).toBe(FALLBACK);
  });

  it("falls back for A8's status-and-body text and for errors that are not the server's", () => {
    expect(serverMessageOf(new HttpError('400: Bad Request', 400), FALLBACK)).toBe(FALLBACK);
    expect(serverMessageOf(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(serverMessageOf(new CombinedGraphQLErrors({ errors: [{ message: 'Not through the data provider' }] as never }), FALLBACK)).toBe(FALLBACK);
    expect(serverMessageOf(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
