import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { forEachBackend, useStack } from './harness.js';

const JOBS = `{ jobs { total } }`;
const STATUS = `{ dataKeyStatus { currentKeyId keyIds underOtherKeys missingKeyIds } }`;
const ROTATE = `mutation { rotateSigningKey { ok message error { message } kid previousKid } }`;
const RESEAL = `mutation { resealDataKeys(batchSize: 100) { ok message error { message } jobId underOtherKeys } }`;

forEachBackend((backend) => {
  describe('rotating the token-signing key through the gateway', () => {
    const s = useStack(backend);

    it('keeps tokens of the previous key valid during the overlap, signs new ones with the new key, then drops the old one', async () => {
      const before = await s().signIn('superadmin@aidverify.test');
      const oldKid = decodeProtectedHeader(before.accessToken).kid!;

      // Only a holder of DATA_KEYS_ADMIN (SuperAdmin) may rotate or read the key status.
      const admin = await s().signIn('admin@aidverify.test');
      expect((await admin.graphql(ROTATE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await admin.graphql(STATUS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const rotated = await before.graphql(ROTATE);
      expect(rotated.errors).toBeUndefined();
      expect(rotated.data.rotateSigningKey).toMatchObject({ ok: true, previousKid: oldKid });
      const newKid = rotated.data.rotateSigningKey.kid as string;
      expect(newKid).not.toBe(oldKid);

      // The overlap: the token signed before still verifies at the gateway; a new sign-in carries the new kid.
      expect((await before.graphql(JOBS)).errors).toBeUndefined();
      const after = await s().signIn('superadmin@aidverify.test');
      expect(decodeProtectedHeader(after.accessToken).kid).toBe(newKid);
      const first = await after.graphql(JOBS);
      expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
      const jwks = async () =>
        (
          (await (await fetch(`${s().servicesUrl}/api/.well-known/jwks.json`)).json()) as {
            keys: { kid: string }[];
          }
        ).keys.map((k) => k.kid);
      expect(await jwks()).toEqual([newKid, oldKid]);

      // After the overlap (the old key retired longer ago than any token it signed lives), it leaves the JWKS.
      await s().services.ctx.db.query(
        `UPDATE signing_key SET retired_at = now() - interval '1 day' WHERE kid = $1`,
        [oldKid],
      );
      expect(await jwks()).toEqual([newKid]);
      expect((await after.graphql(JOBS)).errors).toBeUndefined();

      // The data-key status and the re-seal start through GraphQL too.
      const status = await after.graphql(STATUS);
      expect(status.errors).toBeUndefined();
      expect(status.data.dataKeyStatus).toMatchObject({
        currentKeyId: 'k1',
        keyIds: ['k1'],
        underOtherKeys: 0,
        missingKeyIds: [],
      });
      const reseal = await after.graphql(RESEAL);
      expect(reseal.data.resealDataKeys).toMatchObject({ ok: true, underOtherKeys: 0 });
    });
  });
});
