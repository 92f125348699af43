/** Deepest nesting of arrays and objects any request body may have; real payloads use at most 4. */
export const MAX_JSON_DEPTH = 16;

/** Largest dollar amount a browser may state (its idea of a total or a rate): far above any real order. */
export const MAX_STATED_DOLLARS = 1_000_000;

/** Highest page number a paged list takes: past every page of a million rows at the smallest page size. */
export const MAX_PAGE = 1_000_000;

/** Largest value of an id or count column (PostgreSQL `integer`). */
export const INT32_MAX = 2_147_483_647;

/**
 * True when the JSON text nests arrays/objects deeper than `maxDepth`. A linear scan that stops at
 * the first level too deep, so it runs before JSON.parse and costs nothing for normal bodies
 * (parsing 780 KB of `[` first blocks the event loop for about a second).
 */
export function jsonNestsDeeperThan(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse that refuses too deep nesting before parsing; undefined for bad or too deep text. */
export function parseJsonWithinDepth(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonNestsDeeperThan(text, maxDepth)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A key as a field name in messages; a NUL inside it is shown escaped. */
function printable(key: string): string {
  return key.replace(/\0/g, '\\0');
}

/**
 * The dotted path (`customer.firstName`, `lineItems.0.city`) of the first string or key holding
 * U+0000, or undefined. PostgreSQL text cannot store it, so it is refused before any work.
 */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path || 'value' : undefined;
  if (value === null || typeof value !== 'object' || depth > 100) return undefined; // bounded by the parsers; a guard, not a rule
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${printable(key)}` : printable(key);
    if (key.includes('\0')) return childPath;
    const found = findNulCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const nulMessage = (field: string) => `${field} must not contain a NUL character (U+0000)`;
