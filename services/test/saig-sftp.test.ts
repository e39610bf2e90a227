import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import type { ParsedKey } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import { hostKeyFingerprint, MailboxUnreachable, openSftpMailbox } from '../src/domain/saig/transport.js';
import { forEachBackend, useServices } from './harness.js';
import { recordLines, sample } from './isir-helpers.js';
import { ed25519KeyPair, startSftpServer, type TestSftpServer } from './sftp-server.js';
import { dbNumber, readRows } from './rows.js';

const UNREACHABLE = 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.';

forEachBackend((backend) => {
  describe('SAIG mailbox over SFTP (production transport)', () => {
    const remote = mkdtempSync(path.join(tmpdir(), 'aidverify-sftp-'));
    const mailbox = path.join(remote, 'mailboxes', 'TG11111');
    mkdirSync(mailbox, { recursive: true });
    let sftp: TestSftpServer;
    const opts = { env: { JOB_WORKER: 'off' } as Record<string, string> };
    beforeAll(async () => {
      sftp = await startSftpServer(remote);
      Object.assign(opts.env, {
        SAIG_TRANSPORT: 'sftp',
        SAIG_SFTP_HOST: '127.0.0.1',
        SAIG_SFTP_PORT: String(sftp.port),
        SAIG_SFTP_HOST_FINGERPRINT: hostKeyFingerprint(sftp.hostPublicKey),
        SAIG_SFTP_DIR: '/mailboxes/{tgNumber}',
      });
    });
    afterAll(() => sftp.close());
    const s = useServices(backend, opts);
    const t: Record<string, string> = {};
    beforeAll(async () => {
      for (const who of ['admin', 'manager'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      await call('admin', 'PATCH', '/school-api/saigAdmin/updateTgInfo', { tgNumber: 'TG11111' });
      await call('admin', 'POST', '/school-api/saigAdmin/storePassword/222222', { password: 'Mailbox2027' });
      // The federal mailbox knows the school by its TG number and the same password.
      sftp.users.set('TG11111', { password: 'Mailbox2027' });
    });
    const call = (who: string, method: string, p: string, body?: unknown) =>
      s().call(method, p, { token: t[who], body });
    const messages = async () =>
      (await call('manager', 'GET', '/school-api/edMessage')).body as {
        id: number;
        uniqueFileName: string;
        tgNumber: string;
        edFileStatus: number;
      }[];
    const logLines = async () =>
      (
        (await call('manager', 'GET', '/school-api/SaigAdmin/getFTPLog/222222')).body as {
          level: string;
          message: string;
        }[]
      ).map((l) => `${l.level} ${l.message}`);

    it('signs in with the TG number and the sealed password, takes new files, deletes them on the server; they import and students appear', async () => {
      const records = recordLines(sample('2026-27/applications_2627_12082025.txt')).slice(3, 5);
      writeFileSync(path.join(mailbox, 'IDSA27OP.20270301'), records.join('\r\n') + '\r\n');
      writeFileSync(path.join(mailbox, 'notes.txt'), 'not a mailbox file');
      const res = await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ received: 1, skipped: 1, message: 'Successfully retrieved mailbox.' });
      // Received files leave the federal mailbox (SAIG deletes them); an unknown name stays for a person to look at.
      expect(readdirSync(mailbox)).toEqual(['notes.txt']);
      expect(sftp.requests).toContain('REMOVE /mailboxes/TG11111/IDSA27OP.20270301');
      expect((await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes')).body.received).toBe(0);

      const [msg] = await messages();
      expect(msg).toMatchObject({
        uniqueFileName: 'IDSA27OP.20270301',
        tgNumber: 'TG11111',
        edFileStatus: 0,
      });
      const file = await call(
        'manager',
        'GET',
        '/school-api/SaigAdmin/downloadFile/TG11111/IDSA27OP.20270301',
      );
      expect(file.body).toBe(records.join('\r\n') + '\r\n');
      const students = async () =>
        (
          await readRows(
            s().db,
            { n: dbNumber },
            "SELECT count(*)::int AS n FROM student WHERE school_code = '222222'",
          )
        )[0]!.n;
      const before = await students();
      const imported = await call('admin', 'PATCH', `/school-api/edMessage/${msg!.id}`, { edFileStatus: 1 });
      expect(imported.body).toMatchObject({ edFileStatus: 1, message: 'File Imported Successfully' });
      expect(await students()).toBe(before + 2);

      expect(await logLines()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^INFO IDSA27OP\.20270301: received \(\d+ bytes, IDSA27OP\)$/),
          'ERROR notes.txt: not a SAIG file name (message class such as IDSA27OP expected); left in the mailbox',
          `INFO Polled sftp://TG11111@127.0.0.1:${sftp.port}/mailboxes/TG11111: 1 received, 1 left in the mailbox`,
        ]),
      );
    });

    it('the scheduled poll job reads the mailbox over SFTP', async () => {
      writeFileSync(path.join(mailbox, 'IDAP27OP.20270302'), 'REQUESTED ISIR\n');
      const jobId = await s().services.ctx.jobs.enqueue('saig.poll', {});
      await s().services.ctx.jobs.drain();
      expect(await s().services.ctx.jobs.get(jobId)).toMatchObject({ status: 'DONE' });
      expect((await messages()).map((m) => m.uniqueFileName)).toEqual([
        'IDAP27OP.20270302',
        'IDSA27OP.20270301',
      ]);
      expect(existsSync(path.join(mailbox, 'IDAP27OP.20270302'))).toBe(false);
    });

    it('a password the server refuses: the connection message, the reason in the FTP log, nothing taken', async () => {
      sftp.users.set('TG11111', { password: 'ChangedAtFsa9' });
      writeFileSync(path.join(mailbox, 'IDSA27OP.20270303'), 'ISIR\n');
      const before = await messages();
      const res = await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(UNREACHABLE);
      expect(await messages()).toEqual(before);
      expect(existsSync(path.join(mailbox, 'IDSA27OP.20270303'))).toBe(true);
      const [newest] = await logLines();
      expect(newest).toBe(
        `ERROR sftp://TG11111@127.0.0.1:${sftp.port}/mailboxes/TG11111: All configured authentication methods failed`,
      );
      expect(newest).not.toContain('Mailbox2027');
      sftp.users.set('TG11111', { password: 'Mailbox2027' });
    });

    it('a server whose host key is not the configured one is refused before the password is sent', async () => {
      const ctx = {
        ...s().services.ctx,
        env: { ...s().env, SAIG_SFTP_HOST_FINGERPRINT: `SHA256:${'A'.repeat(43)}` },
      } as AppContext;
      const open = openSftpMailbox(ctx, {
        schoolCode: '222222',
        tgNumber: 'TG11111',
        password: 'Mailbox2027',
      });
      await expect(open).rejects.toBeInstanceOf(MailboxUnreachable);
      await expect(open).rejects.toThrow(
        `the server's host key ${hostKeyFingerprint(sftp.hostPublicKey)} is not the configured one (SAIG_SFTP_HOST_FINGERPRINT or saig.sftp.hostFingerprint)`,
      );
    });

    it("a school's own settings (config items saig.sftp.*) beat the installation's; an unusable one is named in the FTP log", async () => {
      const other = path.join(remote, 'schools', '222222');
      mkdirSync(other, { recursive: true });
      writeFileSync(path.join(other, 'IDSA27OP.20270310'), 'ISIR\n');
      sftp.users.set('tu-financial-aid', { password: 'Mailbox2027' });
      const add = (name: string, value: string) =>
        call('admin', 'POST', '/school-api/schoolconfig/', { name, value });
      expect((await add('saig.sftp.username', 'tu-financial-aid')).status).toBe(200);
      const dir = await add('saig.sftp.directory', '/schools/{schoolCode}');
      const res = await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes');
      expect(res.body).toMatchObject({ received: 1, skipped: 0 });
      expect(readdirSync(other)).toEqual([]);
      expect((await logLines())[0]).toBe(
        `INFO Polled sftp://tu-financial-aid@127.0.0.1:${sftp.port}/schools/222222: 1 received, 0 left in the mailbox`,
      );

      const port = await add('saig.sftp.port', 'twenty-two');
      expect((await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes')).status).toBe(409);
      expect((await logLines())[0]).toBe('ERROR saig.sftp.port: twenty-two is not a port number');
      for (const id of [port.body.id, dir.body.id])
        await s().db.query('DELETE FROM school_config WHERE id = $1', [id]);
      await s().db.query("DELETE FROM school_config WHERE name = 'saig.sftp.username'");

      // A host inside the network (the cloud's metadata service, this machine) is refused when saved, and a stored
      // one that leads inside (saved before the rule, or resolving inside now) is refused at the connection.
      const metadata = await add('saig.sftp.host', '169.254.169.254');
      expect(metadata.status).toBe(400);
      expect(metadata.body.inputErrors).toEqual([
        {
          path: 'value',
          message:
            '169.254.169.254 is an internal address (169.254.169.254); the installation must allow it (SAIG_SFTP_INTERNAL_HOSTS)',
        },
      ]);
      await s().db.query(
        "INSERT INTO school_config (school_code, name, value) VALUES ('222222', 'saig.sftp.host', 'localhost')",
      );
      expect((await call('manager', 'POST', '/school-api/saigAdmin/pollMailboxes')).status).toBe(409);
      expect((await logLines())[0]).toMatch(
        /^ERROR saig\.sftp\.host: localhost is an internal address \((127\.0\.0\.1|::1)\)/,
      );
      await s().db.query("DELETE FROM school_config WHERE name = 'saig.sftp.host'");
    });

    it('a server that stops answering mid-transfer ends the read after the timeout instead of holding the poll', async () => {
      writeFileSync(path.join(mailbox, 'IDSA27OP.20270306'), 'ISIR\n');
      const ctx = { ...s().services.ctx, env: { ...s().env, SAIG_SFTP_TIMEOUT_SECONDS: 1 } } as AppContext;
      const conn = await openSftpMailbox(ctx, {
        schoolCode: '222222',
        tgNumber: 'TG11111',
        password: 'Mailbox2027',
      });
      sftp.stallReads = true;
      const started = Date.now();
      try {
        await expect(conn.read('IDSA27OP.20270306', 5)).rejects.toThrow(
          `sftp://TG11111@127.0.0.1:${sftp.port}/mailboxes/TG11111: reading IDSA27OP.20270306: the server did not answer within 1 s`,
        );
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        sftp.stallReads = false;
        await conn.close();
      }
      expect(existsSync(path.join(mailbox, 'IDSA27OP.20270306'))).toBe(true);
    });

    it('signs in with a key (SAIG_SFTP_PRIVATE_KEY_FILE) and, configured so, moves received files to received/ on the server', async () => {
      const key = ed25519KeyPair();
      const keyFile = path.join(remote, '..', `${path.basename(remote)}-id_ed25519`);
      writeFileSync(keyFile, key.private, { mode: 0o600 });
      sftp.users.set('saig-batch', { publicKey: ssh2.utils.parseKey(key.public) as ParsedKey });
      const keyed = path.join(remote, 'keyed', 'TG11111');
      mkdirSync(keyed, { recursive: true });
      writeFileSync(path.join(keyed, 'IDSA27OP.20270304'), 'ISIR\n');
      writeFileSync(path.join(keyed, 'IDSA27OP.20270305'), 'ISIR 2\n');
      const env = {
        ...s().env,
        SAIG_SFTP_USERNAME: 'saig-batch',
        SAIG_SFTP_PRIVATE_KEY_FILE: keyFile,
        SAIG_SFTP_AFTER_RECEIVE: 'move' as const,
        SAIG_SFTP_DIR: '/keyed/{tgNumber}',
      };
      const conn = await openSftpMailbox({ ...s().services.ctx, env } as AppContext, {
        schoolCode: '222222',
        tgNumber: 'TG11111',
        password: null,
      });
      try {
        expect(conn.where).toBe(`sftp://saig-batch@127.0.0.1:${sftp.port}/keyed/TG11111`);
        expect((await conn.list()).map((e) => e.name).sort()).toEqual([
          'IDSA27OP.20270304',
          'IDSA27OP.20270305',
        ]);
        expect((await conn.read('IDSA27OP.20270304')).toString()).toBe('ISIR\n');
        await conn.markReceived('IDSA27OP.20270304');
      } finally {
        await conn.close();
      }
      expect(readdirSync(path.join(keyed, 'received'))).toEqual(['IDSA27OP.20270304']);
      expect(readdirSync(keyed).sort()).toEqual(['IDSA27OP.20270305', 'received']);
    });
  });
});
