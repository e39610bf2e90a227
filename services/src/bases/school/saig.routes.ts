import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, idParam, type RouteDef } from '../../platform/route.js';
import { notFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/caller.js';
import {
  changePassword,
  createSchoolFolder,
  mailboxPasswordSchema,
  schoolFolderInfo,
  storePassword,
  tgInfo,
  tgNumberSchema,
  updateTgInfo,
} from '../../domain/saig/mailbox.js';
import { ftpLog, importMessage, listMessages, messageFile } from '../../domain/saig/mailbox-messages.js';
import { pollNow } from '../../domain/saig/mailbox-poll.js';
import {
  edMessageAnswer,
  getEdMessageAnswer,
  saigAdminCheckIfPasswordExistsAnswer,
  saigAdminDownloadFileAnswer,
  saigAdminGetFTPLogAnswer,
  saigAdminGetSchoolFolderAnswer,
  saigAdminGetSchoolTgInfoAnswer,
  saigAdminPollMailboxesAnswer,
  saigAdminSetupPasswordAnswer,
  saigAdminUpdateTgInfoAnswer,
} from '../../domain/saig/saig.answers.js';

function ownSchool(caller: Caller, code: string) {
  if (code.toUpperCase() !== caller.schoolCode)
    throw notFound(`No school ${code} in this session; switch school first`);
  return caller.schoolCode;
}

/** /SAIGMailboxAdministration (settings) and /saigMailbox (messages). */
export function saigRoutes(ctx: AppContext): RouteDef[] {
  const ADMIN = { permission: 'SAIG_MAILBOX_ADMINISTRATION_VIEW' } as const;
  const code = z.object({ code: z.string().max(20) });
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'saigAdmin/getSchoolTgInfo/{code}',
      access: ADMIN,
      summary:
        "The school's TG number, whether a mailbox password is stored and whether its folder exists (never the password)",
      params: code,
      response: saigAdminGetSchoolTgInfoAnswer,
      handler: ({ params, caller }) => tgInfo(ctx, ownSchool(caller, params.code)),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'saigAdmin/updateTgInfo',
      access: ADMIN,
      summary: "Sets the school's TG number ('Successfully updated mailbox settings.')",
      body: z.object({ tgNumber: tgNumberSchema }).strict(),
      response: saigAdminUpdateTgInfoAnswer,
      handler: ({ body, caller }) => updateTgInfo(ctx, caller, body.tgNumber),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'saigAdmin/createSchoolFolder/{code}',
      access: ADMIN,
      summary: "Creates the school's mailbox folder ('Setup School', or 'School folder exists')",
      params: code,
      response: saigAdminGetSchoolFolderAnswer,
      handler: ({ params, caller }) => (ownSchool(caller, params.code), createSchoolFolder(ctx, caller)),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'saigAdmin/getSchoolFolder/{code}',
      access: ADMIN,
      summary: "The school's mailbox folder (404 'Could not find school folder')",
      params: code,
      response: saigAdminGetSchoolFolderAnswer,
      handler: ({ params, caller }) => schoolFolderInfo(ctx, ownSchool(caller, params.code)),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'saigAdmin/checkIfPasswordExists/{code}',
      access: ADMIN,
      summary: 'Whether a mailbox password is stored',
      params: code,
      response: saigAdminCheckIfPasswordExistsAnswer,
      handler: async ({ params, caller }) => (await tgInfo(ctx, ownSchool(caller, params.code))).hasPassword,
    }),
  ];
}

