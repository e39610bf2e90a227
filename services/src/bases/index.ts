import type { AppContext } from '../context.js';
import type { RouteDef } from '../platform/route.js';
import { identityRoutes, loginDataRoutes, sessionRoutes } from './main/identity.routes.js';
import { schoolRoleRoutes, schoolRoutes } from './school/schools.routes.js';
import { studentListRoutes, studentRoutes } from './student/students.routes.js';
import {
  verificationReviewRoutes,
  verificationStateRoutes,
  verificationStatusRoutes,
} from './student/verification.routes.js';
import { signatureRoutes } from './student/verification-signatures.routes.js';
import { noteChangeRoutes, noteRoutes, taskListMemoRoutes } from './student/verification-notes.routes.js';
import { worklistRoutes } from './student/worklists.routes.js';
import { historyRoutes } from './student/verification-histories.routes.js';
import { accountLinkRoutes } from './student/verification-account-links.routes.js';
import { commentCodeRoutes } from './student/verification-comment-codes.routes.js';
import { binderRoutes } from './student/verification-binders.routes.js';
import { processorDocumentRoutes } from './student/verification-documents.routes.js';
import { correctionExportRoutes, correctionRoutes } from './student/corrections.routes.js';
import { studentAttributeRoutes, studentRecordRoutes } from './student/verification-records.routes.js';
import {
  schoolAdministrationRoutes,
  schoolConfigChangeRoutes,
  schoolConfigRoutes,
} from './school/admin.routes.js';
import { permissionRoutes } from './school/permissions.routes.js';
import { saigMessageRoutes, saigPasswordRoutes, saigRoutes } from './school/saig.routes.js';
import { auditRoutes, schoolHistoryRoutes } from './school/audit.routes.js';
import {
  backofficeRoutes,
  holidayRoutes,
  masterSchoolRoutes,
  masterUserProfileRoutes,
} from './admin/backoffice.routes.js';
import { interviewHistoryRoutes, interviewStepRoutes } from './interview/interviews.routes.js';
import { interviewUploadRoutes } from './interview/interviews-uploads.routes.js';
import { taskItemRoutes } from './interview/interviews-task-items.routes.js';
import {
  interviewStepSearchRoutes,
  interviewTemplateRoutes,
  interviewTypeRoutes,
} from './interview/interviews-templates.routes.js';
import {
  templateBuilderRoutes,
  templateEditRoutes,
  templatePartRoutes,
} from './interview/interviews-builder.routes.js';
import {
  choiceEditRoutes,
  questionEditRoutes,
  stepEditRoutes,
} from './interview/interviews-builder-pieces.routes.js';
import { accountAdministrationRoutes, accountRoutes } from './student/accounts.routes.js';
import { accountDirectoryChangeRoutes, accountDirectoryRoutes } from './student/accounts-directory.routes.js';
import { studentLookupRoutes } from './main/accounts-lookup.routes.js';
import { isirRecordRoutes, isirRoutes } from './isir/isir.routes.js';
import { isirViewCopyRoutes, isirViewRoutes } from './isir/isir-view.routes.js';
import {
  isirViewElementRoutes,
  isirViewGroupRoutes,
  isirViewTabRoutes,
} from './isir/isir-view-settings.routes.js';
import { isirElementInfoRoutes, isirMetadataRoutes } from './admin/isir-metadata.routes.js';
import { isirImportRoutes } from './school/isir-import.routes.js';
import { backofficeNotificationRoutes, referenceRoutes } from './admin/backoffice-reference.routes.js';
import { schoolMessageRoutes } from './school/messages.routes.js';
import { povertyRoutes } from './student/backoffice-poverty.routes.js';
import { mainNotificationRoutes } from './main/notifications.routes.js';
import { fileDownloadRoutes, mainProfileAndFileRoutes } from './main/file-download.routes.js';
import { jobRoutes } from './school/jobs.routes.js';
import {
  reportDownloadRoutes,
  reportExportRoutes,
  reportRoutes,
  studentFlagRoutes,
} from './school/reports.routes.js';
import { autoVerifyRoutes, autoVerifyRunRoutes } from './student/auto-verify.routes.js';
import {
  autoVerifyComponentRoutes,
  autoVerifyConditionRoutes,
  autoVerifyFlowRoutes,
  autoVerifyPseudoQueryRoutes,
  autoVerifyRedirectGroupRoutes,
} from './student/auto-verify-design.routes.js';
import {
  studentRepositoryDownloadRoutes,
  studentRepositoryMatchRoutes,
  studentRepositoryRoutes,
  studentRepositoryTransferRoutes,
} from './isir/student-repository.routes.js';
import { apiTokenRoutes, userSettingsRoutes } from './main/user-settings.routes.js';
import { schoolReminderRoutes } from './school/notifications-reminders.routes.js';
import { mainOptOutRoutes } from './main/notifications-optout.routes.js';
import { dataKeyRoutes } from './admin/data-keys.routes.js';

