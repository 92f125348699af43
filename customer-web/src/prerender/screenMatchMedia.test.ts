import { describe, expect, it } from 'vitest';
import { MOBILE_QUERY } from '../layout/SiteHeader';
import { matchesScreenWidth } from './screenMatchMedia';

describe('matchesScreenWidth', () => {
  it("answers the site's phone query as a browser of that width would", () => {
    expect(matchesScreenWidth(MOBILE_QUERY, 390)).toBe(true);
    expect(matchesScreenWidth(MOBILE_QUERY, 767)).toBe(true);
    expect(matchesScreenWidth(MOBILE_QUERY, 768)).toBe(false);
    expect(matchesScreenWidth(MOBILE_QUERY, 1280)).toBe(false);
  });

  it('combines min-width and max-width with "and"', () => {
    expect(matchesScreenWidth('(min-width:600px) and (max-width: 900px)', 700)).toBe(true);
    expect(matchesScreenWidth('(min-width:600px) and (max-width: 900px)', 1000)).toBe(false);
    expect(matchesScreenWidth('(min-width:768px)', 768)).toBe(true);
  });

  it('refuses a query it cannot answer instead of guessing', () => {
    expect(() => matchesScreenWidth('(orientation: portrait)', 390)).toThrow('Media query not understood while prerendering: (orientation: portrait)');
    expect(() => matchesScreenWidth('(min-width: 40em)', 390)).toThrow(/not understood/);
  });
});
