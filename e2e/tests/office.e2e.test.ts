import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, axeViolations } from '../browser.js';
import { demoUuid, generateIsirBuffer } from '../../services/src/index.js';

const PASSWORD = 'Verify-2027!';
const url = (path: string) => `${inject('baseUrl')}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function staffPage(email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  await signIn(page, email, PASSWORD);
  await page.waitForURL(/\/welcome$/);
  return page;
}

/** Uploads a file on /upload and waits for the import's answer. */
async function uploadIsir(page: Page, name: string, buffer: Buffer, done: string | RegExp) {
  await page.goto(url('/upload'));
  await page.getByTestId('isir-file').setInputFiles({ name, mimeType: 'text/plain', buffer });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText(done).first().waitFor({ timeout: 90_000 });
}

describe('jobs, metrics, corrections display, staff-made accounts and the fixes of issue 10', () => {
  it('a large ISIR import runs as a job: /jobs shows it with who, state and a progress bar that ends full', async () => {
    const page = await staffPage('superadmin@aidverify.test');
    // Over 8 MB: the import becomes a background job (1,200 records of 7,944 characters).
    const big = generateIsirBuffer({ layout: '2026-27', records: 1200, seed: 4101, firstPerson: 910_000 });
    await uploadIsir(page, 'office-big.txt', big, /Importing in the background|File Imported Successfully/);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Jobs' }).click();
    await page.waitForURL(/\/jobs$/);
    await page.getByRole('heading', { name: 'Jobs' }).waitFor();
    await page.screenshot({ path: 'artifacts/jobs-first.png', fullPage: true });
    const row = page
      .getByRole('table', { name: 'Jobs' })
      .getByRole('row', { name: /ISIR file import/ })
      .first();
    await row.waitFor();
    await expect.poll(async () => row.textContent()).toContain('Super Admin Demo');
    // The page asks again while the job is queued or running: the row reaches DONE by itself, no reload.
    await row.getByText('Done', { exact: true }).waitFor({ timeout: 120_000 });
    await row.getByText('Done (1200 records)').waitFor();
    const bar = row.getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await page.screenshot({ path: 'artifacts/jobs.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    // A school administrator's role does not hold JOBS_PAGE_VIEW: no menu entry, and at the address only the jobs
    // they started themselves (none): not the SuperAdmin's import.
    const admin = await staffPage('admin@aidverify.test');
    await admin.getByRole('button', { name: 'Settings' }).click();
    await admin.getByRole('menuitem', { name: 'Permissions' }).waitFor();
    expect(await admin.getByRole('menuitem', { name: 'Jobs' }).count()).toBe(0);
    await admin.keyboard.press('Escape');
    await admin.goto(url('/jobs'));
    await admin.getByRole('heading', { name: 'Jobs' }).waitFor();
    expect(await admin.getByRole('row', { name: /ISIR file import/ }).count()).toBe(0);
    await admin.close();
  }, 300_000);

  it('/Metrics charts the statuses and agrees with the staff home on the demo data', async () => {
    const page = await staffPage('manager@aidverify.test');
    // The staff home names each status in words.
    const approved = ['Approved', 'Approved with corrections', 'Approved with comment/reject codes'];
    let verified = 0;
    for (const status of approved) {
      const card = page.getByRole('group', { name: new RegExp(`^${status}: \\d+$`) });
      await card.waitFor();
      verified += Number((await card.getAttribute('aria-label'))!.split(': ')[1]);
    }
    expect(verified).toBeGreaterThan(0);
    await page.goto(url('/Metrics'));
    await page.getByRole('group', { name: `Verified: ${verified}` }).waitFor();
    const review = page.getByRole('region', { name: 'In review to verified' });
    await review.getByText(`over ${verified} students`).waitFor();
    expect(await review.textContent()).not.toContain('No verified students yet');
    await page.getByRole('heading', { name: 'Students by status over time' }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await page.screenshot({ path: 'artifacts/metrics.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 180_000);

  it("/CorrectionsDisplay shows the product's own correction file one tab per line; bad lines are named; roles without the permission are refused", async () => {
    const page = await staffPage('verifier@aidverify.test');
    await uploadIsir(
      page,
      'office-corrections.txt',
      generateIsirBuffer({ layout: '2026-27', records: 2, seed: 4102, firstPerson: 920_000 }),
      'File Imported Successfully',
    );
    await page.goto(url('/isirLog'));
    await page.getByRole('link', { name: 'office-corrections.txt' }).first().click();
    const record = page
      .getByRole('table', { name: 'ISIR records' })
      .getByRole('row')
      .last()
      .getByRole('link');
    await record.waitFor();
    await record.click();
    await page.waitForURL(/\/StudentView\/[0-9a-f-]{36}\/isir$/);
    const studentPath = new URL(page.url()).pathname.replace(/\/isir$/, '');
    await page.goto(url(`${studentPath}/corrections`));
    await page.getByRole('combobox', { name: 'ISIR field' }).click();
    await page.getByRole('combobox', { name: 'ISIR field' }).fill('Last Name');
    await page
      .getByRole('option', { name: /· Last Name$/ })
      .first()
      .click();
    await page.getByText(/^ISIR shows: /).waitFor();
    await page.getByLabel('Value on the documents').fill('Display-Check');
    await page.getByRole('button', { name: 'Record correction' }).click();
    await page.getByRole('cell', { name: 'DISPLAY-CHECK' }).waitFor();
    await page.goto(url('/corrections'));
    await page.getByRole('cell', { name: 'DISPLAY-CHECK' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export correction file' }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'latin1');
    const records = exported.split('\r\n').filter(Boolean);
    const mine = records.findIndex((r) => r.slice(154, 214).trimEnd() === 'DISPLAY-CHECK');
    expect(mine).toBeGreaterThanOrEqual(0);

    // The export's banner is closed first, so the next screen's check is of that screen.
    await page.getByRole('button', { name: 'Dismiss success' }).first().click();
    // From the ED DATA menu; the file as SAIG would wrap it (header and trailer lines are skipped).
    await page.getByRole('button', { name: 'ED DATA' }).click();
    await page.getByRole('menuitem', { name: 'Corrections Display' }).click();
    await page.waitForURL(/\/CorrectionsDisplay$/);
    const wrapped =
      ['O*N05TG12345  ,CLS=CORR27IN,XXX,BAT=', ...records, 'O*N95TG12345  ,CLS=CORR27IN,XXX,BAT='].join(
        '\r\n',
      ) + '\r\n';
    await page.locator('input[type="file"]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'text/plain',
      buffer: Buffer.from(wrapped, 'latin1'),
    });
    await page.getByRole('tab', { name: `Corrections Line ${records.length}` }).waitFor();
    expect(await page.getByRole('tab', { name: /^Corrections Line \d+$/ }).count()).toBe(records.length);
    await page.getByRole('tab', { name: `Corrections Line ${mine + 1}` }).click();
    const panel = page.getByRole('tabpanel', { name: `Corrections Line ${mine + 1}` });
    expect(await panel.getByRole('textbox', { name: /^Last Name \(/ }).inputValue()).toBe('DISPLAY-CHECK');
    expect(await panel.getByRole('textbox', { name: 'Federal school code' }).inputValue()).toBe('222222');
    expect(await panel.getByRole('textbox', { name: 'SSN' }).inputValue()).toMatch(/^\*{5}\d{4}$/);
    await page.screenshot({ path: 'artifacts/corrections-display.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // A broken line says which one and why.
    const broken = ['O*N05', records[mine]!.slice(0, 151) + 'X9Z' + records[mine]!.slice(154), 'O*N95'].join(
      '\r\n',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'broken.dat', mimeType: 'text/plain', buffer: Buffer.from(broken, 'latin1') });
    await page
      .getByText(
        "Corrections Line 1 (line 2 of the file): entry 1 (column 152) has field number 'X9Z', which is not a 3-digit number",
      )
      .waitFor();
    await page.close();

    // Read-only staff hold ED_DATA_VIEW but not CORRECTIONS_LIST_VIEW: no entry, and a 403 at the address.
    const readonly = await staffPage('readonly@aidverify.test');
    expect(await readonly.getByRole('menuitem', { name: 'Corrections Display' }).count()).toBe(0);
    await readonly.goto(url('/CorrectionsDisplay'));
    await readonly.getByRole('heading', { name: '403 – Not allowed' }).waitFor();
    await readonly.close();
  }, 300_000);

  it('the worklist shows the rows of the next page after scrolling down the first (it went blank)', async () => {
    const page = await staffPage('verifier@aidverify.test');
    await page.goto(url('/approvedWorklist'));
    await page.getByRole('combobox', { name: 'Rows' }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    const scroller = page.getByTestId('worklist-scroll');
    await scroller.waitFor();
    const pages = page.locator('.mantine-Pagination-root');
    await page.screenshot({ path: 'artifacts/worklist-first.png', fullPage: true });
    await pages.getByRole('button', { name: '2', exact: true }).waitFor();
    const firstOfPage1 = await scroller.getByRole('link').first().textContent();
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
    await pages.getByRole('button', { name: '2', exact: true }).click();
    // The first student of page 2 is in view at the top, and the list scrolls as before.
    await expect.poll(async () => scroller.getByRole('link').first().textContent()).not.toBe(firstOfPage1);
    await expect(scroller.getByRole('link').first().isVisible()).resolves.toBe(true);
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await scroller.getByRole('link').count()).toBeGreaterThan(5);
    await page.close();
  }, 180_000);

  it('staff create a parent account from Linked Accounts; a role without STUDENT_EDIT is refused', async () => {
    const page = await staffPage('verifier@aidverify.test');
    const uuid = demoUuid('student:222222-4');
    const studentPath = `/StudentView/${uuid}`;
    await page.goto(url(`${studentPath}/linkedAccounts`));
    await page.getByRole('link', { name: 'Create parent account' }).click();
    await page.waitForURL(/\/adminAccountCreation\/[0-9a-f-]{36}\/parent$/);
    await page.getByRole('heading', { name: 'Create parent account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('office.parent@example.edu');
    await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
    await page.getByRole('button', { name: 'Create parent account' }).click();
    await page.getByText(/office\.parent@example\.edu can now choose a password/).waitFor();
    await page.getByRole('link', { name: 'Back to Linked Accounts' }).click();
    await page.getByRole('cell', { name: 'office.parent@example.edu' }).waitFor();
    const mail = (await (
      await fetch(`${inject('servicesUrl')}/api/dev/outbox?recipient=office.parent%40example.edu`)
    ).json()) as { subject: string }[];
    expect(mail.map((m) => m.subject).sort()).toEqual([
      'Choose your password',
      'Your financial aid verification account',
    ]);
    await page.close();

    const readonly = await staffPage('readonly@aidverify.test');
    await readonly.goto(url(`/adminAccountCreation/${uuid}/parent`));
    await readonly.getByRole('heading', { name: '403 – Not allowed' }).waitFor();
    await readonly.close();
  }, 180_000);

  it('the not-implemented pages, the gear menu opens the working ISIR view settings; students never reach staff screens', async () => {
    const page = await staffPage('admin@aidverify.test');
    for (const path of ['/notImplemented', '/PageNotImplemented']) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Not implemented' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.goto(url('/welcome'));
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'ISIR View Settings' }).click();
    await page.waitForURL(/\/isirViewSettings$/);
    expect(await page.getByRole('heading', { name: 'Not implemented' }).count()).toBe(0);
    await page.close();

    // A student without the permission: no staff screens at all.
    const student = await browser.newPage();
    await signIn(student, 'student@aidverify.test', PASSWORD);
    await student.waitForURL(/\/userLanding\//);
    await student.goto(url('/jobs'));
    await expect.poll(() => student.url()).not.toMatch(/\/jobs$/);
    await student.close();
  }, 180_000);
});
