import { addBusinessDays, addCalendarDays, calendarDateIn, ccpaDeadlines } from './ccpa-deadlines.js';

describe('CCPA deadlines', () => {
  it('counts business days after the date, skipping weekends', () => {
    // 2025-09-29 is a Monday: ten business days later is Monday 2025-10-13.
    expect(addBusinessDays('2025-09-29', 10)).toBe('2025-10-13');
    // Friday + 1 business day is the next Monday.
    expect(addBusinessDays('2025-10-03', 1)).toBe('2025-10-06');
    expect(addBusinessDays('2025-10-03', 0)).toBe('2025-10-03');
  });

  it('starts counting on Monday when the request arrives at the weekend', () => {
    // Saturday 2025-10-04 and Sunday 2025-10-05 both give Friday 2025-10-17.
    expect(addBusinessDays('2025-10-04', 10)).toBe('2025-10-17');
    expect(addBusinessDays('2025-10-05', 10)).toBe('2025-10-17');
  });

  it('crosses month and year ends', () => {
    expect(addBusinessDays('2025-12-24', 10)).toBe('2026-01-07');
    expect(addCalendarDays('2025-12-20', 45)).toBe('2026-02-03');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('rejects malformed dates and negative counts', () => {
    expect(() => addBusinessDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2025-09-29', -1)).toThrow(RangeError);
    expect(() => addCalendarDays('29/09/2025', 1)).toThrow(RangeError);
  });

  it('uses the Eastern calendar date of the moment the request arrives', () => {
    // 02:00 UTC on 30 September is still 29 September in Florida.
    expect(calendarDateIn(new Date('2025-09-30T02:00:00Z'))).toBe('2025-09-29');
    expect(ccpaDeadlines(new Date('2025-09-30T02:00:00Z'))).toEqual({
      receivedOn: '2025-09-29',
      acknowledgeBy: '2025-10-13',
      respondBy: '2025-11-13',
    });
  });
});
