import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../src/platform/db.js';
import { dbNumber, readRows, z } from './rows.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('SIGTERM during a job', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops claiming, hands the running job back after the grace period and exits 0', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures/shutdown-child.ts'), dataDir, '1'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('RUNNING')) resolve();
      });
      void exited.then((code) => reject(new Error(`child exited early (${code}): ${out}`)));
    });
    const id = Number(/RUNNING (\d+)/.exec(out)![1]);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const [job] = await readRows(
        db,
        { status: z.string(), locked_by: z.string().nullable(), attempts: dbNumber },
        'SELECT status, locked_by, attempts::int FROM job WHERE id = $1',
        [id],
      );
      // Handed back: queued for another worker, this interrupted attempt not counted.
      expect(job).toEqual({ status: 'QUEUED', locked_by: null, attempts: 0 });
    } finally {
      await db.close();
    }
  }, 300_000);
});
