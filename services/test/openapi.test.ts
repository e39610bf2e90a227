import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../src/bases/index.js';
import { BASE_PREFIX, type Base } from '../src/platform/route.js';
import { formatOpenApi, OPENAPI_FILE } from '../src/openapi-cli.js';
import { forEachBackend, useServices } from './harness.js';

/** The REST contract's checklist, owned by the project (docs/README.md). */
const ENDPOINTS_TSV = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/endpoints.tsv');

/** Served on purpose although endpoints.tsv does not list them. */
const KNOWN_ADDITIONS = [
  'POST /api/sso/refresh', // refresh-token rotation for the embedded issuer
  'GET /student-api/worklist/summary/{aidYear}', // staff home page counts
  'GET /api/.well-known/jwks.json',
  'GET /api/.well-known/openid-configuration',
  'POST /school-api/SchoolAnnualRollover/rollover', // /SchoolAnnualRollover (the spec names no path)
  'GET /school-api/schoolconfig/hiddenRoutes/{host}', // host-dependent availability of routes, from configuration
  'POST /school-api/AdministrativeActivity/search', // /AdministrativeActivity and /StudentActivity (paths not shown)
  'POST /school-api/StudentActivity/search',
  'POST /school-api/AdministrativeActivity/searchPage', // issue 27: every entry, a page at a time by cursor
  'GET /isir-api/IsirHeader/page', // issue 27: every ISIR file, a page at a time by cursor
  'GET /school-api/FTISetup/', // reads what FTISetup/addOrUpdate/ saved
  'POST /school-api/SchoolAidYearFile/upload', // how a school's files get there (the spec names no path)
  'POST /school-api/SchoolService/fileDownload', // the spec's fileDownload?aidYearSpecific=false (no trailing slash)
  'POST /school-api/CommunicationLog/search', // /communicationLog (the spec names no path)
  'POST /api/auth/mfaCodeStatus', // issue 29: the sign-in page names a code that could not be sent
  'POST /student-api/StudentInterviewLinkMemo', // add a task list memo (the spec names no path for it)
  'POST /student-api/processorDocument/upload', // processor document upload and download (paths not shown in the spec)
  'GET /student-api/processorDocument/download/{id}',
  'GET /student-api/student/binder/download/{uuid}', // a kept binder's PDF (the spec shows no path)
  'GET /isir-api/isir/studentIsir/{uuid}/{aidYear}', // the ISIR tab of StudentView (path not shown in the spec)
  'POST /admin-api/IsirRecordInfo/', // an administrator adds a new award year's layout as data
  'POST /admin-api/TitleIVSchool/upload', // issue 6: the back-office loads FSA's Federal School Code List
  'GET /admin-api/TitleIVSchool/listSource', // issue 6: which list is loaded (file, who, when), or the sample
  'GET /admin-api/dataKeys', // issue 30: the data-key ring and values per key
  'POST /admin-api/dataKeys/reseal', // issue 30: re-seal every value under the current data key
  'POST /admin-api/signingKeys/rotate', // issue 30: a new token-signing key now
  'POST /admin-api/MasterUserProfile/add', // issue 30: an administrator adds a staff person (first run: the second one)
  'GET /student-api/studentProfile/{uuid}/{aidYear}', // reads what updateStudentProfile saved (Settings)
  'GET /student-api/studentAccountService/accountSettings', // the signed-in account for Settings (path not shown)
  'POST /student-api/UpdatePreferredLanguage', // issue 26: the language of the portal and messages (English/Spanish)
  'GET /student-api/Student/AssignableStaff', // whom a student can be assigned to (the spec shows no path)
  'POST /student-api/correction/add', // a verifier records an ISIR correction (the spec names no path)
  'DELETE /student-api/correction/{id}', // withdraw a correction not yet exported
  'POST /student-api/correction/search', // /corrections: the school's corrections (path not shown)
  'POST /student-api/correction/batch/search', // /transmittedCorrections: exported correction files (path not shown)
  'GET /interview-api/interview/builderAvailability', // whether a builder route shows on a host, from configuration
  // Builders edit single pieces of a template (issue 5: steps, questions, choices, branching, order).
  'PATCH /interview-api/interviewType/{id}', // issue 26: a type's name in Spanish
  'PATCH /interview-api/interviewStep/{id}',
  'DELETE /interview-api/interviewStep/{id}',
  'POST /interview-api/interviewStep/reorder',
  'PATCH /interview-api/interviewQuestion/{id}',
  'DELETE /interview-api/interviewQuestion/{id}',
  'POST /interview-api/stepQuestionLink/reorder',
  'PATCH /interview-api/questionChoice/{id}',
  'DELETE /interview-api/questionChoice/{id}',
  'POST /interview-api/questionChoice/reorder',
  'DELETE /interview-api/interviewEvent/{id}',
  'PATCH /admin-api/NotificationTemplate/{id}', // the back-office edits the installation's message texts (path not shown)
  'PATCH /school-api/NotificationTemplate/{id}', // /MessageTemplates: a school's own wording (path not shown)
  'DELETE /school-api/NotificationTemplate/{id}', // /MessageTemplates: back to the installation's wording
  // Issue 11, auto-verify: the designer's pickers and its "test against student", StudentView's run and "why", the two reports.
  'GET /student-api/autoverify/designerCatalog/{aidYear}',
  'POST /student-api/autoverify/test/{id}',
  'POST /student-api/autoverify/run/{a}/{b}',
  'GET /student-api/autoverify/studentRuns/{a}/{b}',
  'POST /student-api/autoverify/runs/search',
  'POST /student-api/autoverify/runs/csv',
  'POST /isir-api/studentrepository/upload', // issue 12: a roster from the school's SIS (the spec names no path)
  'POST /isir-api/studentrepository/reviewMatch/{id}', // issue 12: staff accept or reject a proposed (fuzzy) match
  'POST /isir-api/StudentRepositoryTransferFileHeader/generate', // issue 12: a transfer file made on demand
  'GET /api/userSettings', // issue 10/14: /userSettings, the signed-in staff member's own settings (path not shown)
  'PATCH /api/userSettings',
  'GET /api/apiToken', // issue 14: API tokens for reporting scripts
  'GET /api/apiToken/options',
  'POST /api/apiToken',
  'DELETE /api/apiToken/{uuid}',
  'GET /api/apiToken/caller',
  // Issue 10 (paths not shown by the spec): /jobs, /Metrics' week-by-week counts, /CorrectionsDisplay, /adminAccountCreation, paged /StudentActivity.
  'GET /school-api/jobs/page/{page}',
  'GET /school-api/jobs/{id}',
  'POST /school-api/jobs/{id}/retry',
  'POST /school-api/jobs/{id}/cancel',
  'GET /school-api/report/getStatusCountsOverTime/{x}',
  'POST /student-api/correction/display',
  'POST /student-api/studentAccountService/adminCreateAccount',
  'POST /school-api/StudentActivity/searchPage',
  // Reports (issue 10): the generic report engine, its exports and the staff flags the reports list.
  'GET /school-api/report/definitions',
  'POST /school-api/report/{name}/search',
  'POST /school-api/report/{name}/export',
  'GET /school-api/report/{name}/download',
  'GET /school-api/report/{name}/exports/{aidYear}',
  'GET /school-api/report/exportFile/{uuid}',
  'POST /school-api/report/SuperBinderReport/createBinders',
  'GET /school-api/report/studentFlags/{id}/{aidYear}',
  'POST /school-api/report/watchlist/{id}',
  'DELETE /school-api/report/watchlist/{id}/{aidYear}',
  'POST /school-api/report/institutionalSelection/{id}',
  // Task-list reminders (issue 29): the plan per aid year, "send now", the student view, metrics, opt-outs.
  'GET /school-api/reminders/plan/{aidYear}',
  'POST /school-api/reminders/plan/{aidYear}',
  'POST /school-api/reminders/sendNow/{aidYear}',
  'GET /school-api/reminders/student/{id}/{aidYear}',
  'GET /school-api/reminders/metrics/{aidYear}',
  'GET /api/messages/unsubscribe',
  'POST /api/messages/unsubscribe',
  'POST /api/messages/sms/inbound',
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
// The fields OpenAPI 3.1 allows (its schema has unevaluatedProperties: false); `x-` extensions aside.
const DOC_FIELDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
];
const OPERATION_FIELDS = [
  'tags',
  'summary',
  'description',
  'externalDocs',
  'operationId',
  'parameters',
  'requestBody',
  'responses',
  'callbacks',
  'deprecated',
  'security',
  'servers',
];
const PARAMETER_FIELDS = [
  'name',
  'in',
  'description',
  'required',
  'deprecated',
  'allowEmptyValue',
  'schema',
  'content',
  'style',
  'explode',
  'allowReserved',
  'example',
  'examples',
];
const unknownFields = (o: object, allowed: string[]) =>
  Object.keys(o).filter((k) => !allowed.includes(k) && !k.startsWith('x-'));

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
  security?: Record<string, string[]>[];
  tags?: string[];
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

