import { writesAtOnce } from './log-destination.js';

describe('log destination', () => {
  it('batches information lines and writes warnings, errors and unrecognised lines at once', () => {
    expect(writesAtOnce('{"level":30,"time":1,"msg":"request completed"}\n')).toBe(false);
    expect(writesAtOnce('{"level":20,"time":1,"msg":"debug"}\n')).toBe(false);
    expect(writesAtOnce('{"level":40,"time":1,"msg":"slow"}\n')).toBe(true);
    expect(writesAtOnce('{"level":50,"time":1,"msg":"failed"}\n')).toBe(true);
    expect(writesAtOnce('{"level":60,"time":1,"msg":"fatal"}\n')).toBe(true);
    expect(writesAtOnce('plain text\n')).toBe(true);
  });
});
