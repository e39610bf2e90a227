import { beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../src/seed/demo.js';
import { forEachBackend, useServices } from './harness.js';
import { readRows, z } from './rows.js';

interface Found {
  id: number;
  uuid: string;
  schoolCode: string;
  firstName: string;
  lastName: string;
  email: string;
  studentNumber: string;
  ssnLastFour: string;
}
interface Page {
  items: Found[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The independent answer to a misspelt name in school 222222: every student whose own name reaches the search's
 * threshold, closest first, then by last name and id, as the search promises; read from the students (the view), not
 * from the names kept.
 */
const closeStudents = async (db: Parameters<typeof readRows>[0], text: string) =>
  (
    await readRows(
      db,
      { uuid: z.string() },
      `SELECT uuid::text AS uuid FROM student
        WHERE school_code = '222222' AND word_similarity($1, lower(first_name || ' ' || last_name)) >= 0.45
        ORDER BY word_similarity($1, lower(first_name || ' ' || last_name)) DESC, lower(last_name), id`,
      [text],
    )
  ).map((r) => r.uuid);

const JORDAN = demoUuid('student:222222-1');
const CASEY = demoUuid('student:222222-2');
const AVERY = demoUuid('student:222222-3');

forEachBackend((backend) => {
  describe('student search', () => {
    const s = useServices(backend);
    let testU: string;
    let demoState: string;
    const search = (token: string, body: Record<string, unknown>) =>
      s().post<Page>('/student-api/student/userSearch/false', body, token);
    const uuids = (p: Page) => p.items.map((i) => i.uuid).sort();

    beforeAll(async () => {
      testU = (await s().signIn('verifier@aidverify.test')).accessToken;
      demoState = (await s().signIn('verifier@demostate.test')).accessToken;
    });

    it('finds students by last name, whatever the case, and by first and last name together', async () => {
      for (const body of [{ searchValue: 'Rivera', searchField: 'NAME' }, { searchValue: 'rIvErA' }]) {
        const res = await search(testU, body);
        expect(res.status).toBe(200);
        expect(uuids(res.body)).toEqual([JORDAN, CASEY].sort());
        expect(res.body.total).toBe(2);
      }
      const both = await search(testU, { searchValue: 'Jordan Rivera', searchField: 'NAME' });
      expect(uuids(both.body)).toEqual([JORDAN]);
      // A page past the last still tells how many there are.
      const past = await search(testU, { searchValue: 'Rivera', searchField: 'NAME', page: 3, pageSize: 1 });
      expect(past.body).toMatchObject({ items: [], total: 2 });
    });

    it('finds students by the start of a first or a last name (or, any field, the other fields), each once, in name order', async () => {
      // The independent answer: every student of the school with a first or last name starting with each word, or,
      // searching any field, an e-mail starting with the text, the student id or the SSN's last four.
      const expected = async (text: string, field: string) =>
        (
          await readRows(
            s().db,
            { uuid: z.string() },
            `SELECT uuid::text AS uuid FROM student WHERE school_code = '222222'
                AND ((SELECT bool_and(lower(first_name) LIKE w || '%' OR lower(last_name) LIKE w || '%')
                        FROM unnest(string_to_array(lower($1), ' ')) AS w)
                     OR ($2 = 'ANY' AND (lower(email) LIKE lower($1) || '%' OR student_number = $1 OR ssn_last_four = $1)))
              ORDER BY lower(last_name), lower(first_name), id`,
            [text, field],
          )
        ).map((r) => r.uuid);
      // One letter starts many first and last names (and e-mails); 'jordan' a first name only; two words filter each
      // other; 'casey' starts a first name and an e-mail of one student; 'student2' starts e-mails only.
      const cases: [string, string][] = [
        ...['a', 'jordan', 'casey', 'r j', 'c ri'].flatMap((text) => [
          [text, 'NAME'] as [string, string],
          [text, 'ANY'] as [string, string],
        ]),
        ['student2', 'ANY'],
        ['TU100001', 'ANY'],
      ];
      for (const [text, field] of cases) {
        const want = await expected(text, field);
        expect(want.length).toBeGreaterThan(0);
        const res = await search(testU, { searchValue: text, searchField: field, pageSize: 200 });
        expect(res.body.total).toBe(want.length);
        expect(res.body.items.map((i) => i.uuid)).toEqual(want.slice(0, 200));
      }
    });

    it('finds students by the start of their e-mail address, treating wildcards as text', async () => {
      const res = await search(testU, { searchValue: 'student2@', searchField: 'EMAIL' });
      expect(uuids(res.body)).toEqual([AVERY]);
      expect((await search(testU, { searchValue: 'casey.riv' })).body.items.map((i) => i.firstName)).toEqual([
        'Casey',
      ]);
      expect((await search(testU, { searchValue: '%', searchField: 'EMAIL' })).body.total).toBe(0);
      expect((await search(testU, { searchValue: '_tudent2', searchField: 'EMAIL' })).body.total).toBe(0);
    });

    it("finds a student by the school's student id", async () => {
      for (const body of [
        { searchValue: 'TU100001', searchField: 'STUDENT_NUMBER' },
        { searchValue: 'TU100001' },
      ]) {
        const res = await search(testU, body);
        expect(uuids(res.body)).toEqual([JORDAN]);
      }
    });

    it('finds students by the last four digits of the SSN, and shows no more than those four', async () => {
      const [{ last4 }] = (await readRows(
        s().db,
        { last4: z.string() },
        'SELECT ssn_last_four AS last4 FROM student WHERE uuid = $1',
        [JORDAN],
      )) as [{ last4: string }];
      for (const body of [{ searchValue: last4, searchField: 'SSN_LAST_FOUR' }, { searchValue: last4 }]) {
        const res = await search(testU, body);
        expect(res.body.items.map((i) => i.uuid)).toContain(JORDAN);
        if (body.searchField) expect(res.body.items.every((i) => i.ssnLastFour === last4)).toBe(true);
        const text = JSON.stringify(res.body);
        expect(text).not.toMatch(/\b9\d{8}\b/);
        expect(text).not.toMatch(/ssn(?!LastFour)/i);
      }
    });

    it('pages through every student of the school with a steady total', async () => {
      const pageSize = 25;
      const first = await search(testU, { searchValue: '', page: 1, pageSize });
      expect(first.body.total).toBe(240);
      expect(first.body.items).toHaveLength(pageSize);
      const seen = new Set<number>();
      const names: string[][] = [];
      const pages = Math.ceil(first.body.total / pageSize);
      for (let page = 1; page <= pages; page++) {
        const res = await search(testU, { searchValue: '', page, pageSize });
        expect(res.body.total).toBe(240);
        expect(res.body.page).toBe(page);
        expect(res.body.items.length).toBe(page < pages ? pageSize : 240 - pageSize * (pages - 1));
        for (const item of res.body.items) {
          seen.add(item.id);
          names.push([item.lastName.toLowerCase(), item.firstName.toLowerCase()]);
        }
      }
      expect(seen.size).toBe(240);
      // Sorted by last name then first name across page boundaries.
      const byName = (a: string[], b: string[]) =>
        a[0] !== b[0] ? (a[0]! < b[0]! ? -1 : 1) : a[1]! < b[1]! ? -1 : a[1]! > b[1]! ? 1 : 0;
      expect(names).toEqual([...names].sort(byName));
      const past = await search(testU, { searchValue: '', page: pages + 1, pageSize });
      expect(past.body.items).toEqual([]);
      expect(past.body.total).toBe(240);
    });

    it('pages through close names of a misspelt name, closest first, with the total of all of them', async () => {
      // The independent answer: every name of the school whose word similarity reaches the search's threshold.
      const close = await readRows(
        s().db,
        { uuid: z.string(), similarity: z.number() },
        `SELECT uuid::text AS uuid, word_similarity('rivra', lower(first_name || ' ' || last_name)) AS similarity
           FROM student WHERE school_code = '222222'
            AND word_similarity('rivra', lower(first_name || ' ' || last_name)) >= 0.45`,
      );
      expect(close.length).toBeGreaterThanOrEqual(2);
      const seen: string[] = [];
      for (let page = 1; page <= close.length + 1; page++) {
        const res = await search(testU, { searchValue: 'Rivra', searchField: 'NAME', page, pageSize: 1 });
        expect(res.body).toMatchObject({ fuzzy: true, total: close.length });
        expect(res.body.items).toHaveLength(page <= close.length ? 1 : 0);
        seen.push(...res.body.items.map((i) => i.uuid));
      }
      expect([...seen].sort()).toEqual(close.map((c) => c.uuid).sort());
      const similarity = new Map(close.map((c) => [c.uuid, c.similarity]));
      const inOrder = seen.map((u) => similarity.get(u)!);
      expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
    });

    it('finds close names through the names kept apart (migration 138): the students, order and total of a count over the students themselves, through inserts, renames, moves and deletes', async () => {
      const db = s().db;
      const text = 'tarowby';
      const expected = () => closeStudents(db, text);
      // Page by page (2 a page, one past the end), every page with its total.
      const found = async (total: number) => {
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(total / 2) + 1; page++) {
          const res = await search(testU, { searchValue: 'Tarowby', searchField: 'NAME', page, pageSize: 2 });
          expect(res.body).toMatchObject({ fuzzy: true, total });
          seen.push(...res.body.items.map((i) => i.uuid));
        }
        return seen;
      };
      // The names kept are those the students bear, counted.
      const keptNames = () =>
        readRows(
          db,
          { school_code: z.string(), last_key: z.string(), name: z.string(), students: z.number() },
          'SELECT school_code, last_key, name, students FROM student_search_name ORDER BY 1, 2, 3',
        );
      const countedNames = () =>
        readRows(
          db,
          { school_code: z.string(), last_key: z.string(), name: z.string(), students: z.number() },
          `SELECT school_code, lower(last_name) AS last_key, lower(first_name || ' ' || last_name) AS name,
                  count(*)::int AS students FROM student_all GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
        );
      const check = async () => {
        const want = await expected();
        expect(want.length).toBeGreaterThanOrEqual(4);
        expect(await found(want.length)).toEqual(want);
        expect(await keptNames()).toEqual(await countedNames());
      };
      // One name shared by several students (a tie broken by id), in another case too; one full name from two
      // splits of first and last name; a name close but less so; the same name at another school (never found).
      const people: [string, string, string][] = [
        ['222222', 'Quinn', 'Tarrowby'],
        ['222222', 'Quinn', 'Tarrowby'],
        ['222222', 'QUINN', 'TARROWBY'],
        ['222222', 'Ann Marie', 'Tarrowby'],
        ['222222', 'Ann', 'Marie Tarrowby'],
        ['222222', 'Zed', 'Tarrowbie'],
        ['222222', 'Lou', 'Tarrowby'],
        ['333333', 'Quinn', 'Tarrowby'],
      ];
      const added = (
        await readRows(
          db,
          { id: z.number() },
          `INSERT INTO student (uuid, school_code, student_number, first_name, last_name, dependency_status, status)
           SELECT gen_random_uuid(), s, 'TARROW' || n, f, l, 0, 'SELECTED'
             FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(s, f, l, n)
           RETURNING id`,
          [people.map((p) => p[0]), people.map((p) => p[1]), people.map((p) => p[2])],
        )
      ).map((r) => r.id);
      try {
        await check();
        // A rename away and one to a close name, a move to another school, a student deleted.
        await db.query(`UPDATE student SET last_name = 'Brightwater' WHERE id = $1`, [added[0]]);
        await db.query(`UPDATE student SET first_name = 'Tarrowby' WHERE id = $1`, [added[6]]);
        await db.query(`UPDATE student SET school_code = '333333' WHERE id = $1`, [added[5]]);
        await db.query(`UPDATE student SET school_code = '222222' WHERE id = $1`, [added[7]]);
        await db.query(`DELETE FROM student WHERE id = $1`, [added[1]]);
        await check();
      } finally {
        await db.query('DELETE FROM student WHERE id = ANY($1::int[])', [added]);
      }
      expect(await keptNames()).toEqual(await countedNames());
    });

    it('leaves the students of an unpublished upload out of close names and their total (migration 144 counts the names kept, which count them)', async () => {
      const db = s().db;
      const text = 'velacourt';
      const expected = () => closeStudents(db, text);
      const [upload] = await readRows(
        db,
        { id: z.number() },
        `INSERT INTO isir_upload (uuid, school_code, file_name, origin, status)
         VALUES (gen_random_uuid(), '222222', 'unpublished-names.txt', 'UPLOAD', 'IMPORTED') RETURNING id`,
      );
      const uploadId = upload!.id;
      try {
        // Two students everyone sees and three an unpublished upload created, all bearing the same close name.
        await db.query(
          `INSERT INTO student_all (uuid, school_code, student_number, first_name, last_name, created_by_upload_id)
           SELECT gen_random_uuid(), '222222', 'VELLA' || n, 'Rue', 'Vellacourt', CASE WHEN n > 2 THEN $1::int END
             FROM generate_series(1, 5) AS n`,
          [uploadId],
        );
        await db.query('INSERT INTO isir_upload_unpublished (upload_id) VALUES ($1)', [uploadId]);
        const want = await expected();
        expect(want).toHaveLength(2);
        const seen: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const res = await search(testU, {
            searchValue: 'Velacourt',
            searchField: 'NAME',
            page,
            pageSize: 1,
          });
          expect(res.body).toMatchObject({ fuzzy: true, total: 2 });
          seen.push(...res.body.items.map((i) => i.uuid));
        }
        expect(seen).toEqual(want);
      } finally {
        await db.query('DELETE FROM isir_upload_unpublished WHERE upload_id = $1', [uploadId]);
        await db.query(`DELETE FROM student_all WHERE student_number LIKE 'VELLA%'`);
        await db.query('DELETE FROM isir_upload WHERE id = $1', [uploadId]);
      }
    });

    it("returns only the caller's school", async () => {
      const all = await search(demoState, { searchValue: '', pageSize: 200 });
      expect(all.body.total).toBe(90);
      expect(all.body.items.every((i) => i.schoolCode === '333333')).toBe(true);
      expect((await search(demoState, { searchValue: 'Rivera' })).body.total).toBe(0);
      expect((await search(demoState, { searchValue: 'TU100001' })).body.total).toBe(0);
      expect((await search(demoState, { searchValue: 'student2@', searchField: 'EMAIL' })).body.total).toBe(
        0,
      );
      const mine = await search(testU, { searchValue: '', pageSize: 200, page: 2 });
      expect(mine.body.items.every((i) => i.schoolCode === '222222')).toBe(true);
    });
  });
});
