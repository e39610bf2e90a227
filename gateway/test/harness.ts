import { afterAll, beforeAll, describe } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, loadEnv, startServices, type RunningServices } from '@aidverify/services';
import { openSeededDatabase } from '@aidverify/services/test/seeded-database';
import { loadGatewayEnv, startGateway, type RunningGateway } from '../src/index.js';

/** The databases every integration suite runs on; the server only when DATABASE_URL names one. */
export interface Backend {
  name: 'pglite' | 'postgres';
  available: boolean;
}
export const BACKENDS: Backend[] = [
  { name: 'pglite', available: true },
  { name: 'postgres', available: Boolean(process.env.DATABASE_URL) },
];

/**
 * Runs a suite once per backend. Without DATABASE_URL the server variant is reported as skipped, never as
 * passed, so a run without a server cannot be mistaken for a run on both.
 */
export function forEachBackend(fn: (backend: Backend) => void): void {
  describe.each(BACKENDS)('on $name', (backend) => {
    describe.skipIf(!backend.available)(
      backend.available ? 'database available' : 'skipped: DATABASE_URL is not set',
      () => fn(backend),
    );
  });
}

/** Answers in tests are checked by assertions rather than by types. */

export type Loose = any;

export interface GraphQLAnswer<T = Loose> {
  status: number;
  data: T | null | undefined;
  errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[];
  headers: Headers;
  /** Set-Cookie headers of the answer. */
  setCookies: string[];
}

export interface RequestOptions {
  token?: string;
  /** Cookie header, as a browser would send it. */
  cookie?: string;
  headers?: Record<string, string>;
}

/** Real services (fresh database of the backend, demo data) and the gateway in front, both in this process. */
export interface Stack {
  services: RunningServices;
  gateway: RunningGateway;
  gatewayUrl: string;
  servicesUrl: string;
  /** POST /graphql as the web app sends it (JSON). */
  graphql<T = Loose>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: RequestOptions,
  ): Promise<GraphQLAnswer<T>>;
  /** The newest 6-digit code the services' dev outbox holds for this person. */
  latestCode(recipient: string): Promise<string>;
  /** Signs in through GraphQL exactly as the browser does: password, code by e-mail, code. */
  signIn(email: string, password?: string): Promise<BrowserSession>;
}

/** What a browser holds after signing in: the access token in memory and the refresh cookie in its jar. */
export class BrowserSession {
  constructor(
    private readonly stack: Stack,
    public accessToken: string,
    public refreshCookie: string | undefined,
  ) {}

  /** A request with the access token (and the cookie, as the browser would send it to /graphql). */
  graphql<T = Loose>(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
    return this.stack.graphql<T>(query, variables, { token: this.accessToken, cookie: this.cookieHeader() });
  }

  /** Like the browser: a Set-Cookie for av_refresh replaces (or clears) the one in the jar. */
  async send<T = Loose>(
    query: string,
    variables?: Record<string, unknown>,
    opts: { withToken?: boolean } = {},
  ): Promise<GraphQLAnswer<T>> {
    const answer = await this.stack.graphql<T>(query, variables, {
      token: opts.withToken === false ? undefined : this.accessToken,
      cookie: this.cookieHeader(),
    });
    const refresh = answer.setCookies.find((c) => c.startsWith('av_refresh='));
    if (refresh) {
      const value = refresh.split(';')[0]!.slice('av_refresh='.length);
      this.refreshCookie = value && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(refresh) ? value : undefined;
    }
    return answer;
  }

  cookieHeader(): string | undefined {
    return this.refreshCookie ? `av_refresh=${this.refreshCookie}` : undefined;
  }
}

export const SESSION_FIELDS = `accessToken expiresAt viewer { accountUuid uuid role isStaff schoolCode permissions accountType }`;

/** Starts the stack for the enclosing describe block and stops it after. */
export function useStack(
  backend: Backend,
  gatewayEnv: Record<string, string> = {},
  opts: { servicesEnv?: Record<string, string> } = {},
): () => Stack {
  let stack: Stack | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ stack, stop } = await startStack(backend, gatewayEnv, opts));
  });
  afterAll(async () => {
    await stop?.();
  });
  return () => {
    if (!stack) throw new Error('stack not started');
    return stack;
  };
}

