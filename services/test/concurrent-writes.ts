import type { Db } from '../src/platform/db.js';
import { dbNumber, readRows } from './rows.js';

/**
 * Two writers at once on the server (PGlite runs one statement at a time): `held` writes in a transaction that stays
 * open, then `second` starts on another connection. Waits for the event, never a delay: the second blocked on a lock
 * (its SQL text matches `waiting`, a LIKE pattern) or done. Then the first commits; resolves once both are done.
 */
export async function whileHeldOpen(
  db: Db,
  held: (tx: Db) => Promise<unknown>,
  second: () => Promise<unknown>,
  waiting: string,
): Promise<void> {
  let wrote!: () => void;
  const written = new Promise<void>((resolve) => (wrote = resolve));
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => (commit = resolve));
  const first = db.transaction(async (tx) => {
    await held(tx);
    wrote();
    await committing;
  });
  await written;
  let done = false;
  const other = second().then(() => (done = true));
  while (!done) {
    const [blocked] = await readRows(
      db,
      { n: dbNumber },
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`,
      [waiting],
    );
    if (blocked!.n > 0) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  commit();
  await Promise.all([first, other]);
}

/** A SELECTED student of school 222222 for a two-writer test: its id. */
export async function raceStudent(
  db: Db,
  student: { number: string; lastName?: string; ssnHmac?: string },
): Promise<number> {
  const [row] = await readRows(
    db,
    { id: dbNumber },
    `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, status, ssn_hmac)
     VALUES (gen_random_uuid(), '222222', $1, 'Race', $2, 'SELECTED', $3) RETURNING id`,
    [student.number, student.lastName ?? 'Student', student.ssnHmac ?? null],
  );
  return row!.id;
}
