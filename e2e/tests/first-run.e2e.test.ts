import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/lib/serve.mjs';
import { startSmtpServer, type TestSmtpServer } from '../../services/test/smtp-server.js';
import { launchBrowser, SIGN_IN_FORM } from '../browser.js';

/**
 * A real installation from zero, in production mode (no demo data, no development outbox), on its own ports and
 * its own Postgres database so the suite's instance is untouched: `npm run setup` makes the first school and
 * administrator, who follows the one-time link e-mailed to them, chooses a password, signs in with the code that
 * arrived by e-mail, adds a second school and a staff member. Mail goes through a real SMTP server in this process.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GATEWAY_PORT = process.env.E2E_FIRSTRUN_GATEWAY_PORT ?? '4410';
const SERVICES_PORT = process.env.E2E_FIRSTRUN_SERVICES_PORT ?? '4411';
const PG_ADMIN_URL = process.env.E2E_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const baseUrl = `http://localhost:${GATEWAY_PORT}`;
const PASSWORD = 'Installation-2027';

const database = `firstrun_e2e_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${database}` }).href;
const dataDir = mkdtempSync(path.join(tmpdir(), 'aidverify-firstrun-'));
const env: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  OIDC_ISSUER_URL: `${baseUrl}/oidc`,
  GATEWAY_PORT,
  SERVICES_PORT,
  LOG_LEVEL: 'warn',
  PASSWORD_SCRYPT_LOG_N: '14',
  MAIL_FROM: 'no-reply@school.edu',
  // The link queued by the setup is sent by the started product's sweep: every second here.
  DELIVERY_SWEEP_SECONDS: '1',
};

let browser: Browser;
let db: pg.Client;
let smtp: TestSmtpServer;
let product: Awaited<ReturnType<typeof serve>> | undefined;

/** `npm run setup -- ...` as an operator types it; resolves with its exit code and output. */
function setup(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'setup', '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** The text of the next e-mail to `recipient` that reached the SMTP server after `after` messages. */
async function nextMail(recipient: string, after: number): Promise<string> {
  const { mail } = await smtp.next(
    (m) => m.to.includes(recipient) && smtp.received.indexOf(m) >= after,
    60_000,
  );
  return mail.text ?? '';
}

/** The product's sign-in (password, then the code that arrived by e-mail). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.waitForURL(SIGN_IN_FORM);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/mfa\//);
  const before = smtp.received.length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = (await nextMail(email, before)).match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  browser = await launchBrowser();
  smtp = await startSmtpServer();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
}, 180_000);

afterAll(async () => {
  product?.stop();
  await browser?.close();
  await smtp?.close();
  await db?.end();
  // The services close their pool on SIGTERM; FORCE drops a connection still closing.
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('first run of a production installation', () => {
  it('setup, the link, a password, sign-in, a second school and a staff member', async () => {
    const first = await setup('--school-code', '001081', '--admin-email', 'it@school.edu');
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('First school: Arizona State University Campus Immersion (001081)');
    // A sender is configured: the link goes by e-mail, never to the console.
    expect(first.out).toContain('is e-mailed to it@school.edu');
    expect(first.out).not.toMatch(/newAccountPasswordReset\?token=/);

    const second = await setup('--school-code', '001083', '--admin-email', 'other@school.edu');
    expect(second.code).not.toBe(0);
    expect(second.out).toContain('already has an administrator (it@school.edu)');

    product = await serve(env, { stdio: 'ignore' });
    const link = (await nextMail('it@school.edu', 0)).match(
      /http:\/\/\S+\/newAccountPasswordReset\?token=\S+/,
    )?.[0];
    expect(link).toBeDefined();
    // Production: no development outbox to read codes from.
    expect(
      (await fetch(`http://127.0.0.1:${SERVICES_PORT}/api/dev/outbox?recipient=it%40school.edu`)).status,
    ).toBe(404);

    const page = await browser.newPage();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password' }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Type it again' }).fill(PASSWORD);
    await page.getByRole('radio', { name: 'E-mail' }).check();
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL(/\/login/);

    // The link works once.
    const again = await browser.newPage();
    await again.goto(link!);
    await again.getByRole('textbox', { name: 'New password' }).fill('Another-2027x');
    await again.getByRole('textbox', { name: 'Type it again' }).fill('Another-2027x');
    await again.getByRole('button', { name: 'Save password' }).click();
    await again
      .getByRole('alert')
      .getByText(/expired or was already used/)
      .waitFor();
    await again.close();

    await signIn(page, 'it@school.edu', PASSWORD);
    await page.waitForURL(/\/welcome$/);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Add School' }).click();
    await page.waitForURL(/\/addSchool$/);
    await page.getByRole('textbox', { name: /^School code/ }).fill('001083');
    await page.getByRole('textbox', { name: /^School name/ }).fill('University of Arizona');
    await page.getByRole('textbox', { name: /^PURL/ }).fill('arizona');
    const [{ aid_year: aidYear }] = (
      await db.query<{ aid_year: number }>(
        `SELECT default_aid_year AS aid_year FROM school WHERE school_code = '001081'`,
      )
    ).rows as [{ aid_year: number }];
    await page.getByLabel('Initial aid year').fill(String(aidYear));
    await page.getByRole('button', { name: 'Add School' }).click();
    await page.getByText('School has been added!', { exact: true }).first().waitFor();
    const schools = await db.query<{ school_code: string }>(
      'SELECT school_code FROM school ORDER BY school_code',
    );
    expect(schools.rows.map((r) => r.school_code)).toEqual(['001081', '001083']);

    // A staff member, who gets their own one-time link.
    await page.goto(`${baseUrl}/backoffice`);
    await page.getByRole('tab', { name: 'Master user profiles' }).click();
    const form = page.getByRole('form', { name: 'Add a staff member' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill('verifier@school.edu');
    await form.getByRole('textbox', { name: 'First name' }).fill('Vera');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Fier');
    await form.getByRole('textbox', { name: 'School code' }).fill('001081');
    await form.getByRole('textbox', { name: /^Role/ }).fill('Verifier');
    const beforeStaff = smtp.received.length;
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await page
      .getByText(/^Successful Add/)
      .first()
      .waitFor();
    await page
      .getByRole('table', { name: 'Master user profiles' })
      .getByRole('cell', { name: 'verifier@school.edu' })
      .waitFor();
    expect(await nextMail('verifier@school.edu', beforeStaff)).toMatch(
      /as Verifier at Arizona State University Campus Immersion[\s\S]*newAccountPasswordReset\?token=/,
    );
    await page.close();
    // Two setups and a start (migrations on an empty database) take longer than one screen's test.
  }, 600_000);
});
