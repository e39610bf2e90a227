import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
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

/** The newest message the outbox holds for this person. */
async function newestMessage(recipient: string): Promise<{ subject: string; body: string }> {
  const res = await fetch(
    `${inject('servicesUrl')}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  );
  const [newest] = (await res.json()) as { subject: string; body: string }[];
  return newest!;
}

describe('notifications and message templates', () => {
  it("an administrator announces to students, who see it on sign-in; the school's wording of the sign-in code is used", async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin@aidverify.test', PASSWORD);
    await admin.waitForURL(/\/welcome$/);

    await admin.getByRole('button', { name: 'Settings' }).click();
    await admin.getByRole('menuitem', { name: 'Notifications' }).click();
    await admin.waitForURL(/\/Notifications$/);
    await admin.getByRole('textbox', { name: /^Title/ }).fill('Transcripts due Friday');
    await admin
      .getByRole('textbox', { name: /^Message/ })
      .fill('Upload your tax return transcript by Friday.');
    await admin.getByRole('textbox', { name: /^Until/ }).fill('2000-01-01');
    await admin.getByRole('button', { name: 'Add notification' }).click();
    // An end before the start is refused at the field; nothing is added.
    await admin.getByText('is before the start date', { exact: true }).waitFor();
    await admin.getByRole('textbox', { name: /^Until/ }).fill('');
    await admin.getByRole('combobox', { name: 'Shown to' }).click();
    await admin.getByRole('option', { name: 'Students and parents' }).click();
    await admin.getByRole('button', { name: 'Add notification' }).click();
    await admin.getByText('Successful Add', { exact: true }).first().waitFor();
    const listed = admin
      .getByRole('table', { name: 'Notifications' })
      .getByText('Transcripts due Friday', { exact: true });
    await listed.waitFor();
    expect(await listed.count()).toBe(1);

    await admin.getByRole('button', { name: 'Settings' }).click();
    await admin.getByRole('menuitem', { name: 'Message Templates' }).click();
    await admin.waitForURL(/\/MessageTemplates$/);
    const email = admin.getByRole('region', { name: 'Sign-in code (e-mail)', exact: true });
    await email.getByRole('textbox', { name: 'Subject' }).fill('{{schoolName}} sign-in code');
    await email
      .getByRole('textbox', { name: 'Body' })
      .fill('Sign in to {{schoolName}} with {{code}} within {{minutes}} minutes.');
    await email.getByRole('button', { name: 'Save' }).click();
    await email.getByText("School's own wording").waitFor();
    await admin.screenshot({ path: 'artifacts/message-templates.png', fullPage: true });

    const student = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(student, 'student@aidverify.test', PASSWORD);
    await student.waitForURL(/\/userLanding\//);
    const banner = student.getByRole('region', { name: 'Announcements' });
    await banner.getByText('Upload your tax return transcript by Friday.').waitFor();
    await student.screenshot({ path: 'artifacts/student-announcement.png', fullPage: true });
    const sent = await newestMessage('student@aidverify.test');
    expect(sent.subject).toBe('Test University sign-in code');
    expect(sent.body).toMatch(/^Sign in to Test University with \d{6} within \d+ minutes\.$/);

    // Staff are not shown an announcement meant for students.
    await admin.goto(`${inject('baseUrl')}/welcome`);
    await admin.getByRole('heading').first().waitFor();
    expect(await admin.getByText('Upload your tax return transcript by Friday.').count()).toBe(0);

    // Back to the installation's wording for the suites after this one.
    await admin.goto(`${inject('baseUrl')}/MessageTemplates`);
    await admin
      .getByRole('region', { name: 'Sign-in code (e-mail)', exact: true })
      .getByRole('button', { name: "Use the installation's wording" })
      .click();
    await admin
      .getByRole('region', { name: 'Sign-in code (e-mail)', exact: true })
      .getByText("Installation's wording")
      .waitFor();
    await student.close();
    await admin.close();
  });
});
