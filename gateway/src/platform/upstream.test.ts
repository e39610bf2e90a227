import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamHttp } from './upstream.js';
import type { ApiBase } from '../env.js';

describe('what counts against the breaker of an upstream', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.statusCode = Number(req.url!.slice(1));
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const upstream = () => {
    const url = new URL(origin);
    const urls = Object.fromEntries(
      ['main', 'admin', 'school', 'student', 'isir', 'interview'].map((b) => [b, url]),
    ) as Record<ApiBase, URL>;
    return new UpstreamHttp(urls, 2_000, {
      connectTimeoutMs: 500,
      breakerFailures: 3,
      breakerCooldownMs: 60_000,
    });
  };
  const call = async (h: UpstreamHttp, status: number) => {
    const answer = await h.request({ origin, path: `/${status}`, method: 'GET' });
    await answer.body.text();
  };

  it("answers the caller provoked (4xx) or one request's bug (500) never open it; 502-504 do", async () => {
    const h = upstream();
    for (const status of [400, 413, 500, 500, 500, 500, 404]) await call(h, status);
    expect(Object.values(h.circuits())).toEqual(['closed']);
    for (let i = 0; i < 3; i++) await call(h, [502, 503, 504][i]!);
    expect(Object.values(h.circuits())).toEqual(['open']);
    await h.close();
  });
});
