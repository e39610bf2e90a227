import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Db } from '../platform/db.js';
import type { Caller } from '../platform/caller.js';
import { recordActivity } from '../domain/audit/activity.js';
import { purlSchema, schoolCodeSchema } from '../domain/schools/school-profile.js';
import { issueStaffPasswordLink, webOrigin } from '../domain/identity/staff-password-link.js';
import { openSchoolAidYear } from './school-setup.js';
import * as sql from './seed.queries.js';
import { KeycloakAdmin, type KeycloakUser } from '../domain/identity/keycloak-admin.js';

/** The setup cannot (or must not) run; the message says why and what to do. Nothing was written. */
export class FirstRunRefused extends Error {}

/** Serializes two setups started at once (a container's start and a manual run). */
const FIRST_RUN_LOCK = 7302;

export const firstRunInputSchema = z.object({
  schoolCode: schoolCodeSchema,
  adminEmail: z.string().trim().toLowerCase().pipe(z.email('is not an e-mail address')),
  /** Needed only when the code is not on the Title IV school list. */
  schoolName: z.string().trim().min(1).max(200).optional(),
  schoolPurl: purlSchema.optional(),
  adminFirstName: z.string().trim().min(1).max(100).default('Installation'),
  adminLastName: z.string().trim().min(1).max(100).default('Administrator'),
  /** The web's address the link points at; default the portal's configured address, else the gateway's. */
  linkOrigin: z.url().optional(),
});
export type FirstRunInput = z.input<typeof firstRunInputSchema>;

export interface FirstRunResult {
  schoolCode: string;
  schoolName: string;
  /** True when the name came from the Title IV school list. */
  fromTitleIvList: boolean;
  aidYear: number;
  adminEmail: string;
  adminUuid: string;
  /** The one-time link (queued in the outbox too); absent when the administrator signs in at Keycloak. */
  link?: string;
  /** The Keycloak user linked to the administrator. */
  keycloakUser?: { id: string; username: string };
  /** With Keycloak but no admin credentials: the attributes to set on the Keycloak user by hand. */
  keycloakAttributes?: Record<string, string>;
}

/** The email of an active SuperAdmin, if the installation has one. */
async function existingAdministrator(db: Db): Promise<string | undefined> {
  return (await sql.activeAdministrator.first(db, {}))?.email;
}

const refusedTwice = (email: string) =>
  new FirstRunRefused(
    `The installation already has an administrator (${email}); the first-run setup only runs on an installation without one. ` +
      'Sign in as that administrator to add schools and people.',
  );

/** The current federal aid year (July to June, named by the year it ends), within the years the catalogue has. */
async function firstAidYear(db: Db, today = new Date()): Promise<number> {
  const current = today.getUTCMonth() >= 6 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  const row = await sql.newestTemplateYear.first(db, {});
  return Math.min(current, row?.newest ?? current);
}

/** A PURL from the school's name: its words, lower-case, joined by hyphens. */
const purlFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '') || 'school';

/**
 * The first school of an empty installation (name from the Title IV list when the code is there), its aid year
 * settings, and its first SuperAdmin, who gets a one-time link to choose a password and the sign-in code channel
 * (or, with Keycloak, is linked to the Keycloak user with that e-mail). Refused once an administrator exists.
 */
export async function runFirstSetup(ctx: AppContext, raw: FirstRunInput): Promise<FirstRunResult> {
  const parsed = firstRunInputSchema.safeParse(raw);
  if (!parsed.success)
    throw new FirstRunRefused(
      parsed.error.issues.map((i) => `${String(i.path[0] ?? 'input')}: ${i.message}`).join('; '),
    );
  const input = parsed.data;
  const admin = await existingAdministrator(ctx.db);
  if (admin) throw refusedTwice(admin);

  const listed = await sql.titleIvName.first(ctx.db, { code: input.schoolCode });
  const schoolName = listed?.school_name ?? input.schoolName;
  if (!schoolName)
    throw new FirstRunRefused(
      `School code ${input.schoolCode} is not on the Title IV school list; give the school's name (--school-name or INITIAL_SCHOOL_NAME)`,
    );

  const { keycloak, keycloakUser } = await keycloakUserFor(ctx.env, input.adminEmail);
  const origin =
    input.linkOrigin ??
    ctx.env.INITIAL_ADMIN_LINK_ORIGIN ??
    (await webOrigin(ctx.db, ctx.env.OIDC_ISSUER_URL));
  const aidYear = await firstAidYear(ctx.db);

  return ctx.db.transaction(async (tx) => {
    await sql.advisoryLock.run(tx, { lock: FIRST_RUN_LOCK });
    const raced = await existingAdministrator(tx);
    if (raced) throw refusedTwice(raced);

    const school = await sql.existingSchool.first(tx, { code: input.schoolCode });
    if (!school) await createSchool(tx, input.schoolCode, schoolName, input.schoolPurl, aidYear);

    const { staff, setup } = await addSuperAdmin(tx, input);
    await recordActivity(tx, setup, {
      action: 'FIRST_RUN_SETUP',
      entityType: 'school',
      entityId: input.schoolCode,
      details: { adminEmail: input.adminEmail, keycloakUserId: keycloakUser?.id ?? null },
    });
    const result: FirstRunResult = {
      schoolCode: input.schoolCode,
      schoolName: school?.school_name ?? schoolName,
      fromTitleIvList: Boolean(listed) && !school,
      aidYear: school?.default_aid_year ?? aidYear,
      adminEmail: input.adminEmail,
      adminUuid: staff.uuid,
    };
    const attributes = { UUID: staff.uuid, ACCT: 'staff', SCHOOL_CODE: input.schoolCode };
    if (keycloak && keycloakUser) {
      // Last, so a refusal by Keycloak leaves nothing behind here (the transaction rolls back).
      await keycloak.setAttributes(keycloakUser, attributes);
      result.keycloakUser = { id: keycloakUser.id, username: keycloakUser.username };
      return result;
    }
    if (ctx.env.OIDC_EXTERNAL_ISSUER) result.keycloakAttributes = attributes;
    result.link = await issueStaffPasswordLink(
      tx,
      { id: staff.id, email: input.adminEmail, firstName: input.adminFirstName },
      origin,
      `you are the first administrator of aidverify for ${result.schoolName}.`,
    );
    return result;
  });
}

