import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const studentResolvers: Resolvers = {
  Query: {
    searchStudents: (_, { input }, ctx) => ctx.students.search(input),
    student: (_, { uuid }, ctx) => ctx.students.student(uuid),
  },
  Student: {
    taskList: (student, { aidYear, filtered, forParent }, ctx) =>
      ctx.students.taskList({
        studentId: student.id,
        aidYear,
        filtered: filtered ?? true,
        forParent: forParent ?? undefined,
      }),
    accounts: (student, _, ctx) => ctx.students.accounts(student.id),
  },
  TaskListItem: {
    student: (item, _, ctx) => ctx.students.studentOf(item),
  },
};
