import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DeleteProcessorDocumentsDocument,
  StudentDocumentsDocument,
  UploadProcessorDocumentDocument,
} from '../graphql/documents.generated';
import { staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { DocumentsTab } from './DocumentsTab';

const doc = (id: number, fileName: string) => ({
  __typename: 'ProcessorDocument',
  id,
  fileName,
  contentType: 'application/pdf',
  size: 2048,
  isForParentAccount: false,
  uploadedBy: 'verifier@aidverify.test',
  createdAt: '2026-11-20T10:00:00Z',
});
const documents = {
  request: { query: StudentDocumentsDocument, variables: { uuid: 'stu-1' } },
  result: {
    data: {
      student: {
        __typename: 'Student',
        id: 1,
        uuid: 'stu-1',
        processorDocuments: [doc(1, 'w2.pdf'), doc(2, '1040.pdf'), doc(3, 'id.pdf')],
      },
    },
  },
  maxUsageCount: 3,
};
const alerts = () => useAlertStore.getState().alerts.map((a) => [a.kind, a.text]);

beforeEach(() => {
  useAuthStore.setState({
    status: 'signedIn',
    viewer: staffViewer({ permissions: ['STUDENT_VIEW', 'STUDENT_EDIT'] }),
  });
  useAlertStore.getState().clear();
});

describe('processor documents', () => {
  it("deletes the selected documents at once with 'Item was deleted'; a refusal shows 'Item could not be deleted'", async () => {
    renderWithProviders(<DocumentsTab uuid="stu-1" />, [
      documents,
      {
        request: { query: DeleteProcessorDocumentsDocument, variables: { ids: [1, 3] } },
        result: {
          data: { deleteProcessorDocuments: { __typename: 'CountResult', ok: true, error: null, count: 2 } },
        },
      },
      {
        request: { query: DeleteProcessorDocumentsDocument, variables: { ids: [2] } },
        result: {
          data: {
            deleteProcessorDocuments: {
              __typename: 'CountResult',
              ok: false,
              error: {
                __typename: 'UserError',
                message: 'Delete the documents of one student at a time',
                inputErrors: [],
              },
              count: null,
            },
          },
        },
      },
    ]);
    const bulk = await screen.findByRole('button', { name: 'Delete selected (0)' });
    expect(bulk.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select w2.pdf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select id.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await waitFor(() => expect(alerts()).toContainEqual(['success', 'Item was deleted']));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select 1040.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await waitFor(() =>
      expect(alerts()).toContainEqual([
        'error',
        'Item could not be deleted: Delete the documents of one student at a time',
      ]),
    );
  });

  it('offers no deletion to a role without STUDENT_EDIT', async () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }) });
    renderWithProviders(<DocumentsTab uuid="stu-1" />, [documents]);
    expect(await screen.findByText('w2.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });

  it('refuses a file over 700 KB under the field without sending it, and uploads a parent document', async () => {
    const { container } = renderWithProviders(<DocumentsTab uuid="stu-1" />, [
      documents,
      {
        request: {
          query: UploadProcessorDocumentDocument,
          variables: {
            input: {
              studentUuid: 'stu-1',
              fileName: 'tax.pdf',
              contentType: 'application/pdf',
              contentBase64: btoa('%PDF-1.4'),
              isForParentAccount: true,
            },
          },
        },
        result: {
          data: {
            uploadProcessorDocument: {
              __typename: 'ProcessorDocumentResult',
              ok: true,
              error: null,
              document: { __typename: 'ProcessorDocument', id: 4 },
            },
          },
        },
      },
    ]);
    await screen.findByText('w2.pdf');
    const input = container.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const big = new File([new Uint8Array(700 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('scan.png is larger than 700 KB')).toBeTruthy();
    expect(alerts()).toEqual([]);

    const tax = new File(['%PDF-1.4'], 'tax.pdf', { type: 'application/pdf' });
    // jsdom's File may lack arrayBuffer(); a browser's has it.
    Object.defineProperty(tax, 'arrayBuffer', {
      value: async () => new TextEncoder().encode('%PDF-1.4').buffer,
    });
    fireEvent.change(input, { target: { files: [tax] } });
    fireEvent.click(screen.getByRole('switch', { name: 'For the parent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(alerts()).toContainEqual(['success', 'Successful Add']));
    expect(screen.queryByText('scan.png is larger than 700 KB')).toBeNull();
  });
});
