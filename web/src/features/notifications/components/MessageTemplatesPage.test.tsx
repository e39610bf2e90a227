import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MessageTemplatesDocument,
  ResetMessageTemplateDocument,
  SaveMessageTemplateDocument,
} from '../graphql/notifications.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { useAlertStore } from '../../alerts/alertStore';
import { MessageTemplatesPage } from './MessageTemplatesPage';

const template = (over: Record<string, unknown> = {}) => ({
  __typename: 'MessageTemplate',
  id: 1,
  defaultId: 1,
  code: 'MFA_CODE',
  channel: 'EMAIL',
  name: 'Sign-in code (e-mail)',
  subject: 'Your aidverify code',
  body: 'Your aidverify code is {{code}}.',
  isSchoolOverride: false,
  placeholders: ['code', 'minutes', 'schoolName'],
  updatedBy: null,
  ...over,
});
const list = (t: unknown) => ({
  request: { query: MessageTemplatesDocument },
  result: { data: { messageTemplates: [t] } },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('/MessageTemplates', () => {
  beforeEach(() => useAlertStore.getState().clear());

  it("saves the school's wording, refuses one without the code, and resets to the installation's", async () => {
    const refused = {
      request: {
        query: SaveMessageTemplateDocument,
        variables: { defaultId: 1, subject: 'Your aidverify code', body: 'Sign in now.' },
      },
      result: {
        data: {
          saveMessageTemplate: {
            __typename: 'MessageTemplateResult',
            ok: false,
            message: null,
            template: null,
            error: {
              __typename: 'UserError',
              message: 'The message must contain {{code}}',
              inputErrors: [{ __typename: 'InputError', path: 'body', message: 'must contain {{code}}' }],
            },
          },
        },
      },
    };
    const own = template({ id: 9, body: 'Your code: {{code}}', isSchoolOverride: true });
    const saved = {
      request: {
        query: SaveMessageTemplateDocument,
        variables: { defaultId: 1, subject: 'Your aidverify code', body: 'Your code: {{code}}' },
      },
      result: {
        data: {
          saveMessageTemplate: {
            __typename: 'MessageTemplateResult',
            ok: true,
            message: 'Successful Update',
            error: null,
            template: own,
          },
        },
      },
    };
    const reset = {
      request: { query: ResetMessageTemplateDocument, variables: { defaultId: 1 } },
      result: {
        data: {
          resetMessageTemplate: {
            __typename: 'MessageTemplateResult',
            ok: true,
            message: 'Successful Update',
            error: null,
            template: template(),
          },
        },
      },
    };
    renderWithProviders(<MessageTemplatesPage />, [
      list(template()),
      refused,
      saved,
      list(own),
      reset,
      list(template()),
    ]);
    expect(await screen.findByText('Placeholders: {{code}}, {{minutes}}, {{schoolName}}')).toBeTruthy();
    expect(screen.getByText("Installation's wording")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Sign in now.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must contain {{code}}')).toBeTruthy();
    expect(fieldError(screen.getByLabelText('Body'))).toBe('must contain {{code}}');
    expect(fieldError(screen.getByLabelText('Subject'))).toBeNull();
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Your code: {{code}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("School's own wording")).toBeTruthy();
    await waitFor(() => expect(alerts()).toContain('Successful Update'));
    fireEvent.click(screen.getByRole('button', { name: "Use the installation's wording" }));
    expect(await screen.findByText("Installation's wording")).toBeTruthy();
    expect((screen.getByLabelText('Body') as HTMLTextAreaElement).value).toBe(
      'Your aidverify code is {{code}}.',
    );
  });
});
