import { searchableTerm, selectiveSearchPart } from './search-probe.js';

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

describe('searchableTerm', () => {
  it('reads a phone number as its digits, however it is written', () => {
    expect(searchableTerm('(850) 555-0100')).toBe('8505550100');
    expect(searchableTerm('+1 850.555.0100')).toBe('8505550100');
    expect(searchableTerm('8505550100')).toBe('8505550100');
  });

  it('keeps order numbers, short numbers and words as typed', () => {
    expect(searchableTerm('2026-000123')).toBe('2026-000123');
    expect(searchableTerm('APO-2026-000123')).toBe('APO-2026-000123');
    expect(searchableTerm('555-01')).toBe('555-01');
    expect(searchableTerm('karen')).toBe('karen');
  });
});
