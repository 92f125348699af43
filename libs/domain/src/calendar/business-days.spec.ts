import { describe, expect, it } from 'vitest';
import { addBusinessDays, calendarDateIn, expectedCompletionDate, isBusinessDay, routeBusinessDays, usFederalHolidays } from './business-days';

describe('U.S. federal holidays', () => {
  it('lists the eleven observed holidays of 2026', () => {
    expect([...usFederalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday: observed Friday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to the Monday after', () => {
    expect(usFederalHolidays(2027).has('2027-07-05')).toBe(true); // July 4, 2027 is a Sunday
    expect(usFederalHolidays(2023).has('2023-01-02')).toBe(true); // January 1, 2023 is a Sunday
  });

  it("keeps a Saturday New Year's Day on the previous year's December 31", () => {
    expect(usFederalHolidays(2021).has('2021-12-31')).toBe(true);
    expect(usFederalHolidays(2022).has('2022-01-01')).toBe(false);
    expect(usFederalHolidays(2022).size).toBe(10);
  });

  it('has no Juneteenth before 2021', () => {
    expect(usFederalHolidays(2020).has('2020-06-19')).toBe(false);
    expect(usFederalHolidays(2022).has('2022-06-20')).toBe(true); // June 19, 2022 is a Sunday
  });

  it('finds last-Monday and fourth-Thursday holidays', () => {
    expect(usFederalHolidays(2027).has('2027-05-31')).toBe(true);
    expect(usFederalHolidays(2027).has('2027-11-25')).toBe(true);
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-23')).toBe(true);
    expect(isBusinessDay('2026-11-26')).toBe(false);
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-12-23', 2)).toBe('2026-12-28');
  });

  it('starts weekend or holiday work on the next business day', () => {
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addBusinessDays('2026-12-25', 1)).toBe('2026-12-29');
  });

  it('crosses a year with an observed holiday on December 31', () => {
    expect(addBusinessDays('2021-12-30', 1)).toBe('2022-01-03');
  });

  it('rejects impossible dates and day counts', () => {
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow();
    expect(() => addBusinessDays('2026-11-23', -1)).toThrow();
    expect(() => addBusinessDays('2026-11-23', 1.5)).toThrow();
  });
});

describe('expected completion date', () => {
  it('follows each tier’s turnaround', () => {
    expect(expectedCompletionDate('2026-11-23', 'lightning')).toBe('2026-11-23');
    expect(expectedCompletionDate('2026-11-24', 'rush')).toBe('2026-11-27');
    // Ten business days from Dec 17 skip two weekends, Christmas and New Year's Day.
    expect(expectedCompletionDate('2026-12-17', 'fast')).toBe('2027-01-04');
  });

  it('adds the longest route’s government legs: its typical maximum, or its minimum when no maximum is known', () => {
    const dos = { typicalDays: { min: 1, max: 15 } };
    const openEnded = { typicalDays: { min: 5, max: null } };
    const review = { typicalDays: null };
    expect(routeBusinessDays([])).toBe(0);
    expect(routeBusinessDays([review])).toBe(0);
    expect(routeBusinessDays([openEnded])).toBe(5);
    expect(routeBusinessDays([openEnded, dos, review])).toBe(15);
    // Rush (2) + 15 business days from Tuesday Nov 24, past Thanksgiving: 17 business days.
    expect(expectedCompletionDate('2026-11-24', 'rush', [dos])).toBe(addBusinessDays('2026-11-24', 17));
    expect(expectedCompletionDate('2026-11-24', 'rush', [review])).toBe(expectedCompletionDate('2026-11-24', 'rush'));
  });

  it('picks the calendar day in the business time zone', () => {
    const lateEvening = new Date('2026-11-24T03:30:00Z');
    expect(calendarDateIn(lateEvening, 'America/New_York')).toBe('2026-11-23');
    expect(calendarDateIn(lateEvening, 'UTC')).toBe('2026-11-24');
  });
});
