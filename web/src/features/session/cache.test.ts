import { describe, expect, it } from 'vitest';
import { StudentAutoVerifyRunsDocument } from '../auto-verify/graphql/auto-verify.generated';
import { InterviewReviewDocument } from '../interviews/graphql/interview.generated';
import { createCache } from './apolloClient';

/** One item's interview history: step 1 and question 7 are the template's, the answer is the item's. */
const review = (item: string, answer: string) => ({
  __typename: 'Query',
  interviewReview: {
    __typename: 'InterviewReview',
    interviewName: 'Tax Return Transcript',
    interviewNameSpanish: null,
    item: {
      __typename: 'InterviewItem',
      uuid: item,
      aidYear: 2027,
      status: 'SUBMITTED' as const,
      submittedAt: '2026-10-01T12:00:00Z',
      signedName: 'Jordan Rivera',
      interviewType: { __typename: 'InterviewType', id: 6, typeCode: 'TAX', name: 'Tax', nameSpanish: null },
    },
    steps: [
      {
        __typename: 'InterviewStep',
        id: 1,
        title: 'Household',
        titleSpanish: null,
        questions: [
          {
            __typename: 'InterviewQuestion',
            id: 7,
            key: 'household_size',
            type: 'NUMBER' as const,
            text: 'How many people live in your household?',
            textSpanish: null,
            helpText: null,
            helpTextSpanish: null,
            required: true,
            minValue: null,
            maxValue: null,
            maxLength: null,
            choices: [],
            answer,
            answerList: [],
            acknowledged: false,
            identityVerified: false,
            documents: [],
          },
        ],
      },
    ],
  },
});

describe("the app's cache", () => {
  it("keeps each task list item's interview answers apart, though their steps and questions share the template's ids", () => {
    const cache = createCache();
    cache.writeQuery({
      query: InterviewReviewDocument,
      variables: { item: 'item-1' },
      data: review('item-1', '4'),
    });
    cache.writeQuery({
      query: InterviewReviewDocument,
      variables: { item: 'item-2' },
      data: review('item-2', '2'),
    });
    const answerOf = (item: string) =>
      cache.readQuery({ query: InterviewReviewDocument, variables: { item } })?.interviewReview.steps[0]
        ?.questions[0]?.answer;
    // Staff who open the second item's history and go back to the first see the first's answer, not the second's.
    expect(answerOf('item-1')).toBe('4');
    expect(answerOf('item-2')).toBe('2');
  });

  it("keeps each auto-verify run's conditions, though every run of a flow has the flow's section, set and condition ids", () => {
    const cache = createCache();
    const run = (id: number, passed: boolean) => ({
      __typename: 'AutoVerifyRun' as const,
      id,
      createdAt: '2026-11-0' + id + 'T12:00:00Z',
      flowName: 'Default',
      flowVersion: 1,
      trigger: 'IMPORT',
      outcome: passed ? 'VERIFIED' : 'NOT_VERIFIED',
      itemsVerified: passed ? 1 : 0,
      reason: null,
      sections: [
        {
          __typename: 'AutoVerifySectionResult' as const,
          id: 3,
          name: 'Income',
          result: passed ? 'PASSED' : 'FAILED',
          sets: [
            {
              __typename: 'AutoVerifySetResult' as const,
              id: 5,
              conditions: [
                {
                  __typename: 'AutoVerifyConditionResult' as const,
                  id: 9,
                  text: 'AGI equals the transcript',
                  passed,
                  reason: null,
                  left: { __typename: 'AutoVerifyOperand' as const, component: 'ISIR AGI', value: '41000' },
                  right: {
                    __typename: 'AutoVerifyOperand' as const,
                    component: 'Transcript AGI',
                    value: passed ? '41000' : '39000',
                  },
                },
              ],
            },
          ],
        },
      ],
    });
    const variables = { uuid: 'student-1', aidYear: 2027 };
    cache.writeQuery({
      query: StudentAutoVerifyRunsDocument,
      variables,
      data: { studentAutoVerifyRuns: [run(2, true), run(1, false)] },
    });
    const runs =
      cache.readQuery({ query: StudentAutoVerifyRunsDocument, variables })?.studentAutoVerifyRuns ?? [];
    // The newest run passed and the older one failed: each shows its own condition.
    expect(runs.map((r) => r.sections?.[0]?.sets[0]?.conditions[0]?.passed)).toEqual([true, false]);
  });
});
