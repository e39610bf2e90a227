import type { Db } from '../src/platform/db.js';

/**
 * A second implementation of the reports, written from docs/reports.md over the raw rows (plain TypeScript, no
 * report SQL): report-oracle.test.ts compares it row by row with the product. Each report answers rows keyed as the
 * product keys them, with the values of its columns.
 */

type Row = Record<string, any>;
export type OracleRows = Map<string, Row>;

const VERIFIED = ['APPROVED', 'APPROVED_WITH_CORRECTIONS', 'APPROVED_WITH_CR'];
const OPEN = ['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION'];
const DEPENDENCY: Record<string, string> = {
  D: 'Dependent',
  I: 'Independent',
  Z: 'Provisional independent',
  X: 'Rejected dependent',
  Y: 'Rejected independent',
};
const dep = (m: string | null) => (m === null ? null : (DEPENDENCY[m] ?? m));
const SSA: Record<string, string> = {
  '1': 'Not found by SSA',
  '2': 'Date of birth mismatch',
  '3': 'Name mismatch',
  '4': 'Full match',
  '5': 'Deceased',
  '6': 'SSN not verified',
  '8': 'Not sent',
  '9': 'Not needed',
};
const ssa = (s: string | null) => (s === null ? null : (SSA[s] ?? s));
const mask = (lastFour: string | null) => (lastFour ? `***-**-${lastFour}` : null);
const name = (st: Row) => `${st.last_name}, ${st.first_name}`;
const t = (d: Date | null | undefined) => (d ? new Date(d).getTime() : null);
const maxDate = (ds: (Date | null | undefined)[]) => {
  const xs = ds.filter((d): d is Date => !!d);
  return xs.length ? xs.reduce((a, b) => (t(a)! >= t(b)! ? a : b)) : null;
};
const lower = (s: string | null | undefined) => (s === null || s === undefined ? null : s.toLowerCase());
const differs = (a: unknown, b: unknown) => a !== b;
// Days as a person at the school counts them (docs/reports.md): in the school's time zone, the installation's
// America/New_York for the demo schools, which set none.
const SCHOOL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOf = (d: Date) => {
  const [y, m, day] = SCHOOL_DAY.format(d).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, day);
};
const today = () => dayOf(new Date());
const DAY = 86_400_000;

/** The raw rows of one school, read once. */
export interface RawData {
  school: string;
  students: Row[];
  isirs: Row[];
  links: Row[];
  accountLinks: Row[];
  history: Row[];
  institutional: Row[];
  watchlist: Row[];
  commentLinks: Row[];
  commentInfo: Row[];
  identity: Row[];
  staff: Row[];
  binders: Row[];
  documents: Row[];
  uploads: Row[];
  corrections: Row[];
}

