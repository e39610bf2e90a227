import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { StudentParentProfileDocument } from '../graphql/records.generated';
import { renderWithProviders } from '../../../test/render';
import { ParentOnIsir } from './ParentOnIsir';

const request = { query: StudentParentProfileDocument, variables: { uuid: 'stu-1', aidYear: 2027 } };

describe('the parent on the ISIR', () => {
  it("says 'No response from fetch parent' when the parent loader answers with no student", async () => {
    renderWithProviders(<ParentOnIsir uuid="stu-1" aidYear={2027} />, [
      { request, result: { data: { student: null } } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('No response from fetch parent');
  });

  it("shows the server's message when the parent loader fails", async () => {
    renderWithProviders(<ParentOnIsir uuid="stu-1" aidYear={2027} />, [
      { request, result: { errors: [new GraphQLError('The ISIR service is not answering')] } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('The ISIR service is not answering');
  });
});
