import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../browser.js';

const PASSWORD = 'Verify-2027!';
/** FSA's public 2026-27 test file (beside the repository): its first three student records. */
const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../fixtures/isir/samples/2026-27/applications_2627_12082025.txt',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const alertText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('administration', () => {
  it('an administrator adds a school from a template, switches to it, and grants a role a permission its users then see', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'superadmin@aidverify.test', PASSWORD);
    await admin.waitForURL(/\/welcome$/);

    await admin.getByRole('button', { name: 'Settings' }).click();
    await admin.getByRole('menuitem', { name: 'Add School' }).click();
    await admin.waitForURL(/\/addSchool$/);
    await admin.getByRole('textbox', { name: /^School code/ }).fill('E2E001');
    await admin.getByRole('textbox', { name: /^School name/ }).fill('Lakeside Technical College');
    await admin.getByRole('textbox', { name: /^PURL/ }).fill('lakeside');
    await admin.getByLabel('Initial aid year').fill('2027');
    await admin.getByRole('button', { name: 'Add School' }).click();
    await alertText(admin, 'School has been added!');
    // A second try with the same code is refused at the field.
    await admin.getByRole('button', { name: 'Add School' }).click();
    await admin.getByText('is already in use').first().waitFor();

    await admin.getByRole('button', { name: 'Switch to E2E001' }).click();
    await admin.waitForURL(/\/SchoolProfile$/);
    await admin.getByText('School code E2E001').waitFor();
    await expect
      .poll(() => admin.getByRole('textbox', { name: /^School name/ }).inputValue())
      .toBe('Lakeside Technical College');
    await admin.screenshot({ path: 'artifacts/admin-new-school.png', fullPage: true });

    await admin.getByRole('button', { name: 'Settings' }).click();
    await admin.getByRole('menuitem', { name: 'Permissions' }).click();
    await admin.waitForURL(/\/Permissions$/);
    for (const code of ['SETTINGS_VIEW', 'HOLIDAYS_VIEW'])
      await admin.getByRole('checkbox', { name: `Member: ${code}` }).check();
    await admin.getByRole('button', { name: /Save \(2 changes\)/ }).click();
    await alertText(admin, 'Permissions were updated successfully');
    await admin.close();

    const member = await browser.newPage();
    await signIn(member, 'member@aidverify.test', PASSWORD);
    await member.waitForURL(/\/welcome$/);
    await member.getByRole('button', { name: 'Settings' }).click();
    await member.getByRole('menuitem', { name: 'Holidays' }).click();
    await member.waitForURL(/\/Holidays$/);
    await member.getByRole('heading', { name: 'Holidays' }).waitFor();
    await member.getByRole('button', { name: 'Copy default holidays' }).waitFor();
    await member.close();
  });

  it('a file dropped into the mailbox folder is listed, imported, and its students appear', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${inject('baseUrl')}/SAIGMailboxAdministration`);
    await page.getByLabel('TG number').fill('TG54321');
    await page.getByRole('button', { name: 'Save TG number' }).click();
    await alertText(page, 'Successfully updated mailbox settings.');
    await page.getByRole('button', { name: 'Set up school folder' }).click();
    await alertText(page, 'Setup School');

    // What the mailbox transport delivers: a SAIG-named file in the school's folder.
    const folder = path.join(inject('dataDir'), 'saig', '222222');
    mkdirSync(folder, { recursive: true });
    const records = readFileSync(SAMPLE, 'latin1')
      .split('\n')
      .map((l) => l.replace(/\r$/, ''))
      .filter((l) => l.trim() && !l.startsWith('O*N'))
      .slice(0, 3);
    writeFileSync(path.join(folder, 'IDSA27OP.20270115'), records.join('\r\n') + '\r\n', 'latin1');

    await page.goto(`${inject('baseUrl')}/saigMailbox`);
    await page.getByRole('button', { name: 'Check mailbox now' }).click();
    await alertText(page, 'Successfully retrieved mailbox.');
    await page.getByRole('row', { name: /IDSA27OP\.20270115.*Received/ }).waitFor();
    await page.getByRole('button', { name: 'Import IDSA27OP.20270115' }).click();
    await alertText(page, 'File Imported Successfully');
    await page.getByRole('row', { name: /IDSA27OP\.20270115.*Imported/ }).waitFor();
    await page.screenshot({ path: 'artifacts/admin-saig-mailbox.png', fullPage: true });

    await page.goto(`${inject('baseUrl')}/userSearch`);
    await page.getByLabel('Search students').fill('lnpellc1s');
    await page.getByLabel('Search students').press('Enter');
    await expect
      .poll(() => page.getByRole('row', { name: /lnpellc1s/i }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.close();
  });
});