export async function loadRaw(db: Db, school: string): Promise<RawData> {
  const students = await db.query('SELECT * FROM student WHERE school_code = $1', [school]);
  const ids = students.map((s) => s.id);
  const q = (sql: string, params: unknown[] = [ids]) => db.query(sql, params);
  return {
    school,
    students,
    isirs: await q(
      `SELECT id, student_id, school_code, aid_year, transaction_number, is_current, created_at, sai, dependency_model, dependency_override,
              first_name, last_name, date_of_birth, ssn_hmac, ssn_last_four, email, street_address, city, state, zip_code, selected_for_verification,
              tracking_flag, comment_codes, reject_codes, ssa_match_status, c_flag
         FROM isir_record WHERE student_id = ANY($1::int[])`,
    ),
    links: await q(
      `SELECT l.*, t.type_code, t.name AS type_name FROM student_interview_link l JOIN interview_type t ON t.id = l.interview_type_id
        WHERE l.student_id = ANY($1::int[])`,
    ),
    accountLinks: await q(
      `SELECT l.id, l.student_id, l.account_type, a.uuid, a.username, a.first_name, a.last_name, a.phone, a.school_code, a.created_at
         FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id WHERE l.student_id = ANY($1::int[])`,
    ),
    history: await q(
      `SELECT entity_id, school_code, new_value, created_at FROM record_history WHERE entity_type = 'student' AND field = 'status'`,
      [],
    ),
    institutional: await q('SELECT * FROM institutional_selection WHERE student_id = ANY($1::int[])'),
    watchlist: await q('SELECT * FROM student_watchlist WHERE student_id = ANY($1::int[])'),
    commentLinks: await q('SELECT * FROM student_comment_code_link WHERE student_id = ANY($1::int[])'),
    commentInfo: await q('SELECT * FROM comment_code_info', []),
    identity: await q(
      `SELECT iva.id, iva.actor_uuid, iva.matched, iva.created_at, sil.student_id, sil.aid_year
         FROM identity_verification_attempt iva JOIN student_interview_link sil ON sil.id = iva.student_interview_link_id
        WHERE sil.student_id = ANY($1::int[])`,
    ),
    staff: await q('SELECT id, first_name, last_name FROM staff_user', []),
    binders: await q('SELECT * FROM student_binder WHERE student_id = ANY($1::int[])'),
    documents: await q('SELECT * FROM processor_document WHERE student_id = ANY($1::int[])'),
    uploads: await q(
      `SELECT u.created_at, u.deleted_at, sl.student_id, sl.aid_year FROM interview_upload u
         JOIN student_interview_link sl ON sl.id = u.student_interview_link_id WHERE sl.student_id = ANY($1::int[])`,
    ),
    corrections: await q(
      `SELECT k.student_id, k.aid_year, k.school_code, k.status, b.created_at AS batch_at FROM isir_correction k
         LEFT JOIN isir_correction_batch b ON b.id = k.batch_id WHERE k.student_id = ANY($1::int[])`,
    ),
  };
}

