import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { shape as shapeJob } from '../jobs/jobs.resolvers.js';

/**
 * The lists a script walks by cursor (schema/pagination.graphql, docs/pagination.md). The services cut each page by
 * its sort key and id and name its last row in endCursor; a resolver only asks for `first` rows after `after`.
 */

/** A services' page cut by cursor as a connection: its rows as nodes, where it ends, the list's total. */
const connection = <T>(
  page: { endCursor: string | null; hasNextPage: boolean; total?: number },
  nodes: T[],
) => ({
  nodes,
  pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
  totalCount: page.total ?? 0,
});

export const connectionResolvers: Resolvers = {
  Query: {
    searchStudentsConnection: async (_, { input, first, after }, ctx) => {
      const page = await ctx.students.searchConnection(input, first ?? 25, after);
      return connection(page, page.items);
    },
    worklistConnection: async (_, { input, first, after }, ctx) => {
      const page = await ctx.students.worklistConnection(input, first ?? 50, after);
      return connection(page, page.items);
    },
    reportConnection: async (_, { input, first, after }, ctx) => {
      const page = await ctx.reports.page(input, { first: first ?? 50, after });
      return { ...page, ...connection(page, page.rows) };
    },
    jobsConnection: async (_, { status, first, after }, ctx) => {
      const page = await ctx.jobs.connection(first ?? 25, status, after);
      return connection(page, page.jobs.map(shapeJob));
    },
    administrativeActivityConnection: async (_, { from, to, action, first, after }, ctx) => {
      const page = await ctx.schoolHistories.administrativeActivityConnection(
        from,
        to,
        action,
        first ?? 50,
        after,
      );
      return connection(page, page.rows);
    },
    studentActivityConnection: async (_, { from, to, action, first, after }, ctx) => {
      const page = await ctx.schoolHistories.studentActivityConnection(from, to, action, first ?? 50, after);
      return connection(page, page.rows);
    },
    isirRecordsConnection: async (_, { input, first, after }, ctx) => {
      const page = await ctx.isir.recordsConnection(input, first ?? 50, after);
      return connection(page, page.items);
    },
    isirUploadsConnection: async (_, { aidYear, first, after }, ctx) => {
      const page = await ctx.isir.uploadsConnection(first ?? 50, aidYear, after);
      const { totalCount: _none, ...rest } = connection(page, page.items);
      return rest;
    },
  },
};
