import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows, z } from './rows.js';

/**
 * An installation whose 2026-27 masters were stored before they were made from the newest (OBBBA) variant:
 * migration 048 marks them, and the first read of the default view completes them without touching a school's own view.
 */
forEachBackend((backend) => {
  describe('master ISIR view stored before the newest variant', () => {
    const s = useServices(backend);
    let admin: string;
    const attrsOf = async (schoolCode: string | null) =>
      (
        await readRows(
          s().db,
          { a: z.string() },
          `SELECT e.attribute_name AS a FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id JOIN isir_view_tab t ON t.id = g.tab_id
            WHERE t.school_code IS NOT DISTINCT FROM $1 AND t.aid_year = 2027 ORDER BY t.id, g.id, e.sort_order, e.id`,
          [schoolCode],
        )
      ).map((r) => r.a);
    /** Fields of the 2026-27 OBBBA variant, by display name, that the pre-OBBBA variant lacks (what the old masters hid). */
    const newerOnly = async () =>
      readRows(
        s().db,
        { a: z.string(), name: z.string() },
        `SELECT e.attribute_name AS a, e.display_name AS name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
          WHERE i.aid_year = 2027 AND i.variant = 'OBBBA' AND NOT e.suppressed AND e.section <> 'correction'
            AND e.attribute_name NOT IN (SELECT p.attribute_name FROM isir_record_element_info p JOIN isir_record_info pi ON pi.id = p.isir_record_info_id
                                          WHERE pi.aid_year = 2027 AND pi.variant = 'PRE-OBBBA')`,
      );
    const defaultView = async () => {
      const res = await s().get('/isir-api/IsirView/GetIsirViewBySchoolAndYear/222222/2027/true', admin);
      expect(res.status).toBe(200);
      return res.body as { schoolCode: string | null; groups: { elements: { attributeName: string }[] }[] }[];
    };

    beforeAll(async () => {
      admin = (await s().signIn('admin@aidverify.test')).accessToken;
      await defaultView(); // the masters as made today, and the layouts installed
      // The old shape: the masters without the newer variant's fields, and another school's own customised view.
      const hidden = (await newerOnly()).map((r) => r.a);
      await s().db.query(
        `DELETE FROM isir_view_element e USING isir_view_group g, isir_view_tab t
          WHERE g.id = e.group_id AND t.id = g.tab_id AND t.school_code IS NULL AND t.aid_year = 2027 AND e.attribute_name = ANY($1::text[])`,
        [hidden],
      );
      const [tab] = await readRows(
        s().db,
        { id: dbNumber },
        `INSERT INTO isir_view_tab (school_code, aid_year, name, sort_order) VALUES ('333333', 2027, 'Our review', 0) RETURNING id`,
      );
      const [group] = await readRows(
        s().db,
        { id: dbNumber },
        `INSERT INTO isir_view_group (tab_id, name, sort_order) VALUES ($1, 'Identity', 0) RETURNING id`,
        [tab!.id],
      );
      const [first] = await readRows(
        s().db,
        { a: z.string() },
        `SELECT attribute_name AS a FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
          WHERE i.aid_year = 2027 AND i.variant = 'OBBBA' AND e.display_name = 'First Name' AND e.section = 'student_identity'`,
      );
      await s().db.query(
        `INSERT INTO isir_view_element (group_id, attribute_name, sort_order) VALUES ($1, $2, 0)`,
        [group!.id, first!.a],
      );
      // What migration 048 records for an installation that already has masters.
      await s().db.query(
        'INSERT INTO isir_master_view_backfill (aid_year) SELECT DISTINCT aid_year FROM isir_view_tab WHERE school_code IS NULL ON CONFLICT DO NOTHING',
      );
    });

    it("shows the newer variant's fields in the default view once, and leaves the school's own view as it was", async () => {
      const newer = await newerOnly();
      const flag = newer.find((r) => r.name === 'ISIR Version Flag')!;
      const loanLimits = newer.filter((r) => /^NSLDS .*Loan Limit/.test(r.name));
      expect(flag).toBeDefined();
      expect(loanLimits.length).toBeGreaterThan(3);
      const schoolBefore = await attrsOf('333333');
      const mastersBefore = await attrsOf(null);
      expect(mastersBefore).not.toContain(flag.a);

      const shown = (await defaultView()).flatMap((t) =>
        t.groups.flatMap((g) => g.elements.map((e) => e.attributeName)),
      );
      expect(shown).toContain(flag.a);
      for (const r of loanLimits) expect(shown, r.name).toContain(r.a);
      for (const r of newer) expect(shown, r.name).toContain(r.a);
      // Exactly what was there plus each missing field once: nothing duplicated or lost.
      expect([...shown].sort()).toEqual([...mastersBefore, ...newer.map((r) => r.a)].sort());
      expect(await attrsOf('333333')).toEqual(schoolBefore);
      expect((await s().db.query('SELECT 1 FROM isir_master_view_backfill')).length).toBe(0);
    });

    it('completes the masters only once, so a field an administrator removes stays removed', async () => {
      const [flag] = await readRows(
        s().db,
        { id: dbNumber },
        `SELECT e.id FROM isir_view_element e JOIN isir_view_group g ON g.id = e.group_id JOIN isir_view_tab t ON t.id = g.tab_id
          JOIN isir_record_element_info i ON i.attribute_name = e.attribute_name AND i.display_name = 'ISIR Version Flag'
         WHERE t.school_code IS NULL AND t.aid_year = 2027 LIMIT 1`,
      );
      await s().db.query('DELETE FROM isir_view_element WHERE id = $1', [flag!.id]);
      const before = await attrsOf(null);
      await defaultView();
      expect(await attrsOf(null)).toEqual(before);
    });
  });
});
