import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { SIGN_IN_FORM, launchBrowser, signIn } from '../browser.js';

const PASSWORD = 'Verify-2027!';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff', () => {
  it('a verifier signs in with password and MFA code, searches, and opens a student', async () => {
    const page = await browser.newPage();
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    // The day starts with the school's counts.
    await expect.poll(() => page.getByText(/total students/i).count()).toBeGreaterThan(0);

    await page.goto(`${inject('baseUrl')}/userSearch`);
    await page.getByLabel('Search students').fill('Rivera');
    await page.getByLabel('Search students').press('Enter');
    const row = page.getByRole('row', { name: /Jordan Rivera|Rivera, Jordan/ });
    await row.first().waitFor();
    await row.first().click();

    await page.waitForURL(/\/StudentView\/[0-9a-f-]{36}\/quickView$/);
    await page.getByRole('heading', { name: 'Quick View' }).waitFor();
    await expect.poll(() => page.getByText('TU100001').count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/staff-quick-view.png', fullPage: true });
    await page.close();
  });

  it('a signed-out visitor is sent to /login, and unknown paths show the not-found screen', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/welcome`);
    // /login sends the browser to the provider, whose sign-in step is the product's password form.
    await page.waitForURL(SIGN_IN_FORM);
    await page.goto(`${inject('baseUrl')}/no-such-screen`);
    await expect.poll(() => page.getByText(/not found/i).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('a wrong password keeps the user on /login with the reason', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/login`);
    await page.getByLabel('Email').fill('verifier@aidverify.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail or password is not correct').waitFor();
    expect(page.url()).toMatch(SIGN_IN_FORM);
    await page.close();
  });
});
