// Starts the product (services, then the gateway that serves the web app) as child processes.
// Shared by `npm start` and the browser suite, so the e2e tests play the real start path.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitFor(url, name, child, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}) before it was ready`);
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

/** Starts services and gateway as child processes; resolves when the gateway is ready. */
export async function serve(env = {}, opts = { stdio: 'inherit' }) {
  const merged = { ...process.env, ...env };
  const servicesPort = merged.SERVICES_PORT ?? '4001';
  const gatewayPort = merged.GATEWAY_PORT ?? '4000';
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const children = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.on('exit', stop);

  const services = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(root, 'services'),
    stdio: opts.stdio,
    // The embedded OpenID Connect provider is reached through the gateway's address (it proxies /oidc).
    env: { OIDC_ISSUER_URL: `http://localhost:${gatewayPort}/oidc`, ...merged, SERVICES_PORT: servicesPort },
  });
  children.push(services);
  await waitFor(`${servicesUrl}/healthz`, 'services', services);
  const gateway = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(root, 'gateway'),
    stdio: opts.stdio,
    env: { ...merged, GATEWAY_PORT: gatewayPort, SERVICES_URL: servicesUrl },
  });
  children.push(gateway);
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 'gateway', gateway);
  return { url: `http://localhost:${gatewayPort}`, stop, children };
}

