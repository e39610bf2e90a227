import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import type { FlowChanges } from '../hooks/useFlowChanges';
import { catalog, draftFlow } from './designer.fixtures';
import { ComponentForm } from './ComponentForm';
import { PseudoQueryList, RedirectGroupList } from './FlowPieceLists';
import { RedirectForm, type HandoffFlows } from './RedirectForm';
import { SectionCard } from './SectionCard';

const ok = (message: string) => ({ ok: true, message, error: null });

function changes(
  save = vi.fn().mockResolvedValue(ok('Successfully updated auto verify section')),
): FlowChanges & { save: typeof save } {
  return {
    outcome: undefined,
    save,
    remove: vi.fn().mockResolvedValue(ok('Successfully deleted')),
    move: vi.fn().mockResolvedValue(ok('Successfully updated')),
    show: vi.fn(),
  };
}

async function pick(scope: HTMLElement, label: string, option: string | RegExp) {
  fireEvent.click(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const flows: HandoffFlows = [
  { id: 7, name: 'Household', purpose: 'VERIFICATION', status: 'DRAFT', version: 1, description: null },
  {
    id: 9,
    name: '2026-27 Correction auto-verify',
    purpose: 'CORRECTION',
    status: 'PUBLISHED',
    version: 2,
    description: null,
  },
];

// Each test opens several Mantine pickers; on the shared two-core machine that takes longer than the default.
describe('auto-verify designer', { timeout: 40_000 }, () => {
  it('edits a section (name, item type, pass outcome), moves it, and shows a refusal on the form', async () => {
    const c = changes();
    const flow = draftFlow();
    render(
      <TestProviders>
        <SectionCard flow={flow} catalog={catalog} section={flow.sections[0]!} index={0} changes={c} />
      </TestProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Move up section Worksheet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Move down section Worksheet' }));
    expect(c.move).toHaveBeenCalledWith('Section', 11, 'DOWN');
    fireEvent.click(screen.getByRole('button', { name: 'Edit section Worksheet' }));
    const form = screen.getByRole('form', { name: 'Edit section Worksheet' });
    fireEvent.change(within(form).getByLabelText('Section name'), {
      target: { value: 'Household worksheet' },
    });
    await pick(form, 'Task list item type', 'TAX: Tax transcript');
    await pick(form, 'When it passes, the item becomes', /^NOT_REQUIRED/);
    c.save.mockResolvedValueOnce({ ok: false, error: { message: 'No task list item type 99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save section' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('No task list item type 99');
    fireEvent.click(within(form).getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit section Worksheet' })).toBeNull());
    expect(c.save).toHaveBeenLastCalledWith(
      'Section',
      { name: 'Household worksheet', interviewTypeID: 2, passStatus: 'NOT_REQUIRED' },
      11,
    );
  });

  it('changes a condition: a right component instead of the constant clears the constant', async () => {
    const c = changes();
    const flow = draftFlow();
    render(
      <TestProviders>
        <SectionCard flow={flow} catalog={catalog} section={flow.sections[0]!} index={0} changes={c} />
      </TestProviders>,
    );
    expect(screen.getByText('Family size within tolerance 4 (±0)')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Edit condition Family size within tolerance 4 (±0)' }),
    );
    const form = screen.getByRole('form', { name: 'Edit condition Family size within tolerance 4 (±0)' });
    await pick(form, 'Evaluator', 'equals');
    await pick(form, 'Right component', 'Open items');
    fireEvent.change(within(form).getByLabelText('Tolerance'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save condition' }));
    await waitFor(() =>
      expect(c.save).toHaveBeenCalledWith(
        'Condition',
        { leftComponentID: 41, evaluatorID: 52, rightComponentID: 42, rightConstant: null, tolerance: null },
        31,
      ),
    );
  });

  it('shows a published flow read-only: no edit, move or delete', () => {
    const flow = draftFlow('PUBLISHED');
    render(
      <TestProviders>
        <SectionCard flow={flow} catalog={catalog} section={flow.sections[0]!} index={0} />
      </TestProviders>,
    );
    expect(screen.getByText('Worksheet (V1 → AUTO_VERIFIED)')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('adds a filter to a pseudo query over the query object’s columns', async () => {
    const c = changes(vi.fn().mockResolvedValue(ok('Successfully added auto verify pseudo query filter')));
    render(
      <TestProviders>
        <PseudoQueryList flow={draftFlow()} catalog={catalog} changes={c} />
      </TestProviders>,
    );
    expect(screen.getByText('Open task items: COUNT over Task list items')).toBeTruthy();
    expect(screen.getByText("where status NOT_EQUALS 'AUTO_VERIFIED'")).toBeTruthy();
    const add = screen.getByRole('form', { name: 'Add a filter to Open task items' });
    await pick(add, 'Filter column', 'Item type');
    fireEvent.change(within(add).getByLabelText('Filter value'), { target: { value: 'V1' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add filter' }));
    await waitFor(() =>
      expect(c.save).toHaveBeenCalledWith('PseudoQueryFilter', {
        pseudoQueryID: 61,
        columnName: 'typeCode',
        operator: 'EQUALS',
        value: 'V1',
      }),
    );
  });

  it('changes a filter to blank: the value field goes away and none is sent', async () => {
    const c = changes();
    render(
      <TestProviders>
        <PseudoQueryList flow={draftFlow()} catalog={catalog} changes={c} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit filter status of Open task items' }));
    const edit = screen.getByRole('form', { name: 'Edit filter status of Open task items' });
    await pick(edit, 'Filter operator', 'BLANK');
    expect(within(edit).queryByLabelText('Filter value')).toBeNull();
    fireEvent.click(within(edit).getByRole('button', { name: 'Save filter' }));
    await waitFor(() =>
      expect(c.save).toHaveBeenCalledWith(
        'PseudoQueryFilter',
        { columnName: 'status', operator: 'BLANK', value: null },
        71,
      ),
    );
  });

  it('adds a VALUE query naming the column returned', async () => {
    const c = changes();
    render(
      <TestProviders>
        <PseudoQueryList flow={draftFlow()} catalog={catalog} changes={c} />
      </TestProviders>,
    );
    const query = screen.getByRole('form', { name: 'Add a pseudo query' });
    fireEvent.change(within(query).getByLabelText('Pseudo query name'), { target: { value: 'Status' } });
    await pick(query, 'Query object', 'Student');
    await pick(query, 'Result', /^VALUE/);
    await pick(query, 'Column returned', 'Status');
    fireEvent.click(within(query).getByRole('button', { name: 'Add pseudo query' }));
    await waitFor(() =>
      expect(c.save).toHaveBeenCalledWith('PseudoQuery', {
        flowID: 7,
        name: 'Status',
        queryObject: 'student',
        result: 'VALUE',
        resultColumn: 'status',
      }),
    );
  });

  it('keeps the query object of a query with filters (its filters name the object’s columns)', () => {
    render(
      <TestProviders>
        <PseudoQueryList flow={draftFlow()} catalog={catalog} changes={changes()} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit pseudo query Open task items' }));
    const form = screen.getByRole('form', { name: 'Edit pseudo query Open task items' });
    expect(
      (within(form).getByLabelText('Query object', { selector: 'input' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(form).getByText('Delete its filters to read another object')).toBeTruthy();
  });

  it('uses a pseudo query’s result as a component', async () => {
    const submit = vi.fn().mockResolvedValue(ok('Successfully added auto verify component'));
    render(
      <TestProviders>
        <ComponentForm flow={draftFlow()} catalog={catalog} submit={submit} />
      </TestProviders>,
    );
    const form = screen.getByRole('form', { name: 'Add a component' });
    fireEvent.change(within(form).getByLabelText('Component name'), {
      target: { value: 'Open items count' },
    });
    await pick(form, 'Kind of component', "Pseudo query's result");
    await pick(form, 'Pseudo query', 'Open task items (COUNT)');
    await pick(form, 'Value type', 'NUMBER');
    fireEvent.click(within(form).getByRole('button', { name: 'Add component' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({
          flowID: 7,
          name: 'Open items count',
          kind: 'PSEUDO_QUERY',
          pseudoQueryID: 61,
          valueType: 'NUMBER',
          isirAttributeName: null,
        }),
      ),
    );
  });

  it('hands the student off to another flow (never the flow itself)', async () => {
    const submit = vi.fn().mockResolvedValue(ok('Successfully added auto verify redirect group'));
    render(
      <TestProviders>
        <RedirectForm flow={draftFlow()} flows={flows} submit={submit} />
      </TestProviders>,
    );
    const form = screen.getByRole('form', { name: 'Add a redirect group' });
    fireEvent.change(within(form).getByLabelText('Redirect group name'), {
      target: { value: 'Corrections next' },
    });
    await pick(form, 'Result', 'PASS');
    fireEvent.click(within(form).getByRole('combobox', { name: 'Hand off to flow' }));
    expect(screen.queryByRole('option', { name: /^Household/ })).toBeNull();
    fireEvent.click(
      await screen.findByRole('option', { name: '2026-27 Correction auto-verify v2 (published)' }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add redirect group' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({
        flowID: 7,
        name: 'Corrections next',
        sectionID: null,
        onResult: 'PASS',
        studentStatus: null,
        alertMessage: null,
        memoText: null,
        handoffFlowID: 9,
      }),
    );
  });

  it('edits a redirect group’s outcome (an emptied memo is cleared) and moves it', async () => {
    const c = changes();
    render(
      <TestProviders>
        <RedirectGroupList flow={draftFlow()} flows={flows} changes={c} />
      </TestProviders>,
    );
    expect(screen.getByText("Note: on FAIL of the flow, memo 'Not verified: {reason}'")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move up redirect group Note' }));
    expect(c.move).toHaveBeenCalledWith('RedirectGroup', 82, 'UP');
    fireEvent.click(screen.getByRole('button', { name: 'Edit redirect group Note' }));
    const form = screen.getByRole('form', { name: 'Edit redirect group Note' });
    fireEvent.change(within(form).getByLabelText('Memo'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Alert ({reason} filled in)'), {
      target: { value: 'Check {reason}' },
    });
    await pick(form, 'Move the student to', 'REVIEW');
    fireEvent.click(within(form).getByRole('button', { name: 'Save redirect group' }));
    await waitFor(() =>
      expect(c.save).toHaveBeenCalledWith(
        'RedirectGroup',
        {
          name: 'Note',
          sectionID: null,
          onResult: 'FAIL',
          studentStatus: 'REVIEW',
          alertMessage: 'Check {reason}',
          memoText: null,
          handoffFlowID: null,
        },
        82,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete redirect group Review' }));
    expect(c.remove).toHaveBeenCalledWith('RedirectGroup', 81);
  });
});
