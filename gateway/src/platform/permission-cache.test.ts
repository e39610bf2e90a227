import { describe, expect, it } from 'vitest';
import { PermissionCache } from './permission-cache.js';

const facts = { isStaff: true, role: 'Verifier', permissions: ['STUDENT_VIEW'] };
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

describe('permission cache', () => {
  it("keeps a session's permissions for the TTL only", () => {
    const cache = new PermissionCache(15_000);
    const now = Date.now();
    cache.set('token', { ...facts, extra: 'not kept' } as typeof facts, inAnHour, now);
    expect(cache.get('token', now + 14_999)).toEqual(facts);
    expect(cache.get('token', now + 15_000)).toBeUndefined();
    expect(cache.get('another token', now)).toBeUndefined();
  });

  it("never keeps an entry past the token's expiry", () => {
    const cache = new PermissionCache(60_000);
    const now = Date.now();
    cache.set('token', facts, Math.floor(now / 1000) + 2, now);
    expect(cache.get('token', now + 3_000)).toBeUndefined();
  });

  it('is bounded, oldest out first, and off with a TTL of 0', () => {
    const cache = new PermissionCache(60_000, 2);
    cache.set('a', facts, inAnHour);
    cache.set('b', facts, inAnHour);
    cache.set('c', facts, inAnHour);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    const off = new PermissionCache(0);
    off.set('a', facts, inAnHour);
    expect(off.get('a')).toBeUndefined();
  });

  it('shares one look-up among concurrent requests with the same token, and keeps no failure', async () => {
    const cache = new PermissionCache(15_000);
    let loads = 0;
    const load = async () => {
      loads++;
      return facts;
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => cache.getOrLoad('token', inAnHour, load)),
    );
    expect(answers).toEqual(Array(8).fill(facts));
    expect(loads).toBe(1);
    await cache.getOrLoad('token', inAnHour, load);
    expect(loads).toBe(1);

    const failing = () => Promise.reject(new Error('auth/getUser failed'));
    await expect(cache.getOrLoad('other', inAnHour, failing)).rejects.toThrow('auth/getUser failed');
    await expect(cache.getOrLoad('other', inAnHour, load)).resolves.toEqual(facts);
    expect(loads).toBe(2);

    const off = new PermissionCache(0);
    await Promise.all([off.getOrLoad('token', inAnHour, load), off.getOrLoad('token', inAnHour, load)]);
    expect(loads).toBe(4);
  });
});
