import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, axeViolations } from '../browser.js';
import { generateIsirLines, readLayoutFile } from '../../services/src/index.js';

const PASSWORD = 'Verify-2027!';
const FLOW = 'E2E household size';
let browser: Browser;
let dir: string;

/** A generated 2026-27 file of three V1 students selected for verification whose ISIR says a household of 4. */
function isirFile(transactionNumber: number) {
  const layout = readLayoutFile('2026-27');
  const at = (name: string, section: string) =>
    layout.fields.find((f) => f.name === name && f.section === section)!;
  const patches: [ReturnType<typeof at>, string][] = [
    [at('Verification Tracking Flag', 'FPS'), 'V1'],
    [at('Dependency Model', 'transaction'), 'I'],
    [at('Updated Family Size', 'student_non_financial'), '04'],
  ];
  const lines = [
    ...generateIsirLines({
      layout: '2026-27',
      records: 3,
      seed: 4501,
      transactionNumber,
      selectedShare: 1,
      firstPerson: 70_000,
    }),
  ].map((line) => {
    if (line.startsWith('O*N')) return line;
    let out = line;
    for (const [f, v] of patches)
      out = out.slice(0, f.start - 1) + v.padEnd(f.length, ' ') + out.slice(f.start - 1 + f.length);
    return out;
  });
  const file = path.join(dir, `av-e2e-${transactionNumber}.txt`);
  writeFileSync(file, lines.join(''), 'latin1');
  return file;
}

