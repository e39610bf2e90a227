import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type RunningServices } from '../src/server.js';
import { forEachBackend, useServices } from './harness.js';
import { dbNumber, readRows } from './rows.js';

/**
 * Two replicas of the services on one Postgres database: a permission removed through one is refused by the other
 * within a second (LISTEN/NOTIFY), not after the other's cache runs out (5 s). PGlite is one process: no replicas.
 */
forEachBackend((backend) => {
  describe.skipIf(backend.name !== 'postgres')('a permission change reaches every replica', () => {
    const s = useServices(backend);
    let other: RunningServices;
    const t: Record<string, string> = {};
    let link: { roleID: number; permissionID: number };

    beforeAll(async () => {
      // Replicas behind one address share one issuer (PUBLIC_ISSUER), as a deployment's do.
      other = await startServices(
        { ...s().env, SERVICES_PORT: 0, PUBLIC_ISSUER: s().services.ctx.tokens.issuer },
        { db: s().db },
      );
      for (const who of ['admin', 'member']) t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      const [ids] = await readRows(
        s().db,
        { role: dbNumber, permission: dbNumber },
        `SELECT (SELECT id FROM role WHERE name = 'Member') AS role, (SELECT id FROM permission WHERE code = 'HOLIDAYS_VIEW') AS permission`,
      );
      link = { roleID: ids!.role, permissionID: ids!.permission };
    });
    afterAll(() => other?.close());

    const holidaysOnOther = () =>
      fetch(`${other.url}/school-api/holiday/`, { headers: { authorization: `Bearer ${t.member}` } }).then(
        (r) => r.status,
      );
    /** How long until the other replica answers `status` (it is asked every 25 ms, for at most 1 s). */
    const untilOther = async (status: number) => {
      const start = Date.now();
      while (Date.now() - start < 1_000) {
        if ((await holidaysOnOther()) === status) return Date.now() - start;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`the other replica still did not answer ${status} after 1 s`);
    };

    it('granted on one replica, allowed on the other; removed on one, refused on the other within 1 s', async () => {
      expect(await holidaysOnOther()).toBe(403);
      const add = await s().post('/school-api/RolePermissionLink/', link, t.admin);
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      await untilOther(200);
      // The other replica now holds the grant in its cache; the removal must reach it, not the cache's expiry.
      const del = await s().call('PATCH', '/school-api/RolePermissionLink/batchDeleteRolePermissionLinks', {
        token: t.admin,
        body: [link],
      });
      expect(del.body.removed).toHaveLength(1);
      expect(await untilOther(403)).toBeLessThan(1_000);
    });
  });
});
