import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { SharedTokenRateLimiter, TokenRateLimiter } from './api-tokens.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.setTimeout(1_000, () => {
    socket.destroy();
    resolve(false);
  });
});

describe('API-token rate limit', () => {
  it('in one gateway: a burst of the limit, then a wait', async () => {
    const limiter = new TokenRateLimiter(5);
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await limiter.take('avt_script'));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits[5]).toBe(12); // one request refills in 60 / 5 s
  });

  describe.skipIf(!redisAnswers)(`shared by two gateways through Redis (${REDIS_URL})`, () => {
    const clients: Redis[] = [];
    const replica = (prefix: string) => {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      clients.push(redis);
      return new SharedTokenRateLimiter(5, redis, prefix);
    };
    afterAll(() => clients.forEach((c) => c.disconnect()));

    it('two replicas together allow the limit once, not once each', async () => {
      const prefix = `aidverify-test:${randomBytes(6).toString('hex')}:`;
      const [a, b] = [replica(prefix), replica(prefix)];
      const waits = [];
      for (let i = 0; i < 6; i++) waits.push(await (i % 2 ? b : a).take('avt_script'));
      expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
      expect(waits[5]).toBeGreaterThanOrEqual(11);
      expect(await a.take('avt_script')).toBeGreaterThan(0);
      // Another token has its own bucket.
      expect(await b.take('avt_other')).toBe(0);
    });
  });

  it('while Redis does not answer, each gateway limits on its own instead of refusing every script', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const reasons: string[] = [];
    const limiter = new SharedTokenRateLimiter(2, down, 'x:', (err) => reasons.push(err.message));
    expect([await limiter.take('avt_s'), await limiter.take('avt_s')]).toEqual([0, 0]);
    expect(await limiter.take('avt_s')).toBeGreaterThan(0);
    expect(reasons.length).toBe(3);
    down.disconnect();
  });
});
