import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { InterviewDocument, SaveInterviewStepDocument } from '../graphql/interview.generated';
import { InterviewParametersDocument } from '../graphql/taskItems.generated';
import { StudentPortalDocument } from '../../student-portal/graphql/studentPortal.generated';
import { appRoutes } from '../../../app/routes';
import { useAuthStore } from '../../session/authStore';
import { studentViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { fieldError } from '../../../test/fields';

const question = (
  id: number,
  key: string,
  type: string,
  text: string,
  extra: Record<string, unknown> = {},
) => ({
  __typename: 'InterviewQuestion' as const,
  id,
  key,
  type,
  text,
  helpText: null,
  required: true,
  minValue: null,
  maxValue: null,
  maxLength: null,
  choices: [],
  answer: null,
  answerList: [],
  acknowledged: false,
  identityVerified: false,
  documents: [],
  ...extra,
});
const item = {
  __typename: 'InterviewItem' as const,
  id: 5,
  uuid: 'item-1',
  studentUuid: 'student-1',
  aidYear: 2027,
  status: 'NEW',
  isForParentAccount: false,
  submittedAt: null,
  signedName: null,
  interviewType: {
    __typename: 'InterviewType' as const,
    id: 1,
    typeCode: 'V1',
    name: 'Verification Worksheet (V1)',
  },
};
const household = {
  __typename: 'InterviewStep' as const,
  id: 10,
  key: 'household',
  title: 'Household',
  instructions: null,
  stepNumber: 1,
  stepCount: 5,
  canGoBack: false,
  questions: [
    question(100, 'household_size', 'NUMBER', 'How many people are in the household?', {
      minValue: 1,
      maxValue: 30,
    }),
  ],
};
const progress = {
  __typename: 'InterviewProgress' as const,
  complete: false,
  interviewName: 'Verification Worksheet (V1)',
  item,
  step: household,
};

const portal = {
  request: { query: StudentPortalDocument, variables: { uuid: 'student-1', aidYear: 2027 } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: 11,
        uuid: 'student-1',
        firstName: 'Jordan',
        lastName: 'Rivera',
        taskList: [],
      },
    },
  },
  maxUsageCount: 10,
};
const interview = {
  request: { query: InterviewDocument, variables: { item: 'item-1' } },
  result: { data: { interview: progress } },
  maxUsageCount: 5,
};
const parameters = {
  request: { query: InterviewParametersDocument, variables: { item: 'item-1' } },
  result: {
    data: {
      interviewParameters: {
        __typename: 'InterviewParameters',
        questionText: 'Include your stepbrother who moved in this spring',
        dueDate: '2026-11-30',
        aidYearString: '2026-2027',
        taxYear: 2024,
        studentFirstName: 'Jordan',
        interviewName: 'Verification Worksheet (V1)',
        stepCount: 5,
        stepsAnswered: 0,
      },
    },
  },
  maxUsageCount: 5,
};

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', viewer: studentViewer() });
});

describe('the interview page', () => {
  it('shows the step the server says and the message it gives beside a wrong answer', async () => {
    const refused = {
      request: {
        query: SaveInterviewStepDocument,
        variables: { input: { item: 'item-1', stepId: 10, answers: [{ questionId: 100, value: 'four' }] } },
      },
      result: {
        data: {
          saveInterviewStep: {
            __typename: 'InterviewStepResult',
            ok: false,
            progress: null,
            error: {
              __typename: 'UserError',
              message: 'Enter a whole number between 1 and 30',
              inputErrors: [
                {
                  __typename: 'InputError',
                  path: 'answers.100',
                  message: 'Enter a whole number between 1 and 30',
                },
              ],
            },
          },
        },
      },
    };
    renderRoutes(appRoutes, '/Interview/student-1?link=item-1', [portal, interview, parameters, refused]);
    expect(await screen.findByRole('heading', { name: 'Household' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/How many people are in the household/), {
      target: { value: 'four' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Enter a whole number between 1 and 30')).toHaveLength(2));
    // Under the question it is about, and in the step's alert.
    const size = screen.getByLabelText(/How many people are in the household/);
    expect(fieldError(size)).toBe('Enter a whole number between 1 and 30');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Enter a whole number between 1 and 30');
    expect(screen.getByRole('heading', { name: 'Household' })).toBeTruthy();
    // Answering again clears the reason under the question.
    fireEvent.change(size, { target: { value: '4' } });
    expect(fieldError(size)).toBeNull();
  });

  it('shows whose interview it is, the years it is about, and the office’s note and due date', async () => {
    renderRoutes(appRoutes, '/Interview/student-1?link=item-1', [portal, interview, parameters]);
    expect(
      await screen.findByText(/For Jordan · Aid year 2026-2027 · Income and taxes of 2024/),
    ).toBeTruthy();
    const note = await screen.findByRole('region', { name: 'Note from the financial aid office' });
    expect(note.textContent).toContain('Include your stepbrother who moved in this spring');
    expect(note.textContent).toContain('Please complete by November 30, 2026.');
  });

  it("sends a student who opens another student's interview back to their own page", async () => {
    const { router } = renderRoutes(appRoutes, '/Interview/someone-else?link=item-1', [portal, interview]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLanding/student-1/0'));
  });

  it("keeps Settings to the student's own uuid too", async () => {
    const { router } = renderRoutes(appRoutes, '/Settings/someone-else/account/', [portal]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userLanding/student-1/0'));
  });
});
