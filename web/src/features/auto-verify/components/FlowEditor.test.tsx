import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AutoVerifyCatalogDocument,
  AutoVerifyFullFlowDocument,
  DeleteAutoVerifyItemDocument,
} from '../graphql/auto-verify.generated';
import { staffViewer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useAuthStore } from '../../session/authStore';
import { catalog, draftFlow } from './designer.fixtures';
import { FlowEditor } from './FlowEditor';

const typed = <T extends object>(typename: string, o: T) => ({ __typename: typename, ...o });
/** The fixture flow as the gateway answers it (with __typename on every object, as the cache stores it). */
function answer(status: 'DRAFT' | 'PUBLISHED') {
  const f = draftFlow(status);
  return {
    request: { query: AutoVerifyFullFlowDocument, variables: { id: 7 } },
    result: {
      data: {
        autoVerifyFullFlow: typed('AutoVerifyFullFlow', {
          flow: typed('AutoVerifyFlow', f.flow),
          sections: f.sections.map((s) =>
            typed('AutoVerifySection', {
              ...s,
              conditionSets: s.conditionSets.map((cs) =>
                typed('AutoVerifyConditionSet', {
                  ...cs,
                  conditions: cs.conditions.map((c) => typed('AutoVerifyCondition', c)),
                }),
              ),
            }),
          ),
          components: f.components.map((c) => typed('AutoVerifyComponent', c)),
          pseudoQueries: f.pseudoQueries.map((q) =>
            typed('AutoVerifyPseudoQuery', {
              ...q,
              filters: q.filters.map((x) => typed('AutoVerifyPseudoQueryFilter', x)),
            }),
          ),
          redirectGroups: f.redirectGroups.map((r) => typed('AutoVerifyRedirectGroup', r)),
          evaluators: f.evaluators.map((e) => typed('AutoVerifyEvaluator', e)),
        }),
      },
    },
  };
}
const pickers = {
  request: { query: AutoVerifyCatalogDocument, variables: { aidYear: 2027 } },
  result: {
    data: {
      autoVerifyCatalog: typed('AutoVerifyCatalog', {
        isirFields: catalog.isirFields.map((x) => typed('AutoVerifyIsirField', x)),
        itemTypes: catalog.itemTypes.map((x) => typed('AutoVerifyItemType', x)),
        studentAttributes: [],
        questions: [],
        queryObjects: catalog.queryObjects.map((o) =>
          typed('AutoVerifyQueryObject', {
            ...o,
            columns: o.columns.map((c) => typed('AutoVerifyChoice', c)),
          }),
        ),
      }),
    },
  },
};
const editor = () => (
  <FlowEditor
    flowId={7}
    aidYear={2027}
    flows={[]}
    onFlowChange={() => undefined}
    onDeleted={() => undefined}
  />
);

// The first render loads Mantine and the whole editor; on the shared two-core machine that takes long.
describe('FlowEditor', { timeout: 60_000 }, () => {
  beforeEach(() =>
    useAuthStore.setState({
      status: 'signedIn',
      viewer: staffViewer({ role: 'Admin', permissions: ['AUTO_VERIFY_VIEW', 'AUTO_VERIFY_EDIT'] }),
    }),
  );

  it('offers every change on a draft', async () => {
    renderWithProviders(editor(), [answer('DRAFT'), pickers]);
    expect(await screen.findByRole('heading', { name: 'Household version 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit section Worksheet' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a filter to Open task items' })).toBeTruthy();
  });

  it("says 'Unsuccessfully deleted auto verify section' with the reason when the delete cannot reach the services", async () => {
    renderWithProviders(editor(), [
      answer('DRAFT'),
      pickers,
      {
        request: { query: DeleteAutoVerifyItemDocument, variables: { resource: 'Section', id: 11 } },
        error: new Error('Failed to fetch'),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete section Worksheet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unsuccessfully deleted auto verify section: Failed to fetch',
    );
    expect(screen.getByRole('button', { name: 'Edit section Worksheet' })).toBeTruthy();
  });

  it('shows a published version read-only: editing makes a draft', async () => {
    renderWithProviders(editor(), [answer('PUBLISHED'), pickers]);
    expect(await screen.findByRole('button', { name: 'Make a draft to edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit section Worksheet' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add pieces' })).toBeNull();
  });

  it('offers no change without AUTO_VERIFY_EDIT', async () => {
    useAuthStore.setState({
      status: 'signedIn',
      viewer: staffViewer({ role: 'Manager', permissions: ['AUTO_VERIFY_VIEW'] }),
    });
    renderWithProviders(editor(), [answer('DRAFT'), pickers]);
    expect(
      await screen.findByText(
        'You may read the flows; changing or testing them takes the AUTO_VERIFY_EDIT permission.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Worksheet (V1 → AUTO_VERIFIED)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test' })).toBeNull();
  });
});
