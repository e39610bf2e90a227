import { describe, expect, it } from 'vitest';
import { validDate } from './reader.js';

describe('validDate', () => {
  // What the calendar says: the date a Date makes of it is the same day (years 0000-0099 were never accepted).
  const calendar = (v: string) => {
    const [y, m, d] = [Number(v.slice(0, 4)), Number(v.slice(4, 6)), Number(v.slice(6, 8))];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };

  it('accepts exactly the calendar days, leap years and month ends included', () => {
    const days: string[] = [];
    for (const year of ['0000', '0099', '0100', '1900', '2000', '2023', '2024', '2100', '9999'])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++)
          days.push(`${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`);
    expect(days.filter(validDate)).toEqual(days.filter(calendar));
    expect(validDate('20240229')).toBe(true);
    expect(validDate('20230229')).toBe(false);
  });

  it('refuses what is not eight digits', () => {
    for (const v of ['2024022', '202402290', '2024-02-2', '        ', 'abcdefgh'])
      expect(validDate(v)).toBe(false);
  });
});
