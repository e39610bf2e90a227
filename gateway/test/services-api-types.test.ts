import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES_API_TYPES, servicesApiTypes } from '../../scripts/codegen/services-api-types.mjs';

describe("the gateway's REST types", () => {
  it('are generated from the services OpenAPI document as committed (not stale)', async () => {
    const fresh = await servicesApiTypes();
    // When this fails: `pnpm codegen` (after `pnpm --dir services openapi` when a route changed), then commit.
    expect(
      readFileSync(SERVICES_API_TYPES, 'utf8') === fresh,
      'gateway/src/__generated__/services-api.ts is stale: run `pnpm codegen`',
    ).toBe(true);
  });
});
