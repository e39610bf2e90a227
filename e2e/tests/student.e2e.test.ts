import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from '../browser.js';

const PASSWORD = 'Verify-2027!';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('students and parents', () => {
  it('a student signs in and sees their verification task list', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'student@aidverify.test', PASSWORD);
    await page.waitForURL(/\/userLanding\/[0-9a-f-]{36}\/0$/);
    await page.getByRole('heading', { name: 'Verification' }).waitFor();
    // Every demo task list has the signature item.
    await expect.poll(() => page.getByText('Verification Signature').count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/student-landing.png', fullPage: true });

    // Another student's uuid sends the student back to their own page.
    const own = page.url();
    await page.goto(`${inject('baseUrl')}/userLanding/00000000-0000-4000-8000-000000000000/0`);
    await expect.poll(() => page.url()).toBe(own);
    await page.close();
  });

  it("a parent's header says 'Parent of: '", async () => {
    const page = await browser.newPage();
    await signIn(page, 'parent@aidverify.test', PASSWORD);
    await page.waitForURL(/\/userLanding\/[0-9a-f-]{36}\/1$/);
    await page
      .getByText(/Parent of: /)
      .first()
      .waitFor();
    await page.close();
  });
});
