import { restartDelayMs } from './cluster.js';

describe('restarting a child that keeps failing', () => {
  it('waits 1 s after a first failure, doubles with each failed start in a row, and caps at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
  });
});
