import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DeleteInterviewStepDocument,
  DeleteQuestionChoiceDocument,
  type InterviewTemplateQuery,
  InterviewStepQuestionsDocument,
  ReorderInterviewStepsDocument,
  UpdateInterviewQuestionDocument,
  UpdateInterviewStepDocument,
} from '../graphql/builder.generated';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { TemplateOutline } from './TemplateOutline';

type Template = InterviewTemplateQuery['interviewTemplate'];

const template = (studentsStarted = 0): Template => ({
  id: 9,
  interviewTypeId: 3,
  aidYear: 2027,
  revision: 1,
  name: 'Household 2026-27',
  nameSpanish: 'Hogar 2026-27',
  description: null,
  descriptionSpanish: null,
  isCommentCode: false,
  firstStepId: 1,
  studentsStarted,
  steps: [
    {
      id: 1,
      stepKey: 'household',
      title: 'Household',
      titleSpanish: 'Hogar',
      instructions: null,
      instructionsSpanish: null,
      sortOrder: 0,
      defaultNextStepKey: 'sign',
      nextRules: [],
      questions: [
        {
          id: 11,
          questionKey: 'size',
          questionType: 'CHOICE',
          text: 'How many live with you?',
          textSpanish: '¿Cuántos viven con usted?',
          helpText: null,
          helpTextSpanish: null,
          required: true,
          choices: [
            { id: 101, value: 'SMALL', label: '1-2', labelSpanish: '1-2' },
            { id: 102, value: 'LARGE', label: '3 or more', labelSpanish: null },
          ],
        },
      ],
    },
    {
      id: 2,
      stepKey: 'detail',
      title: 'Detail',
      titleSpanish: null,
      instructions: null,
      instructionsSpanish: null,
      sortOrder: 1,
      defaultNextStepKey: 'sign',
      nextRules: [],
      questions: [],
    },
    {
      id: 3,
      stepKey: 'sign',
      title: 'Sign',
      titleSpanish: 'Firma',
      instructions: null,
      instructionsSpanish: null,
      sortOrder: 2,
      defaultNextStepKey: null,
      nextRules: [],
      questions: [],
    },
  ],
  events: [],
});

