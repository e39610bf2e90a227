import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from '../browser.js';

const PASSWORD = 'Verify-2027!';
const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../fixtures/isir/samples/2026-27/applications_2627_12082025.txt',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('jobs a user can follow', () => {
  it('a Manager (no JOBS_PAGE_VIEW) has /jobs open before uploading: the new import appears within 2 s, no reload', async () => {
    const context = await browser.newContext();
    const jobs = await context.newPage();
    await signIn(jobs, 'manager@aidverify.test', PASSWORD);
    await jobs.goto(`${inject('baseUrl')}/jobs`);
    await jobs.getByRole('heading', { name: 'Jobs' }).waitFor();
    await jobs.getByText('The background work you started').waitFor();
    const before = await jobs.locator('tr[data-job-id]').count();

    // Over 8 MB, so the import runs as a background job: the sample's records many times over.
    const records = readFileSync(SAMPLE, 'latin1')
      .split(/\r?\n/)
      .filter((l) => l.trim());
    const big = Array.from({ length: 50 }, () => records.join('\r\n')).join('\r\n') + '\r\n';
    const upload = await context.newPage();
    await upload.goto(`${inject('baseUrl')}/upload`);
    await upload.getByRole('heading', { name: 'Upload ISIR File' }).waitFor();
    await upload.getByTestId('isir-file').setInputFiles({
      name: 'followed.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(big, 'latin1'),
    });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText(/Importing in the background/).waitFor({ timeout: 30_000 });

    // The /jobs tab, untouched since it opened, lists the job within 2 seconds.
    await jobs.locator('tr[data-job-id]').nth(before).waitFor({ timeout: 2_000 });
    expect(await jobs.locator('tr[data-job-id]').count()).toBe(before + 1);
    expect(await jobs.locator('tr[data-job-id]').first().textContent()).toContain('ISIR file import');

    // On a phone: /jobs and /isirLog do not scroll sideways (their tables scroll in their frames), and a job's state
    // reads whole, never cut to "D…".
    await jobs.setViewportSize({ width: 390, height: 844 });
    const sideways = () => jobs.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await jobs.getByRole('table', { name: 'Jobs' }).waitFor();
    expect(await sideways()).toBe(0);
    const badge = jobs.locator('tr[data-job-id] td:nth-child(2) .mantine-Badge-label').first();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await jobs.goto(`${inject('baseUrl')}/isirLog`);
    await jobs.getByRole('table', { name: 'ISIR file uploads' }).waitFor();
    expect(await sideways()).toBe(0);
    await context.close();
  }, 120_000);
});
