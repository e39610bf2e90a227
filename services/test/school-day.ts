/**
 * A day as the seeded schools read it: their time zone is the installation's default, America/New_York.
 * Date ranges (audit, communication log, history) are school days, so a test asking for "today" must ask for
 * the school's today: between midnight UTC and midnight Eastern the UTC date is already tomorrow there.
 */
export const SEEDED_SCHOOL_TIME_ZONE = 'America/New_York';

/** The seeded schools' date, `offsetDays` from now, as YYYY-MM-DD. */
export function schoolDay(offsetDays = 0, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SEEDED_SCHOOL_TIME_ZONE }).format(
    new Date(now + offsetDays * 86_400_000),
  );
}
