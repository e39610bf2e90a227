import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterviewBuilderAvailableDocument } from '../graphql/builder.generated';
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
});
