import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newMfaCode, signIn, axeViolations } from '../browser.js';

const STAFF_PASSWORD = 'Verify-2027!';
const PASSWORD = 'Phone-Verify-2027';
const EMAIL = 'e2e.student@example.edu';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const TRANSCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

let browser: Browser;

interface Candidate {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssnLastFour: string;
}

/** A staff session straight against the services (password, then the outbox code), to pick the test's student. */
async function staffToken(): Promise<string> {
  const services = inject('servicesUrl');
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${services}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as any;
  };
  const { ticket } = await post('/api/auth/verifyCredentials', {
    Username: 'verifier@aidverify.test',
    Password: STAFF_PASSWORD,
  });
  const before = (await (
    await fetch(`${services}/api/dev/outbox?recipient=verifier@aidverify.test`)
  ).json()) as { id: number }[];
  await post('/api/auth/sendMFACode', { messageType: 'EMAIL' }, ticket);
  const code = await newMfaCode('verifier@aidverify.test', before[0]?.id ?? 0);
  return (await post('/api/auth/checkMFACode', { messageType: 'EMAIL', code }, ticket)).accessToken;
}

/** An independent V1 student of Test University with no account yet and every open 2026-27 item still NEW. */
async function pickStudent(): Promise<Candidate> {
  const services = inject('servicesUrl');
  const token = await staffToken();
  const call = async (method: string, path: string, body?: unknown) =>
    (await (
      await fetch(`${services}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json()) as any;
  const all = [
    ...(
      await call('POST', '/student-api/student/userSearch/false', { searchValue: '', pageSize: 200, page: 1 })
    ).items,
    ...(
      await call('POST', '/student-api/student/userSearch/false', { searchValue: '', pageSize: 200, page: 2 })
    ).items,
  ];
  for (const s of all) {
    if (
      s.dependencyStatus !== 0 ||
      s.verificationGroup !== 'V1' ||
      s.status !== 'SELECTED' ||
      !s.dateOfBirth ||
      !s.ssnLastFour
    )
      continue;
    if ((await call('GET', `/student-api/studentAccount/getStudentAccountsByUUID/${s.uuid}`)).length)
      continue;
    const items = await call('POST', '/student-api/studentInterviewLink/taskListSearch', {
      studentID: s.id,
      aidYear: 2027,
    });
    // Items the office waived (auto-verified) are not the student's to do.
    const open = items.filter((i: any) => i.studentInterviewLinkStatus !== 'AUTO_VERIFIED');
    if (
      open.every((i: any) => i.studentInterviewLinkStatus === 'NEW') &&
      open.some((i: any) => i.interviewType.typeCode === 'V1')
    )
      return s;
  }
  throw new Error('No independent V1 student without an account in the demo data');
}

/** Answers whatever step is showing the way a student who filed taxes would, until the item is submitted. */
async function completeInterview(page: Page, fullName: string) {
  for (let i = 0; i < 8; i++) {
    const heading = page.getByRole('heading', { level: 2 }).first();
    await heading.waitFor();
    const title = (await heading.textContent())?.trim() ?? '';
    if (process.env.E2E_TRACE) console.log('step', title);
    if (title === 'Submitted') return;
    if (title === 'Household') {
      await page.getByLabel('How many people are in the household?').fill('3');
      await page.getByLabel(/How many of them will be in college/).fill('1');
    } else if (title === 'Tax filing') {
      await page.getByLabel('A federal tax return was filed').check();
    } else if (title === 'Tax return transcript') {
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: '2025 tax transcript.pdf', mimeType: 'application/pdf', buffer: TRANSCRIPT });
      await page.getByRole('button', { name: '2025 tax transcript.pdf', exact: true }).waitFor();
    } else if (title === 'The comment on your FAFSA') {
      await page.getByLabel('The information on my FAFSA is correct').check();
    } else if (/sign/i.test(title)) {
      await page.getByLabel(/^I certify/).check();
      await page.getByLabel('Type your full name to sign electronically').fill(fullName);
    } else {
      throw new Error(`The test does not know the step '${title}'`);
    }
    await page.getByRole('button', { name: /Save and continue|Sign and submit/ }).click();
    await expect
      .poll(async () => (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim(), {
        timeout: 15_000,
      })
      .not.toBe(title);
  }
  throw new Error('The interview did not finish');
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a student on a phone, from lookup to a submitted V1 worksheet', () => {
  let student: Candidate;
  let studentPage: Page;

  it('looks up their record, creates an account and signs in with the e-mailed code', async () => {
    student = await pickStudent();
    const context = await browser.newContext(PHONE);
    studentPage = await context.newPage();
    const page = studentPage;
    await page.goto(`${inject('baseUrl')}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    await page.getByRole('link', { name: /Create one/ }).click();
    await page.waitForURL(/\/studentLookup$/);
    await page.goto(`${inject('baseUrl')}/studentLookup/testu`);
    await page.getByLabel('Student’s last name').fill(student.lastName);
    await page.getByLabel('Student’s date of birth').fill(student.dateOfBirth);
    await page
      .getByLabel('Last four digits of the student’s Social Security number (SSN)')
      .fill(student.ssnLastFour === '0000' ? '0001' : '0000');
    await page.getByRole('button', { name: 'Find my record' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'No student at this school matches those details' })
      .waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    await page
      .getByLabel('Last four digits of the student’s Social Security number (SSN)')
      .fill(student.ssnLastFour);
    await page.getByRole('button', { name: 'Find my record' }).click();
    await page.waitForURL(new RegExp(`/studentAccountCreation/${student.uuid}/0/2027/testu$`));
    await page.getByLabel('First name').fill(student.firstName);
    await page.getByLabel('Last name').fill(student.lastName);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Choose a password').fill('short');
    await page.getByLabel('Type the password again').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Use at least 10 characters').waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    await page.getByLabel('Choose a password').fill(PASSWORD);
    await page.getByLabel('Type the password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Your account is ready').waitFor();

    await signIn(page, EMAIL, PASSWORD);
    await page.waitForURL(new RegExp(`/userLanding/${student.uuid}/0$`));
    await page.getByRole('heading', { name: 'Verification' }).waitFor();
    await page.getByRole('link', { name: 'Verification Worksheet (V1)' }).waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    await page.screenshot({ path: 'artifacts/student-interview-landing.png', fullPage: true });
  });

  it('completes the V1 worksheet with an upload and a signature, and the rest of the task list', async () => {
    const page = studentPage;
    const fullName = `${student.firstName} ${student.lastName}`;
    await page.getByRole('link', { name: 'Verification Worksheet (V1)' }).click();
    await page.waitForURL(new RegExp(`/Interview/${student.uuid}\\?link=`));
    await page.getByRole('heading', { name: 'Household' }).waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    // A wrong answer is named beside its question and nothing moves on.
    await page.getByLabel('How many people are in the household?').fill('none');
    await page.getByLabel(/How many of them will be in college/).fill('1');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .locator('.mantine-TextInput-error', { hasText: 'Enter a whole number between 1 and 30' })
      .waitFor();
    await page.getByRole('heading', { name: 'Household' }).waitFor();
    // An upload that is not a document is refused with the reason.
    await page.getByLabel('How many people are in the household?').fill('3');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByLabel('A federal tax return was filed').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Tax return transcript' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'transcript.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    });
    await page.getByRole('alert').filter({ hasText: 'is not a PDF, PNG or JPEG file' }).waitFor();
    await completeInterview(page, fullName);
    await page.getByText(`Signed electronically by ${fullName}`).waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    await page.screenshot({ path: 'artifacts/student-interview-submitted.png', fullPage: true });

    // The rest of the student's items, so the file is complete for the office.
    for (let n = 0; ; n++) {
      expect(n, 'the task list keeps offering submitted items').toBeLessThan(6);
      await page.getByRole('link', { name: 'Back to your tasks' }).click();
      await page.getByRole('heading', { name: 'Verification' }).waitFor();
      const open = page.locator('a[href*="/Interview/"]');
      await open
        .first()
        .waitFor({ timeout: 3000 })
        .catch(() => {});
      if ((await open.count()) === 0) break;
      await open.first().click();
      await completeInterview(page, fullName);
    }
    expect(await page.getByText('Submitted').count()).toBeGreaterThan(0);
  });

  it('keeps the student to their own pages and passes axe on Settings', async () => {
    const page = studentPage;
    await page.goto(`${inject('baseUrl')}/Interview/00000000-0000-4000-8000-000000000000?link=1`);
    await page.waitForURL(new RegExp(`/userLanding/${student.uuid}/0$`));
    await page.goto(`${inject('baseUrl')}/Settings/${student.uuid}/account/`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByText(EMAIL).waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    await page.goto(`${inject('baseUrl')}/settings/${student.uuid}/studentProfile`);
    await page.getByLabel('ZIP code').fill('123');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('enter a 5-digit ZIP code').first().waitFor();
    expect(await axeViolations(page, 'default')).toEqual([]);
    await page.context().close();
  });

  it('staff then see the student in the review worklist and open the worksheet with its document', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'verifier@aidverify.test', STAFF_PASSWORD).catch(async (e) => {
      await page.screenshot({ path: 'artifacts/debug-staff.png', fullPage: true });
      throw e;
    });
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${inject('baseUrl')}/reviewWorklist`);
    await page.getByLabel('Filter').fill(student.lastName);
    await page.getByLabel('Filter').press('Enter');
    await page
      .getByRole('link', { name: `${student.lastName}, ${student.firstName}` })
      .waitFor({ timeout: 15_000 });
    // The worksheet as staff read it, with the uploaded transcript.
    const services = inject('servicesUrl');
    const token = await staffToken();
    const items = (await (
      await fetch(`${services}/student-api/studentInterviewLink/taskListSearch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ studentID: student.id, aidYear: 2027 }),
      })
    ).json()) as any[];
    const v1 = items.find((i) => i.interviewType.typeCode === 'V1');
    expect(v1.studentInterviewLinkStatus).toBe('SUBMITTED');
    await page.goto(`${inject('baseUrl')}/InterviewHistory/${student.uuid}/${v1.uuid}`);
    await page.getByRole('heading', { name: 'Verification Worksheet (V1)' }).waitFor();
    await page.getByRole('button', { name: '2025 tax transcript.pdf', exact: true }).waitFor();
    await page.getByText(`signed by ${student.firstName} ${student.lastName}`).waitFor();
    await page.screenshot({ path: 'artifacts/staff-interview-history.png', fullPage: true });
    await page.close();
  });
});
