import type { AddInterviewTaskItemInput, InterviewParameters } from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';
import { toItem } from './interviews-api.js';

/** The interview base's task list items: the interview types staff can add, an item's parameters, adding one. */
export class TaskListItemsApi extends RestClient<'interview'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('interview', http, caller);
  }

  /** Interview types staff can put on a task list for the aid year (those with a template). */
  async taskListTypes(aidYear: number) {
    const types = await this.required(
      this.post('/interview-api/interview/getFilteredInterviewTypes', { body: { aidYear } }),
    );
    return types.map((t) => ({ id: t.id, typeCode: t.typeCode, name: t.name, nameSpanish: t.nameSpanish }));
  }

  async parameters(item: string): Promise<InterviewParameters> {
    const p = await this.required(
      this.get('/interview-api/interview/getStudentParameters/{id}', { path: { id: item } }),
    );
    return {
      item: toItem(p),
      questionText: p.questionText,
      dueDate: p.dueDate,
      aidYearString: p.aidYearString,
      taxYear: p.taxYear,
      studentFirstName: p.student.firstName,
      studentLastName: p.student.lastName,
      isIndependent: p.student.isIndependent,
      schoolName: p.school.schoolName,
      interviewName: p.interview?.name ?? null,
      stepCount: p.interview?.stepCount ?? 0,
      stepsAnswered: p.interview?.stepsAnswered ?? 0,
      answeredBy: p.answeredBy.map((a) => a.firstName),
      callerMayAnswer: p.callerMayAnswer,
    };
  }

  async addTaskItem(input: AddInterviewTaskItemInput) {
    const student = /^\d+$/.test(input.student) ? Number(input.student) : input.student;
    return toItem(
      await this.required(
        this.post('/interview-api/studentinterviewlink/createStudentInterviewLink', {
          body: {
            StudentID: student,
            TypeCode: input.typeCode,
            IsForParentAccount: input.isForParentAccount ?? false,
            QuestionText: input.questionText || undefined,
            AidYear: input.aidYear ?? undefined,
            DueDate: input.dueDate || undefined,
          },
          inputPaths: {
            TypeCode: 'typeCode',
            QuestionText: 'questionText',
            DueDate: 'dueDate',
            AidYear: 'aidYear',
            StudentID: 'student',
          },
        }),
      ),
    );
  }
}
