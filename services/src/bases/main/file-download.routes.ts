import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, FILE_ANSWER, type RouteDef } from '../../platform/route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { UUID_PATTERN } from '../../platform/route.js';
import { downloadSchoolFile } from '../../domain/schools/files.js';
import { openUpload } from '../../domain/interviews/uploads.js';
import { ownProfile, recordProfileLogin } from '../../domain/backoffice/own-profile.js';
import { ownProfileAnswer, profileLoginAnswer } from '../../domain/backoffice/own-profile.answers.js';
import { schoolServiceFileDownloadExactYearAnswer } from '../../domain/schools/administration.answers.js';

/** The latest aid year a school file can be for; 'nearest' then takes the newest year's file, else the every-year one. */
const LATEST_AID_YEAR = 2100;

/**
 * Main-base odds and ends of the signed-in session: the SSO user's master profile and its sign-in stamp, and
 * file downloads (a school's file; an interview document named by its reference in the address).
 */
export function mainProfileAndFileRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'sso/MasterUserProfile',
      access: 'staff',
      summary:
        "The signed-in staff person's master profile (firstName, lastName, profile.defaultSchoolCode, schools and roles)",
      response: ownProfileAnswer,
      handler: ({ caller }) => ownProfile(ctx.db, caller),
    }),
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'sso/MasterUserProfileLogin',
      access: 'staff',
      summary:
        'Stamps the sign-in on the master profile (when, which school); answers the profile with the previous sign-in',
      body: z.object({}).passthrough().optional(),
      response: profileLoginAnswer,
      handler: ({ caller }) => recordProfileLogin(ctx.db, caller),
    }),
  ];
}

/** Files downloaded: the school's files by type, interview documents. */
export function fileDownloadRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'main',
      method: 'POST',
      path: 'auth/fileDownload',
      access: 'signedIn',
      summary:
        "A file of the caller's school by type: the newest year's, else the every-year one (downloadResult is base64)",
      body: z
        .object({
          schoolCode: z.string().regex(/^[0-9A-Z]{6}$/, 'is a school code'),
          fileType: z.number().int().min(0).max(1000),
        })
        .strict(),
      response: schoolServiceFileDownloadExactYearAnswer,
      handler: ({ body, caller }) =>
        downloadSchoolFile(ctx, caller, { ...body, aidYear: LATEST_AID_YEAR }, 'nearest'),
    }),
    defineRoute({
      base: 'main',
      method: 'GET',
      path: 'auth/fileDownload/{x}/{base64Path}/{y}',
      access: 'signedIn',
      summary:
        "An interview document: x 'interview', base64Path the document's reference (base64url of its fileID), y its version",
      params: z.object({
        x: z.string().max(40),
        base64Path: z.string().max(200),
        y: z.coerce.number().int().min(1).max(100000),
      }),
      query: z.object({
        fileName: z.string().max(300).optional(),
        studentID: z.coerce.number().int().positive().optional(),
        interviewTypeID: z.coerce.number().int().positive().optional(),
        versionID: z.coerce.number().int().positive().optional(),
      }),
      response: FILE_ANSWER,
      handler: async ({ params, caller, reply }) => {
        if (params.x !== 'interview') throw notFound(`No downloads of kind '${params.x}'`);
        // The reference names a stored document, never a path: anything but a document id is refused outright.
        const fileID = Buffer.from(params.base64Path, 'base64url').toString('utf8');
        if (!UUID_PATTERN.test(fileID)) throw badRequest('The address does not name a document');
        const file = await openUpload(ctx, caller, fileID);
        if (!file.fileName.startsWith(`${params.y} `)) {
          file.stream.destroy();
          throw notFound(`No version ${params.y} of this document`);
        }
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    }),
  ];
}
