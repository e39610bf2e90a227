import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, signIn, axeViolations } from '../browser.js';

const PASSWORD = 'Verify-2027!';
// A new draft each run (deleted at the end, and by afterAll if a step failed): the suite's demo state is left as found.
const FLOW = `E2E designer edits ${Date.now()}`;
let browser: Browser;
let adminToken: string | undefined;

/** Picks an option of a Mantine select inside `scope` (the options open in a portal on the page). */
async function pick(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The sections' names in the order the designer shows them. */
const sectionOrder = (page: Page) =>
  page
    .locator('section[aria-label^="Section "]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.slice('Section '.length)));

/** Deletes the run's draft through the REST rows when a failed step left it behind. */
async function deleteLeftover() {
  if (!adminToken) return;
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const flows = (await (
    await fetch(`${inject('servicesUrl')}/student-api/AutoVerifyFlow/`, { headers })
  ).json()) as { id: number; name: string }[];
  for (const f of flows.filter((x) => x.name === FLOW))
    await fetch(`${inject('servicesUrl')}/student-api/AutoVerifyFlow/${f.id}`, { method: 'DELETE', headers });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await deleteLeftover();
  await browser?.close();
});

describe('auto-verify designer', () => {
  it('an administrator edits and reorders pieces, adds a pseudo query with a filter and a hand-off, sees the refusals, and deletes the draft', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('request', (request) => {
      const authorization = request.headers()['authorization'];
      if (authorization?.startsWith('Bearer ')) adminToken = authorization.slice(7);
    });
    await signIn(page, 'admin@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${inject('baseUrl')}/autoVerifyDesign`);
    await page.getByRole('heading', { name: 'Auto Verify Design' }).waitFor();
    await page.getByLabel('New flow name').fill(FLOW);
    await page.getByRole('button', { name: 'Add flow' }).click();
    await page.getByRole('heading', { name: `${FLOW} version 1` }).waitFor();

    // Two sections; the second moves up, the first is renamed and made NOT_REQUIRED on passing.
    const add = page.getByRole('region', { name: 'Add pieces' });
    for (const [name, type] of [
      ['First', /^V1: /],
      ['Second', /^TAX: /],
    ] as const) {
      await add.getByLabel('Section name').fill(name);
      await pick(page, add, 'Task list item type', type);
      await add.getByRole('button', { name: 'Add section' }).click();
      await page.getByRole('region', { name: `Section ${name}` }).waitFor();
    }
    expect(await sectionOrder(page)).toEqual(['First', 'Second']);
    await page.getByRole('button', { name: 'Move up section Second' }).click();
    await expect.poll(() => sectionOrder(page)).toEqual(['Second', 'First']);
    await page.getByRole('button', { name: 'Edit section First' }).click();
    const editSection = page.getByRole('form', { name: 'Edit section First' });
    await editSection.getByLabel('Section name').fill('Worksheet');
    await pick(page, editSection, 'When it passes, the item becomes', /^NOT_REQUIRED/);
    await editSection.getByRole('button', { name: 'Save section' }).click();
    await page.getByText('Worksheet (V1 → NOT_REQUIRED)').waitFor();
    expect(await sectionOrder(page)).toEqual(['Second', 'Worksheet']);

    // A pseudo query over a fixed query object, a filter on it, and its result as a component.
    const queries = page.getByRole('region', { name: 'Pseudo queries' });
    const addQuery = queries.getByRole('form', { name: 'Add a pseudo query' });
    await addQuery.getByLabel('Pseudo query name').fill('Open items');
    await pick(page, addQuery, 'Query object', 'Task list items');
    await addQuery.getByRole('button', { name: 'Add pseudo query' }).click();
    await page.getByText('Successfully added auto verify pseudo query', { exact: true }).waitFor();
    const addFilter = queries.getByRole('form', { name: 'Add a filter to Open items' });
    await pick(page, addFilter, 'Filter column', 'Item status');
    await pick(page, addFilter, 'Filter operator', 'NOT_EQUALS');
    await addFilter.getByLabel('Filter value').fill('AUTO_VERIFIED');
    await addFilter.getByRole('button', { name: 'Add filter' }).click();
    await page.getByText('Successfully added auto verify pseudo query filter').waitFor();
    await queries.getByText("where status NOT_EQUALS 'AUTO_VERIFIED'").waitFor();
    await add.getByLabel('Component name').fill('Open item count');
    await pick(page, add, 'Kind of component', "Pseudo query's result");
    await pick(page, add, 'Pseudo query', 'Open items (COUNT)');
    await add.getByRole('button', { name: 'Add component' }).click();
    await page
      .getByRole('region', { name: 'Components' })
      .getByText('Open item count: result of Open items (NUMBER)')
      .waitFor();

    // A condition on it, then changed: the evaluator and the constant.
    await pick(page, add, 'Section of the new condition set', 'Worksheet');
    await add.getByRole('button', { name: 'Add condition set' }).click();
    await page.getByText('Successfully added auto verify condition set').waitFor();
    await pick(page, add, 'Condition set', 'Worksheet: Conditions');
    await pick(page, add, 'Left component', 'Open item count');
    await pick(page, add, 'Evaluator', 'equals');
    await add.getByLabel('Or a constant').fill('0');
    await add.getByRole('button', { name: 'Add condition', exact: true }).click();
    await page.getByText('Open item count equals 0', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit condition Open item count equals 0' }).click();
    const editCondition = page.getByRole('form', { name: 'Edit condition Open item count equals 0' });
    await pick(page, editCondition, 'Evaluator', 'less than');
    await editCondition.getByLabel('Or a constant').fill('1');
    await editCondition.getByRole('button', { name: 'Save condition' }).click();
    await page.getByText('Open item count less than 1', { exact: true }).waitFor();

    // A component of the wrong type is refused on the form, naming the reason.
    await add.getByLabel('Component name').fill('Dependency model');
    await pick(page, add, 'Kind of component', 'Student attribute');
    await pick(page, add, 'Student attribute', 'Dependency model (current ISIR)');
    await add.getByRole('button', { name: 'Add component' }).click();
    await page.getByText('Successfully added auto verify component').waitFor();
    await pick(page, add, 'Condition set', 'Worksheet: Conditions');
    await pick(page, add, 'Left component', 'Dependency model');
    await pick(page, add, 'Evaluator', 'within tolerance');
    await add.getByLabel('Or a constant').fill('4');
    await add.getByRole('button', { name: 'Add condition', exact: true }).click();
    await add
      .getByRole('form', { name: 'Add a condition' })
      .getByRole('alert')
      .filter({
        hasText:
          "A component of the wrong type: Dependency model is TEXT, and 'within tolerance' compares numbers",
      })
      .waitFor();

    // Redirect groups: a hand-off to the correction flow on PASS, a move to review on FAIL; reordered and edited.
    await add.getByLabel('Redirect group name').fill('Hand to corrections');
    await pick(page, add, 'Result', 'PASS');
    await pick(page, add, 'Hand off to flow', /^2026-27 Correction auto-verify v\d+/);
    await add.getByRole('button', { name: 'Add redirect group' }).click();
    const redirects = page.getByRole('region', { name: 'Redirect groups' });
    await redirects
      .getByText(/^Hand to corrections: on PASS of the flow, hand off to 2026-27 Correction auto-verify$/)
      .waitFor();
    await add.getByLabel('Redirect group name').fill('Review');
    await pick(page, add, 'Result', 'FAIL');
    await pick(page, add, 'Move the student to', 'REVIEW');
    await add.getByRole('button', { name: 'Add redirect group' }).click();
    await page.getByRole('button', { name: 'Move up redirect group Review' }).click();
    await redirects.getByText(/^Review: on FAIL of the flow/).waitFor();
    await expect
      .poll(async () =>
        (await redirects.getByText(/: on (PASS|FAIL) of/).allTextContents()).map((t) => t.split(':')[0]),
      )
      .toEqual(['Review', 'Hand to corrections']);
    await page.getByRole('button', { name: 'Edit redirect group Review' }).click();
    const editRedirect = page.getByRole('form', { name: 'Edit redirect group Review' });
    await pick(page, editRedirect, 'When section (empty: the whole flow)', 'Worksheet');
    await editRedirect.getByLabel('Memo').fill('Open items remain: {reason}');
    await editRedirect.getByRole('button', { name: 'Save redirect group' }).click();
    await redirects
      .getByText("Review: on FAIL of Worksheet, move to REVIEW, memo 'Open items remain: {reason}'", {
        exact: true,
      })
      .waitFor();

    // A section a redirect group uses is not deleted; the reason is named.
    await page.getByRole('button', { name: 'Delete section Worksheet' }).click();
    await page
      .getByText("Unsuccessfully deleted auto verify section: redirect group 'Review' uses it")
      .waitFor();
    await page.getByRole('button', { name: 'Delete section Second' }).click();
    await page.getByText('Successfully deleted auto verify section').waitFor();
    await page.getByRole('button', { name: 'Edit filter status of Open items' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/auto-verify-designer-edits.png', fullPage: true });

    await page.getByRole('button', { name: 'Delete flow' }).click();
    await page.getByText('Successfully deleted auto verify flow').waitFor();
    await page.getByRole('heading', { name: `${FLOW} version 1` }).waitFor({ state: 'detached' });
    await page.close();
  }, 300_000);

  it('a manager (AUTO_VERIFY_VIEW without AUTO_VERIFY_EDIT) reads a flow and is offered no change', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, 'manager@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${inject('baseUrl')}/autoVerifyDesign`);
    await page.getByRole('heading', { name: 'Auto Verify Design' }).waitFor();
    await pick(page, page, 'Flow', /^2026-27 V1 verification v\d+/);
    await page
      .getByText('You may read the flows; changing or testing them takes the AUTO_VERIFY_EDIT permission.')
      .waitFor();
    await page
      .getByRole('region', { name: /^Section / })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Delete|Move) / }).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: /^(Add flow|Publish|Make a draft to edit|Test)$/ }).count(),
    ).toBe(0);
    expect(await page.getByRole('region', { name: 'Add pieces' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
