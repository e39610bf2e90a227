import { z } from 'zod';
import { found, id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the staff flags the watchlist and institutional-selection reports list (student-flags.ts,
// docs/data-layer.md).

/** The student's open watchlist flag. */
export const openWatchlistFlag = namedQuery({
  name: 'openWatchlistFlag',
  params: z.object({ studentId: id }),
  row: z.object({ reason: z.string(), flaggedBy: z.string(), flaggedAt: z.date() }),
  sql: 'SELECT reason, flagged_by AS "flaggedBy", flagged_at AS "flaggedAt" FROM student_watchlist WHERE student_id = :studentId AND removed_at IS NULL',
});

/** The institution's selection of the student for the aid year. */
export const institutionalSelection = namedQuery({
  name: 'institutionalSelection',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: z.object({
    aidYear: z.number().int(),
    reason: z.string(),
    selectedBy: z.string(),
    selectedAt: z.date(),
  }),
  sql: 'SELECT aid_year AS "aidYear", reason, selected_by AS "selectedBy", selected_at AS "selectedAt" FROM institutional_selection WHERE student_id = :studentId AND aid_year = :aidYear',
});

/** The open flag's id and reason, for removing it. */
export const openWatchlistEntry = namedQuery({
  name: 'openWatchlistEntry',
  params: z.object({ studentId: id }),
  row: z.object({ id, reason: z.string() }),
  sql: 'SELECT id, reason FROM student_watchlist WHERE student_id = :studentId AND removed_at IS NULL',
});

export const flagOnWatchlist = namedQuery({
  name: 'flagOnWatchlist',
  params: z.object({ schoolCode: z.string(), studentId: id, reason: z.string(), flaggedBy: z.string() }),
  row: noRow,
  sql: 'INSERT INTO student_watchlist (school_code, student_id, reason, flagged_by) VALUES (:schoolCode, :studentId, :reason, :flaggedBy)',
});

export const removeFromWatchlist = namedQuery({
  name: 'removeFromWatchlist',
  params: z.object({ id, removedBy: z.string() }),
  row: noRow,
  sql: 'UPDATE student_watchlist SET removed_at = now(), removed_by = :removedBy WHERE id = :id',
});

/** Whether the institution selected the student for the aid year already. */
export const selectedByInstitution = namedQuery({
  name: 'selectedByInstitution',
  params: z.object({ studentId: id, aidYear: z.number().int() }),
  row: found,
  sql: 'SELECT 1 AS found FROM institutional_selection WHERE student_id = :studentId AND aid_year = :aidYear',
});

export const selectByInstitution = namedQuery({
  name: 'selectByInstitution',
  params: z.object({
    schoolCode: z.string(),
    studentId: id,
    aidYear: z.number().int(),
    reason: z.string(),
    selectedBy: z.string(),
  }),
  row: noRow,
  sql: 'INSERT INTO institutional_selection (school_code, student_id, aid_year, reason, selected_by) VALUES (:schoolCode, :studentId, :aidYear, :reason, :selectedBy)',
});
