import { describe, expect, it } from 'vitest';
import { aidYearStart, chooseAidYear, formatAidYear, taxYear } from './aidYear';

describe('aid year labels', () => {
  it('shows aid year 2027 as 2026-2027', () => {
    expect(formatAidYear(2027)).toBe('2026-2027');
    expect(formatAidYear(2021)).toBe('2020-2021');
  });

  it('derives start and tax years', () => {
    expect(aidYearStart(2021)).toBe(2020);
    expect(taxYear(2021)).toBe(2019);
  });
});

describe('choosing the aid year', () => {
  it('keeps a remembered year the school still offers', () => {
    expect(chooseAidYear([2025, 2026, 2027], 2025, 2027)).toBe(2025);
  });

  it('falls back to the school default when the remembered year is gone', () => {
    expect(chooseAidYear([2026, 2027], 2024, 2027)).toBe(2027);
    expect(chooseAidYear([2026, 2027], null, 2027)).toBe(2027);
  });

  it('takes the first offered year when the default is not offered', () => {
    expect(chooseAidYear([2026, 2027], null, 2030)).toBe(2026);
  });
});
