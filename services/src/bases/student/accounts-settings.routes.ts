// Settings (/Settings/{uuid}/account/, /settings/{uuid}/studentProfile): the account, its password and mobile
// number, the student's profile.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { dbId, defineRoute, type RouteDef } from '../../platform/route.js';
import {
  changeEmail,
  purgeParentAccount,
  updateMfaOption,
  updateMfaToFirst,
  updatePreferredLanguage,
} from '../../domain/accounts/account-changes.js';
import { resetPassword, sendResetPasswordEmail } from '../../domain/accounts/password-reset.js';
import { sendSmsConfirmation, verifySmsToken } from '../../domain/accounts/mobile-number.js';
import {
  accountSettings,
  getStudentProfile,
  updateStudentProfile,
} from '../../domain/accounts/student-profile.js';
import {
  accountSettingsAnswer,
  changeEmailAnswer,
  purgeParentAccountAnswer,
  resetPasswordAnswer,
  sendResetPasswordEmailAnswer,
  sendSmsConfirmationAnswer,
  updateMfaOptionAnswer,
  updatePreferredLanguageAnswer,
  updateStudentProfileAnswer,
} from '../../domain/accounts/answers.js';
import { aidYear, email } from './accounts.routes.js';

const profile = z.object({
  preferredName: z.string().trim().max(100).nullish(),
  phone: z
    .string()
    .trim()
    .regex(/^[\d\s()+.-]{7,20}$/, 'enter a phone number')
    .nullish(),
  street: z.string().trim().max(200).nullish(),
  city: z.string().trim().max(100).nullish(),
  state: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'use the two-letter state code')
    .nullish(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'enter a 5-digit ZIP code')
    .nullish(),
});

/** An account's sign-in e-mail, where its codes go, its language. */
export function accountSettingRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'ChangeEmail',
      access: 'signedIn',
      summary:
        'Change the sign-in e-mail of an account (staff with STUDENT_EDIT, or the account itself); both addresses are told; with Keycloak its realm user gets the new username and e-mail (502 when Keycloak cannot be updated)',
      body: z.object({
        AccountID: dbId,
        CurrentUsername: z.string().trim().min(1).max(320),
        NewUsername: email,
      }),
      response: changeEmailAnswer,
      handler: ({ body, caller }) =>
        changeEmail(ctx, caller, {
          accountID: body.AccountID,
          currentUsername: body.CurrentUsername,
          newUsername: body.NewUsername,
        }),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'UpdateMFAOption',
      access: 'signedIn',
      summary: 'Where sign-in codes go: EMAIL, or SMS to a confirmed mobile number',
      body: z.object({ AccountID: dbId.optional(), mfaOption: z.enum(['EMAIL', 'SMS']) }),
      response: updateMfaOptionAnswer,
      handler: ({ body, caller }) =>
        updateMfaOption(ctx, caller, { accountID: body.AccountID, mfaOption: body.mfaOption }),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'UpdatePreferredLanguage',
      access: 'user',
      summary:
        "The language of the portal and of the messages a student or parent gets (the caller's own account)",
      body: z.object({ AccountID: dbId.optional(), preferredLanguage: z.enum(['en', 'es']) }),
      response: updatePreferredLanguageAnswer,
      handler: ({ body, caller }) =>
        updatePreferredLanguage(ctx, caller, {
          accountID: body.AccountID,
          preferredLanguage: body.preferredLanguage,
        }),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'UpdateMFAToFirst/{x}',
      access: 'signedIn',
      summary: 'Send sign-in codes of account x by e-mail again (the first option)',
      params: z.object({ x: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: updateMfaOptionAnswer,
      handler: ({ params, caller }) => updateMfaToFirst(ctx, caller, params.x),
    }),
  ];
}

