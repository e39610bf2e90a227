import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, SIGN_IN_FORM } from '../browser.js';

const PASSWORD = 'Verify-2027!';
// Avery Chen: no other browser test signs in as them, so their language choice changes no one else's screens.
const EMAIL = 'student2@aidverify.test';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The messages the outbox holds for the student, newest first. */
async function outbox(): Promise<{ id: number; subject: string; body: string }[]> {
  const res = await fetch(`${inject('servicesUrl')}/api/dev/outbox?recipient=${encodeURIComponent(EMAIL)}`);
  return (await res.json()) as { id: number; subject: string; body: string }[];
}

/** The newest message after `afterId`, polled until it is there. */
async function nextMessage(afterId: number) {
  let found: { id: number; subject: string; body: string } | undefined;
  await expect
    .poll(async () => (found = (await outbox()).find((m) => m.id > afterId)), { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}

/**
 * The language the account kept, from the answer to the mutation that keeps it (sent only when the choice differs
 * from the account's: Avery starts in English on the suite's fresh product, and this test leaves them in English).
 */
const languageSaved = (page: Page) =>
  page
    .waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SavePreferredLanguage'),
    )
    .then(async (r) => {
      const body = (await r.json()) as {
        data?: { savePreferredLanguage: { ok: boolean; preferredLanguage: string | null } };
      };
      return body.data?.savePreferredLanguage.ok ? body.data.savePreferredLanguage.preferredLanguage : null;
    });

/** Password, then the e-mailed code, on the sign-in screens as they read in Spanish. */
async function signInInSpanish(page: Page) {
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/mfa\//);
  await page.getByRole('heading', { name: 'Confirme que es usted' }).waitFor();
  const lastId = (await outbox())[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const message = await nextMessage(lastId);
  await page.getByLabel('Código de verificación').fill(message.body.match(/\b(\d{6})\b/)![1]!);
  // Signed in, the choice made on the sign-in page is kept on the account.
  const saved = languageSaved(page);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL(/\/userLanding\/[0-9a-f-]{36}\/0$/);
  expect(await saved).toBe('ES');
  return message;
}

describe('a student reads the portal in Spanish (issue 26)', () => {
  it('switches to Español on the sign-in page, gets the code in Spanish, reads the task list, an interview and Settings in Spanish on a phone; the account remembers', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/login`);
    await page.waitForURL(SIGN_IN_FORM);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await axeViolations(page)).toEqual([]);

    const code = await signInInSpanish(page);
    expect(code.subject).toBe('Su código de aidverify');
    expect(code.body).toMatch(/^Su código de aidverify es \d{6}\. Vence en \d+ minutos\.$/);

    await page.getByRole('heading', { name: 'Verificación', level: 1 }).waitFor();
    await page.getByText(/^Año de ayuda \d{4}-\d{4}$/).waitFor();
    await page.getByRole('columnheader', { name: 'Fecha límite' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // Nothing of the page's own words is left in English (the task names are the school's).
    const chrome = (await page.locator('header, table thead, footer').allInnerTexts()).join('\n');
    for (const english of ['Log Out', 'Task', 'Due', 'Status', 'Privacy', 'Accessibility'])
      expect(chrome).not.toContain(english);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/spanish-landing.png', fullPage: true });

    // A whole interview in Spanish, with an upload and the e-signature: the product's words and the school's (the
    // shipped templates carry the school's Spanish: task name, steps, questions, choices).
    await page.getByRole('link', { name: 'Resolución de códigos de comentario' }).click();
    await page.getByText(/^Para .+ · Año de ayuda \d{4}-\d{4} · Ingresos e impuestos de \d{4}/).waitFor();
    await page.getByRole('heading', { name: 'Resolución de códigos de comentario', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'El comentario de su FAFSA', level: 2 }).waitFor();
    await page.getByText(/^Paso 1$/).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Avance en la entrevista' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: '¿Cuál se aplica a su caso?' }).waitFor();
    await page.getByLabel('Tengo un documento que resuelve el comentario').check();
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.getByRole('heading', { name: 'Documento de respaldo', level: 2 }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'carta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await page.getByRole('button', { name: 'carta.pdf', exact: true }).waitFor();
    expect(await page.getByText('El documento que resuelve el comentario').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.getByRole('heading', { name: 'Certificar y firmar', level: 2 }).waitFor();
    await page.getByLabel(/^Certifico que toda la información/).check();
    await page.getByLabel('Escriba su nombre completo para firmar electrónicamente').fill('Avery Chen');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/spanish-interview-sign.png', fullPage: true });
    await page.getByRole('button', { name: 'Firmar y enviar' }).click();
    await page.getByRole('heading', { name: 'Enviada', level: 2 }).waitFor();
    await page.getByText('Firmada electrónicamente por Avery Chen').waitFor();
    const done = await page.locator('main').innerText();
    for (const english of ['Submitted', 'Comment Code Resolution', 'Signed electronically', 'Step '])
      expect(done).not.toContain(english);
    expect(await axeViolations(page)).toEqual([]);
    // Its confirmation e-mail is in Spanish, naming the task as the school does in Spanish.
    expect((await outbox())[0]!.subject).toBe('Recibimos su Resolución de códigos de comentario');
    await page.getByRole('link', { name: 'Volver a sus tareas' }).click();
    await page.getByRole('heading', { name: 'Verificación', level: 1 }).waitFor();

    // Settings reads in Spanish, with its own catalog: the account, a number the services refuse (their reason in
    // Spanish; nothing is kept), and the student's contact profile.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú del estudiante' })
      .getByRole('link', { name: 'Configuración' })
      .click();
    await page.waitForURL(/\/Settings\/[0-9a-f-]{36}\/account\/$/);
    await page.getByRole('heading', { name: 'Configuración', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Correo electrónico para iniciar sesión' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Enviar mis códigos de inicio de sesión por' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByLabel('Número de celular').fill('555-0100');
    await page.getByRole('button', { name: 'Enviarme un código por texto' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Escriba un número de celular de EE. UU. de 10 dígitos' })
      .waitFor();
    const main = await page.locator('main').innerText();
    for (const english of ['Settings', 'Sign-in e-mail', 'Mobile phone', 'Text me a code', 'Enter a'])
      expect(main).not.toContain(english);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/spanish-settings.png', fullPage: true });
    // The section switch's radio is drawn by its label.
    await page.locator('label', { hasText: 'Perfil del estudiante' }).click();
    await page.waitForURL(/\/settings\/[0-9a-f-]{36}\/studentProfile$/);
    await page.getByRole('textbox', { name: 'Código postal' }).waitFor();
    await page.getByRole('button', { name: 'Guardar perfil' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // A new browser (English, nothing remembered): after signing in the account's Spanish applies again.
    const later = await browser.newContext({ ...PHONE, locale: 'en-US' });
    const again = await later.newPage();
    await again.goto(`${inject('baseUrl')}/login`);
    await again.waitForURL(SIGN_IN_FORM);
    await again.getByLabel('Email').fill(EMAIL);
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await again.waitForURL(/\/mfa\//);
    const lastId = (await outbox())[0]?.id ?? 0;
    await again.getByRole('button', { name: 'Send code' }).click();
    const english = await nextMessage(lastId);
    await again.getByLabel('Verification code').fill(english.body.match(/\b(\d{6})\b/)![1]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.getByRole('heading', { name: 'Verificación', level: 1 }).waitFor();
    expect(await again.evaluate(() => document.documentElement.lang)).toBe('es');

    // Back to English, for the account and this browser.
    const saved = languageSaved(again);
    await again.getByRole('button', { name: 'English' }).click();
    expect(await saved).toBe('EN');
    await again.getByRole('heading', { name: 'Verification', level: 1 }).waitFor();
    expect(await again.evaluate(() => document.documentElement.lang)).toBe('en');
    await later.close();
  });
});
