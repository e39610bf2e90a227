import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
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

const alertText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('school settings', () => {
  it("an administrator edits an aid year's verification-group map, publishes a school file and sets up FTI", async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);

    // 2024-25 only, so the flows of the current year are untouched.
    await page.goto(`${inject('baseUrl')}/SchoolAidYearSettings`);
    const table = page.getByRole('table', { name: 'Verification groups 2025' });
    await table.waitFor();
    const editor = table.locator('xpath=..');
    const before = await table.getByRole('row').count();
    await editor.getByRole('button', { name: 'Add row' }).click();
    await editor.getByRole('combobox', { name: `Group of row ${before}` }).click();
    await page.getByRole('option', { name: 'V6' }).click();
    await editor.getByRole('checkbox', { name: `Parent item, row ${before}` }).check();
    await editor.getByRole('button', { name: 'Save verification groups' }).click();
    await alertText(page, 'Successful Update');
    await page.reload();
    // A reloaded page resumes its session from the provider's (silent sign-in) before the screen loads.
    await page.getByRole('table', { name: 'Verification groups 2025' }).waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Verification groups 2025' }).getByRole('row').count())
      .toBe(before + 1);

    await page.goto(`${inject('baseUrl')}/GlobalSchoolSettings`);
    const files = page.getByRole('region', { name: 'School Files' });
    await files.locator('input[type=file]').setInputFiles({
      name: 'verification-worksheet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(150 * 1024, 37),
    });
    await files.getByLabel('File type').fill('3');
    await files.getByRole('button', { name: 'Upload file' }).click();
    await alertText(page, 'Successful Add');
    await files.getByRole('row', { name: /Every year.*verification-worksheet\.pdf.*150 KB/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'Download verification-worksheet.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('verification-worksheet.pdf');

    const fti = page.getByRole('region', { name: 'FTI Setup' });
    // By keyboard: the sticky header can cover the switch where the page scrolls it to.
    await fti.getByRole('switch', { name: 'FTI enabled' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => fti.getByRole('switch', { name: 'FTI enabled' }).isChecked()).toBe(true);
    await fti.getByRole('button', { name: 'Save FTI setup' }).click();
    await alertText(page, 'Add/Update FTI Setup Failed');
    await fti.getByLabel('Agreement signed by').fill('Dana Director');
    await fti.getByLabel('Agreement date').fill('2026-10-01');
    await fti.getByRole('button', { name: 'Save FTI setup' }).click();
    await alertText(page, 'Successful Update');
    await page.reload();
    await page.getByRole('region', { name: 'FTI Setup' }).getByLabel('Agreement signed by').waitFor();
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'FTI Setup' }).getByLabel('Agreement signed by').inputValue(),
      )
      .toBe('Dana Director');

    const comments = page.getByRole('region', { name: /^Comment Codes/ });
    await comments.getByLabel('New comment code').fill('12');
    await comments.getByRole('button', { name: 'Add comment code' }).click();
    // The reason under the new code's field (marked invalid), the services' message as the error alert.
    await alertText(page, 'The request is not valid');
    await comments.getByText('must be a 3-digit comment code', { exact: true }).waitFor();
    expect(await comments.getByLabel('New comment code').getAttribute('aria-invalid')).toBe('true');
    await comments.getByLabel('New comment code').fill('991');
    await comments.getByLabel('Its meaning').fill('Contact the aid office about your enrollment');
    await comments.getByRole('button', { name: 'Add comment code' }).click();
    await alertText(page, 'Successful Update');
    await expect
      .poll(() => comments.getByLabel('Meaning of 991').inputValue())
      .toBe('Contact the aid office about your enrollment');
    await page.screenshot({ path: 'artifacts/school-settings.png', fullPage: true });
    await page.close();
  });
});
