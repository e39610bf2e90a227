import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

const TEXT = 'query CurrentViewer {\n  viewer {\n    uuid\n  }\n}';
const SHA256 = createHash('sha256').update(TEXT).digest('hex');

async function load(prod: boolean) {
  vi.resetModules();
  vi.stubEnv('PROD', prod);
  return import('./trustedDocuments');
}

describe('trusted documents in the browser', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("names an operation by the SHA-256 of its text, as the gateway's list does", async () => {
    const { documentId } = await load(true);
    expect(await documentId(TEXT)).toBe(SHA256);
  });

  it('sends the persisted id without the text in a production build, the text in development', async () => {
    const prod = await load(true);
    expect(JSON.parse(await prod.requestBody('CurrentViewer', TEXT, { a: 1 }))).toEqual({
      operationName: 'CurrentViewer',
      variables: { a: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: SHA256 } },
    });
    const dev = await load(false);
    expect(JSON.parse(await dev.requestBody('CurrentViewer', TEXT))).toEqual({
      operationName: 'CurrentViewer',
      query: TEXT,
    });
  });
});
