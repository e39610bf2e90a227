import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { serverAudits, type AuditResult } from 'graphql-http';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';
import { repoRoot } from '../src/env.js';

/** The codes of docs/graphql-errors.md's table: its first column. */
function documentedCodes(): string[] {
  const doc = readFileSync(path.join(repoRoot, 'docs', 'graphql-errors.md'), 'utf8');
  return [...doc.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__generated__' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Every code the gateway's source can put in `extensions.code`: literals given as a `code`, to gatewayError, or as
 * members of GatewayErrorCode; and every code of the GraphQL server library (Apollo) it runs on.
 */
function producedCodes(): string[] {
  const found = new Set<string>(Object.values(ApolloServerErrorCode));
  for (const file of sourceFiles(path.join(repoRoot, 'gateway', 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bcode: '([A-Z][A-Z_]+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/\bgatewayError\(\s*'([A-Z][A-Z_]+)'/g)) found.add(m[1]!);
    const union = text.match(/export type GatewayErrorCode =([^;]+);/)?.[1];
    for (const m of union?.matchAll(/'([A-Z][A-Z_]+)'/g) ?? []) found.add(m[1]!);
  }
  return [...found].sort();
}

describe('GraphQL error codes a script can act on', () => {
  it('documents every code the gateway can produce, and only those', () => {
    const documented = documentedCodes();
    expect(documented.length).toBeGreaterThan(10);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(producedCodes());
  });

  it('finds the codes a new error would add', () => {
    const produced = producedCodes();
    // Spot checks that the scan reads each way a code is written (a miss would let undocumented codes through).
    expect(produced).toEqual(
      expect.arrayContaining(['RATE_LIMITED', 'QUERY_TOO_COMPLEX', 'UPSTREAM_UNAVAILABLE', 'CONFLICT']),
    );
    expect(produced).toContain(ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND);
  });
});

describe('the GraphQL-over-HTTP audit (graphql-http serverAudits)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-graphql-http-'));
  let gateway: RunningGateway;
  beforeAll(async () => {
    // The audit's documents ({ __typename }, parse and validation failures) never reach the services.
    gateway = await startGateway(
      loadGatewayEnv({
        NODE_ENV: 'test',
        GATEWAY_PORT: '0',
        SERVICES_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web'),
      }),
    );
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the requests the GraphQL library refuses without a code one a script can act on', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ ping }',
        extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } },
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('passes every MUST, and every SHOULD but the three docs/graphql-errors.md explains', async () => {
    const results: { name: string; result: AuditResult }[] = [];
    for (const audit of serverAudits({ url: `${gateway.url}/graphql` }))
      results.push({ name: audit.name, result: await audit.fn() });
    const failed = (level: string) =>
      results
        .filter((r) => r.name.startsWith(level) && r.result.status !== 'ok')
        .map((r) => `${r.name}: ${r.result.status === 'ok' ? '' : r.result.reason}`);
    const count = (level: string) => results.filter((r) => r.name.startsWith(level)).length;
    expect(count('MUST ')).toBe(13);
    expect(failed('MUST ')).toEqual([]);
    expect(count('SHOULD ')).toBe(23);
    // application/json (the legacy media type) keeps 400 for requests that cannot run: docs/graphql-errors.md.
    expect(failed('SHOULD ')).toEqual([
      'SHOULD use 200 status code on document parsing failure when accepting application/json: Response status code is not 200',
      'SHOULD use 200 status code on document validation failure when accepting application/json: Response status code is not 200',
      'SHOULD use a status code of 200 on variable coercion failure when accepting application/json: Response status code is not 200',
    ]);
  });
});
