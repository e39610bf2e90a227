import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { SIGN_IN_FORM, axeViolations, launchBrowser, signIn } from '../browser.js';

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
    // The day starts with the school's counts (waited for as the other screens are: a poll gave up after 1 s).
    await page
      .getByText(/total students/i)
      .first()
      .waitFor();

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

  it("a screen whose file a new deployment replaced prompts 'Loading chunk … failed'; Reload loads it", async () => {
    const page = await browser.newPage();
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    // The student search screen's chunk of the build this page started with is gone from the server.
    const searchChunk = '**/assets/StudentSearchPage-*.js';
    await page.route(searchChunk, (route) => route.abort());
    await page.goto(`${inject('baseUrl')}/userSearch`);
    await page.getByRole('heading', { name: /^Loading chunk StudentSearchPage-[\w-]+ failed$/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Oops!' }).count()).toBe(0);
    await page.unroute(searchChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByLabel('Search students').waitFor();
    await page.close();
  });

  it('the four header menus pass axe while open', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'superadmin@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    const menus = page.getByRole('navigation', { name: 'Staff menus' });
    for (const name of ['SCHOOL', 'STUDENTS', 'ED DATA', 'REPORTS']) {
      await menus.getByRole('button', { name }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem').first().waitFor();
      // Once faded in (Mantine's 150 ms transition): the picture shows the menu over the page.
      await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      if (name === 'REPORTS') await page.screenshot({ path: 'artifacts/staff-menu-open.png' });
      expect([name, await axeViolations(page)]).toEqual([name, []]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }

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
