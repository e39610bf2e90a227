import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import * as sql from './activity.queries.js';

export interface Activity {
  action: string;
  entityType: string;
  entityId?: string | number;
  studentId?: number;
  details?: Record<string, unknown>;
}

/** Records what a person did; call it inside the same transaction as the change it describes. */
export async function recordActivity(db: Db, caller: Caller, activity: Activity): Promise<void> {
  await sql.insertActivity.run(db, {
    schoolCode: caller.schoolCode,
    actorUuid: caller.accountUuid ?? null,
    actorRole: caller.role ?? null,
    actorName: caller.username ?? null,
    action: activity.action,
    entityType: activity.entityType,
    entityId: activity.entityId === undefined ? null : String(activity.entityId),
    studentId: activity.studentId ?? null,
    details: activity.details ?? {},
  });
}

/** Records the fields of a record that changed (old → new); unchanged fields are skipped. */
export async function recordChanges(
  db: Db,
  caller: Caller,
  entity: { type: string; id: string | number; schoolCode?: string },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const text = (v: unknown) =>
    v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
  for (const field of Object.keys(after)) {
    if (text(before[field]) === text(after[field])) continue;
    await sql.insertHistory.run(db, {
      schoolCode: entity.schoolCode ?? caller.schoolCode,
      entityType: entity.type,
      entityId: String(entity.id),
      field,
      oldValue: text(before[field]),
      newValue: text(after[field]),
      actorUuid: caller.accountUuid ?? null,
      actorName: caller.username ?? null,
    });
  }
}

/** The kinds of file that carry student data out of the product. */
export type StudentDataExportKind =
  | 'REPORT'
  | 'REPORT_EXPORT'
  | 'WORKLIST'
  | 'AUTO_VERIFY_RUNS'
  | 'BINDER'
  | 'CORRECTION_FILE'
  | 'MAILBOX_FILE';

/**
 * Every export and download of student data, in the activity log: who (the actor), what (kind, name, file) and
 * how many students it holds (null when the file is counts only, e.g. the General Report).
 */
export async function recordStudentDataExport(
  db: Db,
  caller: Caller,
  e: {
    kind: StudentDataExportKind;
    what: string;
    fileName: string;
    students: number | null;
    entityId?: string | number;
    studentId?: number;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await recordActivity(db, caller, {
    action: 'STUDENT_DATA_EXPORTED',
    entityType: e.kind.toLowerCase(),
    entityId: e.entityId,
    studentId: e.studentId,
    details: { kind: e.kind, what: e.what, fileName: e.fileName, students: e.students, ...e.details },
  });
}