import {
  verificationGroupMapRoutes,
  ftiSetupRoutes,
  schoolFileDownloadRoutes,
  schoolCommentCodeRoutes,
  schoolHolidayRoutes,
} from './school/school-settings.routes.js';
import {
  accountSettingRoutes,
  passwordResetRoutes,
  mobileNumberRoutes,
  studentProfileRoutes,
} from './student/accounts-settings.routes.js';

/** Signing in, sessions, the school and its roles. */
const signInRoutes = (ctx: AppContext): RouteDef[] => [
  ...identityRoutes(ctx),
  ...sessionRoutes(ctx),
  ...loginDataRoutes(ctx),
  ...schoolRoutes(ctx),
  ...schoolRoleRoutes(ctx),
];

/** The staff workspace of one student: the student, verification, worklists, corrections, the record. */
const studentWorkspaceRoutes = (ctx: AppContext): RouteDef[] => [
  ...studentRoutes(ctx),
  ...studentListRoutes(ctx),
  ...verificationStatusRoutes(ctx),
  ...verificationReviewRoutes(ctx),
  ...signatureRoutes(ctx),
  ...taskListMemoRoutes(ctx),
  ...noteRoutes(ctx),
  ...noteChangeRoutes(ctx),
  ...worklistRoutes(ctx),
  ...historyRoutes(ctx),
  ...accountLinkRoutes(ctx),
  ...verificationStateRoutes(ctx),
  ...commentCodeRoutes(ctx),
  ...binderRoutes(ctx),
  ...processorDocumentRoutes(ctx),
  ...correctionRoutes(ctx),
  ...correctionExportRoutes(ctx),
  ...studentRecordRoutes(ctx),
  ...studentAttributeRoutes(ctx),
];

/** A school's administration and settings, permissions, the SAIG mailbox, audit, the back-office. */
const administrationRoutes = (ctx: AppContext): RouteDef[] => [
  ...schoolAdministrationRoutes(ctx),
  ...verificationGroupMapRoutes(ctx),
  ...schoolConfigRoutes(ctx),
  ...schoolConfigChangeRoutes(ctx),
  ...ftiSetupRoutes(ctx),
  ...schoolFileDownloadRoutes(ctx),
  ...schoolCommentCodeRoutes(ctx),
  ...schoolHolidayRoutes(ctx),
  ...permissionRoutes(ctx),
  ...saigRoutes(ctx),
  ...saigPasswordRoutes(ctx),
  ...saigMessageRoutes(ctx),
  ...schoolHistoryRoutes(ctx),
  ...auditRoutes(ctx),
  ...backofficeRoutes(ctx),
  ...holidayRoutes(ctx),
  ...masterUserProfileRoutes(ctx),
  ...masterSchoolRoutes(ctx),
];

