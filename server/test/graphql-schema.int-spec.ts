import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * server/schema.graphql is the staff GraphQL contract as the server really builds it (code first:
 * the schema exists only in memory at run time). The admin console generates its types from that
 * file, so it must never lag behind the resolvers: this test fails when it does, and with
 * GRAPHQL_SCHEMA_WRITE=1 (what `npm run codegen` sets) it rewrites the file instead.
 */
const SCHEMA_FILE = resolve(import.meta.dirname, '..', 'schema.graphql');
const OUT_OF_DATE = 'server/schema.graphql is out of date: run `npm run codegen`';
const HEADER = '# The GraphQL schema the server builds from its resolvers. Generated: run `npm run codegen`, do not edit.\n\n';

/** Where the two texts first part, so the failure says what changed without a diff tool. */
function firstDifference(committed: string, built: string): string {
  const a = committed.split('\n');
  const b = built.split('\n');
  for (let line = 0; line < Math.max(a.length, b.length); line++) {
    if (a[line] !== b[line]) {
      return `first difference at line ${line + 1}:\n  committed: ${a[line] ?? '(end of file)'}\n  server:    ${b[line] ?? '(end of file)'}`;
    }
  }
  return '';
}

describe('the committed GraphQL schema', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await bootTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('is the schema the server builds (server/schema.graphql)', async () => {
    const { schema } = testApp.app.get(GraphQLSchemaHost);
    // Sorted so the file changes only when the contract does, not when modules load in another order.
    const built = `${HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
    if (process.env.GRAPHQL_SCHEMA_WRITE === '1') {
      await writeFile(SCHEMA_FILE, built);
      return;
    }
    const committed = await readFile(SCHEMA_FILE, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    if (committed !== built) throw new Error(`${OUT_OF_DATE}\n${firstDifference(committed, built)}`);
  });
});
