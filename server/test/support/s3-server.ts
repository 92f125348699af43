import type { IncomingHttpHeaders, Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** What the S3 server received: method, path with query, headers. */
export interface S3Request {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface LocalS3Server {
  endpoint: string;
  /** S3_* variables for the application under test. */
  env: Record<string, string>;
  bucket: string;
  requests: S3Request[];
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (s3rver, files in a temporary folder) on a free loopback port. It
 * fails loudly when it cannot start: a storage test never passes without its bucket.
 */
export async function startS3Server(bucket = 'apostille-test-docs'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'apostille-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw new Error(`the local S3 server (s3rver) could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  const requests: S3Request[] = [];
  // A second listener on the same HTTP server sees every request without changing its handling.
  (server as unknown as { httpServer: Server }).httpServer.on('request', (request) =>
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers }),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    requests,
    // s3rver's built-in account (it checks the key, as S3 does).
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
