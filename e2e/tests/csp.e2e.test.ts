import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../browser.js';

const PASSWORD = 'Verify-2027!';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every Content-Security-Policy violation the page reports (the DOM event) or Chromium logs ("Refused to ..."). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
        `${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

describe('the Content-Security-Policy in Chromium', () => {
  it('the sign-in page and staff pages work under it with no violation reported', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const login = await page.goto(`${inject('baseUrl')}/login`);
    expect(login?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    // Only this origin may frame the app (the silent sign-in's hidden frame).
    expect(login?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await page.getByLabel('Email').waitFor();
    // Mantine's styles apply (its CSS variables come from a <style> element the CSP must allow).
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-6').trim(),
      ),
    ).not.toBe('');

    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await expect.poll(() => page.getByText(/total students/i).count()).toBeGreaterThan(0);
    await page.goto(`${inject('baseUrl')}/userSearch`);
    await page.getByLabel('Search students').fill('Rivera');
    await page.getByLabel('Search students').press('Enter');
    await page
      .getByRole('row', { name: /Jordan Rivera|Rivera, Jordan/ })
      .first()
      .waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });
});
