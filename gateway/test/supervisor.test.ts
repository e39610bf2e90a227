import { afterAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type Served } from '../../scripts/lib/serve.mjs';

/**
 * `npm start`'s supervisor (scripts/lib/serve.mjs) with the real services and gateway processes: a crashed child
 * is restarted with back-off, and one that keeps crashing makes it give up (npm start then exits 1).
 * Ports 4410/4411 (this suite's own).
 */
describe('the process supervisor of npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-supervisor-'));
  let served: Served | undefined;
  afterAll(() => {
    served?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts a killed services process, then gives up when it keeps dying', async () => {
    const lines: string[] = [];
    let gaveUp: string | undefined;
    served = await serve(
      {
        SERVICES_PORT: '4411',
        GATEWAY_PORT: '4410',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'off',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        SUPERVISOR_MAX_RESTARTS: '1',
        SUPERVISOR_BACKOFF_MS: '100',
        DATABASE_URL: '',
      },
      { stdio: 'ignore', log: (line) => lines.push(line), onGiveUp: (name) => (gaveUp = name) },
    );
    const first = served.child('services')!;
    const back = once(served.events, 'ready');
    first.kill('SIGKILL');
    const [ready] = (await back) as [{ name: string; attempt: number }];
    expect(ready).toEqual({ name: 'services', attempt: 1 });
    expect(served.child('services')!.pid).not.toBe(first.pid);
    expect((await fetch('http://127.0.0.1:4411/healthz')).status).toBe(200);
    expect(lines).toContain(
      '[supervisor] services exited (SIGKILL); restarting in 100 ms (restart 1 of at most 1 within 60 s)',
    );

    // A second crash within the window is one too many: everything stops and the start fails.
    const gateway = served.child('gateway')!;
    const giveUp = once(served.events, 'giveUp');
    const gatewayExit = once(gateway, 'exit');
    served.child('services')!.kill('SIGKILL');
    expect((await giveUp)[0]).toEqual({ name: 'services', crashes: 2 });
    expect(gaveUp).toBe('services');
    await gatewayExit;
    expect(lines.at(-1)).toBe(
      '[supervisor] services exited (SIGKILL) 2 times within 60 s; giving up so a process manager can take over',
    );
  }, 240_000);
});
