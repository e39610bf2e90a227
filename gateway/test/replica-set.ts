import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../src/env.js';

/**
 * What a load balancer does in front of replicas, as small as it gets: each request goes to the next target in
 * turn; a target that refuses the connection is skipped for that request (as nginx's `proxy_next_upstream error`),
 * so a killed replica costs no request. Request bodies are read whole first (the next target may need them again);
 * answers stream through.
 */
export interface RoundRobinProxy {
  url: string;
  /** The replicas' addresses, in turn; set once they listen, changed when one goes. */
  targets: string[];
  /** Requests each target answered, by its address. */
  served: Map<string, number>;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te'];

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const proxy: RoundRobinProxy = { url: '', targets: [], served: new Map(), close: async () => {} };

  const forward = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer,
    tried: number,
  ): void => {
    const targets = proxy.targets;
    if (targets.length === 0 || tried >= targets.length) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no replica answered');
      return;
    }
    const target = targets[next++ % targets.length]!;
    const headers = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    headers['content-length'] = String(body.length);
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers, agent },
      (answer) => {
        proxy.served.set(target, (proxy.served.get(target) ?? 0) + 1);
        const out = { ...answer.headers };
        for (const h of HOP_BY_HOP) delete out[h];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // Refused or reset before any answer: the replica is gone, the next one takes the request.
      if (!res.headersSent && ['ECONNREFUSED', 'ECONNRESET'].includes(err.code ?? ''))
        return forward(req, res, body, tried + 1);
      res.destroy(err);
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      agent.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

/** One replica: a services or gateway process started as `npm start` starts it (src/main.ts under tsx). */
export interface Replica {
  name: string;
  child: ChildProcess;
  pid: number;
  url: string;
  /** Everything it printed, for a failure's message. */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM and wait for the exit (nothing if it is gone already). */
  stop(): Promise<void>;
}

/** What each part prints once it listens (services/src/main.ts, gateway/src/main.ts). */
const LISTENING: Record<'services' | 'gateway', RegExp> = {
  services: /services listening on (http:\/\/\S+)/,
  gateway: /gateway listening at (http:\/\/[^\s(]+)/,
};

export async function startReplica(
  part: 'services' | 'gateway',
  name: string,
  env: Record<string, string>,
  limitMs = 120_000,
): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, part),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not listen within ${limitMs} ms:\n${out}`));
    }, limitMs);
    const look = () => {
      const m = LISTENING[part].exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', look);
      resolve(m[1]!);
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it listened:\n${out}`));
    });
  });
  return {
    name,
    child,
    pid: child.pid!,
    url,
    output: () => out,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves when `ready` holds, asked every 25 ms; fails naming `what` after `limitMs` (never a guessed sleep). */
export async function until<T>(
  ready: () => Promise<T | undefined | false>,
  what: string | (() => string),
  limitMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await ready();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${limitMs} ms waiting for ${typeof what === 'string' ? what : what()}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}
