import { describe, expect, it } from 'vitest';
import { expectedCompletion, expectedCompletionText, formatLongDate, orderExpectedCompletion, overdueAfter } from './expected-completion';

describe('expected completion, counted from the arrival of the originals', () => {
  it('promises a lightning order from Toronto on Thanksgiving after its originals can arrive, not the next day', () => {
    const expected = expectedCompletion({ serviceLevel: 'lightning', postedFromCountry: 'Canada', originalsReceivedOn: null, today: '2026-11-26' });
    // Thanksgiving is no business day: the post starts Friday the 27th, 7 business days of international post.
    expect(expected).toEqual({ businessDaysAfterArrival: 0, originalsReceivedOn: null, readyBy: '2026-12-08', firm: false });
    expect(expectedCompletionText(expected)).toBe('Ready the business day your originals arrive; posted today, expect about Tuesday, December 8, 2026.');
  });

  it('counts 3 business days of domestic post and the tier and route days after them', () => {
    const expected = expectedCompletion({
      serviceLevel: 'rush',
      routes: [{ typicalDays: { min: 2, max: 5 } }, { typicalDays: null }],
      postedFromCountry: 'United States',
      originalsReceivedOn: null,
      today: '2026-12-01',
    });
    expect(expected.businessDaysAfterArrival).toBe(7);
    // Dec 1 + 3 = Dec 4 (arrival), + 7 business days = Dec 15.
    expect(expected.readyBy).toBe('2026-12-15');
    expect(expectedCompletionText(expected)).toBe('Ready 7 business days after your originals arrive; posted today, expect about Tuesday, December 15, 2026.');
  });

  it('gives a firm date once the originals arrived, skipping the Christmas holiday', () => {
    const expected = expectedCompletion({ serviceLevel: 'rush', postedFromCountry: 'Canada', originalsReceivedOn: '2026-12-23', today: '2026-12-28' });
    expect(expected).toEqual({ businessDaysAfterArrival: 2, originalsReceivedOn: '2026-12-23', readyBy: '2026-12-28', firm: true });
    expect(expectedCompletionText(expected)).toBe('Your originals arrived on Wednesday, December 23, 2026. Expected ready by Monday, December 28, 2026.');
    expect(overdueAfter(expected)).toBe('2026-12-28');
  });

  it('is never overdue while the originals are still in the post', () => {
    const expected = expectedCompletion({ serviceLevel: 'fast', postedFromCountry: null, originalsReceivedOn: null, today: '2026-12-01' });
    expect(overdueAfter(expected)).toBeNull();
    expect(expectedCompletionText(expected)).toMatch(/^Ready 10 business days after your originals arrive; posted today, expect about /);
  });

  it('says one business day in the singular', () => {
    const expected = expectedCompletion({
      serviceLevel: 'lightning',
      routes: [{ typicalDays: { min: 1, max: null } }],
      postedFromCountry: 'USA',
      originalsReceivedOn: null,
      today: '2026-12-01',
    });
    expect(expectedCompletionText(expected)).toBe('Ready 1 business day after your originals arrive; posted today, expect about Monday, December 7, 2026.');
  });

  it('writes dates for people', () => {
    expect(formatLongDate('2027-01-10')).toBe('Sunday, January 10, 2027');
  });

  it("reads a stored order in the centre's days, and promises nothing once done or without a recorded arrival", () => {
    const order = { serviceLevel: 'rush', shippingCountry: 'Canada', documentRoutes: [] };
    // 02:00 UTC on Saturday November 28 is still Friday the 27th in Tallahassee.
    const onTheWay = orderExpectedCompletion({ ...order, status: 'pending', originalsReceivedAt: null }, new Date('2026-11-28T02:00:00Z'));
    expect(onTheWay).toMatchObject({ firm: false, readyBy: '2026-12-10' });
    expect(onTheWay?.text).toBe(expectedCompletionText(onTheWay!));
    const arrived = orderExpectedCompletion(
      { ...order, status: 'docs_received', originalsReceivedAt: new Date('2026-12-01T03:00:00Z') },
      new Date('2026-12-02T12:00:00Z'),
    );
    expect(arrived).toMatchObject({ firm: true, originalsReceivedOn: '2026-11-30', readyBy: '2026-12-02' });
    expect(orderExpectedCompletion({ ...order, status: 'docs_received', originalsReceivedAt: null }, new Date())).toBeNull();
    expect(orderExpectedCompletion({ ...order, status: 'shipped', originalsReceivedAt: new Date() }, new Date())).toBeNull();
  });
});
