import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../src/seed/catalog.js';
import { forEachBackend, useServices, type TestServices } from './harness.js';
import { readRows, z } from './rows.js';

/**
 * Generated from the route registry (the OpenAPI document the services publish): every permission-gated
 * route, called by every seeded role, is allowed exactly when the role's links in the database grant its
 * permission. Routes the other domains add are covered as they appear.
 */
interface GatedOp {
  method: string;
  path: string;
  permission: string;
}

async function gatedOperations(s: TestServices): Promise<GatedOp[]> {
  const doc = (await s.get('/openapi.json')).body as {
    paths: Record<string, Record<string, { description?: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const permission = /^Access: permission (\w+)$/.exec(op.description ?? '')?.[1];
      return permission ? [{ method: method.toUpperCase(), path: p, permission }] : [];
    }),
  );
}

// Values that pass authentication but fail validation wherever a handler could change something: an id of 0,
// a code that names no school, a date that is not one. The access check runs before any of them is read.
const fill = (p: string) =>
  p.replace(/\{(\w+)\}/g, (_, name: string) =>
    /year|^x$/i.test(name) ? '1999' : /code/i.test(name) ? 'NOSUCH' : 'invalid-0',
  );

const EMAIL: Record<string, string> = Object.fromEntries(
  STAFF_ROLES.map((r) => [r, `${r.toLowerCase()}@aidverify.test`]),
);

forEachBackend((backend) => {
  describe('permission matrix (server)', () => {
    const s = useServices(backend);
    const tokens: Record<string, string> = {};
    const granted: Record<string, Set<string>> = {};
    let ops: GatedOp[] = [];

    beforeAll(async () => {
      for (const role of STAFF_ROLES) tokens[role] = (await s().signIn(EMAIL[role]!)).accessToken;
      tokens.User = (await s().signIn('student@aidverify.test')).accessToken;
      const links = await readRows(
        s().db,
        { role: z.string(), code: z.string() },
        'SELECT r.name AS role, p.code FROM role_permission_link l JOIN role r ON r.id = l.role_id JOIN permission p ON p.id = l.permission_id',
      );
      for (const role of [...STAFF_ROLES, 'User'])
        granted[role] = new Set(links.filter((l) => l.role === role).map((l) => l.code));
      ops = await gatedOperations(s());
    });

    it('finds the gated routes of every domain', () => {
      expect(ops.length).toBeGreaterThan(40);
      expect(ops).toEqual(
        expect.arrayContaining([
          { method: 'POST', path: '/school-api/RolePermissionLink/', permission: 'PERMISSIONS_VIEW' },
          { method: 'GET', path: '/school-api/edMessage', permission: 'SAIG_MAILBOX_VIEW' },
        ]),
      );
    });

    for (const role of [...STAFF_ROLES, 'User']) {
      it(`${role}: allowed exactly where its links grant the permission`, async () => {
        const wrong: string[] = [];
        for (const op of ops) {
          const res = await s().call(op.method, fill(op.path), {
            token: tokens[role],
            ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: {} }),
          });
          const allowed = role !== 'User' && granted[role]!.has(op.permission);
          const refused =
            res.status === 403 && (role === 'User' || String(res.body?.message).includes(op.permission));
          if (allowed === refused || res.status === 401)
            wrong.push(
              `${op.method} ${op.path} (${op.permission}) → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
            );
        }
        expect(wrong).toEqual([]);
      });
    }
  });
});
