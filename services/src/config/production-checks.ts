import { dataKeyProblem } from './data-keys.js';
import type { ParsedEnv } from './env-schema.js';
import { GENERATE, isPlaceholderSecret, PLACEHOLDER_KEY } from './secrets.js';

// ---- Safe defaults in production ---------------------------------------------------------------------------

/** This machine: loopback addresses, `localhost` and `*.localhost` (RFC 6761), or a Unix socket (no host). */
export function isLocalHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === '' ||
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === '::1' ||
    h.startsWith('/')
  );
}

/** Every reason this configuration is unsafe for production, each naming its variable. */
export function productionProblems(env: ParsedEnv): string[] {
  const problems: string[] = [];
  const plaintextOk = new Set(
    env.ALLOW_PLAINTEXT_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const plainHttp = (name: string, value: string | undefined) => {
    if (!value) return;
    const url = new URL(value);
    if (
      url.protocol === 'http:' &&
      !isLocalHost(url.hostname) &&
      !plaintextOk.has(url.hostname.toLowerCase())
    )
      problems.push(
        `${name}: ${url.hostname} is reached over plain http; use https, or name the host in ALLOW_PLAINTEXT_HOSTS if the network between is private`,
      );
  };
  if (env.SEED_DEMO_DATA === 'on')
    problems.push(
      'SEED_DEMO_DATA: the demo data (accounts sharing a published password) is never loaded in production',
    );
  if (env.DEV_OUTBOX === 'on')
    problems.push(
      'DEV_OUTBOX: the development outbox (sign-in codes readable over HTTP) is never on in production',
    );
  if (!env.DATA_ENCRYPTION_KEY && !env.DATA_ENCRYPTION_KEYS)
    problems.push(
      `DATA_ENCRYPTION_KEY: required in production (it also derives the token-signing material); ${GENERATE}`,
    );
  problems.push(...dataKeyProblems(env), ...databaseUrlProblems(env, plaintextOk));
  if (env.KEYCLOAK_ADMIN_PASSWORD && isPlaceholderSecret(env.KEYCLOAK_ADMIN_PASSWORD))
    problems.push(`KEYCLOAK_ADMIN_PASSWORD: is a placeholder; ${GENERATE}`);
  if (env.S3_SECRET_ACCESS_KEY && isPlaceholderSecret(env.S3_SECRET_ACCESS_KEY))
    problems.push(`S3_SECRET_ACCESS_KEY: is a placeholder; ${GENERATE}`);
  plainHttp('S3_ENDPOINT', env.S3_ENDPOINT);
  plainHttp('KEYCLOAK_ADMIN_URL', env.KEYCLOAK_ADMIN_URL);
  plainHttp('OIDC_ISSUER_URL', env.OIDC_ISSUER_URL);
  plainHttp('OIDC_EXTERNAL_ISSUER', env.OIDC_EXTERNAL_ISSUER);
  plainHttp('OIDC_EXTERNAL_JWKS_URI', env.OIDC_EXTERNAL_JWKS_URI);
  plainHttp('INITIAL_ADMIN_LINK_ORIGIN', env.INITIAL_ADMIN_LINK_ORIGIN);
  // The embedded provider sends tokens back to these origins: a wildcard or a plain-http stranger would receive them.
  for (const origin of env.OIDC_WEB_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    if (origin.includes('*')) {
      problems.push(
        `OIDC_WEB_ORIGINS: ${origin} is a wildcard; name each web origin that may receive tokens`,
      );
      continue;
    }
    try {
      plainHttp('OIDC_WEB_ORIGINS', new URL(origin).href);
    } catch {
      problems.push(`OIDC_WEB_ORIGINS: ${origin} is not an origin (https://host[:port])`);
    }
  }
  return problems;
}

/** Each key of the data-key ring checked on its own, named by its id. */
function dataKeyProblems(env: ParsedEnv): string[] {
  const problems: string[] = [];
  const keys: [string, string][] = [];
  if (env.DATA_ENCRYPTION_KEY) keys.push(['DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY]);
  for (const entry of (env.DATA_ENCRYPTION_KEYS ?? '').split(',').map((e) => e.trim())) {
    const colon = entry.indexOf(':');
    if (colon > 0)
      keys.push([`DATA_ENCRYPTION_KEYS (key '${entry.slice(0, colon)}')`, entry.slice(colon + 1)]);
  }
  for (const [name, text] of keys) {
    if (isPlaceholderSecret(text)) problems.push(`${name}: ${PLACEHOLDER_KEY}`);
    else {
      const problem = dataKeyProblem(Buffer.from(text, 'base64'));
      if (problem) problems.push(`${name}: ${problem}`);
    }
  }
  return problems;
}

/** The database's address: a real password, and TLS unless the host is local or named as private. */
function databaseUrlProblems(env: ParsedEnv, plaintextOk: Set<string>): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) return problems;
  let url: URL | undefined;
  try {
    url = new URL(env.DATABASE_URL);
  } catch {
    problems.push('DATABASE_URL: is not a postgres:// URL');
  }
  if (url) {
    const password = decodeURIComponent(url.password);
    if (password && isPlaceholderSecret(password))
      problems.push(`DATABASE_URL: its password is a placeholder; ${GENERATE}`);
    const host = url.searchParams.get('host') ?? url.hostname;
    const sslmode = url.searchParams.get('sslmode');
    const tls =
      ['require', 'verify-ca', 'verify-full'].includes(sslmode ?? '') ||
      url.searchParams.get('ssl') === 'true';
    if (!tls && !isLocalHost(host) && !plaintextOk.has(host.toLowerCase()))
      problems.push(
        `DATABASE_URL: ${host} is reached without TLS; add ?sslmode=verify-full (or require), or name the host in ALLOW_PLAINTEXT_HOSTS if the network between is private`,
      );
  }
  return problems;
}