/** The oracle's reports for one school and aid year, from the raw rows alone. */
export function oracle(raw: RawData, year: number) {
  const S = raw.school;
  const by = <T extends Row>(rows: T[], key: (r: T) => unknown) => {
    const m = new Map<unknown, T[]>();
    for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
    return m;
  };
  const isirsOf = by(raw.isirs, (r) => r.student_id);
  const linksOf = by(raw.links, (r) => r.student_id);
  const accountsOf = by(raw.accountLinks, (r) => r.student_id);
  const studentById = new Map(raw.students.map((s) => [s.id, s]));
  const current = (st: Row, y = year) =>
    (isirsOf.get(st.id) ?? []).find((r) => r.aid_year === y && r.is_current) ?? null;
  const yearLinks = (st: Row, y = year) => (linksOf.get(st.id) ?? []).filter((l) => l.aid_year === y);
  // Students of the aid year: a current ISIR of the school for the year, or a task list item of the year.
  const inYear = (st: Row) =>
    st.school_code === S &&
    ((isirsOf.get(st.id) ?? []).some((r) => r.aid_year === year && r.is_current && r.school_code === S) ||
      yearLinks(st).length > 0);
  const ofYear = raw.students.filter(inYear);
  const hasAccount = (st: Row) => (accountsOf.get(st.id) ?? []).some((a) => a.account_type === 0);
  const previous = (r: Row) =>
    (isirsOf.get(r.student_id) ?? [])
      .filter((p) => p.aid_year === r.aid_year && p.transaction_number < r.transaction_number)
      .sort((a, b) => b.transaction_number - a.transaction_number)[0] ?? null;
  const staffName = (id: number | null) => {
    const u = raw.staff.find((x) => x.id === id);
    return u ? `${u.first_name} ${u.last_name}` : null;
  };
  const reports: Record<string, OracleRows> = {};
  const put = (report: string, key: unknown, row: Row) =>
    (reports[report] ??= new Map()).set(String(key), row);
  const student = (st: Row) => ({ student: name(st), student_number: st.student_number });

  // 1. General
  const BUCKETS: [string, string, string | null][] = [
    ['SELECTED', 'Selected', null],
    ['IN_PROGRESS', 'In progress', null],
    ['REVIEW', 'In review', 'Review worklist'],
    ['APPROVED', 'Approved', 'Approved worklist'],
    ['APPROVED_WITH_CORRECTIONS', 'Approved with corrections', 'Approved with corrections worklist'],
    ['APPROVED_WITH_CR', 'Approved with comment/reject codes', 'Approved with C/R worklist'],
    ['NOT_SELECTED', 'Not selected', null],
  ];
  BUCKETS.forEach(([status, bucket, worklist], i) =>
    put('GeneralReport', status, {
      position: i + 1,
      bucket,
      worklist,
      students: ofYear.filter((s) => s.status === status).length,
    }),
  );

  for (const st of ofYear) {
    const ir = current(st);
    // 4. All Students
    put('AllStudentsReport', st.id, {
      ...student(st),
      transaction_number: ir?.transaction_number ?? null,
      sai: ir?.sai ?? null,
      verification_group: st.verification_group,
      status: st.status,
      assigned_to: staffName(st.assigned_staff_id),
      student_signed: st.student_sign_date !== null,
      parent_signed: st.dependency_status === 0 ? null : st.parent_sign_date !== null,
    });
    // 2. Missing Student
    if (['SELECTED', 'IN_PROGRESS', 'REVIEW'].includes(st.status)) {
      const owed = yearLinks(st).filter((l) => OPEN.includes(l.status));
      if (owed.length || !hasAccount(st)) {
        const items = owed
          .map((l) => ({ n: l.type_name, label: l.type_name + (l.is_for_parent_account ? ' (parent)' : '') }))
          .sort((a, b) => (a.n < b.n ? -1 : a.n > b.n ? 1 : 0))
          .map((x) => x.label);
        const since = owed.length ? new Date(Math.min(...owed.map((l) => t(l.created_at)!))) : st.created_at;
        put('MissingStudentReport', st.id, {
          ...student(st),
          status: st.status,
          verification_group: st.verification_group,
          has_account: hasAccount(st),
          missing: [hasAccount(st) ? null : 'No student account', items.length ? items.join('; ') : null]
            .filter(Boolean)
            .join('; '),
          outstanding_items: owed.length,
          days_outstanding: Math.round((today() - dayOf(new Date(since))) / DAY),
        });
      }
    }
    // 7. Educational Purpose
    if (['V4', 'V5'].includes(st.verification_group)) {
      const item =
        yearLinks(st)
          .filter((l) => ['V4', 'V5'].includes(l.type_code) && !l.is_for_parent_account)
          .sort((a, b) => t(b.created_at)! - t(a.created_at)!)[0] ?? null;
      const selectedAt = item?.created_at ?? st.created_at;
      const due = dayOf(new Date(selectedAt)) + 60 * DAY;
      const done = item ? ['VERIFIED', 'AUTO_VERIFIED'].includes(item.status) : false;
      put('EducationalPurposeReportPage', st.id, {
        ...student(st),
        verification_group: st.verification_group,
        item_status: item?.status ?? null,
        method: !item
          ? 'No task list item'
          : st.student_sign_method === 'INK'
            ? 'In person (ink signature)'
            : st.student_sign_method === 'E_SIGN'
              ? 'Online (e-signature)'
              : 'Not yet given',
        result_code: done ? (st.student_sign_method === 'INK' ? '1' : '2') : today() > due ? '6' : null,
        selected_at: selectedAt,
        due_date: new Date(due),
        days_left: done ? null : Math.max(0, Math.round((due - today()) / DAY)),
        state: done ? 'Done' : today() > due ? 'Overdue' : 'Open',
      });
    }
  }

  for (const st of raw.students.filter((s) => s.school_code === S)) {
    const ir = current(st);
    // 3. Postcards
    if (ir && ['SELECTED', 'IN_PROGRESS'].includes(st.status)) {
      const email = st.email ?? ir.email;
      const started = yearLinks(st).some((l) => !['NEW', 'NOT_REQUIRED'].includes(l.status));
      if (email === null || !hasAccount(st) || !started)
        put('PostcardsReport', st.id, {
          ...student(st),
          street_address: ir.street_address,
          city: ir.city,
          state: ir.state,
          zip_code: ir.zip_code,
          email,
          reason: email === null ? 'No e-mail address' : !hasAccount(st) ? 'No account' : 'Nothing started',
          postcards_sent_at: st.postcards_sent_at,
        });
    }
    // 5. Cross Year
    const a = ir && ir.school_code === S ? ir : null;
    const b = current(st, year - 1);
    if (a && b) {
      const conflicts = [
        differs(lower(a.first_name), lower(b.first_name)) || differs(lower(a.last_name), lower(b.last_name))
          ? 'Name differs'
          : null,
        t(a.date_of_birth) !== t(b.date_of_birth) ? 'Date of birth differs' : null,
        differs(a.ssn_hmac, b.ssn_hmac) ? 'SSN differs' : null,
        differs(lower(a.street_address), lower(b.street_address)) || differs(a.zip_code, b.zip_code)
          ? 'Address differs'
          : null,
        differs(lower(a.email), lower(b.email)) ? 'E-mail differs' : null,
      ].filter(Boolean);
      put('CrossYearDataReport', st.id, {
        ...student(st),
        prior_sai: b.sai,
        sai: a.sai,
        prior_dependency: dep(b.dependency_model),
        dependency: dep(a.dependency_model),
        dependency_changed: a.dependency_model !== b.dependency_model,
        conflicts: conflicts.join('; '),
      });
    }
    // 13. Non Matching SSN
    if (ir) {
      const hmacs = new Set(
        (isirsOf.get(st.id) ?? [])
          .filter((r) => r.school_code === S && r.aid_year === year && r.ssn_hmac !== null)
          .map((r) => r.ssn_hmac),
      );
      const changed = hmacs.size > 1;
      const fromSchool = st.ssn_hmac !== null && ir.ssn_hmac !== null && st.ssn_hmac !== ir.ssn_hmac;
      if (['1', '2', '3', '6'].includes(ir.ssa_match_status) || changed || fromSchool)
        put('NonMatchingSSNReport', st.id, {
          ...student(st),
          school_ssn: mask(st.ssn_last_four),
          isir_ssn: mask(ir.ssn_last_four),
          ssa_match: ssa(ir.ssa_match_status),
          ssn_changed: changed,
          differs_from_school: fromSchool,
        });
    }
    // 8. Verification
    const edSelected = (isirsOf.get(st.id) ?? []).filter(
      (r) => r.school_code === S && r.aid_year === year && r.selected_for_verification === 'Y',
    );
    const inst = raw.institutional.find((i) => i.student_id === st.id && i.aid_year === year) ?? null;
    if (edSelected.length || inst) {
      const firstAt = edSelected.length
        ? new Date(Math.min(...edSelected.map((r) => t(r.created_at)!)))
        : null;
      const ks = raw.corrections.filter(
        (k) => k.student_id === st.id && k.aid_year === year && k.school_code === S,
      );
      const confirmed = ks.filter(
        (k) =>
          k.status === 'EXPORTED' &&
          (isirsOf.get(st.id) ?? []).some(
            (n) => n.aid_year === year && k.batch_at && t(n.created_at)! > t(k.batch_at)!,
          ),
      ).length;
      const verified = VERIFIED.includes(st.status);
      put('VerificationReport', st.id, {
        ...student(st),
        selected_by: inst && !firstAt ? 'Institution' : inst ? 'ED and institution' : 'ED',
        selected_at: firstAt ?? inst?.selected_at ?? null,
        verification_group: st.verification_group,
        status: st.status,
        completed_at: st.review_completed_at,
        outcome: !verified
          ? null
          : confirmed > 0
            ? 'Corrections confirmed'
            : ks.some((k) => k.status === 'EXPORTED')
              ? 'Corrections sent'
              : ks.some((k) => k.status === 'PENDING')
                ? 'Corrections waiting'
                : st.status === 'APPROVED_WITH_CORRECTIONS'
                  ? 'Within $25 tolerance'
                  : 'Accurate',
        pell_status: verified ? 'V' : 'S',
      });
    }
    // 16. Super Binder
    if ((linksOf.get(st.id) ?? []).some((l) => l.aid_year === year)) {
      const binder = maxDate(
        raw.binders
          .filter((b2) => b2.student_id === st.id && b2.school_code === S && b2.kind === 'SUPER_BINDER')
          .map((b2) => b2.created_at),
      );
      const latestTx = maxDate(
        (isirsOf.get(st.id) ?? [])
          .filter((r) => r.school_code === S && r.aid_year === year)
          .map((r) => r.created_at),
      );
      const latestDoc = maxDate([
        ...raw.documents
          .filter((d) => d.student_id === st.id && d.school_code === S)
          .map((d) => d.created_at),
        ...raw.uploads
          .filter((u) => u.student_id === st.id && u.aid_year === year && u.deleted_at === null)
          .map((u) => u.created_at),
      ]);
      put('SuperBinderReport', st.id, {
        ...student(st),
        status: st.status,
        binder_created_at: binder,
        latest_transaction_at: latestTx,
        latest_document_at: latestDoc,
        binder_status: !binder
          ? 'None'
          : latestTx && t(latestTx)! > t(binder)!
            ? 'Out of date (later transaction)'
            : latestDoc && t(latestDoc)! > t(binder)!
              ? 'Out of date (later document)'
              : 'Current',
      });
    }
  }

  // 6. Institutional Selected
  for (const s of raw.institutional.filter((i) => i.school_code === S && i.aid_year === year)) {
    const st = studentById.get(s.student_id);
    if (!st || st.school_code !== S) continue;
    const ir = current(st);
    put('InstitutionalSelectedVerificationReportPage', s.id, {
      ...student(st),
      reason: s.reason,
      selected_by: s.selected_by,
      selected_at: s.selected_at,
      ed_selected: ir ? ir.selected_for_verification === 'Y' : null,
      status: st.status,
    });
  }

  // 14 and 15. Change and Dependency Change: a later transaction against the one before it.
  for (const r of raw.isirs.filter(
    (x) => x.school_code === S && x.aid_year === year && x.transaction_number > 1,
  )) {
    const st = studentById.get(r.student_id)!;
    const pr = previous(r);
    if (!pr) continue;
    const saiChanged = Math.abs((r.sai ?? 0) - (pr.sai ?? 0)) >= 25 || (r.sai === null) !== (pr.sai === null);
    const codes = (c: string[] | null) => (c ?? []).join(' ');
    const changes = [
      saiChanged ? `SAI ${pr.sai ?? 'blank'} to ${r.sai ?? 'blank'}` : null,
      r.selected_for_verification !== pr.selected_for_verification
        ? `Selection ${pr.selected_for_verification ?? 'blank'} to ${r.selected_for_verification ?? 'blank'}`
        : null,
      r.tracking_flag !== pr.tracking_flag
        ? `Group ${pr.tracking_flag ?? 'none'} to ${r.tracking_flag ?? 'none'}`
        : null,
      codes(r.comment_codes) !== codes(pr.comment_codes)
        ? `Comment codes ${codes(pr.comment_codes)} to ${codes(r.comment_codes)}`
        : null,
      (r.reject_codes ?? '') !== (pr.reject_codes ?? '')
        ? `Reject codes ${pr.reject_codes || 'none'} to ${r.reject_codes || 'none'}`
        : null,
    ].filter(Boolean);
    if (changes.length)
      put('ChangeReport', r.id, {
        ...student(st),
        from_transaction: pr.transaction_number,
        to_transaction: r.transaction_number,
        received_at: r.created_at,
        changes: changes.join('; '),
      });
    if (r.dependency_model !== pr.dependency_model)
      put('DependencyChangeReport', r.id, {
        ...student(st),
        transaction_number: r.transaction_number,
        received_at: r.created_at,
        previous_dependency: dep(pr.dependency_model),
        dependency: dep(r.dependency_model),
        override:
          (
            {
              '1': 'Dependent to independent override set',
              '2': 'Override cancelled',
              '3': 'Failed dependency override',
            } as Record<string, string>
          )[r.dependency_override] ?? null,
        provisional_independent: r.dependency_model === null ? null : r.dependency_model === 'Z',
      });
  }

  // 17. Watchlist: staff flags of students of the year, and the two rules.
  const anyYear = (st: Row) =>
    (isirsOf.get(st.id) ?? []).some(
      (r) => r.aid_year === year && r.is_current && r.school_code === st.school_code,
    ) || yearLinks(st).length > 0;
  for (const w of raw.watchlist.filter((x) => x.school_code === S && x.removed_at === null)) {
    const st = studentById.get(w.student_id)!;
    if (st.school_code !== S || !anyYear(st)) continue;
    put('WatchlistReport', `staff:${w.id}`, {
      ...student(st),
      source: 'Staff',
      reason: w.reason,
      flagged_by: w.flagged_by,
      flagged_at: w.flagged_at,
      status: st.status,
    });
  }
  const failedBy = new Map<number, Row[]>();
  for (const a of raw.identity.filter((x) => x.aid_year === year && !x.matched))
    failedBy.set(a.student_id, [...(failedBy.get(a.student_id) ?? []), a]);
  for (const st of raw.students.filter((s) => s.school_code === S)) {
    const ir = (isirsOf.get(st.id) ?? []).find(
      (r) => r.aid_year === year && r.is_current && r.school_code === S,
    );
    if (ir && ['1', '5'].includes(ir.ssa_match_status))
      put('WatchlistReport', `ssa:${st.id}`, {
        ...student(st),
        source: 'Rule',
        reason: `SSA match: ${ssa(ir.ssa_match_status)}`,
        flagged_by: 'aidverify',
        flagged_at: ir.created_at,
        status: st.status,
      });
    const failed = failedBy.get(st.id) ?? [];
    if (failed.length >= 3)
      put('WatchlistReport', `identity:${st.id}`, {
        ...student(st),
        source: 'Rule',
        reason: `${failed.length} failed identity answers`,
        flagged_by: 'aidverify',
        flagged_at: maxDate(failed.map((f) => f.created_at)),
        status: st.status,
      });
  }

  // 18. Comment Code: every code of the current ISIRs, with the staff resolution if any.
  if (year >= 2026)
    for (const ir of raw.isirs.filter((r) => r.school_code === S && r.aid_year === year && r.is_current)) {
      const st = studentById.get(ir.student_id)!;
      if (st.school_code !== S) continue;
      for (const code of (ir.comment_codes ?? []) as string[]) {
        if (!/^[0-9]{3}$/.test(code)) continue;
        const link = raw.commentLinks.find(
          (l) => l.student_id === st.id && l.aid_year === year && l.code === code,
        );
        put('CommentCodeReport', `${ir.id}:${code}`, {
          ...student(st),
          code,
          description:
            raw.commentInfo.find((i) => i.aid_year === year && i.code === code)?.description ?? null,
          c_code: ir.c_flag === null ? null : ir.c_flag === 'Y',
          resolved: link?.resolved ?? false,
          resolved_by: link?.resolved_by ?? null,
          resolved_at: link?.resolved_at ?? null,
        });
      }
    }

  // 11. Account Ownership: each link of an account of the school to a student of the year.
  for (const l of raw.accountLinks) {
    const st = studentById.get(l.student_id)!;
    if (st.school_code !== S || l.school_code !== S || !anyYear(st)) continue;
    const ir = current(st);
    const attempts = raw.identity.filter(
      (a) => a.actor_uuid === l.uuid && a.student_id === st.id && a.aid_year === year,
    );
    const mismatches = [
      l.account_type === 0 &&
      ir &&
      (lower(l.first_name) !== lower(ir.first_name) || lower(l.last_name) !== lower(ir.last_name))
        ? 'Account name differs from the ISIR student'
        : null,
      l.account_type === 0 && ir?.email && lower(l.username) !== lower(ir.email)
        ? 'E-mail differs from the ISIR'
        : null,
      l.account_type !== 0 && lower(l.username) === lower(st.email ?? ir?.email ?? null)
        ? "Parent account uses the student's e-mail"
        : null,
    ].filter(Boolean);
    put('AccountOwnershipReport', l.id, {
      account: l.username,
      account_name: `${l.first_name} ${l.last_name}`,
      role:
        ({ 0: 'Student', 1: 'Parent', 3: 'Other parent' } as Record<number, string>)[l.account_type] ??
        'Spouse',
      ...student(st),
      identity_matched: attempts.filter((a) => a.matched).length,
      identity_failed: attempts.filter((a) => !a.matched).length,
      mismatches: mismatches.join('; '),
      created_at: l.created_at,
    });
  }

  accountQc(raw, year, { studentById, accountsOf, current, inYear, put, student });

  return { reports, metrics: metrics(raw, year, linksOf, accountsOf) };
}

