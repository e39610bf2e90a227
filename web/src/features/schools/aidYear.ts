// Aid-year arithmetic of SPEC §3: aid year 2027 runs 2026-2027; its tax year is 2025.

/** 'YYYY-YYYY' label of an aid year: 2027 → '2026-2027'. */
export function formatAidYear(aidYear: number): string {
  return `${aidYear - 1}-${aidYear}`;
}

/** First calendar year of the aid year. */
export function aidYearStart(aidYear: number): number {
  return aidYear - 1;
}

/** Tax year the aid year's federal data comes from. */
export function taxYear(aidYear: number): number {
  return aidYear - 2;
}

/** The year to work in: the requested one if offered, else the school's default if offered, else the first offered. */
export function chooseAidYear(
  available: readonly number[],
  requested: number | null | undefined,
  defaultAidYear: number | null | undefined,
): number | null {
  if (requested != null && available.includes(requested)) return requested;
  if (defaultAidYear != null && available.includes(defaultAidYear)) return defaultAidYear;
  return available[0] ?? defaultAidYear ?? null;
}
