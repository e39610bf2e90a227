import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InterviewReviewDocument } from '../graphql/interview.generated';
import { appRoutes } from '../../../app/routes';
import { staffViewer, studentViewer } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { useAuthStore } from '../../session/authStore';

const review = (withDocument: boolean) => ({
  request: { query: InterviewReviewDocument, variables: { item: 'item-1' } },
  result: {
    data: {
      interviewReview: {
        __typename: 'InterviewReview',
        interviewName: 'Tax Return Transcript',
        item: {
          __typename: 'InterviewItem',
          uuid: 'item-1',
          aidYear: 2027,
          status: 'SUBMITTED',
          submittedAt: '2026-10-01T12:00:00Z',
          signedName: 'Jordan Rivera',
          interviewType: {
            __typename: 'InterviewType',
            id: 6,
            typeCode: 'TAX',
            name: 'Tax Return Transcript',
          },
        },
        steps: [
          {
            __typename: 'InterviewStep',
            id: 1,
            key: 'transcript',
            title: 'Tax return transcript',
            instructions: null,
            stepNumber: 1,
            stepCount: 2,
            canGoBack: false,
            questions: [
              {
                __typename: 'InterviewQuestion',
                id: 7,
                key: 'tax_transcript_file',
                type: 'FILE_UPLOAD',
                text: 'Upload your transcript',
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
                documents: withDocument
                  ? [
                      {
                        __typename: 'InterviewDocument',
                        fileId: 'f-1',
                        fileName: 'transcript.pdf',
                        sizeBytes: 900,
                        versionId: 1,
                        downloadPath: '/files/interview-documents/f-1',
                      },
                    ]
                  : [],
              },
            ],
          },
        ],
      },
    },
  },
});

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response('{"message":"The Tax Return Transcript item has no documents to download"}', {
      status: 404,
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the interview history page', () => {
  it('lets staff download every document of the item, with the office’s, and says so when that fails', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
    renderRoutes(appRoutes, '/InterviewHistory/student-1/item-1', [review(true)]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Download all documents (with office documents)' }),
    );
    expect(await screen.findByText('Downloads failed')).toBeTruthy();
    expect(
      fetchSpy.mock.calls.some(
        (call: unknown[]) =>
          call[0] === '/files/interview-items/item-1/documents.zip?processorDocuments=true',
      ),
    ).toBe(true);
  });

  it('offers a student only their own uploads, and only when there are some', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: studentViewer() });
    const { unmount } = renderRoutes(appRoutes, '/InterviewHistory/student-1/item-1', [review(true)]);
    expect(await screen.findByRole('button', { name: 'Download all documents' })).toBeTruthy();
    unmount();
    renderRoutes(appRoutes, '/InterviewHistory/student-1/item-1', [review(false)]);
    expect(await screen.findByRole('heading', { name: 'Tax Return Transcript' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download all documents/ })).toBeNull();
  });
});
