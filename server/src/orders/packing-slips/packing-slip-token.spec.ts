import { PackingSlipToken } from './packing-slip-token.js';

describe('PackingSlipToken', () => {
  const tokens = new PackingSlipToken('a-secret-long-enough-for-tests');

  it('reads back the order number of a code it made, typed in any case', () => {
    const code = tokens.for('APO-2026-014');
    expect(code).toMatch(/^APO-2026-014\.[0-9a-f]{12}$/);
    expect(tokens.orderNumberIn(code)).toBe('APO-2026-014');
    expect(tokens.orderNumberIn(` ${code.toLowerCase()} `)).toBe('APO-2026-014');
  });

  it('refuses a code whose order number or signature was changed', () => {
    const code = tokens.for('APO-2026-014');
    expect(tokens.orderNumberIn(code.replace('014', '015'))).toBeNull();
    expect(tokens.orderNumberIn(`${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`)).toBeNull();
    expect(tokens.orderNumberIn(new PackingSlipToken('another-secret-entirely').for('APO-2026-014'))).toBeNull();
    expect(tokens.orderNumberIn('APO-2026-014')).toBeNull();
    expect(tokens.orderNumberIn('')).toBeNull();
  });
});
