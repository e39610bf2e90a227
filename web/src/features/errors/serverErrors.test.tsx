import { Alert, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useServerErrors, type ServerFailure } from './hooks/useServerErrors';
import { formLevelMessage, placeServerErrors } from './serverErrors';

describe('placeServerErrors', () => {
  const values = { name: '', profile: { phone: '' }, answers: { '100': '' } };

  it("puts a field error under the field, named as the field or after the GraphQL argument ('input.name')", () => {
    const placed = placeServerErrors(
      {
        message: 'The request is not valid',
        inputErrors: [
          { path: 'input.name', message: 'is required' },
          { path: 'profile.phone', message: 'enter 10 digits' },
          { path: 'answers.100', message: 'Enter a whole number between 1 and 30' },
        ],
      },
      values,
    );
    expect(placed).toEqual({
      fieldErrors: {
        name: 'is required',
        'profile.phone': 'enter 10 digits',
        'answers.100': 'Enter a whole number between 1 and 30',
      },
      unplaced: [],
    });
  });

  it('renames a field the form calls otherwise, and leaves a field the form lacks for the alert', () => {
    const placed = placeServerErrors(
      {
        message: 'The request is not valid',
        inputErrors: [
          { path: 'Username', message: 'taken' },
          { path: 'items.0.code', message: 'must be 3 digits' },
        ],
      },
      values,
      { Username: 'name' },
    );
    expect(placed.fieldErrors).toEqual({ name: 'taken' });
    expect(placed.unplaced).toEqual([{ path: 'items.0.code', message: 'must be 3 digits' }]);
    expect(formLevelMessage({ message: 'The request is not valid' }, placed.unplaced)).toBe(
      'The request is not valid (items.0.code: must be 3 digits)',
    );
  });

  it('keeps the first error of a field and does not repeat the message in the alert', () => {
    const placed = placeServerErrors(
      {
        message: 'x',
        inputErrors: [
          { path: 'name', message: 'first' },
          { path: 'name', message: 'second' },
        ],
      },
      values,
    );
    expect(placed.fieldErrors).toEqual({ name: 'first' });
    expect(formLevelMessage({ message: 'No school' }, [{ path: 'school', message: 'No school' }])).toBe(
      'No school',
    );
  });
});

/** A form of two fields that shows what the server answered. */
function Probe({ failure }: { failure: ServerFailure }) {
  const form = useForm({ mode: 'controlled', initialValues: { schoolCode: '', schoolName: '' } });
  const server = useServerErrors(form);
  return (
    <form
      onSubmit={form.onSubmit(() => {
        server.show(failure, 'School could not be added');
      })}
      noValidate
    >
      {server.formError && <Alert role="alert">{server.formError}</Alert>}
      <TextInput label="School code" {...form.getInputProps('schoolCode')} />
      <TextInput label="School name" {...form.getInputProps('schoolName')} />
      <Button type="submit">Add</Button>
      <Button onClick={server.clear}>Clear</Button>
    </form>
  );
}

describe('useServerErrors', () => {
  it('shows a field error under its field and the message in the form alert; clear forgets both', async () => {
    renderWithProviders(
      <Probe
        failure={{
          message: 'The school could not be added',
          inputErrors: [
            { path: 'input.schoolCode', message: 'is already in use' },
            { path: 'region', message: 'unknown' },
          ],
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const code = await screen.findByLabelText('School code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(
        code
          .getAttribute('aria-describedby')
          ?.split(' ')
          .find((id) => id.endsWith('error')) ?? '',
      )?.textContent,
    ).toBe('is already in use');
    expect(screen.getByLabelText('School name').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The school could not be added (region: unknown)');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('is already in use')).toBeNull();
  });

  it('shows a thrown error, or the fallback, in the form alert only', async () => {
    renderWithProviders(
      <Probe failure={new Error('The school service cannot be reached; try again shortly')} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The school service cannot be reached; try again shortly',
    );
    expect(screen.getByLabelText('School code').getAttribute('aria-invalid')).not.toBe('true');
  });
});
