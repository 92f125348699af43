import { describe, expect, it } from 'vitest';
import { matchingFilterOf } from './matchingSelection';

describe('select all matching', () => {
  it('sends the list filter as the server reads it: the search and the tab, never "all" or empty values', () => {
    expect(matchingFilterOf({ q: 'smith', status: 'pending', office: '' })).toEqual({ search: 'smith', status: 'pending' });
    expect(matchingFilterOf({ status: 'all', statusGroup: 'processing' })).toEqual({ statusGroup: 'processing' });
    expect(matchingFilterOf({ q: '   ' })).toEqual({});
  });
});
