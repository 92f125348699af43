import { selectiveSearchPart } from './search-probe.js';

describe('selectiveSearchPart', () => {
  it('looks up a whole order number by its serial digits', () => {
    expect(selectiveSearchPart('APO-2026-0123457')).toBe('0123457');
    expect(selectiveSearchPart('apo-2026-123')).toBe('123');
  });

  it("looks up an e-mail address by the end of its local part and the '@'", () => {
    expect(selectiveSearchPart('julia.hartman.123457@example.com')).toBe('n.123457@');
    expect(selectiveSearchPart('ann@example.com')).toBe('ann@');
  });

  it('keeps every other term whole', () => {
    expect(selectiveSearchPart('APO-2026-12')).toBe('APO-2026-12');
    expect(selectiveSearchPart('jo@example.com')).toBe('jo@example.com');
    expect(selectiveSearchPart('karen hughes')).toBe('karen hughes');
    expect(selectiveSearchPart('@example.com')).toBe('@example.com');
  });
});
