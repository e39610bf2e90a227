import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { serve } from '../../scripts/lib/serve.mjs';
import { SIGN_IN_FORM, launchBrowser, signIn, type Product, axeViolations } from '../browser.js';

const PASSWORD = 'Verify-2027!';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records the provider requests a page makes (authorization, token, end-session). */
function providerRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/oidc/')) seen.push(r);
  });
  return seen;
}

/** What the page keeps where scripts of any later page could read it. */
async function persistedStorage(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
  );
}

describe('sign-in through the embedded OpenID Connect provider', () => {
  it('a verifier signs in with the authorization code flow (PKCE S256, 96-character verifier, fragment mode)', async () => {
    const page = await browser.newPage();
    const requests = providerRequests(page);
    await page.goto(`${inject('baseUrl')}/login`);
    await page.waitForURL(SIGN_IN_FORM);
    // The provider's sign-in step is the product's own password screen.
    await page.getByLabel('Email').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);

    const authorize = requests.find((r) => new URL(r.url()).pathname === '/oidc/auth')!;
    const params = new URL(authorize.url()).searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('response_mode')).toBe('fragment');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const exchange = requests.find(
      (r) => new URL(r.url()).pathname === '/oidc/token' && r.postData()?.includes('authorization_code'),
    )!;
    const form = new URLSearchParams(exchange.postData()!);
    expect(form.get('code_verifier')).toHaveLength(96);
    // The tokens stay in memory: nothing of them is stored where a later script could read it.
    const stored = await persistedStorage(page);
    expect(stored).not.toMatch(/access_token|refresh_token|id_token/);

    // A reload resumes the session from the provider's (a silent sign-in), without the password again.
    await page.reload();
    await expect
      .poll(() => page.getByText(/total students/i).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/welcome$/);
    await page.close();
  });

  it('a student signs in the same way and lands on their own page', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@aidverify.test', PASSWORD);
    await page.waitForURL(/\/userLanding\/[0-9a-f-]{36}\/0$/);
    expect(await persistedStorage(page)).not.toMatch(/access_token|refresh_token/);
    await page.close();
  });

  it('logging out ends the session at the provider: the next visit asks for the password again', async () => {
    const page = await browser.newPage();
    const requests = providerRequests(page);
    await signIn(page, 'manager@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('button', { name: 'Manager Demo' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(SIGN_IN_FORM);
    expect(requests.some((r) => new URL(r.url()).pathname.startsWith('/oidc/session/end'))).toBe(true);
    await page.goto(`${inject('baseUrl')}/welcome`);
    await page.waitForURL(SIGN_IN_FORM);
    await page.getByLabel('Email').waitFor();
    await page.close();
  });
});

describe('idle handling with the provider session (SPEC §4, §9)', () => {
  it("after 13 idle minutes asks 'Need More Time?', and 2 minutes later logs out at the provider", async () => {
    const page = await browser.newPage();
    await page.clock.install();
    const requests = providerRequests(page);
    await signIn(page, 'reviewer@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    // The staff layout (and its idle timer) is up once the home screen shows.
    await expect
      .poll(() => page.getByText(/total students/i).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.clock.fastForward('13:01');
    const dialog = page.getByRole('dialog', { name: 'Need More Time?' });
    await dialog.waitFor();
    // Staying signed in keeps the session (the token was renewed meanwhile with the refresh token).
    await dialog.getByRole('button', { name: 'Stay Signed In' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.fastForward('13:01');
    await dialog.waitFor();
    await page.clock.fastForward('02:01');
    await page.waitForURL(SIGN_IN_FORM);
    expect(requests.some((r) => new URL(r.url()).pathname.startsWith('/oidc/session/end'))).toBe(true);
    await page.close();
  });
});

describe('token refresh (a product whose access tokens live 12 s)', () => {
  let product: Product & { stop(): void };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-e2e-oidc-'));
    // Two ports after the suite's own, so this product never meets it.
    const gatewayPort = String(Number(process.env.E2E_GATEWAY_PORT ?? '4400') + 2);
    const servicesPort = String(Number(process.env.E2E_SERVICES_PORT ?? '4401') + 2);
    const running = await serve(
      {
        DATA_DIR: dataDir,
        GATEWAY_PORT: gatewayPort,
        SERVICES_PORT: servicesPort,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ACCESS_TOKEN_SECONDS: '12',
      },
      { stdio: 'ignore' },
    );
    product = { baseUrl: running.url, servicesUrl: `http://127.0.0.1:${servicesPort}`, stop: running.stop };
  });
  afterAll(() => {
    product?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refreshes with the rotated refresh token when under 5 s remain, and keeps working', async () => {
    const page = await browser.newPage();
    await signIn(page, 'verifier@aidverify.test', PASSWORD, product);
    await page.waitForURL(/\/welcome$/);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/oidc/token' && r.postData()?.includes('grant_type=refresh_token'))
        refreshes.push(r.postData()!);
    });
    // The 5-second check renews the 12-second token twice (a check that finds 7 s left waits for the next); each
    // refresh sends the token the last one returned.
    await expect.poll(() => refreshes.length, { timeout: 60_000, interval: 1000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = refreshes.map((body) => new URLSearchParams(body).get('refresh_token'));
    expect(first).not.toBe(second);
    // Still signed in, with a fresh token: a screen that needs the session loads.
    await page.goto(`${product.baseUrl}/userSearch`);
    await page.getByLabel('Search students').waitFor();
    await page.close();
  });
});
