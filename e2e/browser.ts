import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Where a product runs: the suite's own (global setup) unless a test started another. */
export interface Product {
  baseUrl: string;
  servicesUrl: string;
}
const suiteProduct = (): Product => ({ baseUrl: inject('baseUrl'), servicesUrl: inject('servicesUrl') });

/** Messages the outbox holds for this person, newest first (the dev-only reader the services expose). */
async function outbox(
  recipient: string,
  product: Product = suiteProduct(),
): Promise<{ id: number; body: string }[]> {
  const res = await fetch(`${product.servicesUrl}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await res.json()) as { id: number; body: string }[];
}

/** The code of the first message newer than `afterId`. */
export async function newMfaCode(
  recipient: string,
  afterId: number,
  product: Product = suiteProduct(),
): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [newest] = await outbox(recipient, product);
    const code = newest && newest.id > afterId ? newest.body.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No new MFA code reached the outbox for ${recipient}`);
}

/** The embedded provider's sign-in step: /login?interaction=<uid> (the password form). */
export const SIGN_IN_FORM = /\/login\?interaction=[\w-]+$/;

/**
 * Signs in through the real screens and the OpenID Connect code flow: /login sends the browser to the provider
 * (authorization request with PKCE), which shows the product's password form, then the MFA code from the outbox;
 * the provider returns the code to /signin-callback, where the app exchanges it and lands.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  product: Product = suiteProduct(),
): Promise<void> {
  await page.goto(`${product.baseUrl}/login`);
  await page.waitForURL(SIGN_IN_FORM);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/mfa\//);
  const lastId = (await outbox(email, product))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await newMfaCode(email, lastId, product);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back from the provider, the app exchanges the code and leaves the callback.
  await page.waitForURL(
    (url) => !/\/(mfa|signin-callback|oidc)\b/.test(url.pathname) && !url.search.includes('interaction'),
  );
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page. Evaluated through the browser's debugging protocol: the app's Content-Security-Policy
 * (scripts from its own origin only) rightly refuses an injected <script>, and the suite tests the app under it.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
}

export interface AxeViolation {
  id: string;
  help: string;
  /** Where: each failing element's selector, so a failure says where to look. */
  nodes: string[];
}

/**
 * axe's violations on the page as drawn. `wcag21aa` (the suite's bar): WCAG 2.0/2.1 A and AA plus best practices;
 * `default`: every rule axe runs when not told otherwise.
 */
export async function axeViolations(
  page: Page,
  rules: 'wcag21aa' | 'default' = 'wcag21aa',
): Promise<AxeViolation[]> {
  await injectAxe(page);
  const options =
    rules === 'default'
      ? { resultTypes: ['violations'] }
      : {
          resultTypes: ['violations'],
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        };
  const result = await page.evaluate(async (opts) => {
    type Run = (
      ctx: Document,
      o: unknown,
    ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
    return (window as unknown as { axe: { run: Run } }).axe.run(document, opts);
  }, options);
  return result.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}
