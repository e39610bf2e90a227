import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from '../browser.js';

const PASSWORD = 'Verify-2027!';
const SAMPLES = path.resolve(import.meta.dirname, '../../fixtures/isir/samples');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('ISIR pipeline', () => {
  it('a verifier uploads an FSA file, reviews the upload log and its records, and opens a student ISIR with the SSN masked', async () => {
    const page = await browser.newPage();
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${inject('baseUrl')}/upload`);
    await page.getByRole('heading', { name: 'Upload ISIR File' }).waitFor();
    await page
      .getByTestId('isir-file')
      .setInputFiles(path.join(SAMPLES, '2026-27/applications_2627_12082025.txt'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('File Imported Successfully').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('count-Records').textContent()).toBe('22');
    await page.screenshot({ path: 'artifacts/isir-upload.png', fullPage: true });

    // A truncated file is refused, naming the line; nothing of it is kept.
    const records = readFileSync(path.join(SAMPLES, '2026-27/applications_2627_12082025.txt'), 'latin1')
      .split(/\r?\n/)
      .filter((l) => l.trim());
    const truncated = records.slice(0, 3).join('\r\n').slice(0, -4000);
    await page.getByTestId('isir-file').setInputFiles({
      name: 'truncated.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(truncated, 'latin1'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Line 3: is \d+ characters long/ })
      .waitFor();

    await page.goto(`${inject('baseUrl')}/isirLog`);
    await page.getByRole('heading', { name: 'Review ISIR File Uploads' }).waitFor();
    await page
      .getByRole('row', { name: /truncated\.txt/ })
      .getByText(/Line 3/)
      .waitFor();
    // Newest first; if another test imported this file earlier, its (oldest) upload holds the records.
    await page.getByRole('link', { name: 'applications_2627_12082025.txt' }).last().click();
    await page.waitForURL(/\/IsirListPage\/\d+$/);
    const first = page.getByRole('table', { name: 'ISIR records' }).getByRole('link').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(/\/StudentView\/[0-9a-f-]{36}\/isir$/);
    await page.getByRole('heading', { name: 'ISIR 2026-2027' }).waitFor();
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
    const ssn = page.getByRole('row', { name: /Social Security Number/ }).first();
    await expect.poll(async () => (await ssn.textContent()) ?? '').toMatch(/\*{5}\d{4}/);
    await page.getByText('Federal tax information is hidden for your role.', { exact: false }).waitFor();
    await page.screenshot({ path: 'artifacts/isir-student-tab.png', fullPage: true });
    await page.close();
  }, 180_000);
});
