import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { importFromForm } from '../isir/isir.routes.js';
import { isirImportProcessIsirFileAnswer } from '../../domain/isir/isir-import.answers.js';

/** The school base's ISIR processing call: the same import as isir/uploadIsir (multipart SchoolCode, AidYear, isirFile). */
export function isirImportRoutes(ctx: AppContext): RouteDef[] {
  return [
    defineRoute({
      base: 'school',
      method: 'POST',
      path: 'isirImport/processIsirFile',
      access: { permission: 'UPLOAD_ISIR' },
      summary:
        "Process an ISIR file for the session's school (multipart SchoolCode, AidYear, isirFile); stored whole or not at all",
      response: isirImportProcessIsirFileAnswer,
      handler: ({ caller, request }) => importFromForm(ctx, caller, request),
    }),
  ];
}
