import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CommentCodeInfosDocument,
  FtiSetupDocument,
  SaveFtiSetupDocument,
  SchoolFileContentDocument,
  SchoolFilesDocument,
  UpdateCommentCodeInfoDocument,
  UpdateCommentCodeInfosDocument,
} from '../graphql/school-settings.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { useAlertStore } from '../../alerts/alertStore';
import { useSchoolFileDownload } from '../hooks/useSchoolFileDownload';
import { CommentCodeInfoSection } from './CommentCodeInfoSection';
import { FtiSetupSection } from './FtiSetupSection';
import { SchoolFilesSection } from './SchoolFilesSection';

const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);
const fti = (
  ftiEnabled: boolean,
  agreementSignedBy: string | null = null,
  agreementDate: string | null = null,
) => ({
  request: { query: FtiSetupDocument },
  result: { data: { ftiSetup: { __typename: 'FtiSetup', ftiEnabled, agreementSignedBy, agreementDate } } },
});

beforeEach(() => useAlertStore.getState().clear());

describe('FTI setup on /GlobalSchoolSettings', () => {
  it("refuses to enable FTI without the agreement: the spec's failure message and the field's reason", async () => {
    const refused = {
      request: {
        query: SaveFtiSetupDocument,
        variables: { input: { ftiEnabled: true, agreementSignedBy: '', agreementDate: '' } },
      },
      result: {
        data: {
          saveFtiSetup: {
            __typename: 'FtiSetupResult',
            ok: false,
            message: null,
            ftiSetup: null,
            error: {
              __typename: 'UserError',
              message: 'who signed the FTI agreement and when are required to enable FTI',
              inputErrors: [
                {
                  __typename: 'InputError',
                  path: 'agreementSignedBy',
                  message: 'who signed the FTI agreement and when are required to enable FTI',
                },
              ],
            },
          },
        },
      },
    };
    renderWithProviders(<FtiSetupSection />, [fti(false), refused]);
    fireEvent.click(await screen.findByRole('switch', { name: 'FTI enabled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save FTI setup' }));
    await waitFor(() => expect(alerts()).toContain('Add/Update FTI Setup Failed'));
    // The reason under the field it is about, and in the form's alert.
    const signedBy = screen.getByRole('textbox', { name: 'Agreement signed by' });
    await waitFor(() =>
      expect(fieldError(signedBy)).toBe('who signed the FTI agreement and when are required to enable FTI'),
    );
    expect(signedBy.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByLabelText('Agreement date'))).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'who signed the FTI agreement and when are required to enable FTI',
    );
  });

  it('enables FTI with who signed the agreement and when', async () => {
    const input = { ftiEnabled: true, agreementSignedBy: 'Dana Director', agreementDate: '2026-10-01' };
    const saved = {
      request: { query: SaveFtiSetupDocument, variables: { input } },
      result: {
        data: {
          saveFtiSetup: {
            __typename: 'FtiSetupResult',
            ok: true,
            message: 'Successful Update',
            error: null,
            ftiSetup: { __typename: 'FtiSetup', ...input },
          },
        },
      },
    };
    renderWithProviders(<FtiSetupSection />, [fti(false), saved]);
    fireEvent.click(await screen.findByRole('switch', { name: 'FTI enabled' }));
    fireEvent.change(screen.getByLabelText('Agreement signed by'), { target: { value: 'Dana Director' } });
    fireEvent.change(screen.getByLabelText('Agreement date'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save FTI setup' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
    expect((screen.getByRole('switch', { name: 'FTI enabled' }) as HTMLInputElement).checked).toBe(true);
  });
});

function DownloadButton({ fileType }: { fileType: number }) {
  const download = useSchoolFileDownload();
  const [result, setResult] = useState<string>('');
  return (
    <button onClick={async () => setResult(String(await download(fileType, 2027)))}>download {result}</button>
  );
}

