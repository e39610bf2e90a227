import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Records a signer's ink signature on the Signatures tab: agreed, then received. */
async function inkSign(page: Page, card: 'Student signature' | 'Parent signature') {
  const box = page.getByLabel(card);
  await box.getByRole('button', { name: 'Ink signature agreed' }).click();
  await box.getByRole('button', { name: 'Ink signature received' }).click();
  await box.getByText('Signed (ink)').waitFor();
}

describe('staff verification workspace', () => {
  it('a verifier works a student from the review worklist to the approved worklist', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // The reviewer is a verifier whose role also holds REVIEW_COMPLETE.
    await signIn(page, 'reviewer@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);

    // A student arrives with an ISIR (FSA's 2026-27 test file; already imported records are skipped).
    await page.goto(`${inject('baseUrl')}/upload`);
    await page
      .getByTestId('isir-file')
      .setInputFiles(path.join(SAMPLES, '2026-27/applications_2627_12082025.txt'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('File Imported Successfully').first().waitFor({ timeout: 60_000 });
    await page.goto(`${inject('baseUrl')}/isirLog`);
    // The log lists newest first; when another test imported this file earlier, that first upload holds the
    // records and ours skipped them as duplicates, so open the oldest upload of the file.
    await page.getByRole('link', { name: 'applications_2627_12082025.txt' }).last().click();
    // A student FSA selected for verification: they get a verification group and a task list.
    const record = page
      .getByRole('table', { name: 'ISIR records' })
      .getByRole('row')
      .filter({ hasText: 'Selected' })
      .first()
      .getByRole('link');
    await record.waitFor();
    const lastName = (await record.textContent())!.split(',')[0]!.trim();
    await record.click();
    await page.waitForURL(/\/StudentView\/[0-9a-f-]{36}\/isir$/);
    const studentPath = new URL(page.url()).pathname.replace(/\/isir$/, '');

    // The paper documents came in: the verifier verifies the task list and puts the student in review.
    await page.goto(`${inject('baseUrl')}${studentPath}/quickView`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Verify all task list items' }).click();
    await page.getByText('Successful Update').first().waitFor();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Change status' }).click();
    await page.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByLabel('Status In review', { exact: true }).waitFor();
    // The reviewer takes the student; the menu then offers to remove the assignment, under their name.
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Assign to me' }).click();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: /^Remove assignment \(.+\)$/ }).waitFor();
    await page.keyboard.press('Escape');

    // The review worklist, from the STUDENTS menu; the student is on it.
    await page.getByRole('button', { name: 'STUDENTS' }).click();
    await page.getByRole('menuitem', { name: 'Review Worklist' }).click();
    await page.waitForURL(/\/reviewWorklist$/);
    await page.getByLabel('Filter').fill(lastName);
    await page.getByRole('button', { name: 'Apply' }).click();
    const link = page.getByRole('link', { name: new RegExp(`^${escape(lastName)}, `, 'i') }).first();
    await link.waitFor();
    await page.screenshot({ path: 'artifacts/staff-review-worklist.png', fullPage: true });
    await link.click();
    await page.waitForURL(new RegExp(`${studentPath}/quickView$`));

    // Reads the ISIR from the StudentView tab bar.
    await page.getByRole('tab', { name: 'ISIR' }).click();
    await page.waitForURL(new RegExp(`${studentPath}/isir$`));
    await page.getByRole('heading', { name: 'ISIR 2026-2027' }).waitFor();
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
    // Inside the student view: the student's header and the tab bar stay, the ISIR tab chosen.
    await page.getByLabel('Status In review', { exact: true }).waitFor();
    const bar = page.getByRole('tablist', { name: 'Student record' });
    expect(await bar.getByRole('tab', { name: 'ISIR' }).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: 'artifacts/staff-student-isir.png', fullPage: true });

    // A memo on the first task list item.
    await page.goto(`${inject('baseUrl')}${studentPath}/studentTaskList`);
    await page.getByRole('heading', { name: /Student task list/ }).waitFor();
    await page
      .getByLabel(/^New memo for /)
      .first()
      .fill('Tax transcript matches the ISIR');
    await page.getByRole('button', { name: 'Add memo' }).first().click();
    await page.getByText('Successfully added task list memo').waitFor();
    await page.getByText('Tax transcript matches the ISIR').waitFor();

    // The signatures arrive on paper.
    await page.getByRole('tab', { name: 'Signatures' }).click();
    await page.getByLabel('Student signature').waitFor();
    await inkSign(page, 'Student signature');
    if (await page.getByLabel('Parent signature').count()) await inkSign(page, 'Parent signature');
    await page.getByText('Signatures are complete.').waitFor();
    await page.screenshot({ path: 'artifacts/staff-signatures.png', fullPage: true });

    // Review complete.
    await page.getByRole('button', { name: 'Review complete' }).click();
    await page.getByRole('button', { name: 'Mark review complete' }).click();
    await page.getByLabel('Status Approved', { exact: true }).waitFor();

    // The student is now on the approved worklist.
    await page.goto(`${inject('baseUrl')}/approvedWorklist`);
    await page.getByLabel('Filter').fill(lastName);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('link', { name: new RegExp(`^${escape(lastName)}, `, 'i') })
      .first()
      .waitFor();
    await page.screenshot({ path: 'artifacts/staff-approved-worklist.png', fullPage: true });

    // The history records what was done, by whom.
    await page.goto(`${inject('baseUrl')}${studentPath}/history`);
    await page.getByRole('tab', { name: 'Staff actions' }).click();
    await expect.poll(() => page.getByText('student review completed').count()).toBeGreaterThan(0);
    await page.close();
  }, 180_000);
});
