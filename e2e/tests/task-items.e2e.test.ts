import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, axeViolations } from '../browser.js';

const PASSWORD = 'Verify-2027!';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const NOTE = 'Please bring a photo ID to the office or upload it here';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff add an interview to a task list; the student sees it with the office’s note', () => {
  it('a verifier adds the V4 statement to Jordan’s task list and Jordan opens it on a phone', async () => {
    // Jordan's uuid, from where the student lands after signing in.
    const context = await browser.newContext(PHONE);
    const student = await context.newPage();
    await signIn(student, 'student@aidverify.test', PASSWORD);
    await student.waitForURL(/\/userLanding\/[0-9a-f-]{36}\/0$/);
    const uuid = student.url().match(/userLanding\/([0-9a-f-]{36})\//)![1]!;

    const staff = await browser.newPage();
    await signIn(staff, 'verifier@aidverify.test', PASSWORD);
    await staff.waitForURL((url) => !url.pathname.startsWith('/mfa'));
    await staff.goto(`${inject('baseUrl')}/StudentView/${uuid}/studentTaskList`);
    await staff.getByRole('heading', { name: /Student task list/ }).waitFor();
    await staff.getByRole('button', { name: 'Add interview task' }).click();
    const form = staff.getByRole('form', { name: 'Add interview task' });
    await form.getByRole('combobox', { name: 'Interview' }).click();
    await staff.getByRole('option', { name: 'Identity and Statement of Educational Purpose (V4)' }).click();
    await form.getByLabel(/Note to the student/).fill(NOTE);
    await form.getByRole('button', { name: 'Add to task list' }).click();
    await staff.getByText('Successful Add').waitFor();
    await staff
      .getByText('Identity and Statement of Educational Purpose (V4)', { exact: true })
      .first()
      .waitFor();
    await staff.screenshot({ path: 'artifacts/staff-added-task.png', fullPage: true });

    // A second open V4 for the same year is refused with the reason.
    await staff.getByRole('button', { name: 'Add interview task' }).click();
    await form.getByRole('combobox', { name: 'Interview' }).click();
    await staff.getByRole('option', { name: 'Identity and Statement of Educational Purpose (V4)' }).click();
    await form.getByRole('button', { name: 'Add to task list' }).click();
    await staff
      .getByText(
        /Task list item could not be added: .* already has an open Identity and Statement of Educational Purpose \(V4\) item for 2026-2027/,
      )
      .waitFor();

    await student.reload();
    await student.getByRole('link', { name: 'Identity and Statement of Educational Purpose (V4)' }).click();
    await student.waitForURL(new RegExp(`/Interview/${uuid}\\?link=`));
    const note = student.getByRole('region', { name: 'Note from the financial aid office' });
    await note.waitFor();
    expect(await note.textContent()).toContain(NOTE);
    await student.getByText(/Aid year 2026-2027 · Income and taxes of 2024/).waitFor();
    expect(await axeViolations(student, 'default')).toEqual([]);
    await student.screenshot({ path: 'artifacts/student-task-note.png', fullPage: true });
  });
});
