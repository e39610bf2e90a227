import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SchoolTimeZoneDocument, UpdateSchoolProfileDocument } from '../graphql/admin.generated';
import { SchoolMailSenderDocument, UpdateSchoolMailSenderDocument } from '../graphql/mail-sender.generated';
import { CurrentSchoolDocument } from '../../schools/graphql/currentSchool.generated';
import { renderWithProviders } from '../../../test/render';
import { fieldError } from '../../../test/fields';
import { staffViewer } from '../../../test/fixtures';
import { useAlertStore } from '../../alerts/alertStore';
import { useAuthStore } from '../../session/authStore';
import { SchoolProfilePage } from './SchoolProfilePage';

const school = {
  __typename: 'School',
  id: 3,
  schoolCode: '222222',
  schoolName: 'Test University',
  name: 'TU',
  schoolUrl: 'test-university',
  schoolLogo: null,
  aidYears: [2027],
  defaultAidYear: 2027,
  sidName: 'Student ID',
  hasStudentRepository: false,
  timeZone: null as string | null,
  installationTimeZone: 'America/New_York',
};
const current = (s = school) => ({
  request: { query: CurrentSchoolDocument },
  result: { data: { currentSchool: s } },
});
const zoneOf = (timeZone: string | null = null) => ({
  request: { query: SchoolTimeZoneDocument },
  result: {
    data: {
      currentSchool: {
        __typename: 'School',
        schoolCode: '222222',
        timeZone,
        installationTimeZone: 'America/New_York',
      },
    },
  },
});
const senderOf = (mailSenderName: string | null, mailReplyTo: string | null) => ({
  __typename: 'School',
  id: 3,
  schoolCode: '222222',
  schoolName: 'Test University',
  mailSenderName,
  mailReplyTo,
});
const sender = (mailSenderName: string | null = null, mailReplyTo: string | null = null) => ({
  request: { query: SchoolMailSenderDocument },
  result: { data: { currentSchool: senderOf(mailSenderName, mailReplyTo) } },
});
const answer = (input: Record<string, unknown>, updateSchoolProfile: Record<string, unknown>) => ({
  request: { query: UpdateSchoolProfileDocument, variables: { input } },
  result: {
    data: {
      updateSchoolProfile: {
        __typename: 'SchoolProfileResult',
        message: null,
        error: null,
        school: null,
        ...updateSchoolProfile,
      },
    },
  },
});
const alerts = () => useAlertStore.getState().alerts.map((a) => a.text);

