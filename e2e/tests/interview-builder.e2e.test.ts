import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: ReturnType<Page['locator']> | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the interview builder', () => {
  it('builds a template and edits its branching: a large household gets the detail step, others go to the signature', async () => {
    const page = await browser.newPage();
    await signIn(page, 'superadmin@aidverify.test', 'Verify-2027!');
    await page.waitForURL((url) => !url.pathname.startsWith('/mfa'));
    await page.goto(`${inject('baseUrl')}/InterviewCreation`);
    await page.getByRole('heading', { name: 'Interview Creation' }).waitFor();

    await page.getByLabel('Type code').fill('E2EBR');
    await page.getByLabel('Type name', { exact: true }).fill('Household branching');
    await page.getByLabel('Type name (Spanish)').fill('Ramificación del hogar');
    await page.getByRole('button', { name: 'Add type' }).click();
    await page.getByText('Interview type was successfully added').waitFor();
    await choose(page, page, 'Interview type', 'E2EBR — Household branching');
    await page.getByLabel('Template name', { exact: true }).fill('Household branching 2026-27');
    await page.getByRole('button', { name: 'Add template' }).click();
    await page.getByText('Interview was successfully added').waitFor();
    await page.getByRole('heading', { name: 'Household branching 2026-27' }).waitFor();

    for (const [key, title] of [
      ['household', 'Household'],
      ['detail', 'Household detail'],
      ['sign', 'Sign'],
    ]) {
      await page.getByLabel('Step key').first().fill(key!);
      await page.getByLabel('Step title', { exact: true }).first().fill(title!);
      await page.getByRole('button', { name: 'Add step' }).click();
      await page.getByRole('button', { name: `Edit step ${key}` }).waitFor();
    }
    await choose(page, page, 'On step', 'Household');
    await page.getByLabel('Question key').fill('size');
    await choose(page, page, 'Question type', 'CHOICE');
    await page.getByLabel('Question text', { exact: true }).first().fill('How many people live with you?');
    await page.getByLabel('Question text (Spanish)').first().fill('¿Cuántas personas viven con usted?');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('button', { name: 'Edit question size' }).waitFor();
    for (const [value, label] of [
      ['SMALL', '1 or 2'],
      ['LARGE', '3 or more'],
    ]) {
      await choose(page, page, 'Choice question', 'How many people live with you?');
      await page.getByLabel('Value', { exact: true }).fill(value!);
      await page.getByLabel('Label', { exact: true }).fill(label!);
      await page.getByRole('button', { name: 'Add choice' }).click();
      await page.getByRole('button', { name: `Edit choice ${value}` }).waitFor();
    }

    // The branching, edited on the step itself.
    await page.getByRole('button', { name: 'Edit step household' }).click();
    const form = page.getByRole('form', { name: 'Edit step Household' });
    await form.getByRole('button', { name: 'Add branch' }).click();
    await choose(page, form, 'Branch 1: when', 'How many people live with you? (size)');
    await choose(page, form, 'Branch 1: answer is', '3 or more');
    await choose(page, form, 'Branch 1: go to', 'Household detail (detail)');
    await choose(page, form, 'Otherwise go to', 'Sign (sign)');
    await form.getByRole('button', { name: 'Save step' }).click();
    await page.getByText('Interview was successfully updated').first().waitFor();
    const household = page.getByRole('region', { name: 'Step Household', exact: true });
    await expect.poll(() => household.textContent()).toContain('next: size = LARGE → detail, sign');

    // A step another step leads to can not go; the reason says which.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete step detail' }).click();
    await page
      .getByText(
        "There was a problem with updating the interview: Step 'household' leads to 'detail'; change its next step first",
      )
      .waitFor();
    // What students reading Spanish would see in English is counted and named: no Spanish was given for the
    // template's name, the three steps' titles and the two choices.
    await expect
      .poll(() => page.getByLabel('Spanish translation').textContent())
      .toMatch(
        /^6 text\(s\) without Spanish: students who read Spanish see them in English \(Template name; Step household: title; Question size: choice SMALL; Question size: choice LARGE; Step detail: title; Step sign: title\)\.$/,
      );
    await page.screenshot({ path: 'artifacts/interview-builder-branching.png', fullPage: true });
    await page.close();
  });
});