/** The mailbox password: stored, changed, set up; the mailboxes polled. */
export function saigPasswordRoutes(ctx: AppContext): RouteDef[] {
  const ADMIN = { permission: 'SAIG_MAILBOX_ADMINISTRATION_VIEW' } as const;
  const VIEW = { permission: 'SAIG_MAILBOX_VIEW' } as const;
  const code = z.object({ code: z.string().max(20) });
  return [
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'saigAdmin/storePassword/{code}',
      access: ADMIN,
      summary: 'Stores the first mailbox password (sealed); refused when one is set',
      params: code,
      body: z.object({ password: mailboxPasswordSchema }).strict(),
      response: saigAdminSetupPasswordAnswer,
      handler: ({ params, body, caller }) => (
        ownSchool(caller, params.code),
        storePassword(ctx, caller, body.password)
      ),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'saigAdmin/updatePassword/{code}',
      access: ADMIN,
      summary:
        'Sets the mailbox password when none is stored yet (changing one needs setupPassword with the old one)',
      params: code,
      body: z.object({ newPassword1: mailboxPasswordSchema }).strict(),
      response: saigAdminSetupPasswordAnswer,
      handler: ({ params, body, caller }) => (
        ownSchool(caller, params.code),
        storePassword(ctx, caller, body.newPassword1)
      ),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'saigAdmin/setupPassword/{code}',
      access: ADMIN,
      summary: 'Changes the mailbox password; the old one must match or nothing changes',
      params: code,
      body: z
        .object({
          oldPassword: z.string().min(1, 'is required').max(64),
          newPassword1: mailboxPasswordSchema,
        })
        .strict(),
      response: saigAdminSetupPasswordAnswer,
      handler: ({ params, body, caller }) => (
        ownSchool(caller, params.code),
        changePassword(ctx, caller, body.oldPassword, body.newPassword1)
      ),
    }),
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'saigAdmin/pollMailboxes',
      access: VIEW,
      summary: "Fetches new files from the school's mailbox now ('Successfully retrieved mailbox.')",
      response: saigAdminPollMailboxesAnswer,
      handler: ({ caller }) => pollNow(ctx, caller),
    }),
  ];
}

/** /saigMailbox: messages to and from FSA, their files, the transfer log. */
export function saigMessageRoutes(ctx: AppContext): RouteDef[] {
  const VIEW = { permission: 'SAIG_MAILBOX_VIEW' } as const;
  return [
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'edMessage',
      access: VIEW,
      summary: 'Files received from the mailbox with their status (edFileStatus 1: imported)',
      response: getEdMessageAnswer,
      handler: ({ caller }) => listMessages(ctx.db, caller.schoolCode),
    }),
    defineRoute({
      base: 'school',
      method: 'PATCH',
      path: 'edMessage/{id}',
      access: { permission: 'UPLOAD_ISIR' },
      summary: "Imports a received ISIR file; edFileStatus becomes 1 ('File Imported Successfully')",
      params: idParam,
      body: z.object({ edFileStatus: z.literal(1, 'must be 1 (imported)') }).strict(),
      response: edMessageAnswer,
      handler: ({ params, caller }) => importMessage(ctx, caller, params.id),
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'SaigAdmin/downloadFile/{tgNumber}/{fileName}',
      access: VIEW,
      summary: 'Downloads a received mailbox file',
      params: z.object({ tgNumber: z.string().max(10), fileName: z.string().max(200) }),
      response: saigAdminDownloadFileAnswer,
      handler: async ({ params, caller, request, reply }) => {
        const file = await messageFile(ctx, caller, params.tgNumber.toUpperCase(), params.fileName);
        // Asked for as JSON (the gateway), the file travels base64-encoded inside it; otherwise as the file itself.
        if (/application\/json/.test(String(request.headers.accept ?? ''))) {
          return {
            fileName: file.fileName,
            contentType: 'application/octet-stream',
            contentBase64: file.bytes.toString('base64'),
          };
        }
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
          .send(file.bytes);
      },
    }),
    defineRoute({
      base: 'school',
      method: 'GET',
      path: 'SaigAdmin/getFTPLog/{x}',
      access: VIEW,
      summary: "The mailbox transfer log of the session's school (newest first)",
      params: z.object({ x: z.string().max(20) }),
      response: saigAdminGetFTPLogAnswer,
      handler: ({ params, caller }) => ftpLog(ctx.db, ownSchool(caller, params.x)),
    }),
  ];
}