describe('/SchoolProfile', () => {
  beforeEach(() => {
    useAlertStore.getState().clear();
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ permissions: ['GLOBAL_SCHOOL_SETTINGS_VIEW'] }),
    });
  });

  it('shows a refused PURL under the PURL field and the reason as an error; the edit stays', async () => {
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      zoneOf(),
      sender(),
      answer(
        { schoolUrl: 'Test U' },
        {
          ok: false,
          error: {
            __typename: 'UserError',
            message: 'The school could not be updated',
            inputErrors: [
              {
                __typename: 'InputError',
                path: 'input.schoolUrl',
                message: 'use lower-case letters, digits and hyphens',
              },
            ],
          },
        },
      ),
      // The school is read again after any answer to the update.
      current(),
    ]);
    const purl = await screen.findByRole('textbox', { name: /PURL/ });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(purl, { target: { value: 'Test U' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(purl)).toBe('use lower-case letters, digits and hyphens'));
    expect(purl.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(screen.getByRole('textbox', { name: 'School name' }))).toBeNull();
    expect(alerts()).toEqual(['The school could not be updated']);
    expect((purl as HTMLInputElement).value).toBe('Test U');
  });

  it('sends only the changed field and says the school was updated', async () => {
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      zoneOf(),
      sender(),
      answer(
        { sidName: 'Banner ID' },
        {
          ok: true,
          message: 'Successfully Updated School',
          school: { ...school, sidName: 'Banner ID' },
        },
      ),
      // No second read of the school: the answer's school updates the cache by its school code.
    ]);
    fireEvent.change(await screen.findByRole('textbox', { name: /Student id label/ }), {
      target: { value: 'Banner ID' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContain('Successfully Updated School'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole('textbox', { name: /Student id label/ }) as HTMLInputElement).value).toBe(
      'Banner ID',
    );
  });

  it("shows the school's time zone, the installation's by default, and changes it; today follows the zone", async () => {
    const chosen = 'Pacific/Kiritimati';
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      zoneOf(),
      sender(),
      answer(
        { timeZone: chosen },
        { ok: true, message: 'Successfully Updated School', school: { ...school, timeZone: chosen } },
      ),
    ]);
    const select = await screen.findByRole('combobox', { name: /Time zone/ });
    expect((select as HTMLInputElement).value).toBe("The installation's (America/New_York)");
    const today = (tz: string) =>
      `Today at the school: ${new Intl.DateTimeFormat('en-US', { timeZone: tz, dateStyle: 'full' }).format(new Date())}`;
    expect(screen.getByText(today('America/New_York'))).toBeTruthy();
    const save = () => screen.getByRole('button', { name: 'Save time zone' }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);

    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: chosen }));
    expect(screen.getByText(today(chosen))).toBeTruthy();
    fireEvent.click(save());
    await waitFor(() => expect(alerts()).toContain('Successfully Updated School'));
    // The answer's school is the cache's: the page now shows the school's own zone as saved.
    await waitFor(() => expect(save().disabled).toBe(true));
    expect((screen.getByRole('combobox', { name: /Time zone/ }) as HTMLInputElement).value).toBe(chosen);
  });

  it('shows a refused zone under the field and the reason as an error', async () => {
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      zoneOf('America/Chicago'),
      sender(),
      answer(
        { useInstallationTimeZone: true },
        {
          ok: false,
          error: {
            __typename: 'UserError',
            message: 'The school could not be updated',
            inputErrors: [
              { __typename: 'InputError', path: 'timeZone', message: 'is not an IANA time zone' },
            ],
          },
        },
      ),
    ]);
    const select = await screen.findByRole('combobox', { name: /Time zone/ });
    expect((select as HTMLInputElement).value).toBe('America/Chicago');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: "The installation's (America/New_York)" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(fieldError(select)).toBe('is not an IANA time zone'));
    expect(alerts()).toEqual(['The school could not be updated']);
  });

  it('a staff member without GLOBAL_SCHOOL_SETTINGS_VIEW reads the time zone and cannot change it', async () => {
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ permissions: ['STUDENT_VIEW'] }),
    });
    renderWithProviders(<SchoolProfilePage />, [current(), zoneOf('America/Chicago'), sender()]);
    const select = await screen.findByRole('combobox', { name: /Time zone/ });
    expect((select as HTMLInputElement).value).toBe('America/Chicago');
    expect(select.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save time zone' })).toBeNull();
  });

  it("sets the school's e-mail sender; a refused reply-to shows under its field and nothing else changes", async () => {
    const saveSender = (input: Record<string, unknown>, result: Record<string, unknown>) => ({
      request: { query: UpdateSchoolMailSenderDocument, variables: { input } },
      result: {
        data: {
          updateSchoolProfile: {
            __typename: 'SchoolProfileResult',
            message: null,
            error: null,
            school: null,
            ...result,
          },
        },
      },
    });
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      zoneOf(),
      sender(),
      saveSender(
        { mailSenderName: 'Test U Financial Aid', mailReplyTo: 'the office' },
        {
          ok: false,
          error: {
            __typename: 'UserError',
            message: 'The school could not be updated',
            inputErrors: [
              { __typename: 'InputError', path: 'input.mailReplyTo', message: 'is not an e-mail address' },
            ],
          },
        },
      ),
      saveSender(
        { mailSenderName: 'Test U Financial Aid', mailReplyTo: 'finaid@testu.edu' },
        {
          ok: true,
          message: 'Successfully Updated School',
          school: {
            __typename: 'School',
            id: 3,
            schoolCode: '222222',
            mailSenderName: 'Test U Financial Aid',
            mailReplyTo: 'finaid@testu.edu',
          },
        },
      ),
    ]);
    const name = await screen.findByRole('textbox', { name: /Sender name/ });
    const replyTo = screen.getByRole('textbox', { name: /Reply-to address/ });
    // Empty: the school's name is what families see.
    expect(screen.getByText('Shown as the sender; empty: Test University')).toBeTruthy();
    const save = () => screen.getByRole('button', { name: 'Save sender' }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Test U Financial Aid' } });
    fireEvent.change(replyTo, { target: { value: 'the office' } });
    fireEvent.click(save());
    await waitFor(() => expect(fieldError(replyTo)).toBe('is not an e-mail address'));
    expect(fieldError(name)).toBeNull();
    expect(alerts()).toEqual(['The school could not be updated']);

    fireEvent.change(replyTo, { target: { value: 'finaid@testu.edu' } });
    fireEvent.click(save());
    await waitFor(() => expect(alerts()).toContain('Successfully Updated School'));
    await waitFor(() => expect(save().disabled).toBe(true));
    expect((name as HTMLInputElement).value).toBe('Test U Financial Aid');
    expect((replyTo as HTMLInputElement).value).toBe('finaid@testu.edu');
    expect(fieldError(replyTo)).toBeNull();
  });

  it('shows the sender read-only to staff who may not change the school', async () => {
    useAuthStore.getState().startSession({
      accessToken: 't',
      expiresAt: Date.now() / 1000 + 900,
      viewer: staffViewer({ permissions: [] }),
    });
    renderWithProviders(<SchoolProfilePage />, [
      current(),
      zoneOf(),
      sender('Test U Financial Aid', 'finaid@testu.edu'),
    ]);
    const name = (await screen.findByRole('textbox', { name: /Sender name/ })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Test U Financial Aid'));
    expect(name.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save sender' })).toBeNull();
  });
});