async function upload(page: Page, file: string) {
  await page.goto(`${inject('baseUrl')}/upload`);
  await page.getByTestId('isir-file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('File Imported Successfully').first().waitFor({ timeout: 60_000 });
}

async function pick(page: Page, label: string, option: string | RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: label, exact: true }).first();
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'av-e2e-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('auto-verify', () => {
  it('an administrator builds a flow in the designer, tests it against a student, publishes it; an ISIR import auto-verifies the item and the run is on the report', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    let adminToken: string | undefined;
    page.on('request', (request) => {
      const authorization = request.headers()['authorization'];
      if (authorization?.startsWith('Bearer ')) adminToken = authorization.slice(7);
    });
    await signIn(page, 'admin@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);

    // A student with an open V1 worksheet item (the import makes the task list).
    await upload(page, isirFile(1));
    await page.goto(`${inject('baseUrl')}/isirLog`);
    await page.getByRole('link', { name: 'av-e2e-1.txt' }).first().click();
    const record = page
      .getByRole('table', { name: 'ISIR records' })
      .getByRole('row')
      .nth(1)
      .getByRole('link');
    await record.waitFor();
    await record.click();
    await page.waitForURL(/\/StudentView\/[0-9a-f-]{36}\/isir$/);
    const uuid = new URL(page.url()).pathname.split('/')[2]!;

    // The designer: a flow with one section, one condition set, one condition.
    await page.goto(`${inject('baseUrl')}/autoVerifyDesign`);
    await page.getByRole('heading', { name: 'Auto Verify Design' }).waitFor();
    await page.getByLabel('New flow name').fill(FLOW);
    await page.getByRole('button', { name: 'Add flow' }).click();
    await page.getByText('Successfully added auto verify flow').waitFor();
    await page.getByRole('heading', { name: `${FLOW} version 1` }).waitFor();
    await page.getByLabel('Section name').fill('Worksheet');
    await pick(page, 'Task list item type', /^V1: /);
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByText('Successfully added auto verify section').waitFor();
    await pick(page, 'Section of the new condition set', 'Worksheet');
    await page.getByRole('button', { name: 'Add condition set' }).click();
    await page.getByText('Successfully added auto verify condition set').waitFor();
    await page.getByLabel('Component name').fill('Family size');
    await pick(page, 'ISIR field', /^Updated Family Size \(field 61,/, 'Updated Family Size');
    await page.getByRole('button', { name: 'Add component' }).click();
    await page.getByText('Successfully added auto verify component').waitFor();
    await pick(page, 'Condition set', 'Worksheet: Conditions');
    await pick(page, 'Left component', 'Family size');
    await pick(page, 'Evaluator', 'within tolerance');
    await page.getByLabel('Or a constant').fill('4');
    await page.getByLabel('Tolerance').fill('0');
    await page.getByRole('button', { name: 'Add condition', exact: true }).click();
    await page.getByText('Successfully added auto verify condition', { exact: true }).waitFor();
    // A redirect group on the section's failure; the section cannot be deleted while it uses it.
    await page.getByLabel('Redirect group name').fill('Review');
    await pick(page, 'When section (empty: the whole flow)', 'Worksheet');
    await pick(page, 'Move the student to', 'REVIEW');
    await page.getByRole('button', { name: 'Add redirect group' }).click();
    await page.getByText('Successfully added auto verify redirect group').waitFor();
    await page.getByRole('button', { name: 'Delete section Worksheet' }).click();
    await page
      .getByText("Unsuccessfully deleted auto verify section: redirect group 'Review' uses it")
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Test against the student before publishing: each condition's inputs and result.
    await page.getByLabel('Test against student (id or uuid)').fill(uuid);
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('Outcome: VERIFIED').waitFor();
    await page.getByRole('cell', { name: "Family size within tolerance '4' (±0)" }).waitFor();
    await page.getByRole('cell', { name: 'passed' }).first().waitFor();
    await page.screenshot({ path: 'artifacts/auto-verify-design.png', fullPage: true });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('PUBLISHED', { exact: true }).waitFor();

    // The next ISIR transaction from FPS: the published flow runs after the import commits.
    await upload(page, isirFile(2));
    await page.goto(`${inject('baseUrl')}/StudentView/${uuid}/verification`);
    const panel = page.getByRole('region', { name: 'Auto-verify' });
    await panel.getByText(`${FLOW} v1, isir import`, { exact: false }).waitFor();
    await panel.getByText('VERIFIED', { exact: true }).waitFor();
    await panel.getByText(/1 item\(s\) verified/).waitFor();

    await page.goto(`${inject('baseUrl')}/AutoVerifyReport`);
    await page.getByRole('heading', { name: 'Auto Verify Report' }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: `${FLOW} v1` })
      .first();
    await row.waitFor();
    expect(await row.textContent()).toContain('ISIR_IMPORT');
    expect(await row.textContent()).toContain('VERIFIED');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/auto-verify-report.png', fullPage: true });

    await page.goto(`${inject('baseUrl')}/CorrectionAutoVerifyReport`);
    await page.getByRole('heading', { name: 'Correction Auto Verify Report' }).waitFor();
    await page.getByText(/\d+ runs/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    // Retire the flow (PATCH status RETIRED): the browser suite shares one product, and other suites' imports
    // into this school and year must not be auto-verified by it.
    const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const flows = (await (
      await fetch(`${inject('servicesUrl')}/student-api/AutoVerifyFlow/`, { headers })
    ).json()) as { id: number; name: string; status: string }[];
    const published = flows.filter((f) => f.name === FLOW && f.status === 'PUBLISHED');
    expect(published).toHaveLength(1);
    const retired = await fetch(`${inject('servicesUrl')}/student-api/AutoVerifyFlow/${published[0]!.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status: 'RETIRED' }),
    });
    expect(retired.status, await retired.text()).toBe(200);
  }, 300_000);

  it('refuses a role without the permissions and keeps the screens out of its menus', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, 'verifier@aidverify.test', PASSWORD);
    await page.waitForURL(/\/welcome$/);
    for (const [path, heading] of [
      ['/autoVerifyDesign', 'Auto Verify Design'],
      ['/AutoVerifyReport', 'Auto Verify Report'],
    ] as const) {
      await page.goto(`${inject('baseUrl')}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: /AUTO_VERIFY/ })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(await page.getByRole('link', { name: 'Auto Verify Report' }).count()).toBe(0);
    await page.close();
  }, 120_000);
});
