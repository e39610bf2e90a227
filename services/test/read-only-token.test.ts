import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { readRows, z } from './rows.js';

/**
 * Issue 23: a read-only API token wrote through the spec's state-changing GET routes (ClearSignature,
 * createSuperBinder, ResetInterview). This walks every route of /openapi.json with a read-only token of the
 * school's Admin role (every permission, so only read-only-ness can stop a write), calling each GET with the ids of
 * real records, and proves with a trigger on every table that no row changed; every route that changes state
 * refuses the token with 403.
 */

/**
 * Rows a read writes by design: the token's last use and its activity line, the FTI access and download logs, and
 * what is derived on reading and idempotent (comment-code links from the current ISIR, the ISIR view's layout).
 */
const WRITTEN_BY_READS = new Set([
  'api_token',
  'activity_log',
  'access_log',
  'document_download_log',
  'student_comment_code_link',
  'isir_view_tab',
  'isir_view_group',
  'isir_view_element',
]);

/** The three GETs of the spec that change state (issue 23): declared so, refused to a read-only token. */
const WRITING_GETS = [
  'GET /student-api/student/ClearSignature/{id}/{flag}',
  'GET /student-api/student/createSuperBinder/{id}',
  'GET /interview-api/interview/ResetInterview/{id}',
];

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
}
interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
}

/**
 * A row trigger on every table notes the table of each row inserted, updated or deleted (jobs: only those a
 * caller started; the runner updates its own rows and schedules its own).
 */
async function watchChanges(s: TestServices) {
  await s.db.query(`CREATE TABLE walk_change (tbl text NOT NULL)`);
  await s.db.query(`CREATE FUNCTION walk_note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO walk_change VALUES (TG_TABLE_NAME); RETURN NULL; END $$`);
  const tables = await readRows(
    s.db,
    { name: z.string() },
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'walk_change'`,
  );
  for (const { name } of tables) {
    if (WRITTEN_BY_READS.has(name)) continue;
    await s.db.query(
      name === 'job'
        ? `CREATE TRIGGER walk_note AFTER INSERT ON job FOR EACH ROW WHEN (NEW.created_by IS NOT NULL) EXECUTE FUNCTION walk_note()`
        : `CREATE TRIGGER walk_note AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION walk_note()`,
    );
  }
  return async () => {
    const rows = await readRows(
      s.db,
      { tbl: z.string() },
      `WITH taken AS (DELETE FROM walk_change RETURNING tbl) SELECT DISTINCT tbl FROM taken ORDER BY tbl`,
    );
    return rows.map((r) => r.tbl);
  };
}

forEachBackend((backend) => {
  describe('a read-only API token', () => {
    const s = useServices(backend);
    let token: string;
    let operations: Operation[];
    let uuids: string[];
    let changes: () => Promise<string[]>;

    beforeAll(async () => {
      const admin = (await s().signIn('admin@aidverify.test')).accessToken;
      const made = await s().post(
        '/api/apiToken',
        { name: 'Read-only walk', schoolCode: '222222', role: 'Admin', readOnly: true, expiresInDays: 1 },
        admin,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      token = made.body.secret;
      const doc = (await s().get('/openapi.json')).body as {
        paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
      };
      operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
      );
      // The uuids of the school's real records a GET might act on: students and their task list items.
      const rows = await readRows(
        s().db,
        { uuid: z.string() },
        `SELECT uuid::text FROM (SELECT uuid FROM student WHERE school_code = '222222' ORDER BY id LIMIT 2) a
         UNION ALL SELECT uuid::text FROM (SELECT l.uuid FROM student_interview_link l JOIN student s ON s.id = l.student_id
                                           WHERE s.school_code = '222222' ORDER BY l.id LIMIT 2) b`,
      );
      uuids = rows.map((r) => r.uuid);
      changes = await watchChanges(s());
    });

    /** Values to try for a path or query parameter, by its declared schema: real ids and uuids, years, flags. */
    const candidates = (schema: JsonSchema = {}): string[] => {
      const alternatives = schema.anyOf ?? schema.oneOf;
      if (alternatives) return [...new Set(alternatives.flatMap((a) => candidates(a)))];
      if (schema.enum) return schema.enum.map(String);
      const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
      if (type === 'boolean') return ['false', 'true'];
      if (type === 'integer' || type === 'number') return ['1', '2', '3', '2027'];
      if (schema.format === 'uuid' || /\[0-9a-f\]\{8\}/.test(schema.pattern ?? '')) return uuids;
      return ['1', '2', '2027', ...uuids];
    };

    /** The URLs tried for one GET: combinations of its path parameters' candidates (bounded), required query filled. */
    const urls = (op: Operation): string[] => {
      let list = [op.path];
      for (const p of op.parameters ?? []) {
        if (p.in !== 'path') continue;
        list = list
          .flatMap((u) => candidates(p.schema).map((v) => u.replace(`{${p.name}}`, encodeURIComponent(v))))
          .slice(0, 8);
      }
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${p.name}=${encodeURIComponent(candidates(p.schema).at(-1) ?? '1')}`)
        .join('&');
      return list.map((u) => (query ? `${u}?${query}` : u));
    };

    it('changes nothing on any route of the OpenAPI document, and every route that changes state refuses it with 403', async () => {
      const changed: string[] = [];
      const notRefused: string[] = [];
      const writingGets = new Set(WRITING_GETS);
      let tried = 0;
      for (const op of operations) {
        if (op.path.startsWith('/api/dev/')) continue;
        const name = `${op.method} ${op.path}`;
        const refuses =
          writingGets.has(name) ||
          (op.method !== 'GET' && !(op.method === 'POST' && /search|getMany/i.test(op.path)));
        const answers: string[] = [];
        for (const url of op.method === 'GET' ? urls(op) : [op.path]) {
          tried += 1;
          const res = await s().call(op.method, url, { token, ...(op.method === 'GET' ? {} : { body: {} }) });
          answers.push(`${res.status} ${res.body?.message ?? ''}`);
        }
        const tables = await changes();
        if (tables.length) changed.push(`${name} changed ${tables.join(', ')}`);
        // Refused: by the read-only check, or earlier (a permission the role lacks, a route for students or sessions).
        const readOnlyRefusal = `403 The API token 'Read-only walk' is read-only`;
        const ok = writingGets.has(name)
          ? answers.every((a) => a === readOnlyRefusal)
          : answers.every((a) => /^40[13] /.test(a));
        if (refuses && !ok) notRefused.push(`${name} answered ${[...new Set(answers)].join('; ')}`);
      }
      console.log(
        `read-only token walk: ${operations.length} routes, ${tried} calls; ${changed.length} changed state`,
      );
      expect(changed).toEqual([]);
      expect(notRefused).toEqual([]);
    }, 300_000);
  });
});
