import { NAME, SSA } from './definitions.queries.js';
import { reportStatement } from './engine.queries.js';

// The statements of the reports whose rows are kept by key, in the order each report's first page shows them, by
// triggers (the Account QC Report: migration 124; the Watchlist Report: migration 125): each page walks its kept rows
// and reads only those rows' students, and each total reads their counts (row-counts.queries.ts).

// Students are related when one account (a parent's) is linked to both: siblings share a parent's contacts.
const UNRELATED = (other: string) =>
  `NOT EXISTS (SELECT 1 FROM student_account_link x JOIN student_account_link y ON y.student_account_id = x.student_account_id
                WHERE x.student_id = k.student_id AND y.student_id = ${other})`;
/** The other holders' names, as the report lists them (a pair counted as often as it is found). */
const OTHERS = `string_agg(o.last_name || ', ' || o.first_name, '; ' ORDER BY o.last_name, o.first_name)`;

/** The report's statement, also counted by its total while an upload is unpublished (row-counts.queries.ts). */
export const ACCOUNT_QC_REPORT = `
        -- Its rows are kept by key in account_qc_row (migration 124): the page walks them in the report's order (rule,
        -- row key) and works out each one's detail and the students it shares with from what everyone sees, each by
        -- index; a row whose every other holder is still unpublished is not shown. Each LATERAL runs for its rule only.
        SELECT k.row_key, st.uuid AS student_uuid, k.rule, ${NAME},
               CASE k.rule WHEN 'Student and parent share contacts' THEN pc.detail
                           WHEN 'Failed identity checks' THEN idv.failed || ' failed identity answers' ELSE k.detail END AS detail,
               CASE k.rule WHEN 'Shared e-mail' THEN em.others WHEN 'Shared phone' THEN ph.others
                           WHEN 'Shared address' THEN ad.others WHEN 'Student and parent share contacts' THEN pc.others END AS other_students
          FROM account_qc_row k
          JOIN student st ON st.id = k.student_id
          CROSS JOIN LATERAL (
            SELECT ${OTHERS} AS others FROM student o
             WHERE k.rule = 'Shared e-mail' AND o.school_code = :school AND lower(o.email) = k.contact AND o.id <> k.student_id
               AND ${UNRELATED('o.id')}) em
          CROSS JOIN LATERAL (
            SELECT ${OTHERS} AS others
              FROM student_account_link la JOIN student_account ma ON ma.id = la.student_account_id
              JOIN student_account mb ON mb.school_code = :school AND mb.phone = k.contact AND mb.id <> ma.id
              JOIN student_account_link lb ON lb.student_account_id = mb.id AND lb.student_id <> la.student_id
              JOIN student o ON o.id = lb.student_id
             WHERE k.rule = 'Shared phone' AND la.student_id = k.student_id AND ma.school_code = :school AND ma.phone = k.contact
               AND ${UNRELATED('o.id')}) ph
          CROSS JOIN LATERAL (
            SELECT ${OTHERS} AS others
              FROM isir_record m
              JOIN isir_record r ON r.school_code = :school AND r.aid_year = :aidYear AND r.is_current AND r.street_address IS NOT NULL
               AND r.zip_code IS NOT NULL AND lower(r.street_address) = k.contact AND r.zip_code = k.zip_code AND r.student_id <> m.student_id
              JOIN student o ON o.id = r.student_id
             WHERE k.rule = 'Shared address' AND m.student_id = k.student_id AND m.school_code = :school AND m.aid_year = :aidYear
               AND m.is_current AND m.street_address IS NOT NULL AND m.zip_code IS NOT NULL AND lower(m.street_address) = k.contact
               AND m.zip_code = k.zip_code AND m.street_address || ', ' || m.zip_code = k.detail AND ${UNRELATED('o.id')}) ad
          CROSS JOIN LATERAL (
            SELECT string_agg(DISTINCT CASE WHEN lower(pa.username) = lower(COALESCE(sa.username, st.email)) THEN 'e-mail ' || lower(pa.username) ELSE 'phone ' || pa.phone END, '; ') AS detail,
                   string_agg(DISTINCT pa.first_name || ' ' || pa.last_name, '; ') AS others
              FROM student_account_link pl JOIN student_account pa ON pa.id = pl.student_account_id
              LEFT JOIN student_account_link sl ON sl.student_id = pl.student_id AND sl.account_type = 0
              LEFT JOIN student_account sa ON sa.id = sl.student_account_id
             WHERE k.rule = 'Student and parent share contacts' AND pl.student_id = k.student_id AND pl.account_type <> 0
               AND (lower(pa.username) = lower(COALESCE(sa.username, st.email)) OR (pa.phone IS NOT NULL AND pa.phone = sa.phone))) pc
          CROSS JOIN LATERAL (
            SELECT count(*) AS failed FROM student_interview_link sil
              JOIN identity_verification_attempt iva ON iva.student_interview_link_id = sil.id AND NOT iva.matched
             WHERE k.rule = 'Failed identity checks' AND sil.student_id = k.student_id AND sil.aid_year = :aidYear) idv
         WHERE k.school_code = :school AND k.aid_year = :aidYear
           AND CASE k.rule WHEN 'Failed identity checks' THEN idv.failed > 0 WHEN 'Student and parent share contacts' THEN pc.detail IS NOT NULL
                           ELSE COALESCE(em.others, ph.others, ad.others) IS NOT NULL END`;

