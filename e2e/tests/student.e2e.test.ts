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

  it("a parent's header says 'Parent of: '; on a phone Log Out is whole; they switch between Jordan and Casey", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'parent@aidverify.test', PASSWORD);
    await page.waitForURL(/\/userLanding\/[0-9a-f-]{36}\/1$/);
    const header = page.getByTestId('student-name');
    await expect.poll(() => header.textContent()).toBe('Parent of: Jordan Rivera');
    const logOut = (await page.getByRole('button', { name: 'Log Out' }).boundingBox())!;
    expect(logOut.x + logOut.width).toBeLessThanOrEqual(390);
    const jordan = page.url();

    // The sidebar (the phone's menu) lists both students; Casey's page is Casey's, also when opened by its address.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const students = page.getByRole('group', { name: 'Your students' });
    await students.getByRole('link', { name: 'Casey Rivera' }).click();
    await expect.poll(() => header.textContent()).toBe('Parent of: Casey Rivera');
    const casey = page.url();
    expect(casey).not.toBe(jordan);
    await page.reload();
    await expect.poll(() => header.textContent()).toBe('Parent of: Casey Rivera');
    expect(page.url()).toBe(casey);
    // Back to Jordan by address, as the demo parent is found.
    await page.goto(jordan);
    await expect.poll(() => header.textContent()).toBe('Parent of: Jordan Rivera');
    await page.close();
  });
});