/**
 * With Keycloak, the Keycloak user the first administrator signs in as, which must already exist: checked before
 * anything is written.
 */
async function keycloakUserFor(env: AppContext['env'], email: string) {
  const keycloak = KeycloakAdmin.fromEnv(env);
  let keycloakUser: KeycloakUser | undefined;
  if (keycloak) {
    keycloakUser = await keycloak.findUserByEmail(email);
    if (!keycloakUser)
      throw new FirstRunRefused(
        `Keycloak (${keycloak.realmUrl}) has no user with the e-mail ${email}; create that user in the aidverify realm first, then run the setup again`,
      );
  }
  return { keycloak, keycloakUser };
}

/** The first administrator, a SuperAdmin of the school, and the caller the setup acts as in the activity log. */
async function addSuperAdmin(tx: Db, input: z.output<typeof firstRunInputSchema>) {
  const staff = (await sql.upsertAdministrator.first(tx, {
    uuid: randomUUID(),
    email: input.adminEmail,
    firstName: input.adminFirstName,
    lastName: input.adminLastName,
    schoolCode: input.schoolCode,
  }))!;
  await sql.makeSuperAdmin.run(tx, { staffId: staff.id, schoolCode: input.schoolCode });
  const setup: Caller = {
    kind: 'staff',
    accountId: staff.id,
    accountUuid: staff.uuid,
    username: 'first-run setup',
    schoolCode: input.schoolCode,
    role: 'SuperAdmin',
    permissions: new Set(),
  };
  return { staff, setup };
}

/** The school, its first aid year, and that year's settings and verification-group task map from the catalogue. */
async function createSchool(tx: Db, code: string, name: string, purl: string | undefined, aidYear: number) {
  let url = purl ?? purlFrom(name);
  if (await sql.purlTaken.first(tx, { purl: url })) {
    if (purl) throw new FirstRunRefused(`The PURL ${purl} is already in use`);
    url = `${url.slice(0, 56)}-${code.toLowerCase()}`;
  }
  await sql.insertSchool.run(tx, {
    code,
    name,
    purl: url,
    aidYear,
    sidName: 'Student ID',
    studentRepository: false,
  });
  await openSchoolAidYear(tx, code, aidYear, false);
}

/** Runs the setup configured by INITIAL_SCHOOL_CODE and INITIAL_ADMIN_EMAIL at start; done once, then skipped. */
export async function firstRunFromEnv(ctx: AppContext): Promise<FirstRunResult | undefined> {
  const { INITIAL_SCHOOL_CODE: schoolCode, INITIAL_ADMIN_EMAIL: adminEmail } = ctx.env;
  if (!schoolCode && !adminEmail) return undefined;
  if (!schoolCode || !adminEmail)
    throw new FirstRunRefused('Set both INITIAL_SCHOOL_CODE and INITIAL_ADMIN_EMAIL for the first-run setup');
  if (await existingAdministrator(ctx.db)) return undefined;
  return runFirstSetup(ctx, { schoolCode, adminEmail, schoolName: ctx.env.INITIAL_SCHOOL_NAME });
}

/** What the operator reads after the setup: what was made, and the link unless a sender e-mails it. */
export function describeFirstRun(r: FirstRunResult, messageSender: boolean): string {
  const lines = [
    `First school: ${r.schoolName} (${r.schoolCode})${r.fromTitleIvList ? ', named from the Title IV school list' : ''}, aid year ${r.aidYear - 1}-${String(r.aidYear).slice(2)}.`,
    `First administrator (SuperAdmin): ${r.adminEmail}.`,
  ];
  if (r.keycloakUser)
    lines.push(
      `Linked to the Keycloak user ${r.keycloakUser.username} (${r.keycloakUser.id}): they sign in at Keycloak with their Keycloak password.`,
    );
  if (r.keycloakAttributes)
    lines.push(
      `To sign in through Keycloak instead, set these attributes on their Keycloak user: ${Object.entries(
        r.keycloakAttributes,
      )
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}.`,
    );
  if (r.link)
    lines.push(
      messageSender
        ? `A one-time link to choose a password and the sign-in code channel is e-mailed to ${r.adminEmail}.`
        : `No message sender is configured (SMTP_*): give the administrator this one-time link (it works once, for 72 hours; also kept in the outbox):\n  ${r.link}`,
    );
  return lines.join('\n');
}
