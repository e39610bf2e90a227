#!/usr/bin/env node
// The gateway's REST types, generated from the services' OpenAPI document (services/__generated__/openapi.json,
// written by `pnpm --dir services openapi`): gateway/src/__generated__/services-api.ts. Run by `pnpm codegen`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENAPI_DOCUMENT = path.join(root, 'services/__generated__/openapi.json');
export const SERVICES_API_TYPES = path.join(root, 'gateway/src/__generated__/services-api.ts');

const HEADER = `/**
 * Generated from services/__generated__/openapi.json by scripts/codegen/services-api-types.mjs (pnpm codegen).
 * Never edit by hand: change the services route's zod schemas, run \`pnpm --dir services openapi\`, then \`pnpm codegen\`.
 */
`;

/** The TypeScript the gateway's REST clients type their answers with, for a given OpenAPI document. */
export async function servicesApiTypes(document = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8'))) {
  const ast = await openapiTS(document, { alphabetize: true, exportType: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SERVICES_API_TYPES, await servicesApiTypes());
  console.log(`Wrote ${path.relative(process.cwd(), SERVICES_API_TYPES)}`);
}
