import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoUuid } from '../../services/src/index.js';
import { launchBrowser, signIn } from '../browser.js';

const PASSWORD = 'Verify-2027!';
const JORDAN = demoUuid('student:222222-1'); // Jordan Rivera, student@aidverify.test, open items in 2026-27
const SUBJECT = 'Test University: your verification task list is waiting';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The figure on /Metrics' "Reminders sent" card, once it has loaded. */
async function remindersSent(page: Page): Promise<number> {
  await page.goto(`${inject('baseUrl')}/Metrics`);
  const figure = page.getByRole('region', { name: 'Reminders sent' }).getByText(/^\d+$/);
  await figure.waitFor();
  return Number(await figure.textContent());
}

describe('task-list reminders on the staff screens', () => {
  it('an administrator sets the plan and sends now; the student view shows what went, the metrics count it', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, 'admin@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    const before = await remindersSent(page);

    await page.goto(`${inject('baseUrl')}/MessageTemplates`);
    const plan = page.getByRole('region', { name: 'Task list reminders' });
    await plan.getByRole('button', { name: 'Save reminder plan' }).waitFor();
    // Not nightly (the suite's other tests keep their outbox), no waiting and no quiet hours: "send now" sends.
    expect(await plan.getByRole('switch', { name: 'Send reminders every night' }).isChecked()).toBe(false);
    await plan.getByLabel('First reminder after (days still)').fill('0');
    await plan.getByLabel('Quiet hours from (HH:MM)').fill('00:00');
    await plan.getByLabel('Quiet hours until (HH:MM)').fill('00:00');
    await plan.getByRole('button', { name: 'Save reminder plan' }).click();
    await page.getByText('Successful Update', { exact: true }).first().waitFor();
    await plan.getByText('Last changed by admin@aidverify.test', { exact: false }).waitFor();
    await plan.getByRole('button', { name: 'Send reminders now' }).click();
    const queued = page.getByText(/^Reminders queued: \d+ message\(s\) to \d+ student\(s\)$/);
    await queued.waitFor();
    const [, messages, students] = (await queued.textContent())!.match(/(\d+) message\(s\) to (\d+)/)!;
    expect(Number(messages)).toBeGreaterThanOrEqual(Number(students));
    expect(Number(students)).toBeGreaterThan(0);

    // What Jordan's own mailbox got (the development outbox), to hold the student view against.
    const outbox = await fetch(
      `${inject('servicesUrl')}/api/dev/outbox?recipient=${encodeURIComponent('student@aidverify.test')}`,
    );
    const [sent] = (await outbox.json()) as { subject: string; body: string }[];
    expect(sent!.subject).toBe(SUBJECT);
    expect(sent!.body).toMatch(/^Hello Jordan Rivera,/);

    await page.goto(`${inject('baseUrl')}/StudentView/${JORDAN}/quickView`);
    const last = page.getByRole('region', { name: 'Last reminder' });
    await last.getByText(/^Sent .* by admin@aidverify\.test \(reminder 1 this aid year\)$/).waitFor();
    const email = last.locator('.mantine-Paper-root').filter({ hasText: 'student@aidverify.test' });
    expect(await email.getByText(SUBJECT, { exact: true }).count()).toBe(1);
    // The same words the family got, but for their own unsubscribe link.
    const shown = await email.getByText(/^Hello Jordan Rivera,/).textContent();
    expect(shown).toBe(
      sent!.body.replace(/https?:\/\/\S+\/api\/messages\/unsubscribe\?token=\S+/, '[unsubscribe link]'),
    );
    await page.screenshot({ path: 'artifacts/last-reminder.png', fullPage: true });

    expect(await remindersSent(page)).toBe(before + Number(messages));
    await page.close();
  });
});
