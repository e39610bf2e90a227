import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@aidverify/schema';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { identityResolvers } from './modules/identity/identity.resolvers.js';
import { schoolResolvers } from './modules/schools/schools.resolvers.js';
import { studentResolvers } from './modules/students/students.resolvers.js';
import { adminResolvers } from './modules/admin/admin.resolvers.js';
import { schoolSettingsResolvers } from './modules/school-settings/school-settings.resolvers.js';
import { studentViewResolvers } from './modules/verification/verification.resolvers.js';
import { correctionResolvers } from './modules/corrections/corrections.resolvers.js';
import { worklistResolvers } from './modules/worklists/worklists.resolvers.js';
import { interviewResolvers } from './modules/interviews/interviews.resolvers.js';
import { accountResolvers } from './modules/accounts/accounts.resolvers.js';
import { isirResolvers } from './modules/isir/isir.resolvers.js';
import { backofficeResolvers } from './modules/backoffice/backoffice.resolvers.js';
import { reminderResolvers } from './modules/backoffice/reminders.resolvers.js';
import { jobResolvers } from './modules/jobs/jobs.resolvers.js';
import { reportResolvers } from './modules/reports/reports.resolvers.js';
import { autoVerifyResolvers } from './modules/auto-verify/auto-verify.resolvers.js';
import { studentRepositoryResolvers } from './modules/student-repository/student-repository.resolvers.js';
import { userSettingsResolvers } from './modules/user-settings/user-settings.resolvers.js';
import { dataKeyResolvers } from './modules/data-keys/data-keys.resolvers.js';
import { connectionResolvers } from './modules/pagination/connections.resolvers.js';
import { enforceAccessRules } from './platform/access.js';

const baseResolvers: Resolvers = {
  Query: { ping: () => 'pong' },
};

/** schema/*.graphql with every module's resolvers, each root field guarded by its access directive. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [
      baseResolvers,
      identityResolvers,
      schoolResolvers,
      studentResolvers,
      adminResolvers,
      schoolSettingsResolvers,
      studentViewResolvers,
      correctionResolvers,
      worklistResolvers,
      interviewResolvers,
      accountResolvers,
      isirResolvers,
      backofficeResolvers,
      reminderResolvers,
      jobResolvers,
      reportResolvers,
      autoVerifyResolvers,
      studentRepositoryResolvers,
      userSettingsResolvers,
      dataKeyResolvers,
      connectionResolvers,
    ],
    // A field with arguments and no resolver would silently answer from the parent object: refuse at start-up.
    resolverValidationOptions: { requireResolversForArgs: 'error', requireResolversToMatchSchema: 'error' },
  });
  return enforceAccessRules(schema);
}
