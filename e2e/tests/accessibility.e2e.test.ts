// Every route of the app, for every role that may see it, checked with axe (WCAG 2.1 A/AA + best practices).
// Routes come from web/src/app/routes.tsx itself (and the worklist table it spreads), so a route added later is
// visited without touching this file; a route whose parameters this file cannot fill fails the test unless it
// is in SKIPPED with a reason. Each role signs in once; routes are then opened by client-side navigation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newMfaCode, injectAxe, SIGN_IN_FORM } from '../browser.js';
import { generateIsirStream } from '../../services/src/index.js';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');
const PASSWORD = 'Verify-2027!';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type Audience = 'public' | 'student' | 'staff';
interface RouteDef {
  path: string;
  audience: Audience;
}

/**
 * The route table's paths by audience: before StudentGate's children they are public, inside StudentGate's for
 * students and parents, inside StaffGate's for staff (WORKLISTS spread there too). Read as text: the table is TSX.
 */
function routeTable(): RouteDef[] {
  const source = readFileSync(path.join(WEB_SRC, 'app/routes.tsx'), 'utf8');
  const table = source.slice(source.indexOf('export const appRoutes'));
  const student = table.indexOf('<StudentGate />');
  const staff = table.indexOf('<StaffGate />');
  if (student < 0 || staff < student)
    throw new Error('routes.tsx: StudentGate then StaffGate sections not found');
  const routes: RouteDef[] = [];
  for (const m of table.matchAll(/path: '([^']+)'/g)) {
    const at = m.index ?? 0;
    if (m[1] === '*') continue;
    routes.push({ path: m[1]!, audience: at < student ? 'public' : at < staff ? 'student' : 'staff' });
  }
  if (table.includes('...WORKLISTS.map')) {
    const worklists = readFileSync(path.join(WEB_SRC, 'features/worklists/worklists.ts'), 'utf8');
    for (const m of worklists.matchAll(/path: '(\/[^']+)'/g)) routes.push({ path: m[1]!, audience: 'staff' });
  }
  return routes;
}

/** StudentView tabs ({component}) as tabs.ts lists them. */
function studentViewTabs(): string[] {
  const source = readFileSync(path.join(WEB_SRC, 'features/verification/tabs.ts'), 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)', label:/g)].map((m) => m[1]!);
}

/** Routes not visited here, each with why. Everything else must be visited or the test fails. */
const SKIPPED: Record<string, string> = {
  '/userWelcome': 'a redirect to /login (visited)',
  '/StudentView/:uuid': 'a redirect to its quickView tab (visited)',
  '/studentView/:uuid/studentTaskList':
    'an alias redirecting to /StudentView/:uuid/studentTaskList (visited)',
  '/studentView/:uuid/parentTaskList': 'an alias redirecting to /StudentView/:uuid/parentTaskList (visited)',
  '/student/:uuid': 'an alias redirecting to /StudentView/:uuid/quickView (visited)',
  '/parent/:uuid': 'an alias redirecting to /StudentView/:uuid/parentTaskList (visited)',
  '/signin-callback':
    'the code exchange of every sign-in here (no screen of its own; passed through at each sign-in)',
  '/studentRepoErrorDetails/:errorDetails':
    'needs a roster upload, which the demo has not: student-repository.e2e.test.ts uploads one and checks this screen with axe',
  '/studentRepoUploadDetails/:uploadDetails':
    'needs a roster upload, which the demo has not: student-repository.e2e.test.ts uploads one and checks this screen with axe',
};

interface Ids {
  studentUuid: string;
  studentAccountType: string;
  parentUuid: string;
  parentAccountType: string;
  interviewItem: string;
  isirUploadId: string | null;
}

