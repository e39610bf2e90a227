import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, axeViolations } from '../browser.js';

const PASSWORD = 'Verify-2027!';
const REPORTS: [path: string, title: string][] = [
  ['GeneralReport', 'General Report'],
  ['MissingStudentReport', 'Missing Student Report'],
  ['PostcardsReport', 'Postcards Report'],
  ['AllStudentsReport', 'All Students Report'],
  ['CrossYearDataReport', 'Cross Year Data Report'],
  ['InstitutionalSelectedVerificationReportPage', 'Institutional Selected Verification Report'],
  ['EducationalPurposeReportPage', 'Educational Purpose Report'],
  ['VerificationReport', 'Verification Report'],
  ['AccountOwnershipReport', 'Account Ownership Report'],
  ['AccountQCReport', 'Account QC Report'],
  ['NonMatchingSSNReport', 'Non Matching SSN Report'],
  ['ChangeReport', 'Change Report'],
  ['DependencyChangeReport', 'Dependency Change Report'],
  ['SuperBinderReport', 'Super Binder Report'],
  ['WatchlistReport', 'Watchlist Report'],
  ['CommentCodeReport', 'Comment Code Report'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reports', () => {
  it('a manager opens every report from the REPORTS menu: its purpose, rows or an empty state, no axe violations', async () => {
    const page = await browser.newPage();
    await signIn(page, 'manager@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('button', { name: 'REPORTS' }).click();
    await page.getByRole('menuitem', { name: 'General Report' }).click();
    await page.waitForURL(/\/GeneralReport$/);
    await page.getByRole('heading', { name: 'General Report' }).waitFor();
    // One bucket per status with its worklist, and the averages above.
    await page.getByRole('cell', { name: 'Review worklist' }).waitFor();
    await page.getByRole('region', { name: 'Average days from review to verified' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    for (const [path, title] of REPORTS.slice(1)) {
      await page.goto(`${inject('baseUrl')}/${path}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /\d+ rows?$/ })
            .count(),
        )
        .toBeGreaterThan(0);
      const violations = await axeViolations(page);
      expect({ path, violations }).toEqual({ path, violations: [] });
    }
    await page.close();
  }, 300_000);

  it('All Students: filter by status, sort by a column, and download the filtered rows as CSV', async () => {
    const page = await browser.newPage();
    await signIn(page, 'manager@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${inject('baseUrl')}/AllStudentsReport`);
    await page.getByRole('heading', { name: 'All Students Report' }).waitFor();
    await page.getByText('Every student of the aid year').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'review' }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('button', { name: /^Student ID/ }).click();
    await expect.poll(() => page.locator('th[aria-sort="ascending"]').textContent()).toMatch(/Student ID/);
    const shown = Number(
      (await page
        .getByRole('status')
        .filter({ hasText: /\d+ rows?$/ })
        .textContent())!.match(/(\d+) rows?/)![1],
    );
    expect(shown).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^AllStudentsReport-\d{4}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toContain('"Student ID","Student"');
    // Every student the screen counted, each in review.
    expect(lines).toHaveLength(shown + 1);
    expect(lines.slice(1).every((l) => l.includes('"REVIEW"'))).toBe(true);
    await page.close();
  }, 120_000);

  it('a role without the report permissions has no REPORTS menu and gets the not-found screen', async () => {
    const page = await browser.newPage();
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('button', { name: 'STUDENTS' }).waitFor();
    expect(await page.getByRole('button', { name: 'REPORTS' }).count()).toBe(0);
    await page.goto(`${inject('baseUrl')}/GeneralReport`);
    await expect.poll(() => page.getByText(/not found/i).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'General Report' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