const result = (field: string, ok: boolean, message: string) => ({
  data: {
    [field]: {
      __typename: 'BuilderResult',
      ok,
      id: ok ? 1 : null,
      message: ok ? message : null,
      error: ok ? null : { __typename: 'UserError', message, inputErrors: [] },
    },
  },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);
/** The household step's question links as the gateway lists them (stepQuestionLink/search). */
const householdQuestions = {
  request: { query: InterviewStepQuestionsDocument, variables: { stepId: 1 } },
  result: {
    data: {
      interviewStepQuestions: [
        {
          __typename: 'InterviewStepQuestion',
          id: 501,
          questionId: 11,
          questionKey: 'size',
          questionType: 'CHOICE',
          text: 'How many live with you?',
        },
      ],
    },
  },
};

async function choose(label: string, option: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  useAlertStore.getState().clear();
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => vi.restoreAllMocks());

describe('editing a template in the builder', () => {
  it('sets a step’s branching: a LARGE household goes to Detail, any other answer to Sign', async () => {
    const onChanged = vi.fn().mockResolvedValue(undefined);
    const mocks = [
      householdQuestions,
      {
        request: {
          query: UpdateInterviewStepDocument,
          variables: {
            input: {
              id: 1,
              stepKey: 'household',
              title: 'Household',
              titleSpanish: 'Hogar',
              instructions: null,
              instructionsSpanish: null,
              defaultNextStepKey: 'sign',
              nextRules: [{ questionKey: 'size', equals: 'LARGE', nextStepKey: 'detail' }],
            },
          },
        },
        result: result('updateInterviewStep', true, 'Interview was successfully updated'),
      },
    ];
    renderWithProviders(<TemplateOutline template={template()} onChanged={onChanged} />, mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit step household' }));
    const form = await screen.findByRole('form', { name: 'Edit step Household' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add branch' }));
    await choose('Branch 1: when', 'How many live with you? (size)');
    // A choice question offers its choices as the answer to match.
    await choose('Branch 1: answer is', '3 or more');
    await choose('Branch 1: go to', 'Detail (detail)');
    fireEvent.click(within(form).getByRole('button', { name: 'Save step' }));
    await waitFor(() => expect(alerts()).toContain('Interview was successfully updated'));
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'Edit step Household' })).toBeNull();
  });

  it("lists the step's questions from its question links, and offers them first for a branch", async () => {
    // The step 'detail' asks what the template query does not know yet (added by a colleague meanwhile).
    const detailQuestions = {
      request: { query: InterviewStepQuestionsDocument, variables: { stepId: 2 } },
      result: {
        data: {
          interviewStepQuestions: [
            {
              __typename: 'InterviewStepQuestion',
              id: 502,
              questionId: 12,
              questionKey: 'members',
              questionType: 'TEXT',
              text: 'Who lives with you?',
            },
          ],
        },
      },
    };
    renderWithProviders(<TemplateOutline template={template()} onChanged={vi.fn()} />, [detailQuestions]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit step detail' }));
    const list = await screen.findByRole('list', { name: 'Questions on step Detail' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Who lives with you? (members, TEXT)']);
    fireEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Branch 1: when' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Who lives with you? (members)', 'How many live with you? (size)']);
    expect(within(listbox).getByText('On this step')).toBeTruthy();
    expect(within(listbox).getByText('On other steps')).toBeTruthy();
  });

  it("says 'Step question link search failed' when a step's questions cannot be read; its branches still edit", async () => {
    renderWithProviders(<TemplateOutline template={template()} onChanged={vi.fn()} />, [
      {
        request: { query: InterviewStepQuestionsDocument, variables: { stepId: 1 } },
        result: { errors: [new GraphQLError('The interview service is not answering')] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit step household' }));
    const form = await screen.findByRole('form', { name: 'Edit step Household' });
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Step question link search failed: The interview service is not answering',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add branch' }));
    await choose('Branch 1: when', 'How many live with you? (size)');
  });

  it('shows the server’s refusal with the spec’s failure text and keeps the template', async () => {
    const onChanged = vi.fn().mockResolvedValue(undefined);
    const refusal =
      "There was a problem with updating the interview: Step 'household' leads to 'sign'; change its next step first";
    const mocks = [
      {
        request: { query: DeleteInterviewStepDocument, variables: { id: 3 } },
        result: result('deleteInterviewStep', false, refusal),
      },
    ];
    renderWithProviders(<TemplateOutline template={template()} onChanged={onChanged} />, mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete step sign' }));
    await waitFor(() => expect(alerts()).toContain(refusal));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('moves steps, edits a question and deletes a choice', async () => {
    const onChanged = vi.fn().mockResolvedValue(undefined);
    const mocks = [
      {
        request: { query: ReorderInterviewStepsDocument, variables: { templateId: 9, stepIds: [1, 3, 2] } },
        result: result('reorderInterviewSteps', true, 'Interview was successfully updated'),
      },
      {
        request: {
          query: UpdateInterviewQuestionDocument,
          variables: {
            input: {
              id: 11,
              text: 'How many people live with you?',
              textSpanish: '¿Cuántas personas viven con usted?',
              helpText: null,
              helpTextSpanish: null,
              questionType: 'CHOICE',
              required: false,
            },
          },
        },
        result: result('updateInterviewQuestion', true, 'Interview was successfully updated'),
      },
      {
        request: { query: DeleteQuestionChoiceDocument, variables: { id: 101 } },
        result: result('deleteQuestionChoice', true, 'Interview was successfully updated'),
      },
    ];
    renderWithProviders(<TemplateOutline template={template()} onChanged={onChanged} />, mocks);
    expect(
      ((await screen.findByRole('button', { name: 'Move step household up' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move step sign up' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('button', { name: 'Edit question size' }));
    const form = await screen.findByRole('form', { name: 'Edit question size' });
    fireEvent.change(within(form).getByLabelText('Question text'), {
      target: { value: 'How many people live with you?' },
    });
    fireEvent.change(within(form).getByLabelText('Question text (Spanish)'), {
      target: { value: '¿Cuántas personas viven con usted?' },
    });
    fireEvent.click(within(form).getByLabelText('Required'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByRole('button', { name: 'Delete choice SMALL' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(3));
    // Three saves, one banner: the same success again is not stacked (alerts).
    expect(alerts().filter((a) => a === 'Interview was successfully updated')).toHaveLength(1);
  });

  it('marks each text students read that has no Spanish, and says how many there are', async () => {
    renderWithProviders(<TemplateOutline template={template()} onChanged={vi.fn()} />);
    // Independently counted from the fixture: the detail step's title and the LARGE choice have no Spanish.
    expect((await screen.findByLabelText('Spanish translation')).textContent).toBe(
      '2 text(s) without Spanish: students who read Spanish see them in English (Question size: choice LARGE; Step detail: title).',
    );
    expect(screen.getAllByText('Untranslated')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Step Household' })).getByText(/Hogar/)).toBeTruthy();
  });

  it('a started template still takes its Spanish: a step title is translated alone', async () => {
    const onChanged = vi.fn().mockResolvedValue(undefined);
    const mocks = [
      {
        request: {
          query: UpdateInterviewStepDocument,
          variables: { input: { id: 2, titleSpanish: 'Detalle' } },
        },
        result: result('updateInterviewStep', true, 'Interview was successfully updated'),
      },
    ];
    renderWithProviders(<TemplateOutline template={template(2)} onChanged={onChanged} />, mocks);
    expect(screen.queryByRole('button', { name: 'Edit step detail' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Translate step detail' }));
    const form = await screen.findByRole('form', { name: 'Translate step detail' });
    expect(within(form).getByText('English: Detail')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Step title (Spanish)'), { target: { value: ' Detalle ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Spanish' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('form', { name: 'Translate step detail' })).toBeNull();
  });

  it('offers no changes on a template students have started', async () => {
    renderWithProviders(<TemplateOutline template={template(2)} onChanged={vi.fn()} />);
    expect(await screen.findByText('Started by 2 student(s): read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit step/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete choice/ })).toBeNull();
    expect(screen.getAllByText(/next: sign/)).toHaveLength(2);
  });
});
