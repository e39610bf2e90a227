import { z } from 'zod';

export const linkStudentAccountAnswer = z.object({
  id: z.number(),
  studentID: z.number(),
  studentAccountID: z.number(),
  accountType: z.number(),
  eSignOptOut: z.boolean(),
  eSignOptOutDate: z.string().nullable(),
});

/** A student or parent account, with the students it serves (phone masked unless the caller may read it). */
export const studentAccountAnswer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mfaOption: z.enum(['EMAIL', 'SMS']),
  createdAt: z.string(),
  hasPassword: z.boolean(),
});

export const manyStudentAccountsAnswer = z.array(
  studentAccountAnswer.extend({
    studentList: z.array(z.object({ id: z.number().int(), accountType: z.number().int() })),
  }),
);

/** A student an account serves, with the account type of the link. */
export const studentOfAccountAnswer = z.object({
  studentAccountID: z.number().int(),
  accountType: z.number().int().describe('0 student, 1 parent, 3 other parent, 4 spouse'),
  id: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  status: z.string(),
});

export const manyStudentsByAccountIdsAnswer = z.array(studentOfAccountAnswer);

/** The sign-in record of an account as support staff look it up (phone masked). */
export const identityUserByUsernameAnswer = studentAccountAnswer.extend({
  phoneConfirmedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  enabled: z.boolean(),
  students: z.array(studentOfAccountAnswer),
});

/** A student the signed-in account serves. */
export const linkedStudentAnswer = z.object({
  id: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: z.number().int(),
});

export const studentLookupAnswer = z.object({
  found: z.boolean(),
  uuid: z.string(),
  firstName: z.string(),
  schoolCode: z.string(),
  aidYear: z.number(),
  isDependent: z.boolean(),
  hasStudentAccount: z.boolean(),
  accountTypesTaken: z.array(z.number()),
  creationToken: z.string(),
  expiresAt: z.string(),
});

export const createAccountAnswer = z.object({
  taskListItemsCreated: z.number(),
  messageSent: z.boolean(),
  accountID: z.number(),
  uuid: z.string(),
  studentUuid: z.string(),
  accountType: z.number(),
});

export const staffCreateAccountAnswer = z.object({
  taskListItemsCreated: z.number(),
  messageSent: z.boolean(),
  message: z.string(),
  accountID: z.number(),
  uuid: z.string(),
  username: z.string(),
  studentUuid: z.string(),
  accountType: z.number(),
});

export const setTemporaryPasswordAnswer = z.object({
  success: z.boolean(),
  username: z.string(),
  temporaryPassword: z.string(),
});

export const changeEmailAnswer = z.object({ success: z.boolean(), username: z.string() });

export const updateMfaOptionAnswer = z.object({ success: z.boolean(), mfaOption: z.enum(['EMAIL', 'SMS']) });

export const updatePreferredLanguageAnswer = z.object({
  success: z.boolean(),
  preferredLanguage: z.enum(['en', 'es']),
});

export const sendResetPasswordEmailAnswer = z.object({ success: z.boolean(), message: z.string() });

export const resetPasswordAnswer = z.object({ success: z.boolean() });

export const sendSmsConfirmationAnswer = z.object({ success: z.boolean(), phoneNumber: z.string() });

export const purgeParentAccountAnswer = z.object({ success: z.boolean(), accountDeleted: z.boolean() });

export const updateStudentProfileAnswer = z.object({
  studentUuid: z.string(),
  aidYear: z.number(),
  profile: z.object({
    preferredName: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    street: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    zip: z.string().nullable().optional(),
  }),
  updatedAt: z.string().nullable(),
});

export const accountSettingsAnswer = z.object({
  accountID: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  mfaOption: z.enum(['EMAIL', 'SMS']),
  students: z.array(linkedStudentAnswer),
});