/** Passwords reset by e-mail or with a one-time link. */
export function passwordResetRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'SendResetPasswordEmail',
      access: 'public',
      summary: 'E-mail a password reset link (same answer whether or not the account exists)',
      body: z.object({
        username: z.string().trim().min(1, 'enter your e-mail').max(320),
        schoolCode: z.string().trim().max(20).optional(),
        PURL: z.string().max(200).optional(),
        studentUuid: z.string().max(40).optional(),
        aidYear: aidYear.optional(),
        locationHREF: z.string().max(2000).optional(),
        language: z
          .enum(['en', 'es'])
          .optional()
          .describe("The language of the page asking (issue 26); else the link goes out in the account's"),
      }),
      response: sendResetPasswordEmailAnswer,
      handler: ({ body, request }) =>
        sendResetPasswordEmail(
          ctx,
          {
            username: body.username,
            schoolCode: body.schoolCode,
            purl: body.PURL,
            locationHREF: body.locationHREF,
            language: body.language,
          },
          request.ip,
        ),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'AddAccountPasswordReset',
      access: 'public',
      summary:
        "Choose a new password with the token from a reset e-mail, or a staff member's one-time link (with the channel of their sign-in codes); every session of the account ends",
      body: z.object({
        token: z.string().min(10, 'the reset link is incomplete').max(200),
        password: z.string().min(1, 'choose a password').max(200),
        mfaOption: z.enum(['EMAIL', 'SMS']).optional(),
        phone: z.string().trim().max(30).optional(),
      }),
      response: resetPasswordAnswer,
      handler: ({ body }) => resetPassword(ctx, body),
    }),
  ];
}

/** A mobile number confirmed by a texted code. */
export function mobileNumberRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'SendSmsConfirmation',
      access: 'user',
      summary: 'Text a confirmation code to a new mobile number',
      body: z.object({
        phoneNumber: z.string().trim().min(1, 'enter a mobile number').max(30),
        schoolCode: z.string().optional(),
        studentID: z.number().optional(),
        studentUuid: z.string().optional(),
      }),
      response: sendSmsConfirmationAnswer,
      handler: ({ body, caller }) => sendSmsConfirmation(ctx, caller, { phoneNumber: body.phoneNumber }),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'CreateSMSToken',
      access: 'user',
      summary: 'Text a new confirmation code to the mobile number on file',
      body: z.object({
        studentUuid: z.string().optional(),
        username: z.string().optional(),
        schoolCode: z.string().optional(),
      }),
      response: sendSmsConfirmationAnswer,
      handler: ({ caller }) => sendSmsConfirmation(ctx, caller, {}),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'verifySMSToken',
      access: 'user',
      summary: 'Check the texted code; the mobile number is confirmed when it matches',
      body: z.object({
        smsToken: z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'the code is 6 digits'),
        studentUuid: z.string().optional(),
        username: z.string().optional(),
      }),
      response: sendResetPasswordEmailAnswer,
      handler: ({ body, caller }) => verifySmsToken(ctx, caller, body),
    }),
  ];
}

/** A parent removed from a student; the student's contact profile; the signed-in account's settings. */
export function studentProfileRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'purgeParentAccount',
      access: { permission: 'STUDENT_EDIT' },
      summary:
        "Remove a parent from a student; the parent's account is deleted when it serves no other student",
      body: z.object({ parentAccountID: dbId, studentID: dbId }),
      response: purgeParentAccountAnswer,
      handler: ({ body, caller }) => purgeParentAccount(ctx, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'POST',
      path: 'updateStudentProfile',
      access: 'signedIn',
      summary:
        "A student's contact profile for an aid year (the student, their parent, or staff with STUDENT_EDIT)",
      body: z.object({ studentUuid: z.string().uuid('must be the student uuid'), aidYear, profile }),
      response: updateStudentProfileAnswer,
      handler: ({ body, caller }) => updateStudentProfile(ctx.db, caller, body),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'studentProfile/{uuid}/{aidYear}',
      access: 'signedIn',
      summary: "A student's contact profile for an aid year",
      params: z.object({ uuid: z.string().uuid('must be the student uuid'), aidYear }),
      response: updateStudentProfileAnswer,
      handler: ({ params, caller }) => getStudentProfile(ctx.db, caller, params.uuid, params.aidYear),
    }),
    defineRoute({
      base: 'student',
      method: 'GET',
      path: 'studentAccountService/accountSettings',
      access: 'user',
      summary: 'The signed-in account: e-mail, masked phone, MFA option, linked students',
      response: accountSettingsAnswer,
      handler: ({ caller }) => accountSettings(ctx.db, caller),
    }),
  ];
}