/** Interviews: taking one, uploads, task items, templates read and built. */
const interviewBaseRoutes = (ctx: AppContext): RouteDef[] => [
  ...interviewStepRoutes(ctx),
  ...interviewHistoryRoutes(ctx),
  ...interviewUploadRoutes(ctx),
  ...taskItemRoutes(ctx),
  ...interviewTypeRoutes(ctx),
  ...interviewTemplateRoutes(ctx),
  ...interviewStepSearchRoutes(ctx),
  ...templateBuilderRoutes(ctx),
  ...templateEditRoutes(ctx),
  ...templatePartRoutes(ctx),
  ...stepEditRoutes(ctx),
  ...questionEditRoutes(ctx),
  ...choiceEditRoutes(ctx),
];

/** Accounts: lookup, creation, settings, the directory. */
const accountBaseRoutes = (ctx: AppContext): RouteDef[] => [
  ...accountRoutes(ctx),
  ...accountAdministrationRoutes(ctx),
  ...accountSettingRoutes(ctx),
  ...passwordResetRoutes(ctx),
  ...mobileNumberRoutes(ctx),
  ...studentProfileRoutes(ctx),
  ...accountDirectoryRoutes(ctx),
  ...accountDirectoryChangeRoutes(ctx),
  ...studentLookupRoutes(ctx),
];

/** ISIR files, records, the ISIR view and its settings, layouts, imports. */
const isirBaseRoutes = (ctx: AppContext): RouteDef[] => [
  ...isirRoutes(ctx),
  ...isirRecordRoutes(ctx),
  ...isirViewRoutes(ctx),
  ...isirViewElementRoutes(ctx),
  ...isirViewGroupRoutes(ctx),
  ...isirViewTabRoutes(ctx),
  ...isirViewCopyRoutes(ctx),
  ...isirMetadataRoutes(ctx),
  ...isirElementInfoRoutes(ctx),
  ...isirImportRoutes(ctx),
];

/** Reference data, announcements and messages, files, jobs, reports. */
const referenceAndReportRoutes = (ctx: AppContext): RouteDef[] => [
  ...referenceRoutes(ctx),
  ...backofficeNotificationRoutes(ctx),
  ...schoolMessageRoutes(ctx),
  ...povertyRoutes(ctx),
  ...mainNotificationRoutes(ctx),
  ...mainProfileAndFileRoutes(ctx),
  ...fileDownloadRoutes(ctx),
  ...jobRoutes(ctx),
  ...reportRoutes(ctx),
  ...reportDownloadRoutes(ctx),
  ...reportExportRoutes(ctx),
  ...studentFlagRoutes(ctx),
];

/** Auto-verify, the student repository. */
const autoVerifyAndRepositoryRoutes = (ctx: AppContext): RouteDef[] => [
  ...autoVerifyFlowRoutes(ctx),
  ...autoVerifyConditionRoutes(ctx),
  ...autoVerifyComponentRoutes(ctx),
  ...autoVerifyPseudoQueryRoutes(ctx),
  ...autoVerifyRedirectGroupRoutes(ctx),
  ...autoVerifyRoutes(ctx),
  ...autoVerifyRunRoutes(ctx),
  ...studentRepositoryRoutes(ctx),
  ...studentRepositoryMatchRoutes(ctx),
  ...studentRepositoryTransferRoutes(ctx),
  ...studentRepositoryDownloadRoutes(ctx),
];

/** Every REST endpoint the services serve, in the order they are registered. */
export const allRoutes = (ctx: AppContext): RouteDef[] => [
  ...signInRoutes(ctx),
  ...studentWorkspaceRoutes(ctx),
  ...administrationRoutes(ctx),
  ...interviewBaseRoutes(ctx),
  ...accountBaseRoutes(ctx),
  ...isirBaseRoutes(ctx),
  ...referenceAndReportRoutes(ctx),
  ...autoVerifyAndRepositoryRoutes(ctx),
  ...dataKeyRoutes(ctx),
  ...userSettingsRoutes(ctx),
  ...apiTokenRoutes(ctx),
  ...schoolReminderRoutes(ctx),
  ...mainOptOutRoutes(ctx),
];