export async function startStack(
  backend: Backend,
  gatewayEnv: Record<string, string> = {},
  /** More services configuration, and where both processes' log lines go (logged only when given). */
  opts: { servicesEnv?: Record<string, string>; logStream?: { write(line: string): void } } = {},
): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-gateway-test-'));
  const source = {
    NODE_ENV: 'test',
    SERVICES_PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '14',
    DATA_DIR: dataDir,
    ...opts.servicesEnv,
  };
  // A copy of the migrated, seeded database (and DATA_DIR) a first start with this configuration leaves.
  const db = await openSeededDatabase(backend.name, source, dataDir);
  const env = loadEnv(source);
  const services = await startServices(env, {
    db,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
  });
  const gateway = await startGateway(
    loadGatewayEnv({
      NODE_ENV: 'test',
      GATEWAY_PORT: '0',
      SERVICES_URL: services.url,
      // The services' embedded OpenID Connect provider names this issuer (the gateway's port is not known yet).
      OIDC_ISSUER: services.ctx.tokens.trusted.embedded!,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...gatewayEnv,
    }),
    { logStream: opts.logStream },
  );

  const graphql = async <T = Loose>(
    query: string,
    variables?: Record<string, unknown>,
    opts: RequestOptions = {},
  ): Promise<GraphQLAnswer<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    let body: { data?: T; errors?: GraphQLAnswer['errors'] };
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`The gateway answered ${res.status} with non-JSON: ${text.slice(0, 300)}`);
    }
    return {
      status: res.status,
      data: body.data,
      errors: body.errors,
      headers: res.headers,
      setCookies: res.headers.getSetCookie(),
    };
  };

  const latestCode = async (recipient: string) => {
    // Without the development outbox (production settings) the message is read where delivery would find it.
    const messages = services.ctx.env.devOutbox
      ? ((await (
          await fetch(`${services.url}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`)
        ).json()) as { body: string }[])
      : await services.ctx.outbox.latestFor(recipient);
    const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code in the outbox for ${recipient}`);
    return code;
  };

  const stack: Stack = {
    services,
    gateway,
    gatewayUrl: gateway.url,
    servicesUrl: services.url,
    graphql,
    latestCode,
    async signIn(email, password = DEMO_PASSWORD) {
      const signedIn = await graphql(
        `
          mutation SignIn($input: SignInInput!) {
            signIn(input: $input) {
              ok
              error {
                message
              }
              challenge {
                ticket
                uuid
                accountType
              }
            }
          }
        `,
        { input: { username: email, password } },
      );
      const ticket = signedIn.data?.signIn?.challenge?.ticket;
      if (!ticket) throw new Error(`signIn ${email}: ${JSON.stringify(signedIn.errors ?? signedIn.data)}`);
      const sent = await graphql(
        `
          mutation Send($ticket: String!) {
            sendMfaCode(ticket: $ticket, channel: EMAIL) {
              ok
              message
              error {
                message
              }
            }
          }
        `,
        {
          ticket,
        },
      );
      if (!sent.data?.sendMfaCode?.ok)
        throw new Error(`sendMfaCode ${email}: ${JSON.stringify(sent.errors ?? sent.data)}`);
      const code = await latestCode(email);
      const browser = new BrowserSession(stack, '', undefined);
      const checked = await browser.send(
        `mutation Check($ticket: String!, $code: String!) { checkMfaCode(ticket: $ticket, code: $code) { ok error { message } session { accessToken expiresAt } } }`,
        { ticket, code },
        { withToken: false },
      );
      const session = checked.data?.checkMfaCode?.session;
      if (!session)
        throw new Error(`checkMfaCode ${email}: ${JSON.stringify(checked.errors ?? checked.data)}`);
      browser.accessToken = session.accessToken;
      return browser;
    },
  };

  return {
    stack,
    async stop() {
      await gateway.close();
      await services.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The codes of a GraphQL answer's errors, for assertions. */
export const codes = (answer: GraphQLAnswer) => (answer.errors ?? []).map((e) => e.extensions?.code);