describe('school files', () => {
  const files = {
    request: { query: SchoolFilesDocument },
    result: {
      data: {
        schoolFiles: [
          {
            __typename: 'SchoolFile',
            id: 1,
            aidYear: null,
            fileType: 3,
            fileName: 'worksheet.pdf',
            sizeBytes: 2048,
            uploadedAt: '2026-11-01T00:00:00Z',
          },
          {
            __typename: 'SchoolFile',
            id: 2,
            aidYear: 2027,
            fileType: 3,
            fileName: 'worksheet 2027.pdf',
            sizeBytes: 4096,
            uploadedAt: '2026-11-02T00:00:00Z',
          },
        ],
      },
    },
  };

  it('lists the files by year; a failed download shows the server text', async () => {
    const missing = {
      request: {
        query: SchoolFileContentDocument,
        variables: { fileType: 3, aidYear: 2027, match: 'EXACT' },
      },
      result: {
        errors: [
          new GraphQLError('No file of type 3 for aid year 2027 at this school', {
            extensions: { code: 'NOT_FOUND' },
          }),
        ],
      },
    };
    renderWithProviders(<SchoolFilesSection />, [files, missing]);
    const table = await screen.findByRole('table', { name: 'School files' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Aid yearFile typeFileSizeActions',
      'Every year3worksheet.pdf2 KBDownload',
      '2026-20273worksheet 2027.pdf4 KBDownload',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download worksheet 2027.pdf' }));
    await waitFor(() => expect(alerts()).toContain('No file of type 3 for aid year 2027 at this school'));
  });

  it('a download of file type 0 fails silently and answers false', async () => {
    const content = vi.fn(() => ({ data: { schoolFileContent: null } }));
    renderWithProviders(<DownloadButton fileType={0} />, [
      {
        request: {
          query: SchoolFileContentDocument,
          variables: { fileType: 0, aidYear: 2027, match: 'NEAREST' },
        },
        result: content,
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /download/ }));
    expect(await screen.findByRole('button', { name: 'download false' })).toBeTruthy();
    expect(alerts()).toEqual([]);
    expect(content).not.toHaveBeenCalled();
  });

  it('a download saves the file and answers true', async () => {
    const created = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderWithProviders(<DownloadButton fileType={3} />, [
      {
        request: {
          query: SchoolFileContentDocument,
          variables: { fileType: 3, aidYear: 2027, match: 'NEAREST' },
        },
        result: {
          data: {
            schoolFileContent: {
              __typename: 'SchoolFileContent',
              fileName: 'worksheet 2027.pdf',
              aidYear: 2027,
              contentBase64: btoa('%PDF'),
            },
          },
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /download/ }));
    expect(await screen.findByRole('button', { name: 'download true' })).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
  });
});

describe('comment code info', () => {
  const infos = {
    request: { query: CommentCodeInfosDocument, variables: { aidYear: 2027 } },
    result: {
      data: {
        commentCodeInfos: [
          {
            __typename: 'CommentCodeInfo',
            id: 1,
            aidYear: 2027,
            code: '101',
            description: 'Identity not confirmed',
            display: true,
          },
          {
            __typename: 'CommentCodeInfo',
            id: 2,
            aidYear: 2027,
            code: '140',
            description: 'Selective Service',
            display: true,
          },
          {
            __typename: 'CommentCodeInfo',
            id: 3,
            aidYear: 2027,
            code: '359',
            description: 'Citizenship not confirmed',
            display: false,
          },
        ],
      },
    },
    maxUsageCount: 3,
  };

  it("says 'No response from fetch comment code infos' when the loader answers nothing", async () => {
    renderWithProviders(<CommentCodeInfoSection aidYear={2027} />, [
      { request: infos.request, result: { data: null } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('No response from fetch comment code infos');
  });

  it('searches, then saves every changed code at once', async () => {
    const update = vi.fn(() => ({
      data: {
        updateCommentCodeInfos: {
          __typename: 'CommentCodeInfoResult',
          ok: true,
          message: 'Successful Update',
          error: null,
          updated: [],
        },
      },
    }));
    renderWithProviders(<CommentCodeInfoSection aidYear={2027} />, [
      infos,
      {
        request: {
          query: UpdateCommentCodeInfosDocument,
          variables: {
            aidYear: 2027,
            items: [
              { code: '101', description: 'Identity not yet confirmed' },
              { code: '359', display: true },
            ],
          },
        },
        result: update,
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Search comment codes'), {
      target: { value: 'confirmed' },
    });
    expect(screen.queryByText('140')).toBeNull();
    fireEvent.change(screen.getByLabelText('Meaning of 101'), {
      target: { value: 'Identity not yet confirmed' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Show 359' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save all changes' }));
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('adds a comment code; a code that is not 3 digits is refused under the new code', async () => {
    const refused = {
      request: {
        query: UpdateCommentCodeInfoDocument,
        variables: { aidYear: 2027, item: { code: '12', description: 'Enrollment', display: true } },
      },
      result: {
        data: {
          updateCommentCodeInfo: {
            __typename: 'CommentCodeInfoResult',
            ok: false,
            message: null,
            updated: [],
            error: {
              __typename: 'UserError',
              message: 'The request is not valid',
              inputErrors: [
                { __typename: 'InputError', path: 'item.code', message: 'must be a 3-digit comment code' },
              ],
            },
          },
        },
      },
    };
    renderWithProviders(<CommentCodeInfoSection aidYear={2027} />, [infos, refused]);
    fireEvent.change(await screen.findByLabelText('New comment code'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Its meaning'), { target: { value: 'Enrollment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment code' }));
    await waitFor(() => expect(alerts()).toContain('The request is not valid'));
    const code = screen.getByRole('textbox', { name: 'New comment code' });
    expect(fieldError(code)).toBe('must be a 3-digit comment code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: 'Its meaning' }))).toBeNull();
    expect((code as HTMLInputElement).value).toBe('12');
  });

  it("shows a refused change under the row it is about, and keeps every row's change", async () => {
    const refused = {
      request: {
        query: UpdateCommentCodeInfosDocument,
        variables: {
          aidYear: 2027,
          items: [
            { code: '101', description: 'Identity not yet confirmed' },
            { code: '140', description: '' },
          ],
        },
      },
      result: {
        data: {
          updateCommentCodeInfos: {
            __typename: 'CommentCodeInfoResult',
            ok: false,
            message: null,
            updated: [],
            error: {
              __typename: 'UserError',
              message: 'The request is not valid',
              inputErrors: [
                { __typename: 'InputError', path: 'items.1.description', message: 'is required' },
              ],
            },
          },
        },
      },
    };
    renderWithProviders(<CommentCodeInfoSection aidYear={2027} />, [infos, refused]);
    fireEvent.change(await screen.findByLabelText('Meaning of 101'), {
      target: { value: 'Identity not yet confirmed' },
    });
    fireEvent.change(screen.getByLabelText('Meaning of 140'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save all changes' }));
    await waitFor(() => expect(alerts()).toContain('The request is not valid'));
    const meaning = screen.getByRole('textbox', { name: 'Meaning of 140' });
    expect(fieldError(meaning)).toBe('is required');
    expect(meaning.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: 'Meaning of 101' }))).toBeNull();
    expect((screen.getByLabelText('Meaning of 101') as HTMLInputElement).value).toBe(
      'Identity not yet confirmed',
    );
    expect((screen.getByRole('button', { name: 'Save all changes' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // Typing again clears the reason under the field.
    fireEvent.change(meaning, { target: { value: 'Selective Service registration' } });
    expect(fieldError(meaning)).toBeNull();
  });
});
