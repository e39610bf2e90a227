import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, axeViolations } from '../browser.js';

const PASSWORD = 'Verify-2027!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const asToken = (secret: string, query: string) =>
  fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query }),
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { data?: any; errors?: { message: string }[] },
  }));

describe('/userSettings and API tokens', () => {
  it('a manager changes their settings, makes a read-only token a script can use, and revokes it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'manager@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'User Settings' }).click();
    await page.waitForURL(/\/userSettings$/);
    await page.getByText('manager@aidverify.test').waitFor();
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    // The settings menu that led here closes with a transition: check the screen, not the menu on its way out.
    await page.locator('.mantine-Menu-dropdown').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    // Codes by text without a number: the field says what is missing; then with one it saves.
    await page.getByLabel('Mobile number').fill('');
    await page.getByRole('radio', { name: 'Text message' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('enter a mobile number to receive codes by text').waitFor();
    await page.getByLabel('Mobile number').fill('555-010-4242');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Your settings were saved').waitFor();
    // Back to codes by e-mail: the other browser tests sign this demo account in with its e-mailed code.
    await page.getByRole('radio', { name: 'E-mail' }).check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SaveUserSettings'),
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    await saved;
    await page.reload();
    await expect
      .poll(() => page.getByRole('radio', { name: 'E-mail' }).isChecked(), { timeout: 20_000 })
      .toBe(true);

    await page.getByRole('textbox', { name: /^Name/ }).fill('Nightly export');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('api-token-secret').textContent())!.trim();
    expect(secret).toMatch(/^avt_/);
    await page
      .getByRole('row', { name: /Nightly export/ })
      .getByText('active')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const read = await asToken(
      secret,
      '{ worklist(input: { worklist: REVIEW, aidYear: 2027, pageSize: 3 }) { total items { id } } }',
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.worklist.items).toHaveLength(3);
    const write = await asToken(secret, 'mutation { markPostcardsSent(studentIds: [1]) { ok } }');
    expect(write.body.errors?.[0]?.message).toBe(
      "The API token 'Nightly export' is read-only: it cannot run a mutation",
    );

    await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
    await page.getByText("'Nightly export' was revoked").waitFor();
    await page
      .getByRole('row', { name: /Nightly export/ })
      .getByText('revoked')
      .waitFor();
    const refused = await asToken(secret, '{ viewer { email } }');
    expect(refused.body.errors?.[0]?.message).toBe('This API token was revoked');
    await page.close();
  });

  it('a member sees their settings without API tokens; a student is refused the screen', async () => {
    const member = await browser.newPage();
    await signIn(member, 'member@aidverify.test', PASSWORD);
    await member.waitForURL(/\/welcome$/);
    await member.goto(`${inject('baseUrl')}/userSettings`);
    await member.getByText('member@aidverify.test').waitFor();
    expect(await member.getByRole('heading', { name: 'API tokens' }).count()).toBe(0);
    await member.close();

    const student = await browser.newPage();
    await signIn(student, 'student@aidverify.test', PASSWORD);
    await student.waitForURL(/\/userLanding\//);
    await student.goto(`${inject('baseUrl')}/userSettings`);
    await student.waitForURL(/\/userLanding\//);
    expect(await student.getByRole('heading', { name: 'User Settings' }).count()).toBe(0);
    await student.close();
  });
});

describe('GraphQL explorer', () => {
  it('staff open /graphql, run a query and see their data, with nothing fetched from the internet; a student is refused', async () => {
    const page = await browser.newPage();
    const outside: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol))
        outside.push(r.url());
    });
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    // The browser's own GET of /graphql (Accept: text/html) is answered with the explorer.
    await page.goto(`${inject('baseUrl')}/graphql`);
    await page.getByTestId('graphql-explorer').waitFor();
    // The editor (Monaco, in its own chunk) is ready once it shows the default query.
    await page.locator('.graphiql-query-editor').getByText('fullName').waitFor();
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window').getByText('"Verifier"').waitFor();
    expect(outside).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    const student = await browser.newPage();
    await signIn(student, 'student@aidverify.test', PASSWORD);
    await student.waitForURL(/\/userLanding\//);
    await student.goto(`${inject('baseUrl')}/graphql`);
    await student.waitForURL(/\/userLanding\//);
    expect(await student.getByTestId('graphql-explorer').count()).toBe(0);
    await student.close();
  });
});
