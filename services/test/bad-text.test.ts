import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';

/** Issue 23: text no column can hold is a 400 naming where, never a 500 nor a U+FFFD stored in its place. */
forEachBackend((backend) => {
  describe('bad text in requests', () => {
    const s = useServices(backend);
    let superadmin: string;
    beforeAll(async () => {
      superadmin = (await s().signIn('superadmin@aidverify.test')).accessToken;
    });

    it('a NUL in the query of the OpenID Connect provider or the dev outbox is a 400 naming the parameter', async () => {
      const auth = await s().get('/oidc/auth?client_id=%00');
      expect(auth.status).toBe(400);
      expect(auth.body.message).toBe('client_id: must not contain a NUL character (\\u0000)');
      const outbox = await s().get('/api/dev/outbox?recipient=%00');
      expect(outbox.status).toBe(400);
      expect(outbox.body.message).toBe('recipient: must not contain a NUL character (\\u0000)');
    });

    it('a lone surrogate in a JSON body is a 400 naming the field; nothing is stored', async () => {
      const before = (await s().get('/api/userSettings', superadmin)).body;
      const saved = await s().call('PATCH', '/api/userSettings', {
        token: superadmin,
        rawBody:
          '{"firstName":"ab\\ud800cd","lastName":"Super","defaultSchoolCode":"222222","mfaOption":"EMAIL"}',
      });
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({
        message: 'firstName: must be valid Unicode text (it holds a lone surrogate)',
        inputErrors: [
          { path: 'firstName', message: 'must be valid Unicode text (it holds a lone surrogate)' },
        ],
      });
      expect((await s().get('/api/userSettings', superadmin)).body.firstName).toBe(before.firstName);
    });

    it('bytes that are not UTF-8 in a JSON body are a 400 naming the field, not stored as U+FFFD', async () => {
      const before = (await s().get('/api/userSettings', superadmin)).body;
      const body = Buffer.concat([
        Buffer.from('{"firstName":"ab'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('cd","lastName":"Super","defaultSchoolCode":"222222","mfaOption":"EMAIL"}'),
      ]);
      const res = await fetch(`${s().url}/api/userSettings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${superadmin}`, 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: 'firstName: must be UTF-8 text (it holds bytes that are not)',
        inputErrors: [{ path: 'firstName', message: 'must be UTF-8 text (it holds bytes that are not)' }],
      });
      expect((await s().get('/api/userSettings', superadmin)).body.firstName).toBe(before.firstName);
    });
  });
});