/** Concrete addresses for a route pattern; throws for a parameter it does not know (a new route needs a filler). */
function addresses(route: RouteDef, who: 'student' | 'parent' | 'staff' | 'public', ids: Ids): string[] {
  const own =
    who === 'parent'
      ? { uuid: ids.parentUuid, type: ids.parentAccountType }
      : { uuid: ids.studentUuid, type: ids.studentAccountType };
  if (route.path === '/StudentView/:uuid/:component') {
    // Tabs with routes of their own are visited as those routes.
    return studentViewTabs()
      .filter((tab) => tab !== 'quickView' && tab !== 'isir')
      .map((tab) => `/StudentView/${ids.studentUuid}/${tab}`);
  }
  if (route.path === '/Settings/:uuid/:component') return [`/Settings/${own.uuid}/account`];
  if (route.path === '/adminAccountCreation/:uuid/:accountType')
    return [`/adminAccountCreation/${ids.studentUuid}/parent`];
  if (route.path === '/Interview/:uuid') return [`/Interview/${own.uuid}?link=${ids.interviewItem}`];
  const fill: Record<string, string | null> = {
    uuid:
      route.audience === 'staff' || route.path.startsWith('/studentAccountCreation')
        ? ids.studentUuid
        : own.uuid,
    accountType: own.type,
    component: 'studentTaskList',
    studentInterviewLinkUUID: ids.interviewItem,
    isirid: ids.isirUploadId,
    aidYear: '2027',
    domain: '222222',
  };
  return [
    route.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = fill[name];
      if (value === undefined)
        throw new Error(
          `${route.path}: no value for :${name} — add one to addresses() in accessibility.e2e.test.ts`,
        );
      if (value === null) throw new Error(`${route.path}: the demo data has nothing to fill :${name} with`);
      return encodeURIComponent(value);
    }),
  ];
}

interface Visit {
  route: string;
  role: string;
  url: string;
  violations: string[];
}
const visits: Visit[] = [];