function readEndpointRows() {
  const [header, ...lines] = readFileSync(ENDPOINTS_TSV, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  expect(header!.split('\t').slice(0, 3)).toEqual(['base', 'method', 'path']);
  return lines.map((line) => {
    const [base, method, p, notes = ''] = line.split('\t') as [Base, string, string, string?];
    expect(BASE_PREFIX[base], line).toBeDefined();
    return { operation: `${method} ${BASE_PREFIX[base]}${p}`, notes };
  });
}

function readEndpoints() {
  return readEndpointRows().map((row) => row.operation);
}

forEachBackend((backend) => {
  describe('the OpenAPI document', () => {
    const s = useServices(backend);
    const doc = async () => (await s().get<OpenApiDoc>('/openapi.json')).body;

    it('is a well-formed OpenAPI 3 document', async () => {
      const d = await doc();
      expect(d.openapi).toMatch(/^3\.\d+\.\d+$/);
      expect(unknownFields(d, DOC_FIELDS)).toEqual([]);
      expect(d.info.title).toEqual(expect.any(String));
      expect(d.info.version).toEqual(expect.any(String));
      const schemes = Object.keys(d.components?.securitySchemes ?? {});
      for (const [p, ops] of Object.entries(d.paths)) {
        expect(p.startsWith('/'), p).toBe(true);
        // fastify's `:param` must appear in the spec's `{param}` form.
        expect(p, p).not.toMatch(/\/:/);
        const templated = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        for (const [method, op] of Object.entries(ops)) {
          const where = `${method.toUpperCase()} ${p}`;
          expect(METHODS, where).toContain(method);
          expect(unknownFields(op, OPERATION_FIELDS), where).toEqual([]);
          const params = op.parameters ?? [];
          const pathParams = params.filter((x) => x.in === 'path');
          expect(pathParams.map((x) => x.name).sort(), where).toEqual([...templated].sort());
          expect(
            pathParams.every((x) => x.required === true),
            where,
          ).toBe(true);
          expect(new Set(params.map((x) => `${x.in}:${x.name}`)).size, where).toBe(params.length);
          for (const x of params) {
            expect(['path', 'query', 'header', 'cookie'], where).toContain(x.in);
            expect(unknownFields(x, PARAMETER_FIELDS), where).toEqual([]);
            expect(Boolean(x.schema) !== Boolean((x as { content?: unknown }).content), where).toBe(true);
          }
          expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(0);
          for (const r of Object.values(op.responses ?? {}))
            expect(r.description, where).toEqual(expect.any(String));
          for (const requirement of op.security ?? [])
            for (const name of Object.keys(requirement)) expect(schemes, where).toContain(name);
          if (op.requestBody) expect(op.requestBody.content['application/json']?.schema, where).toBeTruthy();
        }
      }
    });

    it('lists every route the services serve, and nothing hidden', async () => {
      const d = await doc();
      const listed = Object.entries(d.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      );
      const routes = allRoutes(s().services.ctx).map((r) => `${r.method} ${BASE_PREFIX[r.base]}${r.path}`);
      expect(new Set(listed)).toEqual(
        new Set([...routes, 'GET /api/.well-known/jwks.json', 'GET /api/.well-known/openid-configuration']),
      );
      expect(listed).toHaveLength(new Set(listed).size);
      // Each listed route answers at the listed path (not a 404 from the router).
      for (const op of listed) {
        const [method, p] = op.split(' ') as [string, string];
        const res = await s().call(method, p.replace(/\{\w+\}/g, '1'), method === 'GET' ? {} : { body: {} });
        expect(res.body?.message ?? '', op).not.toMatch(/^No endpoint/);
      }
    });

    it('declares the answer of every route (a zod response schema, or a file download)', () => {
      const missing = allRoutes(s().services.ctx)
        .filter((r) => !r.response)
        .map((r) => `${r.method} ${BASE_PREFIX[r.base]}${r.path}`);
      expect(missing).toEqual([]);
    });

    it.runIf(backend.name === 'pglite')(
      'is the document committed in services/__generated__/openapi.json (the gateway types are generated from it)',
      async () => {
        const served = formatOpenApi(await doc());
        // When this fails: `pnpm --dir services openapi && pnpm codegen`, then commit both generated files.
        expect(
          served === readFileSync(OPENAPI_FILE, 'utf8'),
          'services/__generated__/openapi.json is stale: run `pnpm --dir services openapi && pnpm codegen`',
        ).toBe(true);
      },
    );

    it('serves every row of endpoints.tsv, or the row says why not (its notes start "not served:")', async () => {
      const d = await doc();
      const served = new Set(
        Object.entries(d.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
      );
      const unexplained = readEndpointRows().filter(
        // A row's query string (fileDownload?aidYearSpecific=false) is an answer of its path's route.
        (row) => !served.has(row.operation.split('?')[0]!) && !row.notes.startsWith('not served:'),
      );
      expect(unexplained.map((row) => row.operation)).toEqual([]);
    });

    it('serves only paths of endpoints.tsv under the six bases, apart from the known additions', async () => {
      const d = await doc();
      const endpoints = readEndpoints();
      const spec = new Set(endpoints);
      const bases = Object.values(BASE_PREFIX);
      const served = Object.entries(d.paths)
        .filter(([p]) => bases.some((b) => p.startsWith(b)))
        .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
      for (const addition of KNOWN_ADDITIONS) expect(served, addition).toContain(addition);
      expect(served.filter((op) => !spec.has(op) && !KNOWN_ADDITIONS.includes(op))).toEqual([]);
      const servedRows = endpoints.filter((e) => served.includes(e));
      console.log(`endpoints.tsv: ${servedRows.length} of ${endpoints.length} rows served (${backend.name})`);
      expect(servedRows.length).toBe(served.length - KNOWN_ADDITIONS.length);
    });
  });
});
