import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The module map in docs/architecture.md against the code: every folder of server/src is on the
 * map and nothing else is; each table is owned by the module whose entity declares it; and no
 * module reaches into another module's tables past its services: no value import of the owner's
 * entity, no table name in its SQL, no relation loaded into the owner's table. A relation declared
 * in an entity is a foreign key, part of the schema that keeps the data whole, and is not a crossing
 * by itself; loading through it is. A statement that must span modules takes each owner's part
 * from the owner's own SQL form (see the map's text), which lives, and is checked, in the owner's folder.
 */
const SERVER_SRC = resolve(import.meta.dirname);
const MAP_FILE = resolve(SERVER_SRC, '..', '..', 'docs', 'architecture.md');
const MAP_HEADING = '## Module map';
/** Folders that are infrastructure for every module and own no business table. */
const NOT_A_MODULE = new Set(['database']);

interface MapRow {
  owns: Set<string>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

function moduleOf(path: string): string | null {
  const parts = relative(SERVER_SRC, path).split('/');
  return parts.length > 1 ? parts[0] : null;
}

/** Comments mention tables too (and quote SQL); only code counts. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function moduleFolders(): string[] {
  return readdirSync(SERVER_SRC)
    .filter((name) => statSync(join(SERVER_SRC, name)).isDirectory())
    .sort();
}

/** Table → owning module, and entity class → its table, from the @Entity declarations. */
function entities(files: string[]): { ownerOf: Map<string, string>; tableOf: Map<string, string> } {
  const ownerOf = new Map<string, string>();
  const tableOf = new Map<string, string>();
  for (const file of files) {
    const module = moduleOf(file);
    if (!module) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/@Entity\('([a-z_]+)'\)[\s\S]*?export class (\w+)/g)) {
      ownerOf.set(match[1], module);
      tableOf.set(match[2], match[1]);
    }
  }
  return { ownerOf, tableOf };
}

const isEntityFile = (path: string) => path.includes('/entities/');

/** Per module: relation property → the table it points to, for relations its entities declare into other modules. */
function foreignRelations(files: string[], ownerOf: Map<string, string>, tableOf: Map<string, string>): Map<string, Map<string, string>> {
  const relations = new Map<string, Map<string, string>>();
  for (const file of files.filter(isEntityFile)) {
    const module = moduleOf(file);
    if (!module) continue;
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const match of code.matchAll(/@(?:ManyToOne|OneToOne|OneToMany|ManyToMany)\(\s*\(\)\s*=>\s*(\w+)[\s\S]*?\n\s*(\w+)\??:/g)) {
      const table = tableOf.get(match[1]);
      if (table && ownerOf.get(table) !== module) relations.set(module, (relations.get(module) ?? new Map()).set(match[2], table));
    }
  }
  return relations;
}

/** Tables of other modules each module touches directly: entity imports, table names in SQL, relations loaded. */
function crossings(files: string[], ownerOf: Map<string, string>, tableOf: Map<string, string>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (module: string, table: string) => {
    if (ownerOf.get(table) !== module) found.set(module, (found.get(module) ?? new Set()).add(table));
  };
  const relations = foreignRelations(files, ownerOf, tableOf);
  for (const file of files) {
    const module = moduleOf(file);
    if (!module || NOT_A_MODULE.has(module) || isEntityFile(file)) continue;
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const match of code.matchAll(/relations:\s*(\{[^}]*\}|\[[^\]]*\])/g)) {
      for (const [property, table] of relations.get(module) ?? []) {
        if (new RegExp(`\\b${property}\\b`).test(match[1])) add(module, table);
      }
    }
    for (const [table] of ownerOf) {
      if (new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+"?${table}"?(?![\\w])`, 'i').test(code)) add(module, table);
    }
    // Value imports only: an entity named as a parameter's type (import type) reads nothing.
    for (const match of code.matchAll(/import\s+\{([^}]*)\}\s+from\s+'[^']*\/entities\/[^']*'/g)) {
      for (const name of match[1]
        .split(',')
        .map((part) => part.trim())
        .filter((part) => !part.startsWith('type '))) {
        const table = tableOf.get(name);
        if (table) add(module, table);
      }
    }
  }
  return found;
}

function tableNames(cell: string): Set<string> {
  return new Set(
    cell
      .split(',')
      .map((name) => name.replace(/`/g, '').trim())
      .filter((name) => name !== '' && name !== '–'),
  );
}

/** The rows of the map's table: | `module` | owns | */
function moduleMap(): Map<string, MapRow> {
  const text = readFileSync(MAP_FILE, 'utf8');
  const start = text.indexOf(MAP_HEADING);
  if (start < 0) throw new Error(`docs/architecture.md has no "${MAP_HEADING}" section`);
  const section = text.slice(start + MAP_HEADING.length).split(/\n## /)[0];
  const rows = new Map<string, MapRow>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const module = /^`([a-z-]+)\/`$/.exec(cells[1] ?? '')?.[1];
    if (!module) continue;
    rows.set(module, { owns: tableNames(cells[2]) });
  }
  return rows;
}

const sorted = (set: Iterable<string>) => [...set].sort();

describe('the module map in docs/architecture.md', () => {
  const files = sourceFiles(SERVER_SRC);
  const map = moduleMap();
  const { ownerOf, tableOf } = entities(files);

  it('lists exactly the folders of server/src', () => {
    expect(sorted(map.keys())).toEqual(moduleFolders());
  });

  it('names the owner of every table: the module whose entity declares it', () => {
    const owned = new Map<string, string[]>();
    for (const [table, module] of ownerOf) owned.set(module, [...(owned.get(module) ?? []), table]);
    for (const module of moduleFolders()) {
      expect({ module, owns: sorted(map.get(module)?.owns ?? []) }).toEqual({ module, owns: sorted(owned.get(module) ?? []) });
    }
  });

  it("has no module reaching into another module's tables", () => {
    const actual = crossings(files, ownerOf, tableOf);
    // On failure: go through the owning module's service, or (for one statement) its SQL form.
    expect(Object.fromEntries([...actual].map(([module, tables]) => [module, sorted(tables)]))).toEqual({});
  });
});