/** Waits until the screen is drawn: no GraphQL request in flight, no 'Loading...' and no spinner. */
async function settled(page: Page, inflight: () => number) {
  await expect
    .poll(
      async () =>
        inflight() === 0 &&
        (await page.evaluate(
          () =>
            !document.body.innerText.includes('Loading...') &&
            document.querySelectorAll('.mantine-Loader-root, [aria-busy="true"]').length === 0 &&
            document.querySelector('#root')?.childElementCount !== 0,
        )),
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
  // Settle twice: a finished query may render a screen that starts the next one.
  await expect.poll(() => inflight(), { timeout: 20_000, interval: 100 }).toBe(0);
}

async function axe(page: Page): Promise<string[]> {
  // Colors are checked as drawn: a dialog or tab still fading in would blend into its background.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    {
      timeout: 10_000,
    },
  );
  await injectAxe(page);
  const result = await page.evaluate(async (tags) => {
    const w = window as unknown as {
      axe: {
        run(
          ctx: Document,
          opts: unknown,
        ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    return w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, TAGS);
  return result.violations.map(
    (v) =>
      `${v.id} (${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** A signed-in (or signed-out) browser tab that counts its GraphQL requests and keeps the caller's token. */
interface Session {
  context: BrowserContext;
  page: Page;
  inflight: () => number;
  token: () => string | null;
  /** The document language every screen of this session must declare (`<html lang>`); unset: not checked. */
  lang?: 'es';
}

/** A phone in Spanish (issue 26): 390 px wide, the browser asking for Spanish first. */
const SPANISH_PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'es-US',
};

async function openSession(spanishPhone = false): Promise<Session> {
  const context = await browser.newContext(spanishPhone ? SPANISH_PHONE : {});
  const page = await context.newPage();
  let pending = 0;
  let token: string | null = null;
  page.on('request', (req) => {
    if (!req.url().includes('/graphql')) return;
    pending += 1;
    const auth = req.headers().authorization;
    if (auth?.startsWith('Bearer ')) token = auth.slice(7);
  });
  const done = (req: { url(): string }) => {
    if (req.url().includes('/graphql')) pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    context,
    page,
    inflight: () => pending,
    token: () => token,
    ...(spanishPhone ? { lang: 'es' as const } : {}),
  };
}

/** Opens a path the way a click on a link would (no reload: the session and axe stay loaded). */
async function navigate(s: Session, url: string) {
  await s.page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // RootLayout marks the route once its screen has rendered (the old screen stays up while the new one loads).
  await s.page.waitForFunction(
    () => document.documentElement.dataset.route === window.location.pathname,
    undefined,
    {
      timeout: 20_000,
    },
  );
  await settled(s.page, s.inflight);
}

async function check(s: Session, role: string, route: string, url: string) {
  await navigate(s, url);
  const violations = await axe(s.page);
  if (s.lang) {
    const lang = await s.page.evaluate(() => document.documentElement.lang);
    if (lang !== s.lang) violations.push(`html lang is '${lang}', not '${s.lang}'`);
  }
  visits.push({ route, role, url, violations });
}

/**
 * Signs in on a Spanish phone through the Spanish sign-in screens, then keeps Spanish on the account (the account's
 * English would otherwise win at sign-in). `restoreEnglish` puts the account back for the suites after this one.
 */
async function signInInSpanish(email: string, role: string): Promise<Session> {
  const s = await openSession(true);
  await s.page.goto(`${inject('baseUrl')}/login`);
  await s.page.waitForURL(SIGN_IN_FORM);
  const record = async (route: string) => {
    await s.page.waitForFunction(() => document.documentElement.lang === 'es');
    visits.push({ route, role, url: new URL(s.page.url()).pathname, violations: await axe(s.page) });
  };
  await s.page.getByLabel('Correo electrónico').waitFor();
  await record('/login');
  await s.page.getByLabel('Correo electrónico').fill(email);
  await s.page.getByLabel('Contraseña').fill(PASSWORD);
  await s.page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await s.page.waitForURL(/\/mfa\//);
  await s.page.getByRole('button', { name: 'Enviar código' }).waitFor();
  await record('/mfa/:uuid/:accountType');
  const before = await fetch(
    `${inject('servicesUrl')}/api/dev/outbox?recipient=${encodeURIComponent(email)}`,
  );
  const lastId = ((await before.json()) as { id: number }[])[0]?.id ?? 0;
  await s.page.getByRole('button', { name: 'Enviar código' }).click();
  await s.page.getByLabel('Código de verificación').fill(await newMfaCode(email, lastId));
  await s.page.getByRole('button', { name: 'Verificar' }).click();
  await s.page.waitForURL((url) => /^\/userLanding\//.test(url.pathname));
  await settled(s.page, s.inflight);
  if ((await s.page.evaluate(() => document.documentElement.lang)) !== 'es') {
    await s.page.getByRole('button', { name: 'Español' }).click();
    await s.page.waitForFunction(() => document.documentElement.lang === 'es');
  }
  await settled(s.page, s.inflight);
  return s;
}

async function restoreEnglish(s: Session) {
  const saved = s.page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SavePreferredLanguage'),
  );
  await s.page.getByRole('button', { name: 'English' }).click();
  expect((await saved).ok()).toBe(true);
}

/** Signs in through the screens, checking the sign-in and MFA pages on the way (once). */
async function signInAs(email: string, checkAuthPages = false): Promise<Session> {
  const s = await openSession();
  const base = inject('baseUrl');
  // /login sends the browser to the OpenID Connect provider, whose sign-in step is the product's password form.
  await s.page.goto(`${base}/login`);
  await s.page.waitForURL(SIGN_IN_FORM);
  await s.page.getByLabel('Email').waitFor();
  if (checkAuthPages)
    visits.push({ route: '/login', role: 'signed out', url: '/login', violations: await axe(s.page) });
  await s.page.getByLabel('Email').fill(email);
  await s.page.getByLabel('Password').fill(PASSWORD);
  await s.page.getByRole('button', { name: 'Sign in' }).click();
  await s.page.waitForURL(/\/mfa\//);
  await s.page.getByRole('button', { name: 'Send code' }).waitFor();
  if (checkAuthPages)
    visits.push({
      route: '/mfa/:uuid/:accountType',
      role: 'signed out',
      url: new URL(s.page.url()).pathname,
      violations: await axe(s.page),
    });
  const before = await fetch(
    `${inject('servicesUrl')}/api/dev/outbox?recipient=${encodeURIComponent(email)}`,
  );
  const lastId = ((await before.json()) as { id: number }[])[0]?.id ?? 0;
  await s.page.getByRole('button', { name: 'Send code' }).click();
  await s.page.getByLabel('Verification code').fill(await newMfaCode(email, lastId));
  await s.page.getByRole('button', { name: 'Verify' }).click();
  await s.page.waitForURL((url) => !/\/(mfa|login|signin-callback|oidc)\b/.test(url.pathname));
  await settled(s.page, s.inflight);
  return s;
}

async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

let browser: Browser;
const routes = routeTable();
const sessions: Record<string, Session> = {};
let ids: Ids;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of Object.values(sessions)) await s.context.close();
  await browser?.close();
});

/** Visits the routes of an audience as a role; `only` narrows them (other staff roles see the everyday screens). */
async function visitAll(
  s: Session,
  role: string,
  audience: Audience,
  who: 'student' | 'parent' | 'staff' | 'public',
  only?: RegExp,
) {
  for (const route of routes.filter((r) => r.audience === audience && !(r.path in SKIPPED))) {
    if (only && !only.test(route.path)) continue;
    if (visits.some((v) => v.route === route.path && v.role === role)) continue;
    for (const url of addresses(route, who, ids)) await check(s, role, route.path, url);
  }
}

describe('accessibility of every route', () => {
  it('students and parents: their routes, no axe violation', async () => {
    const student = (sessions.student = await signInAs('student@aidverify.test', true));
    const [, studentUuid, studentAccountType] =
      new URL(student.page.url()).pathname.match(/^\/userLanding\/([^/]+)\/([^/]+)$/) ?? [];
    expect(studentUuid, 'a student lands on /userLanding/{uuid}/{type}').toBeTruthy();
    const parent = (sessions.parent = await signInAs('parent@aidverify.test'));
    const [, parentUuid, parentAccountType] =
      new URL(parent.page.url()).pathname.match(/^\/userLanding\/([^/]+)\/([^/]+)$/) ?? [];
    // An interview item of the student: the landing page links each item to its interview or its answers.
    const href = await student.page
      .locator('a[href*="/Interview/"], a[href*="/InterviewHistory/"]')
      .first()
      .getAttribute('href');
    const interviewItem = href
      ?.match(/link=([^&]+)|InterviewHistory\/[^/]+\/([^/?]+)/)
      ?.slice(1)
      .find(Boolean);
    expect(interviewItem, 'the demo student has an interview item on the landing page').toBeTruthy();
    ids = {
      studentUuid: studentUuid!,
      studentAccountType: studentAccountType!,
      parentUuid: parentUuid!,
      parentAccountType: parentAccountType!,
      interviewItem: decodeURIComponent(interviewItem!),
      isirUploadId: null,
    };

    await visitAll(student, 'student', 'student', 'student');
    await visitAll(parent, 'parent', 'student', 'parent');
    // The printable interview is outside the gates: its owner may open it.
    await check(
      student,
      'student',
      '/InterviewHistory/:uuid/:studentInterviewLinkUUID',
      `/InterviewHistory/${studentUuid}/${ids.interviewItem}`,
    );
  });

  it('students and parents in Spanish on a 390 px phone: every route, lang es, no axe violation', async () => {
    for (const [email, role, who] of [
      ['student@aidverify.test', 'student (es, phone)', 'student'],
      ['parent@aidverify.test', 'parent (es, phone)', 'parent'],
    ] as const) {
      const s = await signInInSpanish(email, role);
      const landing = new URL(s.page.url()).pathname;
      try {
        visits.push({
          route: '/userLanding/:uuid/:accountType',
          role,
          url: landing,
          violations: await axe(s.page),
        });
        await visitAll(s, role, 'student', who);
        if (who === 'student')
          await check(
            s,
            role,
            '/InterviewHistory/:uuid/:studentInterviewLinkUUID',
            `/InterviewHistory/${ids.studentUuid}/${ids.interviewItem}`,
          );
        // Back where the language switch is (the printable history has no header).
        await navigate(s, landing);
        await restoreEnglish(s);
      } finally {
        await s.context.close();
      }
    }
    // Signed out: the public routes in Spanish.
    const visitor = await openSession(true);
    try {
      await visitor.page.goto(`${inject('baseUrl')}/404`);
      await settled(visitor.page, visitor.inflight);
      await visitAll(
        visitor,
        'signed out (es, phone)',
        'public',
        'public',
        /^(?!\/(login|mfa|InterviewHistory))/,
      );
    } finally {
      await visitor.context.close();
    }
    const spanish = visits.filter((v) => v.role.includes('(es, phone)'));
    expect(spanish.length).toBeGreaterThan(10);
  }, 240_000);

  it('staff: SuperAdmin every staff route, no axe violation', async () => {
    const admin = (sessions.superadmin = await signInAs('superadmin@aidverify.test'));
    const uploads = await graphql<{ isirUploads: { id: number; status: string }[] }>(
      admin.token()!,
      '{ isirUploads { id status } }',
    );
    ids.isirUploadId = uploads.isirUploads.find((u) => u.status !== 'FAILED')?.id.toString() ?? null;
    if (!ids.isirUploadId) {
      // The demo data has no ISIR file: upload a generated one the way staff do, so its records page is checked too.
      const chunks: Buffer[] = [];
      for await (const chunk of generateIsirStream({
        layout: '2026-27',
        records: 5,
        seed: 13,
        headers: true,
        eol: '\r\n',
        selectedShare: 0.25,
      }))
        chunks.push(chunk as Buffer);
      await navigate(admin, '/upload');
      await admin.page
        .getByTestId('isir-file')
        .setInputFiles({ name: 'accessibility.txt', mimeType: 'text/plain', buffer: Buffer.concat(chunks) });
      await admin.page.getByRole('button', { name: 'Upload', exact: true }).click();
      await admin.page.getByText('File Imported Successfully').first().waitFor({ timeout: 60_000 });
      await settled(admin.page, admin.inflight);
      visits.push({
        route: '/upload',
        role: 'SuperAdmin (after an upload)',
        url: '/upload',
        violations: await axe(admin.page),
      });
      const after = await graphql<{ isirUploads: { id: number; status: string }[] }>(
        admin.token()!,
        '{ isirUploads { id status } }',
      );
      ids.isirUploadId = after.isirUploads.find((u) => u.status !== 'FAILED')?.id.toString() ?? null;
    }
    await visitAll(admin, 'SuperAdmin', 'staff', 'staff');
    await check(
      admin,
      'SuperAdmin',
      '/InterviewHistory/:uuid/:studentInterviewLinkUUID',
      `/InterviewHistory/${ids.studentUuid}/${ids.interviewItem}`,
    );
  }, 300_000);

  it('staff: Verifier and ReadOnly the everyday staff routes, no axe violation', async () => {
    const everyday = /^\/(welcome|userSearch|StudentView|\w+Worklist|corrections|transmittedCorrections)/;
    const verifier = (sessions.verifier = await signInAs('verifier@aidverify.test'));
    await visitAll(verifier, 'Verifier', 'staff', 'staff', everyday);
    const readonly = (sessions.readonly = await signInAs('readonly@aidverify.test'));
    await visitAll(
      readonly,
      'ReadOnly',
      'staff',
      'staff',
      /^\/(welcome|userSearch|StudentView\/:uuid\/quickView)/,
    );
  }, 240_000);

  it('signed out: the public routes, no axe violation', async () => {
    const s = (sessions.visitor = await openSession());
    await s.page.goto(`${inject('baseUrl')}/404`);
    await settled(s.page, s.inflight);
    await visitAll(s, 'signed out', 'public', 'public', /^(?!\/(login|mfa|InterviewHistory))/);
  });

  it('a role that may not see a route is turned away', async () => {
    const base = inject('baseUrl');
    const session = (name: string) => {
      const found = sessions[name];
      if (!found) throw new Error(`the ${name} session was not opened (an earlier test failed)`);
      return found;
    };
    // Signed out → the sign-in page.
    const visitor = session('visitor');
    await visitor.page.goto(`${base}/welcome`);
    await visitor.page.waitForURL(SIGN_IN_FORM);
    // A student → their own landing page, not a staff screen.
    const student = session('student');
    const verifier = session('verifier');
    await navigate(student, '/userSearch');
    expect(new URL(student.page.url()).pathname).toMatch(/^\/userLanding\//);
    // Staff → away from the students' portal.
    await navigate(verifier, `/userLanding/${ids.studentUuid}/${ids.studentAccountType}`);
    expect(new URL(verifier.page.url()).pathname).not.toMatch(/^\/userLanding\//);
    // A verifier lacks the administration permissions: the screen says so instead of showing data.
    for (const url of ['/Permissions', '/SchoolAudit', '/backoffice']) {
      await navigate(verifier, url);
      // The gateway's refusal, said on the screen (or the screen is hidden: not found).
      const refused = verifier.page
        .getByRole('alert')
        .filter({ hasText: /lacks the permission/ })
        .or(verifier.page.getByRole('heading', { name: 'Page not found' }));
      await expect.poll(() => refused.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      visits.push({ route: url, role: 'Verifier (denied)', url, violations: await axe(verifier.page) });
    }
  });

  it('the accessibility statement dialog (every page footer), for staff and students, no axe violation', async () => {
    const homes = {
      superadmin: '/welcome',
      student: `/userLanding/${ids.studentUuid}/${ids.studentAccountType}`,
    };
    for (const [role, name] of [
      ['SuperAdmin', 'superadmin'],
      ['student', 'student'],
    ] as const) {
      const s = sessions[name];
      if (!s) throw new Error(`the ${name} session was not opened (an earlier test failed)`);
      await navigate(s, homes[name]);
      await s.page.getByRole('button', { name: 'Accessibility' }).click();
      const dialog = s.page.getByRole('dialog', { name: 'Accessibility statement' });
      await dialog.waitFor();
      visits.push({
        route: 'accessibility statement dialog',
        role,
        url: new URL(s.page.url()).pathname,
        violations: await axe(s.page),
      });
      await dialog.getByRole('button', { name: 'Close dialog' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  afterAll(() => {
    // Routes × roles visited, and every route of the table accounted for.
    const byRoute = new Map<string, Set<string>>();
    for (const v of visits) byRoute.set(v.route, (byRoute.get(v.route) ?? new Set()).add(v.role));
    const lines = [...byRoute].map(([route, roles]) => `${route.padEnd(58)} ${[...roles].join(', ')}`);
    console.log(`\nRoutes × roles checked with axe (${visits.length} visits)\n${lines.join('\n')}`);
  });

  it('every route of the table was visited or is skipped with a reason, with zero violations', () => {
    const missing = routes
      .filter((r) => !(r.path in SKIPPED) && !visits.some((v) => v.route === r.path))
      .map((r) => r.path);
    expect(missing, 'routes of routes.tsx this test did not visit').toEqual([]);
    const failing = visits
      .filter((v) => v.violations.length > 0)
      .map((v) => `${v.role} ${v.url}\n    ${v.violations.join('\n    ')}`);
    expect(failing, failing.join('\n')).toEqual([]);
  });
});
