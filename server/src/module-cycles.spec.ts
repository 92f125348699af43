import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Folder-level import cycles of server/src. A folder that imports another (a value import: `import
 * type` costs nothing at run time) depends on it; two folders that depend on each other, directly or
 * through others, cannot be understood, tested or split apart alone. Not counted: an entity naming
 * another module's entity for a relation (that is the schema's foreign key, see
 * module-boundaries.spec.ts) and database/entities.ts, the list of every entity TypeORM loads.
 *
 * There are none, and the test fails on the first one (docs/architecture.md, "Folder dependencies").
 */
const SERVER_SRC = resolve(import.meta.dirname);

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

const folderOf = (path: string) => relative(SERVER_SRC, path).split('/')[0];

/** Relative specifiers this file imports or re-exports as values. */
export function valueImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const match of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
    if (!match[1]) specifiers.push(match[2]);
  }
  return specifiers;
}

function folderGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SERVER_SRC)) {
    const from = folderOf(file);
    if (!relative(SERVER_SRC, file).includes('/') || relative(SERVER_SRC, file) === 'database/entities.ts') continue;
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier);
      const to = folderOf(target);
      if (to === from || !relative(SERVER_SRC, target).includes('/')) continue;
      if (file.includes('/entities/') && specifier.includes('/entities/')) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The strongly connected components of more than one folder (Tarjan), each sorted. */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('folder-level import cycles', () => {
  it('finds a cycle through several folders and none in a layered graph', () => {
    const layered: Graph = new Map([
      ['orders', new Set(['customers', 'database'])],
      ['customers', new Set(['database'])],
    ]);
    expect(cycles(layered)).toEqual([]);
    const tangled: Graph = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['notifications'])],
      ['notifications', new Set(['orders', 'database'])],
    ]);
    expect(cycles(tangled)).toEqual([['notifications', 'orders', 'payments']]);
  });

  it('counts value imports and re-exports, not type-only imports', () => {
    const code = [
      "import type { Order } from '../orders/entities/order.entity.js';",
      "import { OutboxService } from '../notifications/outbox.service.js';",
      "import {\n  type A,\n  B,\n} from '../payments/b.js';",
      "export { C } from '../pricing/c.js';",
    ].join('\n');
    expect(valueImports(code)).toEqual(['../notifications/outbox.service.js', '../payments/b.js', '../pricing/c.js']);
  });

  it('has no folder that depends on itself through others', () => {
    // On failure: point the new import the other way (events, read-only lookups, abstract sources the
    // other folder provides, and SQL forms go from the feature to what it reads).
    expect(cycles(folderGraph())).toEqual([]);
  });
});
