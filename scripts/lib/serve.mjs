// Starts the product (services, then the gateway that serves the web app) as child processes, and supervises
// them: a child that exits on its own is restarted with back-off (logged); one that keeps crashing makes the
// supervisor give up, so `npm start` exits non-zero and a process manager above it (systemd, a container
// runtime) takes over. Shared by `npm start` and the browser suite, so the e2e tests play the real start path.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitFor(url, name, child, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer ${url} within ${seconds} s`);
}

/**
 * Starts services and gateway as child processes; resolves when the gateway is ready.
 * `events` emits 'exit' { name, code, signal }, 'restarting' { name, attempt, delayMs }, 'ready' { name, attempt }
 * and 'giveUp' { name, crashes }. Restarts: up to SUPERVISOR_MAX_RESTARTS (default 5) within
 * SUPERVISOR_WINDOW_SECONDS (default 60), waiting SUPERVISOR_BACKOFF_MS (default 500) doubled each time, at
 * most 10 s. `opts.onGiveUp` runs when a child keeps crashing (npm start: stop everything, exit 1).
 */
export async function serve(env = {}, opts = {}) {
  const stdio = opts.stdio ?? 'inherit';
  const log = opts.log ?? ((line) => console.error(line));
  const merged = { ...process.env, ...env };
  const servicesPort = merged.SERVICES_PORT ?? '4001';
  const gatewayPort = merged.GATEWAY_PORT ?? '4000';
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  const maxRestarts = Number(merged.SUPERVISOR_MAX_RESTARTS ?? 5);
  const windowMs = Number(merged.SUPERVISOR_WINDOW_SECONDS ?? 60) * 1000;
  const backoffMs = Number(merged.SUPERVISOR_BACKOFF_MS ?? 500);
  // Node itself runs each child with tsx's loader (not the tsx command, a wrapper process): the supervisor's pid
  // and signals are the service's own, so a kill never leaves the real process orphaned on its port. `tsx` is
  // resolved from the child's folder up to the workspace's node_modules.
  const events = new EventEmitter();
  const supervised = new Map();
  let stopping = false;

  const children = [];
  const stop = () => {
    stopping = true;
    for (const s of supervised.values()) clearTimeout(s.timer);
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  };
  process.on('exit', stop);

  const launch = (name, cwd, childEnv, readyUrl) => {
    const state = supervised.get(name) ?? { crashes: [], timer: undefined, child: undefined };
    supervised.set(name, state);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(root, cwd),
      stdio,
      env: childEnv,
    });
    state.child = child;
    children.push(child);
    child.on('exit', (code, signal) => {
      const at = children.indexOf(child);
      if (at >= 0) children.splice(at, 1);
      if (stopping) return;
      events.emit('exit', { name, code, signal });
      const now = Date.now();
      state.crashes = [...state.crashes.filter((t) => now - t < windowMs), now];
      const attempt = state.crashes.length;
      if (attempt > maxRestarts) {
        log(
          `[supervisor] ${name} exited (${code ?? signal}) ${attempt} times within ${windowMs / 1000} s; giving up so a process manager can take over`,
        );
        events.emit('giveUp', { name, crashes: attempt });
        stop();
        opts.onGiveUp?.(name);
        return;
      }
      const delayMs = Math.min(backoffMs * 2 ** (attempt - 1), 10_000);
      log(
        `[supervisor] ${name} exited (${code ?? signal}); restarting in ${delayMs} ms (restart ${attempt} of at most ${maxRestarts} within ${windowMs / 1000} s)`,
      );
      events.emit('restarting', { name, attempt, delayMs });
      state.timer = setTimeout(() => {
        if (stopping) return;
        const again = launch(name, cwd, childEnv, readyUrl);
        waitFor(readyUrl, name, again).then(
          () => {
            log(`[supervisor] ${name} is back`);
            events.emit('ready', { name, attempt });
          },
          () => {}, // its exit is handled (and counted) by its own 'exit'
        );
      }, delayMs);
    });
    return child;
  };

  // The embedded OpenID Connect provider is reached through the gateway's address (it proxies /oidc).
  const services = launch(
    'services',
    'services',
    { OIDC_ISSUER_URL: `http://localhost:${gatewayPort}/oidc`, ...merged, SERVICES_PORT: servicesPort },
    `${servicesUrl}/healthz`,
  );
  await waitFor(`${servicesUrl}/healthz`, 'services', services);
  const gateway = launch(
    'gateway',
    'gateway',
    { ...merged, GATEWAY_PORT: gatewayPort, SERVICES_URL: servicesUrl },
    `http://127.0.0.1:${gatewayPort}/readyz`,
  );
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 'gateway', gateway);
  /** The current child of a name (it changes on each restart). */
  const child = (name) => supervised.get(name)?.child;
  return { url: `http://localhost:${gatewayPort}`, stop, children, events, child };
}
