import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { StudentAttributesDocument } from '../graphql/studentQuickView.generated';
import { renderWithProviders } from '../../../test/render';
import { CurrentIsir } from './CurrentIsir';

const request = { query: StudentAttributesDocument, variables: { uuid: 'stu-1', aidYear: 2027 } };

describe("the quick view's current ISIR", () => {
  it("says 'No response from fetch student attributes' when the loader answers with no student", async () => {
    renderWithProviders(<CurrentIsir uuid="stu-1" aidYear={2027} />, [
      { request, result: { data: { student: null } } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No response from fetch student attributes',
    );
  });

  it("shows the server's message when the loader fails, and 'No ISIR' for a year without one", async () => {
    const { unmount } = renderWithProviders(<CurrentIsir uuid="stu-1" aidYear={2027} />, [
      { request, result: { errors: [new GraphQLError('The ISIR service is not answering')] } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('The ISIR service is not answering');
    unmount();
    renderWithProviders(<CurrentIsir uuid="stu-1" aidYear={2027} />, [
      {
        request,
        result: { data: { student: { __typename: 'Student', id: 1, uuid: 'stu-1', attributes: null } } },
      },
    ]);
    expect(await screen.findByText('No ISIR for this aid year.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
