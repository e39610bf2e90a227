import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newMfaCode, signIn, axeViolations } from '../browser.js';

const PASSWORD = 'Verify-2027!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the school's SIS knows of two demo students: read through the REST services as a manager, the way a test fixture can. */
async function demoStudents(): Promise<Record<string, { ssnLastFour: string; dateOfBirth: string }>> {
  const services = inject('servicesUrl');
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${services}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as any;
  };
  const email = 'manager@aidverify.test';
  const { ticket } = await post('/api/auth/verifyCredentials', { Username: email, Password: PASSWORD });
  const lastId =
    (
      (await (await fetch(`${services}/api/dev/outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
        id: number;
      }[]
    )[0]?.id ?? 0;
  await post('/api/auth/sendMFACode', { messageType: 'EMAIL' }, ticket);
  const { accessToken } = await post(
    '/api/auth/checkMFACode',
    { messageType: 'EMAIL', code: await newMfaCode(email, lastId) },
    ticket,
  );
  const found = await post(
    '/student-api/student/userSearch/false',
    { searchValue: 'Rivera', pageSize: 50 },
    accessToken,
  );
  const pick = (first: string) =>
    found.items.find((s: any) => s.firstName === first && s.lastName === 'Rivera');
  return { Jordan: pick('Jordan'), Casey: pick('Casey') };
}

describe('student repository: the SIS roster in, status files out', () => {
  it('a manager loads a roster with faulty rows, reads the reports, accepts a proposed match, processes it and downloads a transfer file', async () => {
    const sis = await demoStudents();
    const roster = [
      'StudentId,SSNLast4,DateOfBirth,LastName,FirstName,Email,Phone,Term',
      `TU-R1,${sis.Jordan!.ssnLastFour},${sis.Jordan!.dateOfBirth},Rivera,Jordan,,,Fall 2026`,
      `TU-R2,${sis.Casey!.ssnLastFour},${sis.Casey!.dateOfBirth},Riviera,Casey,,,Fall 2026`, // a typo: proposed, not applied
      'TU-B1,12,2001-01-01,Nobody,Ann,,,',
      'TU-B2,1234,2001-13-01,Nobody,Bo,,,',
      `TU-R1,${sis.Jordan!.ssnLastFour},${sis.Jordan!.dateOfBirth},Rivera,Jordan,,,Fall 2026`,
    ].join('\r\n');

    const page = await browser.newPage({ acceptDownloads: true });
    await signIn(page, 'manager@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page
      .getByRole('navigation', { name: 'Staff menus' })
      .getByRole('button', { name: 'STUDENTS' })
      .click();
    await page.getByRole('menuitem', { name: 'Student Repository', exact: true }).click();
    await page.waitForURL(/\/studentRepo$/);
    await page.getByRole('heading', { name: 'Student Repository', exact: true }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'banner-roster.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) });
    await page.getByRole('button', { name: 'Upload roster' }).click();
    await expect
      .poll(() => page.getByTestId('roster-counts').textContent())
      .toBe('5 rows: 1 matched, 1 to review, 0 unmatched, 3 faults.');
    expect(await axeViolations(page)).toEqual([]);

    // A roster that cannot be one is refused whole, saying why.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'wrong.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Id,Name\r\n1,Ann\r\n'),
    });
    await page.getByRole('button', { name: 'Upload roster' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Row 1: the header lacks the columns DateOfBirth, LastName, FirstName, SSN or SSNLast4',
      })
      .waitFor();

    await page.goto(`${inject('baseUrl')}/studentRepoErrorReport`);
    await page.getByRole('heading', { name: 'Student Repository Error Report' }).waitFor();
    await page
      .getByRole('table', { name: 'Rosters with faulty rows' })
      .getByRole('cell', { name: 'banner-roster.csv' })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '3 faults in the rows of banner-roster.csv' }).first().click();
    await page.waitForURL(/\/studentRepoErrorDetails\/\d+$/);
    const faults = page.getByRole('table', { name: 'Faulty roster rows' });
    await faults
      .getByRole('cell', { name: 'Row 4, column SSNLast4: is not the last four digits of an SSN' })
      .waitFor();
    await faults
      .getByRole('cell', { name: /^Row 5, column DateOfBirth: '2001-13-01' is not a date of birth/ })
      .waitFor();
    await faults
      .getByRole('cell', { name: 'Row 6, column StudentId: student id TU-R1 is already on row 2' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${inject('baseUrl')}/studentRepoUploadReport`);
    await page.getByRole('heading', { name: 'Student Repository Upload Report' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('table', { name: 'Roster uploads' })
      .getByRole('link', { name: 'banner-roster.csv' })
      .first()
      .click();
    await page.waitForURL(/\/studentRepoUploadDetails\/\d+$/);
    await page.getByRole('table', { name: 'Roster rows' }).waitFor();
    await page.getByRole('table', { name: 'ISIR students not on this roster' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept match of TU-R2' }).click();
    await expect
      .poll(() => page.getByTestId('upload-counts').textContent())
      .toMatch(/^5 rows: 2 matched, 0 to review, 0 unmatched, 3 faults/);
    await page.getByRole('button', { name: 'Process into verification groups (2)' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^2 students placed in their verification groups; \d+ task list items created/ })
      .waitFor();
    await expect
      .poll(() => page.getByTestId('upload-counts').textContent())
      .toMatch(/2 placed in verification groups\.$/);

    await page.goto(`${inject('baseUrl')}/studentRepo`);
    await page.getByRole('button', { name: 'Make transfer file' }).click();
    const made = page.getByRole('table', { name: 'Transfer files made' }).getByRole('row').nth(1);
    await made.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      made.getByRole('button', { name: /^Download / }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^H,222222,2027,\S+,2$/);
    expect(
      lines
        .slice(1, 3)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual(['TU-R1', 'TU-R2']);
    expect(lines[3]).toMatch(/^T,2,\d,\d$/);
    await made.getByRole('button', { name: /^Lines of / }).click();
    await page
      .getByRole('table', { name: 'Transfer file lines' })
      .getByRole('cell', { name: 'TU-R1', exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 180_000);

  it('a verifier (no student repository permission) has no menu link and is refused the lists', async () => {
    const page = await browser.newPage();
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page
      .getByRole('navigation', { name: 'Staff menus' })
      .getByRole('button', { name: 'STUDENTS' })
      .click();
    await page.getByRole('menuitem', { name: 'Student Search' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Student Repository/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    for (const path of [
      '/studentRepo',
      '/studentRepoUploadReport',
      '/studentRepoErrorReport',
      '/studentRepoErrorDetails/1',
      '/studentRepoUploadDetails/1',
    ]) {
      await page.goto(`${inject('baseUrl')}${path}`);
      await page
        .getByRole('alert')
        .filter({ hasText: /lacks the permission|not allowed|permission/i })
        .first()
        .waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.close();
  }, 120_000);
});
