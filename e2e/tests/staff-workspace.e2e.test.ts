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

describe('staff verification workspace', () => {
  it('a verifier works a student from the review worklist to the approved worklist', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // The reviewer is a verifier whose role also holds REVIEW_COMPLETE.
    await signIn(page, 'reviewer@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);

    // The review worklist, from the STUDENTS menu.
    await page.getByRole('button', { name: 'STUDENTS' }).click();
    await page.getByRole('menuitem', { name: 'Review Worklist' }).click();
    await page.waitForURL(/\/reviewWorklist$/);
    await page.getByRole('heading', { name: 'Review Worklist' }).waitFor();
    // A student with nothing left to do on the task list (open items: none).
    const row = page.getByRole('row').filter({ has: page.getByText('none', { exact: true }) }).first();
    await row.waitFor();
    const link = row.getByRole('link');
    const name = (await link.textContent())!.trim(); // "Last, First"
    const [last, first] = name.split(', ');
    await page.screenshot({ path: 'artifacts/staff-review-worklist.png', fullPage: true });
    await link.click();
    await page.waitForURL(/\/StudentView\/[0-9a-f-]{36}\/quickView$/);
    const studentPath = new URL(page.url()).pathname.replace(/\/quickView$/, '');
    await page.getByRole('heading', { name: `${first} ${last}` }).waitFor();

    // The ISIR tab opens the student's ISIR (the ISIR pipeline's screen at /StudentView/{uuid}/isir).
    await page.getByRole('tab', { name: 'ISIR' }).click();
    await page.waitForURL(new RegExp(`${studentPath}/isir$`));
    await page.goto(`${inject('baseUrl')}${studentPath}/studentTaskList`);

    // A memo on the first task list item.
    await page.getByRole('heading', { name: /Student task list/ }).waitFor();
    const memoBox = page.getByLabel(/^New memo for /).first();
    await memoBox.fill('Tax transcript matches the ISIR');
    await page.getByRole('button', { name: 'Add memo' }).first().click();
    await page.getByText('Successfully added task list memo').waitFor();
    await page.getByText('Tax transcript matches the ISIR').waitFor();

    // The student's signature arrives on paper: cleared e-signature, ink agreed, ink received.
    await page.getByRole('tab', { name: 'Signatures' }).click();
    const studentCard = page.getByLabel('Student signature');
    await studentCard.getByRole('button', { name: 'Clear signature' }).click();
    await studentCard.getByText('Not signed').waitFor();
    await studentCard.getByRole('button', { name: 'Ink signature agreed' }).click();
    await studentCard.getByRole('button', { name: 'Ink signature received' }).click();
    await studentCard.getByText('Signed (ink)').waitFor();
    await page.getByText('Signatures are complete.').waitFor();
    await page.screenshot({ path: 'artifacts/staff-signatures.png', fullPage: true });

    // Review complete.
    await page.getByRole('button', { name: 'Review complete' }).click();
    await page.getByRole('button', { name: 'Mark review complete' }).click();
    await page.getByText('Review complete', { exact: true }).last().waitFor();
    await page.getByLabel('Status APPROVED').waitFor();

    // The student is now on the approved worklist.
    await page.goto(`${inject('baseUrl')}/approvedWorklist`);
    await page.getByLabel('Filter').fill(last!);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name }).waitFor();
    await page.screenshot({ path: 'artifacts/staff-approved-worklist.png', fullPage: true });

    // The history records what was done, by whom.
    await page.goto(`${inject('baseUrl')}${studentPath}/history`);
    await page.getByRole('tab', { name: 'Staff actions' }).click();
    await expect.poll(() => page.getByText('student review completed').count()).toBeGreaterThan(0);
    await page.close();
  });
});