export const accountQCReport = reportStatement({
  name: 'AccountQCReport',
  sql: ACCOUNT_QC_REPORT,
});

/** The report's statement, also counted by its total while an upload is unpublished (row-counts.queries.ts). */
export const WATCHLIST_REPORT = `
        -- Its rows are kept by key in report_watchlist_row with when each was flagged (migration 125): the page walks
        -- them newest first and reads each one's entry, ISIR or failed answers from what everyone sees, by index.
        SELECT x.* FROM (
          SELECT k.row_key, st.uuid AS student_uuid, ${NAME},
                 CASE WHEN k.watchlist_id IS NOT NULL THEN 'Staff' ELSE 'Rule' END AS source,
                 CASE WHEN k.watchlist_id IS NOT NULL THEN w.reason
                      WHEN k.row_key LIKE 'ssa:%' THEN 'SSA match: ' || ${SSA('ir.ssa_match_status')}
                      ELSE idv.failed || ' failed identity answers' END AS reason,
                 CASE WHEN k.watchlist_id IS NOT NULL THEN w.flagged_by ELSE 'aidverify' END AS flagged_by,
                 k.flagged_at, st.status,
                 CASE WHEN k.watchlist_id IS NOT NULL THEN w.id IS NOT NULL
                      WHEN k.row_key LIKE 'ssa:%' THEN ir.ssa_match_status IS NOT NULL ELSE idv.failed >= 3 END AS shown
            FROM report_watchlist_row k
            JOIN student st ON st.id = k.student_id
            LEFT JOIN student_watchlist w ON w.id = k.watchlist_id AND w.removed_at IS NULL AND w.school_code = :school
             AND st.school_code = :school
            LEFT JOIN LATERAL (
              SELECT r.ssa_match_status FROM isir_record r
               WHERE k.row_key LIKE 'ssa:%' AND r.student_id = k.student_id AND r.school_code = :school AND r.aid_year = :aidYear
                 AND r.is_current AND r.ssa_match_status IN ('1', '5')
               ORDER BY r.created_at DESC LIMIT 1) ir ON true
            CROSS JOIN LATERAL (
              SELECT count(*) AS failed FROM student_interview_link sil
                JOIN identity_verification_attempt iva ON iva.student_interview_link_id = sil.id AND NOT iva.matched
               WHERE k.row_key LIKE 'identity:%' AND st.school_code = :school AND sil.student_id = k.student_id
                 AND sil.aid_year = :aidYear) idv
           WHERE k.school_code = :school AND k.aid_year = :aidYear) x
         WHERE x.shown`;

export const watchlistReport = reportStatement({
  name: 'WatchlistReport',
  sql: WATCHLIST_REPORT,
});
