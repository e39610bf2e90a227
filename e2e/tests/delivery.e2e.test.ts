import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { serve } from '../../scripts/lib/serve.mjs';
import { startSmtpServer, type TestSmtpServer } from '../../services/test/smtp-server.js';
import { SIGN_IN_FORM, launchBrowser, type Product } from '../browser.js';

const PASSWORD = 'Verify-2027!';
const REFUSED = 'reviewer@aidverify.test';

/**
 * Production's way of signing in: the development outbox off, codes only by e-mail through a real SMTP server
 * (in this process). A product of its own, four ports after the suite's, so the suite's product keeps its outbox.
 */
describe('sign-in codes by SMTP (development outbox off)', () => {
  let browser: Browser;
  let smtp: TestSmtpServer;
  let product: Product & { stop(): void };
  let dataDir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    smtp = await startSmtpServer({
      refuse: (to) => (to === REFUSED ? { code: 550, message: '5.1.1 Mailbox unavailable' } : undefined),
    });
    dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-e2e-smtp-'));
    const gatewayPort = String(Number(process.env.E2E_GATEWAY_PORT ?? '4400') + 4);
    const servicesPort = String(Number(process.env.E2E_SERVICES_PORT ?? '4401') + 4);
    const running = await serve(
      {
        DATA_DIR: dataDir,
        GATEWAY_PORT: gatewayPort,
        SERVICES_PORT: servicesPort,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        DEV_OUTBOX: 'off',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'no-reply@aidverify.test',
      },
      { stdio: 'ignore' },
    );
    product = { baseUrl: running.url, servicesUrl: `http://127.0.0.1:${servicesPort}`, stop: running.stop };
  });
  afterAll(async () => {
    product?.stop();
    await smtp?.close();
    await browser?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const toCodeStep = async (email: string) => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/login`);
    await page.waitForURL(SIGN_IN_FORM);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/mfa\//);
    return page;
  };

  it('signs in with the code that arrived by SMTP', async () => {
    // Nothing to read codes from but the mailbox.
    expect(
      (await fetch(`${product.servicesUrl}/api/dev/outbox?recipient=verifier%40aidverify.test`)).status,
    ).toBe(404);
    const page = await toCodeStep('verifier@aidverify.test');
    const already = smtp.received.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const { mail } = await smtp.next(
      (m) => m.to.includes('verifier@aidverify.test') && smtp.received.indexOf(m) >= already,
      30_000,
    );
    const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/welcome$/);
    await expect
      .poll(() => page.getByText(/total students/i).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.close();
  });

  it('tells the person when their code could not be sent', async () => {
    const page = await toCodeStep(REFUSED);
    await page.getByRole('button', { name: 'Send code' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Issue sending email to your inbox' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toMatch(
      /Issue sending email to your inbox\. We could not send your code to r\*+@aidverify\.test; try/,
    );
    await page.close();
  });
});
