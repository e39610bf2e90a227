import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
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

describe('ISIR corrections', () => {
  it('a verifier records a correction of an ISIR field, exports the FPS correction file and finds it under Transmitted Corrections', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);

    // A student with a 2026-27 ISIR (FSA's test file; records already imported by another test are skipped).
    await page.goto(`${inject('baseUrl')}/upload`);
    await page
      .getByTestId('isir-file')
      .setInputFiles(path.join(SAMPLES, '2026-27/applications_2627_12082025.txt'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('File Imported Successfully').first().waitFor({ timeout: 60_000 });
    await page.goto(`${inject('baseUrl')}/isirLog`);
    await page.getByRole('link', { name: 'applications_2627_12082025.txt' }).last().click();
    // The last record of the file: the workspace test works the first selected one.
    const record = page
      .getByRole('table', { name: 'ISIR records' })
      .getByRole('row')
      .last()
      .getByRole('link');
    await record.waitFor();
    await record.click();
    await page.waitForURL(/\/StudentView\/[0-9a-f-]{36}\/isir$/);
    const studentPath = new URL(page.url()).pathname.replace(/\/isir$/, '');

    // The Corrections tab: the student's last name on the documents differs from the ISIR.
    await page.goto(`${inject('baseUrl')}${studentPath}/corrections`);
    await page.getByRole('heading', { name: 'Corrections' }).waitFor();
    await page.getByRole('combobox', { name: 'ISIR field' }).click();
    await page.getByRole('combobox', { name: 'ISIR field' }).fill('Last Name');
    await page
      .getByRole('option', { name: /· Last Name$/ })
      .first()
      .click();
    await page.getByText(/^ISIR shows: /).waitFor();
    await page.getByLabel('Value on the documents').fill('semi;colon');
    await page.getByRole('button', { name: 'Record correction' }).click();
    await page.getByText(/Update failed: Last Name: a correction may hold only/).waitFor();
    await page.getByLabel('Value on the documents').fill("O'Connor-Smith");
    await page.getByRole('button', { name: 'Record correction' }).click();
    await page.getByText('Successful Add').first().waitFor();
    await page.getByRole('cell', { name: "O'CONNOR-SMITH" }).waitFor();
    await page.screenshot({ path: 'artifacts/staff-corrections-tab.png', fullPage: true });

    // The correction history shows it.
    await page.goto(`${inject('baseUrl')}${studentPath}/history`);
    await page.getByRole('tab', { name: 'Correction history' }).click();
    await page.getByRole('cell', { name: "O'CONNOR-SMITH" }).waitFor();

    // The corrections list exports the waiting corrections as one FPS correction file.
    await page.goto(`${inject('baseUrl')}/corrections`);
    await page.getByRole('heading', { name: 'Corrections' }).waitFor();
    await page.getByRole('cell', { name: "O'CONNOR-SMITH" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export correction file' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^CORR27IN-222222-\d{14}\.dat$/);
    const file = await readFile((await download.path())!, 'latin1');
    const records = file.split('\r\n').filter(Boolean);
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(r).toHaveLength(967);
    expect(records.some((r) => r.slice(154, 214).trimEnd() === "O'CONNOR-SMITH")).toBe(true);

    // Transmitted Corrections lists the file for download again.
    await page.goto(`${inject('baseUrl')}/transmittedCorrections`);
    await page.getByRole('button', { name: `Download ${download.suggestedFilename()}` }).waitFor();
    await page.screenshot({ path: 'artifacts/staff-transmitted-corrections.png', fullPage: true });
    await page.close();
  }, 180_000);
});
