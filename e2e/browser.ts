import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** Messages the outbox holds for this person, newest first (the dev-only reader the services expose). */
async function outbox(recipient: string): Promise<{ id: number; body: string }[]> {
  const res = await fetch(`${inject('servicesUrl')}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await res.json()) as { id: number; body: string }[];
}

/** The code of the first message newer than `afterId`. */
export async function newMfaCode(recipient: string, afterId: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [newest] = await outbox(recipient);
    const code = newest && newest.id > afterId ? newest.body.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No new MFA code reached the outbox for ${recipient}`);
}

/** Signs in through the real screens: password, then the code from the outbox. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/mfa\//);
  const lastId = (await outbox(email))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await newMfaCode(email, lastId);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}
