import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the server accepted them. */
  to: string[];
  mail: ParsedMail;
  /** When the server had the whole message (ms since epoch). */
  receivedAt: number;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) that `match` accepts. */
  next(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, plain with AUTH allowed), for tests and benches: keeps each
 * message parsed (mailparser). `refuse` answers a recipient with an SMTP error, e.g. 550 or 451.
 */
export async function startSmtpServer(
  opts: {
    refuse?: (recipient: string) => { code: number; message: string } | undefined;
    users?: Record<string, string>;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !opts.users,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (opts.users && opts.users[auth.username ?? ''] === auth.password)
        return cb(null, { user: auth.username });
      cb(Object.assign(new Error('535 5.7.8 Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address: SMTPServerAddress, _session, cb) {
      const refusal = opts.refuse?.(address.address);
      if (refusal) return cb(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      cb();
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((mail) => {
          const m: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
            receivedAt: Date.now(),
          };
          received.push(m);
          for (const w of waiters.splice(0)) {
            if (w.match(m)) w.resolve(m);
            else waiters.push(w);
          }
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    next(match, timeoutMs = 15_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No matching message reached the SMTP server within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
