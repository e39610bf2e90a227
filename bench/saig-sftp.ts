/**
 * The SAIG mailbox over SFTP (SAIG_TRANSPORT=sftp), on loopback: a real ssh2 SFTP server in this process
 * serving a folder, the services on PGlite in memory with demo data. One poll takes BENCH_FILES files of
 * three FSA 2026-27 test records each (signed in with the TG number and the sealed mailbox password,
 * host key pinned), deleting each on the server after it is kept: files/s, MB/s and the poll's wall time.
 *
 *   npx tsx bench/saig-sftp.ts      (BENCH_FILES to change the load)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, hostKeyFingerprint, loadEnv, startServices } from '../services/src/index.js';
import { startSftpServer } from '../services/test/sftp-server.js';
import { loadAverage, reportGoal, sized } from './lib/result.js';
import { openDemoDatabase } from './lib/database.js';

const FILES = sized('BENCH_FILES', 200, 3);
const ADMIN = 'admin@aidverify.test';
const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.resolve(here, '../fixtures/isir/samples/2026-27/applications_2627_12082025.txt');

async function main() {
  const remote = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-sftp-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-bench-data-'));
  const sftp = await startSftpServer(remote);
  const source: Record<string, string> = {
    NODE_ENV: 'test',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    JOB_WORKER: 'off',
    SAIG_TRANSPORT: 'sftp',
    SAIG_SFTP_HOST: '127.0.0.1',
    SAIG_SFTP_PORT: String(sftp.port),
    SAIG_SFTP_HOST_FINGERPRINT: hostKeyFingerprint(sftp.hostPublicKey),
    SAIG_SFTP_DIR: '/{tgNumber}',
  };
  const env = loadEnv(source);
  // The bench opened the database, so it closes it: services.close() leaves a database it was handed open, and an open
  // PGlite keeps the process alive (its Postgres re-arms a timer in the event loop).
  const db = await openDemoDatabase(source);
  const services = await startServices(env, { db });
  try {
    const call = async (method: string, p: string, body?: unknown, token?: string) => {
      const r = await fetch(`${services.url}${p}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, body: await r.json() };
    };
    const cred = await call('POST', '/api/auth/verifyCredentials', {
      Username: ADMIN,
      Password: DEMO_PASSWORD,
    });
    await call('POST', '/api/auth/sendMFACode', { messageType: 'EMAIL' }, cred.body.ticket);
    const outbox = (await call('GET', `/api/dev/outbox?recipient=${encodeURIComponent(ADMIN)}`)).body as {
      body: string;
    }[];
    const code = outbox[0]!.body.match(/\b(\d{6})\b/)![1];
    const token = (
      await call('POST', '/api/auth/checkMFACode', { messageType: 'EMAIL', code }, cred.body.ticket)
    ).body.accessToken as string;
    await call('PATCH', '/school-api/saigAdmin/updateTgInfo', { tgNumber: 'TG54321' }, token);
    await call('POST', '/school-api/saigAdmin/storePassword/222222', { password: 'Mailbox2027' }, token);
    sftp.users.set('TG54321', { password: 'Mailbox2027' });

    const mailbox = path.join(remote, 'TG54321');
    mkdirSync(mailbox, { recursive: true });
    const records = readFileSync(SAMPLE, 'latin1')
      .split('\n')
      .map((l) => l.replace(/\r$/, ''))
      .filter((l) => l.trim() && !l.startsWith('O*N'));
    let bytes = 0;
    for (let i = 0; i < FILES; i++) {
      const slice = records.slice((i * 3) % (records.length - 3), ((i * 3) % (records.length - 3)) + 3);
      const content = slice.join('\r\n') + '\r\n';
      bytes += Buffer.byteLength(content, 'latin1');
      writeFileSync(path.join(mailbox, `IDSA27OP.S${String(i).padStart(5, '0')}`), content, 'latin1');
    }
    const t = performance.now();
    const polled = await call('POST', '/school-api/saigAdmin/pollMailboxes', {}, token);
    const seconds = (performance.now() - t) / 1000;
    if (polled.status !== 200) throw new Error(`poll failed: ${JSON.stringify(polled.body)}`);
    console.log(
      `SAIG poll over SFTP: ${polled.body.received} files (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds.toFixed(2)} s ` +
        `(${(polled.body.received / seconds).toFixed(0)} files/s, ${(bytes / 1024 / 1024 / seconds).toFixed(2)} MB/s); ` +
        `${readdirSync(mailbox).length} left on the server; ${loadAverage()}`,
    );
    if (polled.body.received !== FILES) throw new Error(`${polled.body.received} of ${FILES} files received`);
    reportGoal({
      measure: 'SAIG mailbox poll over SFTP',
      goal: '— (reported)',
      figure: `${(polled.body.received / seconds).toFixed(0)} files/s (${FILES} files in ${seconds.toFixed(2)} s)`,
      met: null,
    });
  } finally {
    await services.close();
    await db.close();
    await sftp.close();
    rmSync(remote, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
