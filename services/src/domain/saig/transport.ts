import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type ssh2 from 'ssh2';
import type { SFTPWrapper } from 'ssh2';
import type { AppContext } from '../../context.js';
import { mailboxHostProblem, systemResolver, type ResolveHost } from './mailbox-host.js';
import { sftpConfigItems } from './mailbox.queries.js';

/** One file waiting in a mailbox. */
export interface MailboxEntry {
  name: string;
  size: number;
}

/** An open mailbox: what is waiting, the bytes of one file, and taking a file out once it is kept. */
export interface MailboxConnection {
  /** Where the files come from, for the FTP log (never a password). */
  readonly where: string;
  list(): Promise<MailboxEntry[]>;
  /** `size` (from list) gives a large file more time: at least 1 MB/s beyond the base timeout. */
  read(name: string, size?: number): Promise<Buffer>;
  /** Called only after the file's row is committed, so a poll that stops midway loses nothing. */
  markReceived(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A mailbox that cannot be reached; the message goes to the FTP log, the user sees the spec's message. */
export class MailboxUnreachable extends Error {}

export const mailboxRoot = (ctx: AppContext) => ctx.env.SAIG_DIR ?? path.join(ctx.env.DATA_DIR, 'saig');
export const schoolFolder = (ctx: AppContext, schoolCode: string) => path.join(mailboxRoot(ctx), schoolCode);

/**
 * The default transport: the school's mailbox is a folder. A received file is deleted from it once its sealed copy
 * is kept (as SAIG does): a plain copy left on the disk would be a whole ISIR in the clear.
 */
export async function openFolderMailbox(ctx: AppContext, schoolCode: string): Promise<MailboxConnection> {
  const folder = schoolFolder(ctx, schoolCode);
  if (
    !(await stat(folder).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  )
    throw new MailboxUnreachable(`Mailbox folder ${schoolCode} is missing`);
  return {
    where: `folder ${schoolCode}`,
    async list() {
      const entries = (await readdir(folder, { withFileTypes: true })).filter(
        (e) => e.isFile() && !e.name.startsWith('.'),
      );
      return Promise.all(
        entries.map(async (e) => ({ name: e.name, size: (await stat(path.join(folder, e.name))).size })),
      );
    },
    read: (name) => readFile(path.join(folder, name)),
    markReceived: (name) => unlink(path.join(folder, name)),
    close: async () => undefined,
  };
}

/**
 * A school's own SFTP settings, as school config items (else the installation's items, else the environment):
 * `saig.sftp.host`, `saig.sftp.port`, `saig.sftp.username`, `saig.sftp.directory`, `saig.sftp.hostFingerprint`.
 * A value that cannot be used makes the mailbox unreachable with the item's name, not a silent default.
 */
export async function sftpSettingsOf(
  ctx: AppContext,
  schoolCode: string,
  resolve: ResolveHost = systemResolver,
): Promise<AppContext['env']> {
  const rows = await sftpConfigItems.all(ctx.db, { schoolCode });
  const item = new Map(rows.map((r) => [r.name, r.value.trim()]));
  const env = { ...ctx.env };
  const host = item.get('saig.sftp.host');
  if (host) {
    // Checked again at each connection: a name that resolved outside when it was saved may not any more.
    const problem = await mailboxHostProblem(host, ctx.env.SAIG_SFTP_INTERNAL_HOSTS, resolve);
    if (problem) throw new MailboxUnreachable(`saig.sftp.host: ${problem}`);
    env.SAIG_SFTP_HOST = host;
  }
  const port = item.get('saig.sftp.port');
  if (port) {
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535)
      throw new MailboxUnreachable(`saig.sftp.port: ${port} is not a port number`);
    env.SAIG_SFTP_PORT = Number(port);
  }
  const username = item.get('saig.sftp.username');
  if (username) env.SAIG_SFTP_USERNAME = username;
  const directory = item.get('saig.sftp.directory');
  if (directory) env.SAIG_SFTP_DIR = directory;
  const fingerprint = item.get('saig.sftp.hostFingerprint');
  if (fingerprint) {
    if (!/^SHA256:[A-Za-z0-9+/]{43}=?$/.test(fingerprint))
      throw new MailboxUnreachable(
        'saig.sftp.hostFingerprint: must be SHA256:<base64>, as ssh-keygen -lf prints it',
      );
    env.SAIG_SFTP_HOST_FINGERPRINT = fingerprint;
  }
  return env;
}

/** What the SFTP transport needs of a school: its TG number (the default user name) and mailbox password. */
export interface SftpMailboxLogin {
  schoolCode: string;
  tgNumber: string;
  password: string | null;
}

/** `SHA256:<base64>` as `ssh-keygen -lf` prints it, compared without the base64 padding. */
export function hostKeyFingerprint(key: Buffer) {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

const remoteDir = (template: string, login: SftpMailboxLogin) =>
  template
    .replaceAll('{tgNumber}', login.tgNumber)
    .replaceAll('{schoolCode}', login.schoolCode)
    .replace(/\/+$/, '') || '/';

function call<T>(fn: (cb: (err: Error | undefined | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value as T))));
}

/** A server that takes a request and never answers must not hold the poll (and the job) forever. */
function within<T>(ms: number, what: string, work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new MailboxUnreachable(`${what}: the server did not answer within ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The production transport: the federal mailbox over SFTP, configured by ctx.env (see sftpSettingsOf for a
 * school's own values). The user name is SAIG_SFTP_USERNAME, else the
 * school's TG number; the login is the key of SAIG_SFTP_PRIVATE_KEY_FILE, else the school's sealed mailbox
 * password. The server's host key must match SAIG_SFTP_HOST_FINGERPRINT when it is set (required in
 * production). A received file is deleted from the mailbox, as SAIG does, or moved to `received/` there
 * (SAIG_SFTP_AFTER_RECEIVE=move).
 */
export async function openSftpMailbox(ctx: AppContext, login: SftpMailboxLogin): Promise<MailboxConnection> {
  const env = ctx.env;
  if (!env.SAIG_SFTP_HOST) throw new MailboxUnreachable('SAIG_SFTP_HOST is not configured');
  const privateKey = env.SAIG_SFTP_PRIVATE_KEY_FILE
    ? readFileSync(env.SAIG_SFTP_PRIVATE_KEY_FILE)
    : undefined;
  if (!privateKey && !login.password)
    throw new MailboxUnreachable('No mailbox password is stored and no SFTP key is configured');
  const username = env.SAIG_SFTP_USERNAME ?? login.tgNumber;
  const dir = remoteDir(env.SAIG_SFTP_DIR, login);
  const where = `sftp://${username}@${env.SAIG_SFTP_HOST}:${env.SAIG_SFTP_PORT}${dir.startsWith('/') ? '' : '/'}${dir}`;
  const { client, sftp } = await connectSftp(env, {
    host: env.SAIG_SFTP_HOST,
    username,
    where,
    ...(privateKey ? { privateKey } : { password: login.password! }),
  });
  return sftpConnection(env, dir, where, client, sftp);
}

/** Connects and opens SFTP, checking the server's host key; a failure is MailboxUnreachable, naming the mailbox. */
async function connectSftp(
  env: AppContext['env'],
  to: { host: string; username: string; where: string } & ({ privateKey: Buffer } | { password: string }),
) {
  const { host, username, where, ...credentials } = to;
  // ssh2 is loaded with this process's first poll (platform/on-first-use.ts says why).
  const client = new (await import('ssh2')).default.Client();
  let presented: string | null = null;
  const sftp = await new Promise<SFTPWrapper>((resolve, reject) => {
    client
      .on('ready', () => {
        // Each SFTP request is a small packet awaiting its answer: without this, Nagle's algorithm holds them back.
        client.setNoDelay(true);
        client.sftp((err, s) => (err ? reject(err) : resolve(s)));
      })
      .on('error', (err) => reject(err))
      .connect({
        host,
        port: env.SAIG_SFTP_PORT,
        username,
        ...credentials,
        readyTimeout: env.SAIG_SFTP_TIMEOUT_SECONDS * 1000,
        // A server that stops answering mid-poll ends the connection (and the poll, logged) instead of hanging it.
        keepaliveInterval: 5000,
        keepaliveCountMax: Math.max(2, Math.ceil(env.SAIG_SFTP_TIMEOUT_SECONDS / 5)),
        hostVerifier: (key: Buffer) => {
          presented = hostKeyFingerprint(key);
          return (
            !env.SAIG_SFTP_HOST_FINGERPRINT || presented === env.SAIG_SFTP_HOST_FINGERPRINT.replace(/=+$/, '')
          );
        },
      });
  }).catch((err: Error) => {
    client.end();
    const hostKey =
      env.SAIG_SFTP_HOST_FINGERPRINT &&
      presented &&
      presented !== env.SAIG_SFTP_HOST_FINGERPRINT.replace(/=+$/, '')
        ? `the server's host key ${presented} is not the configured one (SAIG_SFTP_HOST_FINGERPRINT or saig.sftp.hostFingerprint)`
        : err.message;
    throw new MailboxUnreachable(`${where}: ${hostKey}`);
  });
  return { client, sftp };
}

/** The mailbox's folder on an open SFTP session: listed, read, and files taken out (deleted or moved). */
function sftpConnection(
  env: AppContext['env'],
  dir: string,
  where: string,
  client: ssh2.Client,
  sftp: SFTPWrapper,
): MailboxConnection {
  const file = (name: string) => `${dir === '/' ? '' : dir}/${name}`;
  const limit = env.SAIG_SFTP_TIMEOUT_SECONDS * 1000;
  const hangUp = () => client.end();
  const receivedDir = `${dir === '/' ? '' : dir}/received`;
  let receivedDirReady = false;
  return {
    where,
    async list() {
      const entries = await within(
        limit,
        `${where}: listing the mailbox`,
        call<ssh2.FileEntryWithStats[]>((cb) => sftp.readdir(dir, cb)),
        hangUp,
      ).catch((err: Error) => {
        throw err instanceof MailboxUnreachable
          ? err
          : new MailboxUnreachable(`${where}: cannot list the mailbox: ${err.message}`);
      });
      return entries
        .filter((e) => e.attrs.isFile() && !e.filename.startsWith('.'))
        .map((e) => ({ name: e.filename, size: e.attrs.size }));
    },
    read: (name, size = 0) =>
      within(
        limit + size / 1024,
        `${where}: reading ${name}`,
        call<Buffer>((cb) => sftp.readFile(file(name), cb)),
        hangUp,
      ),
    async markReceived(name) {
      const what = `${where}: taking ${name} out of the mailbox`;
      if (env.SAIG_SFTP_AFTER_RECEIVE === 'delete')
        return within(
          limit,
          what,
          call<void>((cb) => sftp.unlink(file(name), cb)),
          hangUp,
        );
      if (!receivedDirReady) {
        // An existing folder is fine: mkdir fails then, and the rename below tells whether it is usable.
        await within(
          limit,
          what,
          call<void>((cb) => sftp.mkdir(receivedDir, cb)),
          hangUp,
        ).catch((err) => {
          if (err instanceof MailboxUnreachable) throw err;
        });
        receivedDirReady = true;
      }
      return within(
        limit,
        what,
        call<void>((cb) => sftp.rename(file(name), `${receivedDir}/${name}`, cb)),
        hangUp,
      );
    },
    async close() {
      sftp.end();
      client.end();
    },
  };
}
