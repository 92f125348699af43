import { findNulCharacter, jsonNestsDeeperThan, MAX_JSON_DEPTH, parseJsonWithinDepth } from './limits.js';

describe('jsonNestsDeeperThan', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('allows the limit and refuses one level more', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `"${'['.repeat(100)}\\"{{{`, list: [[1], { a: [2] }] });
    expect(jsonNestsDeeperThan(text)).toBe(false);
    expect(parseJsonWithinDepth(text)).toEqual(JSON.parse(text));
  });

  it('counts objects and arrays alike and gives up on bad text', () => {
    expect(jsonNestsDeeperThan('{"a":'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(parseJsonWithinDepth('{"a": ')).toBeUndefined();
  });
});

describe('findNulCharacter', () => {
  it('names the dotted path of the first value or key holding U+0000', () => {
    expect(findNulCharacter({ customer: { names: ['ok', 'a\u0000'] } }, '')).toBe('customer.names.1');
    expect(findNulCharacter({ ['k\u0000']: 'v' }, 'body')).toBe('body.k\\0');
    expect(findNulCharacter('x\u0000', 'token')).toBe('token');
    expect(findNulCharacter({ fine: 'text', n: 1, none: null }, '')).toBeUndefined();
  });
});
