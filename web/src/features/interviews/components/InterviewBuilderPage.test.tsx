import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  InterviewBuilderAvailableDocument,
  InterviewTemplateDocument,
  InterviewTemplatesDocument,
} from '../graphql/builder.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { currentSchool } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { InterviewBuilderPage } from './InterviewBuilderPage';

const availability = (path: string, available: boolean) => ({
  request: { query: InterviewBuilderAvailableDocument, variables: { host: window.location.hostname, path } },
  result: { data: { interviewBuilderAvailable: available } },
});

describe('the interview builders', () => {
  it('show the not-found screen on a host the installation hides them on', async () => {
    renderWithProviders(<InterviewBuilderPage commentCode />, [availability('/CRInterviewCreation', false)]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('ask about their own route: /InterviewCreation is not hidden by the comment-code builder’s setting', async () => {
    renderWithProviders(<InterviewBuilderPage />, [availability('/InterviewCreation', true)]);
    // Available: the builder waits for the school's aid year rather than showing not-found.
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it("say 'Interview step search failed' with the server's reason when a template's steps cannot be read", async () => {
    renderWithProviders(<InterviewBuilderPage />, [
      availability('/InterviewCreation', true),
      {
        request: { query: CurrentSchoolDocument },
        result: { data: { currentSchool: currentSchool() } },
        maxUsageCount: 10,
      },
      {
        request: { query: InterviewTemplatesDocument, variables: { aidYear: 2027, commentCodeOnly: null } },
        result: {
          data: {
            interviewTemplates: [
              {
                __typename: 'InterviewTypeTemplates',
                id: 1,
                typeCode: 'VWS',
                name: 'Verification Worksheet',
                templates: [
                  {
                    __typename: 'InterviewTemplate',
                    id: 7,
                    aidYear: 2027,
                    revision: 1,
                    name: 'Worksheet 2026-27',
                    isCommentCode: false,
                    studentsStarted: 0,
                  },
                ],
              },
            ],
          },
        },
      },
      {
        request: { query: InterviewTemplateDocument, variables: { id: 7 } },
        result: { errors: [new GraphQLError('The interview service is not answering')] },
      },
    ]);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'VWS — Worksheet 2026-27 (revision 1)' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Interview step search failed: The interview service is not answering',
    );
  });
});
