import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema.js';
import { undescribed } from './platform/schema-descriptions.js';

/**
 * Every type, field, argument, input field and enum value of the schema carries a description (issue 14): the
 * developers' explorer shows them. The list of ones still to describe, kept while they were written, is gone; a new
 * item without a description fails here.
 */
describe('schema descriptions', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    expect(undescribed(buildSchema())).toEqual([]);
  });

  it('finds a missing description', () => {
    const probe = buildSchema();
    const field = probe.getQueryType()!.getFields().ping!;
    field.description = '';
    expect(undescribed(probe)).toContain('Query.ping');
  });
});
