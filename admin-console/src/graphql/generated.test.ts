// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, it } from 'vitest';
import config from '../../codegen';

/**
 * The console's GraphQL types must be what codegen makes of the committed server schema and the
 * console's current gql documents: a stale file would let the console compile against a contract
 * the server no longer serves. (The server's own test checks server/schema.graphql against the
 * resolvers.) Runs in Node: codegen reads files and needs nothing from a browser.
 */
const CONSOLE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUTPUT = 'src/graphql/generated.ts';
const OUT_OF_DATE = 'admin-console/src/graphql/generated.ts is out of date: run `npm run codegen`';

function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  for (let line = 0; line < Math.max(a.length, b.length); line++) {
    if (a[line] !== b[line]) {
      return `first difference at line ${line + 1}:\n  committed: ${a[line] ?? '(end of file)'}\n  codegen:   ${b[line] ?? '(end of file)'}`;
    }
  }
  return '';
}

describe('the generated GraphQL types', () => {
  it('match server/schema.graphql and the gql documents (src/graphql/generated.ts)', async () => {
    // false: return the outputs instead of writing them, so the test never changes the tree.
    // Typed here: codegen declares the result loosely (watch mode resolves to nothing).
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: CONSOLE_ROOT, silent: true }, false);
    const output = outputs.find((file) => resolve(CONSOLE_ROOT, file.filename) === resolve(CONSOLE_ROOT, OUTPUT));
    if (!output) throw new Error(`codegen.ts no longer generates ${OUTPUT}`);
    const committed = await readFile(resolve(CONSOLE_ROOT, OUTPUT), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    if (committed !== output.content) throw new Error(`${OUT_OF_DATE}\n${firstDifference(committed, output.content)}`);
  }, 60_000);
});
