// A school's days as SQL, for every domain that filters by a date range a person picks (audit, verification
// histories, roster uploads). It stands on the database function school_time_zone (migrations), not on a domain.

/**
 * SQL for the moment a school's day begins (midnight in its time zone), from two placeholders: the school's code
 * and a date. A range a person picks (from, to) is their school's days: `at >= start(from) AND at < start(to + 1)`.
 */
export const schoolDayStart = (code: string, day: string) =>
  `((${day})::date::timestamp AT TIME ZONE school_time_zone(${code}))`;