/**
 * 12. Account QC, from docs/reports.md: rule hits among students of the aid year — an e-mail (the school's record of
 * the student), an account phone or a current-ISIR address shared with an unrelated student (no account linked to
 * both), a parent account sharing the student's e-mail or phone, failed identity answers of the year.
 */
function accountQc(
  raw: RawData,
  year: number,
  o: {
    studentById: Map<unknown, Row>;
    accountsOf: Map<unknown, Row[]>;
    current: (st: Row) => Row | null;
    inYear: (st: Row) => boolean;
    put: (report: string, key: unknown, row: Row) => unknown;
    student: (st: Row) => Row;
  },
) {
  const S = raw.school;
  const related = (a: number, b: number) =>
    (o.accountsOf.get(a) ?? []).some((x) => (o.accountsOf.get(b) ?? []).some((y) => y.uuid === x.uuid));
  // Who shares what: rule → student → detail → the other students' names.
  const hits = new Map<string, Map<number, Map<string, Set<number>>>>();
  const hit = (rule: string, id: number, detail: string, other: number) => {
    if (id === other || related(id, other)) return;
    const byStudent = hits.get(rule) ?? hits.set(rule, new Map()).get(rule)!;
    const byDetail = byStudent.get(id) ?? byStudent.set(id, new Map()).get(id)!;
    (byDetail.get(detail) ?? byDetail.set(detail, new Set()).get(detail)!).add(other);
  };
  const groups = <T>(items: T[], key: (x: T) => string | null) => {
    const m = new Map<string, T[]>();
    for (const x of items) {
      const k = key(x);
      if (k !== null) m.set(k, [...(m.get(k) ?? []), x]);
    }
    return [...m.values()].filter((g) => g.length > 1);
  };
  const schoolStudents = raw.students.filter((s) => s.school_code === S);
  for (const g of groups(schoolStudents, (s) => lower(s.email)))
    for (const a of g) for (const b of g) hit('Shared e-mail', a.id, lower(a.email)!, b.id);
  const accounts = raw.accountLinks.filter((l) => l.school_code === S && l.phone);
  for (const g of groups(accounts, (l) => l.phone))
    for (const a of g)
      for (const b of g) if (a.uuid !== b.uuid) hit('Shared phone', a.student_id, a.phone, b.student_id);
  const addressed = schoolStudents
    .map((s) => o.current(s))
    .filter((r): r is Row => !!r && r.school_code === S && r.street_address !== null && r.zip_code !== null);
  for (const g of groups(addressed, (r) => `${lower(r.street_address)}|${r.zip_code}`))
    for (const a of g)
      for (const b of g)
        hit('Shared address', a.student_id, `${a.street_address}, ${a.zip_code}`, b.student_id);

  const names = (ids: Set<number>) =>
    [...ids]
      .map((id) => o.studentById.get(id)!)
      .sort((a, b) => cmp(a.last_name, b.last_name) || cmp(a.first_name, b.first_name))
      .map(name)
      .join('; ');
  for (const [rule, byStudent] of hits)
    for (const [id, byDetail] of byStudent) {
      const st = o.studentById.get(id)!;
      if (!o.inYear(st)) continue;
      for (const [detail, others] of byDetail)
        o.put('AccountQCReport', `${rule}:${id}:${detail}`, {
          rule,
          ...o.student(st),
          detail,
          other_students: names(others),
        });
    }

  for (const st of schoolStudents.filter(o.inYear)) {
    const links = o.accountsOf.get(st.id) ?? [];
    const own = links.find((l) => l.account_type === 0);
    const email = lower(own ? own.username : st.email);
    const sharing = links
      .filter((p) => p.account_type !== 0)
      .map((p) =>
        email !== null && lower(p.username) === email
          ? { p, what: `e-mail ${lower(p.username)}` }
          : p.phone && own?.phone && p.phone === own.phone
            ? { p, what: `phone ${p.phone}` }
            : null,
      )
      .filter((x) => x !== null);
    if (sharing.length)
      o.put('AccountQCReport', `contacts:${st.id}`, {
        rule: 'Student and parent share contacts',
        ...o.student(st),
        detail: [...new Set(sharing.map((x) => x.what))].sort(cmp).join('; '),
        other_students: [...new Set(sharing.map((x) => `${x.p.first_name} ${x.p.last_name}`))]
          .sort(cmp)
          .join('; '),
      });
  }
  const failed = raw.identity.filter((a) => a.aid_year === year && !a.matched);
  for (const id of new Set(failed.map((a) => a.student_id))) {
    const st = o.studentById.get(id)!;
    if (st.school_code !== S) continue;
    o.put('AccountQCReport', `identity:${id}`, {
      rule: 'Failed identity checks',
      ...o.student(st),
      detail: `${failed.filter((a) => a.student_id === id).length} failed identity answers`,
      other_students: null,
    });
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The Metrics: average days from account creation, and from first review, to the first verified status. */
function metrics(raw: RawData, year: number, linksOf: Map<unknown, Row[]>, accountsOf: Map<unknown, Row[]>) {
  const S = raw.school;
  const ofYear = raw.students.filter(
    (s) => s.school_code === S && (linksOf.get(s.id) ?? []).some((l) => l.aid_year === year),
  );
  const statusOf = (id: number) =>
    raw.history
      .filter((h) => h.entity_id === String(id) && h.school_code === S)
      .sort((a, b) => t(a.created_at)! - t(b.created_at)!);
  const avg = (xs: number[]) =>
    xs.length
      ? { students: xs.length, averageSeconds: Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) }
      : { students: 0, averageSeconds: null };
  const signup: number[] = [];
  const review: number[] = [];
  for (const st of ofYear) {
    const h = statusOf(st.id);
    const firstVerified = h.find((x) => VERIFIED.includes(x.new_value));
    const accounts = (accountsOf.get(st.id) ?? []).filter((a) => a.account_type === 0);
    if (firstVerified && accounts.length) {
      const at = Math.min(...accounts.map((a) => t(a.created_at)!));
      if (t(firstVerified.created_at)! >= at) signup.push((t(firstVerified.created_at)! - at) / 1000);
    }
    const firstReview = h.find((x) => x.new_value === 'REVIEW');
    if (firstReview) {
      const after = raw.history
        .filter(
          (x) =>
            x.entity_id === String(st.id) &&
            VERIFIED.includes(x.new_value) &&
            t(x.created_at)! >= t(firstReview.created_at)!,
        )
        .sort((a, b) => t(a.created_at)! - t(b.created_at)!)[0];
      if (after) review.push((t(after.created_at)! - t(firstReview.created_at)!) / 1000);
    }
  }
  return { signup: avg(signup), review: avg(review) };
}
