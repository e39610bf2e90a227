import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUuid, generateIsirBuffer } from '@aidverify/services';
import { buildSchema } from '../src/schema.js';
import {
  forEachBackend,
  useStack,
  type BrowserSession,
  type GraphQLAnswer,
  type Loose,
  type Stack,
} from './harness.js';
import { dbNumber, readRows, z } from '@aidverify/services/test/rows';

/**
 * Issue 27, "every capability of the spec in the graph": docs/endpoints.tsv names, for each REST endpoint, the
 * GraphQL field(s) through which the gateway reaches it (column `graphql`), or `—` and the reason in its notes.
 * This suite proves the column: it runs the gateway over the real services, calls each named field with valid
 * arguments from the demo data, and matches every call the gateway made (its upstream counter: method and path)
 * to the services' route patterns. Every endpoint whose column names a field must have been called by that field.
 * ENDPOINTS_GRAPH_PRINT=1 prints each call's routes and time: what a new row's column is written from.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENDPOINTS_TSV = path.join(ROOT, 'docs/endpoints.tsv');
const OPENAPI = path.join(ROOT, 'services/__generated__/openapi.json');
const BASE_PREFIX: Record<string, string> = {
  main: '/api/',
  student: '/student-api/',
  isir: '/isir-api/',
  school: '/school-api/',
  interview: '/interview-api/',
  admin: '/admin-api/',
};
const NO_FIELD = '—';

interface EndpointRow {
  /** `METHOD /base-prefix/path` as the services serve it (a row's query string left out). */
  operation: string;
  /** The row as written, for messages. */
  line: string;
  fields: string[];
  notes: string;
}

function readEndpointRows(): EndpointRow[] {
  const [header, ...lines] = readFileSync(ENDPOINTS_TSV, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  expect(header!.split('\t').slice(0, 4)).toEqual(['base', 'method', 'path', 'notes']);
  return lines.map((line) => {
    const [base, method, p, notes = '', graphql = ''] = line.split('\t') as string[];
    return {
      operation: `${method} ${BASE_PREFIX[base!]}${p!.split('?')[0]}`,
      line: `${base} ${method} ${p}`,
      fields: graphql === NO_FIELD ? [] : graphql.split(/,\s*/).filter(Boolean),
      notes: notes ?? '',
    };
  });
}

/**
 * The services' route patterns, as a router picks them: a static segment beats a parameter at the same place
 * (`student/getStudent/{id}` before `student/{id}`), so each concrete path a call named maps to one route.
 */
function routeMatcher(): (method: string, concrete: string) => string | undefined {
  const doc = JSON.parse(readFileSync(OPENAPI, 'utf8')) as { paths: Record<string, object> };
  const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((m) => ({ method: m.toUpperCase(), pattern: p, segments: p.split('/') })),
  );
  return (method, concrete) => {
    const segments = concrete
      .split('?')[0]!
      .split('/')
      .map((s) => decodeURIComponent(s));
    let best: { pattern: string; rank: string } | undefined;
    for (const r of routes) {
      if (r.method !== method || r.segments.length !== segments.length) continue;
      let rank = '';
      let fits = true;
      for (let i = 0; i < segments.length; i++) {
        const s = r.segments[i]!;
        if (/^\{\w+\}$/.test(s)) {
          if (segments[i] === '') fits = false;
          rank += '0';
        } else if (s === segments[i]) rank += '1';
        else fits = false;
        if (!fits) break;
      }
      if (fits && (!best || rank > best.rank)) best = { pattern: r.pattern, rank };
    }
    return best && `${method} ${best.pattern}`;
  };
}

type Who = 'superadmin' | 'admin' | 'student' | 'parent' | 'anon';

/** What the demo data gives the calls: ids and uuids of Jordan Rivera (Test University) and the records around. */
interface Fixtures {
  jordan: { uuid: string; id: number; accountId: number; parentAccountId: number };
  item: { uuid: string; id: number };
  state: Record<string, Loose>;
}

interface Call {
  /** The field the column names (`Query.student`, `Student.taskList`, `Mutation.verifyAll`). */
  field: string;
  who: Who;
  query: string;
  variables?: (f: Fixtures, s: Stack) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** An error code (or a refusal's words) the call may answer with: the demo data has no such record. */
  expect?: string | RegExp;
  /** Reads what later calls need (an id just made) from the answer. */
  keep?: (data: Loose, f: Fixtures) => void | Promise<void>;
}

const YEAR = 2027;
const JORDAN = demoUuid('student:222222-1');

const mutation = (
  field: string,
  args: string,
  who: Who = 'superadmin',
  variables?: Call['variables'],
  keep?: Call['keep'],
  selection = 'ok error { message }',
): Call => ({
  field: `Mutation.${field}`,
  who,
  query: `mutation${args.includes('$') ? `(${declarations(args)})` : ''} { ${field}${args ? `(${args.replace(/\$(\w+):(\w+!?|\[\w+!?\]!?)/g, '$$$1')})` : ''}${selection ? ` { ${selection} }` : ''} }`,
  variables,
  keep,
});
/** `$name:Type` markers in an argument list become the operation's variable declarations. */
function declarations(args: string): string {
  return [...args.matchAll(/\$(\w+):(\w+!?|\[\w+!?\]!?)/g)].map((m) => `$${m[1]}: ${m[2]}`).join(', ');
}

/** The ISIR field a correction of the last name names in the aid year's layout. */
const lastNameField = async (s: Stack) =>
  (
    await readRows(
      s.services.ctx.db,
      { attribute_name: z.string() },
      `SELECT e.attribute_name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id
        WHERE i.aid_year = ${YEAR} AND e.section = 'student_identity' AND e.display_name = 'Last Name' ORDER BY i.id DESC LIMIT 1`,
    )
  )[0]!.attribute_name;

/** A dependent student of Test University with no account yet (or, once linked, the one linked to Jordan's parent). */
const unlinkedDependent = async (s: Stack, linked = false) =>
  (
    await readRows(
      s.services.ctx.db,
      { uuid: z.string() },
      `SELECT s.uuid::text FROM student s WHERE s.school_code = '222222' AND s.uuid <> $1
          AND s.dependency_status = (SELECT dependency_status FROM student WHERE uuid = $1)
          AND ${linked ? '' : 'NOT'} EXISTS (SELECT 1 FROM student_account_link l WHERE l.student_id = s.id
                      ${linked ? 'AND l.student_account_id = (SELECT student_account_id FROM student_account_link WHERE student_id = (SELECT id FROM student WHERE uuid = $1) AND account_type = 1)' : ''})
        ORDER BY s.id LIMIT 1`,
      [JORDAN],
    )
  )[0]!.uuid;

const withoutChangeTime = (answer: { status: number; body: unknown }) =>
  answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body)
    ? { ...answer, body: { ...answer.body, updatedAt: undefined } }
    : answer;

const studentId = async (s: Stack, uuid: string) =>
  (await readRows(s.services.ctx.db, { id: dbNumber }, `SELECT id FROM student WHERE uuid = $1`, [uuid]))[0]!
    .id;

/** Every piece of an auto-verify flow: made, changed, moved (read with its siblings), deleted, on a flow of its own. */
function autoVerifyCalls(): Call[] {
  const save = (resource: string, input: (f: Fixtures) => Record<string, unknown>, key: string): Call =>
    mutation(
      'saveAutoVerifyItem',
      `resource: ${resource}, input: $in:AutoVerifyItemInput!`,
      'superadmin',
      (f) => ({ in: input(f) }),
      (d, f) => void (f.state[key] = d.saveAutoVerifyItem.id),
      'ok error { message } id',
    );
  const change = (resource: string, key: string, input: Record<string, unknown>): Call =>
    mutation(
      'saveAutoVerifyItem',
      `resource: ${resource}, id: $id:Int!, input: $in:AutoVerifyItemInput!`,
      'superadmin',
      (f) => ({ id: f.state[key], in: input }),
    );
  const move = (resource: string, key: string): Call =>
    mutation(
      'moveAutoVerifyItem',
      `resource: ${resource}, id: $id:Int!, direction: DOWN`,
      'superadmin',
      (f) => ({ id: f.state[key] }),
      undefined,
      '__typename',
    );
  const remove = (resource: string, key: string): Call =>
    mutation('deleteAutoVerifyItem', `resource: ${resource}, id: $id:Int!`, 'superadmin', (f) => ({
      id: f.state[key],
    }));
  return [
    {
      field: 'Query.autoVerifyCatalog',
      who: 'superadmin',
      query: `{ autoVerifyCatalog(aidYear: ${YEAR}) { queryObjects { name columns { name } } } }`,
      keep: (d, f) => void (f.state.queryObject = d.autoVerifyCatalog.queryObjects[0]),
    },
    save('Flow', () => ({ name: 'Graph flow', aidYear: YEAR, purpose: 'VERIFICATION' }), 'avFlow'),
    save('Section', (f) => ({ flowID: f.state.avFlow, name: 'Graph section' }), 'avSection'),
    save('ConditionSet', (f) => ({ sectionID: f.state.avSection, name: 'Graph set' }), 'avSet'),
    save('Evaluator', () => ({ name: 'Graph not blank', operator: 'NOT_BLANK' }), 'avEvaluator'),
    save(
      'Component',
      (f) => ({ flowID: f.state.avFlow, name: 'One', kind: 'CONSTANT', constantValue: '1' }),
      'avComponent',
    ),
    save(
      'Condition',
      (f) => ({
        conditionSetID: f.state.avSet,
        leftComponentID: f.state.avComponent,
        evaluatorID: f.state.avEvaluator,
      }),
      'avCondition',
    ),
    save(
      'PseudoQuery',
      (f) => ({
        flowID: f.state.avFlow,
        name: 'Graph count',
        queryObject: f.state.queryObject.name,
        result: 'COUNT',
      }),
      'avQuery',
    ),
    save(
      'PseudoQueryFilter',
      (f) => ({
        pseudoQueryID: f.state.avQuery,
        columnName: f.state.queryObject.columns[0].name,
        operator: 'NOT_BLANK',
      }),
      'avFilter',
    ),
    save(
      'RedirectGroup',
      (f) => ({
        flowID: f.state.avFlow,
        sectionID: f.state.avSection,
        name: 'Graph redirect',
        onResult: 'FAIL',
        memoText: 'Graph',
      }),
      'avRedirect',
    ),
    change('Flow', 'avFlow', { description: 'Checked' }),
    change('Section', 'avSection', { name: 'Graph section 2' }),
    change('ConditionSet', 'avSet', { name: 'Graph set 2' }),
    change('Evaluator', 'avEvaluator', { name: 'Graph not blank 2' }),
    change('Component', 'avComponent', { name: 'Uno' }),
    change('Condition', 'avCondition', { sortOrder: 0 }),
    change('PseudoQuery', 'avQuery', { name: 'Graph count 2' }),
    change('PseudoQueryFilter', 'avFilter', { value: '1' }),
    change('RedirectGroup', 'avRedirect', { memoText: 'Graph 2' }),
    ...[
      'Section:avSection',
      'ConditionSet:avSet',
      'Condition:avCondition',
      'RedirectGroup:avRedirect',
      'Flow:avFlow',
      'Evaluator:avEvaluator',
      'Component:avComponent',
      'PseudoQuery:avQuery',
      'PseudoQueryFilter:avFilter',
    ].map((p) => move(...(p.split(':') as [string, string]))),
    mutation(
      'testAutoVerifyFlow',
      'id: $id:Int!, student: $s:String!',
      'superadmin',
      (f) => ({ id: f.state.avFlow, s: f.jordan.uuid }),
      undefined,
      '__typename',
    ),
    remove('RedirectGroup', 'avRedirect'),
    remove('Condition', 'avCondition'),
    remove('PseudoQueryFilter', 'avFilter'),
    remove('PseudoQuery', 'avQuery'),
    remove('Component', 'avComponent'),
    remove('Evaluator', 'avEvaluator'),
    remove('ConditionSet', 'avSet'),
    remove('Section', 'avSection'),
    remove('Flow', 'avFlow'),
  ];
}

function mutations(): Call[] {
  const other = demoUuid('student:222222-3');
  return [
    // Administration of the school.
    mutation(
      'addHoliday',
      'input: { name: "Graph Day", holidayDate: "2027-03-03" }',
      'superadmin',
      undefined,
      (d, f) => void (f.state.holidayId = d.addHoliday.holiday.id),
      'ok error { message } holiday { id }',
    ),
    mutation(
      'updateHoliday',
      'id: $id:Int!, input: { name: "Graph Day 2", holidayDate: "2027-03-04" }',
      'superadmin',
      (f) => ({ id: f.state.holidayId }),
    ),
    mutation('deleteHoliday', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.holidayId })),
    mutation('copyDefaultHolidays', 'year: 2029'),
    mutation(
      'addSchoolConfigItem',
      'name: "graph.check", value: "1"',
      'superadmin',
      undefined,
      (d, f) => void (f.state.configId = d.addSchoolConfigItem.item.id),
      'ok error { message } item { id }',
    ),
    mutation('updateSchoolConfigItem', 'id: $id:Int!, value: "2"', 'superadmin', (f) => ({
      id: f.state.configId,
    })),
    mutation('revokePermissions', 'links: $l:[RolePermissionInput!]!', 'superadmin', (f) => ({
      l: [{ roleID: f.state.link.roleID, permissionID: f.state.link.permissionID }],
    })),
    mutation('grantPermissions', 'links: $l:[RolePermissionInput!]!', 'superadmin', (f) => ({
      l: [{ roleID: f.state.link.roleID, permissionID: f.state.link.permissionID }],
    })),
    mutation(
      'addAidYear',
      'aidYear: 2030',
      'superadmin',
      undefined,
      (d, f) => void (f.state.newYearId = d.addAidYear.settings.id),
      'ok error { message } settings { id }',
    ),
    mutation('updateAidYearSettings', 'id: $id:Int!, settings: { isV6Active: true }', 'superadmin', (f) => ({
      id: f.state.newYearId,
    })),
    mutation(
      'replaceVerificationGroupMap',
      'aidYearSettingsId: $id:Int!, items: [{ verificationGroup: "V1", typeCode: "SIG", isForParentAccount: false, dependentOnly: false }]',
      'superadmin',
      (f) => ({ id: f.state.newYearId }),
    ),
    mutation('rolloverAidYear', `fromAidYear: ${YEAR}`),
    mutation('updateSchoolProfile', 'input: { sidName: "Student ID" }'),
    mutation('saveFtiSetup', 'input: { ftiEnabled: false }'),
    mutation('updateCommentCodeInfo', `aidYear: ${YEAR}, item: { code: "001", display: true }`),
    mutation(
      'updateCommentCodeInfos',
      `aidYear: ${YEAR}, items: [{ code: "001", display: true }, { code: "002", display: true }]`,
    ),
    mutation('setSaigTgNumber', 'tgNumber: "TG54321"'),
    mutation('createSaigSchoolFolder', ''),
    { field: 'Query.saigSchoolFolder', who: 'superadmin', query: `{ saigSchoolFolder }` },
    mutation('setSaigPassword', 'newPassword: "Mailbox-Pass-2027!"'),
    mutation('setSaigPassword', 'oldPassword: "Mailbox-Pass-2027!", newPassword: "Mailbox-Pass-2028!"'),
    // A file arrives in the school's mailbox folder, as SAIG delivers one.
    mutation(
      'pollSaigMailbox',
      '',
      'superadmin',
      async (f, s) => {
        const folder = path.join(
          s.services.ctx.env.SAIG_DIR ?? path.join(s.services.ctx.env.DATA_DIR, 'saig'),
          '222222',
        );
        mkdirSync(folder, { recursive: true });
        writeFileSync(
          path.join(folder, 'IDSA27OP.graph'),
          generateIsirBuffer({ layout: '2026-27', records: 2, seed: 27 }),
        );
        return {};
      },
      undefined,
      '__typename',
    ),
    {
      field: 'Query.saigMessages',
      who: 'superadmin',
      query: `{ saigMessages { id tgNumber uniqueFileName } }`,
      keep: (d, f) => void (f.state.message = d.saigMessages[0]),
    },
    {
      field: 'Query.saigMessageContent',
      who: 'superadmin',
      query: `query ($t: String!, $n: String!) { saigMessageContent(tgNumber: $t, fileName: $n) { __typename } }`,
      variables: (f) => ({ t: f.state.message.tgNumber, n: f.state.message.uniqueFileName }),
    },
    mutation(
      'importSaigMessage',
      'id: $id:Int!',
      'superadmin',
      (f) => ({ id: f.state.message.id }),
      undefined,
      'ok error { message }',
    ),
    mutation(
      'addSchool',
      `input: { schoolCode: "777777", templateSchoolCode: "222222", schoolName: "Graph College", initialAidYear: ${YEAR}, schoolPURL: "graph" }`,
    ),
    mutation(
      'saveReminderPlan',
      `aidYear: ${YEAR}, input: { enabled: false, itemStatuses: ["NEW"], signatureMissing: false, firstAfterDays: 3, everyDays: 7, maxReminders: 2, quietStart: "21:00", quietEnd: "08:00", timeZone: "America/Chicago", sendEmail: true, sendSms: false }`,
    ),
    mutation('sendRemindersNow', `aidYear: ${YEAR}`, 'superadmin', undefined, undefined, '__typename'),
    mutation(
      'addNotification',
      'input: { title: "Graph", body: "Checked", audience: "ALL" }',
      'superadmin',
      undefined,
      (d, f) => void (f.state.notificationId = d.addNotification.notification.id),
      'ok error { message } notification { id }',
    ),
    mutation('updateNotification', 'id: $id:Int!, input: { isActive: false }', 'superadmin', (f) => ({
      id: f.state.notificationId,
    })),
    mutation(
      'addNotification',
      'input: { title: "Graph", body: "Everyone", audience: "ALL", installationWide: true }',
      'superadmin',
      undefined,
      (d, f) => void (f.state.installationNotificationId = d.addNotification.notification.id),
      'ok error { message } notification { id }',
    ),
    mutation('updateNotification', 'id: $id:Int!, input: { isActive: false }', 'superadmin', (f) => ({
      id: f.state.installationNotificationId,
    })),
    mutation(
      'saveMessageTemplate',
      'defaultId: $id:Int!, subject: "Your code", body: "Code {{code}}"',
      'superadmin',
      (f) => ({ id: f.state.templateId }),
    ),
    mutation('resetMessageTemplate', 'defaultId: $id:Int!', 'superadmin', (f) => ({
      id: f.state.templateId,
    })),
    mutation(
      'saveInstallationMessageTemplate',
      'defaultId: $id:Int!, subject: "Your code", body: "Code {{code}}"',
      'superadmin',
      (f) => ({ id: f.state.templateId }),
    ),
    mutation(
      'saveUserSettings',
      'input: { firstName: "Super", lastName: "Admin", defaultSchoolCode: "222222", mfaOption: EMAIL }',
    ),
    mutation(
      'createApiToken',
      'input: { name: "graph", schoolCode: "222222", role: "ReadOnly", readOnly: true, expiresInDays: 1 }',
      'superadmin',
      undefined,
      (d, f) => void (f.state.tokenUuid = d.createApiToken.token.uuid),
      'ok error { message } token { uuid }',
    ),
    mutation('revokeApiToken', 'uuid: $u:ID!', 'superadmin', (f) => ({ u: f.state.tokenUuid })),
    // Back-office.
    mutation(
      'addInstallationConfigItem',
      'name: "graph.installation", value: "1"',
      'superadmin',
      undefined,
      (d, f) => void (f.state.installationConfigId = d.addInstallationConfigItem.item.id),
      'ok error { message } item { id }',
    ),
    mutation('updateInstallationConfigItem', 'id: $id:Int!, value: "2"', 'superadmin', (f) => ({
      id: f.state.installationConfigId,
    })),
    {
      field: 'Query.installationConfigItem',
      who: 'superadmin',
      query: `{ installationConfigItem(name: "graph.installation") { value } }`,
    },
    {
      field: 'Query.installationConfigItem',
      who: 'superadmin',
      query: `query ($i: Int!) { installationConfigItem(id: $i) { value } }`,
      variables: (f) => ({ i: f.state.installationConfigId }),
    },
    mutation(
      'addMasterUserProfile',
      'input: { email: "graph.person@aidverify.test", firstName: "Graph", lastName: "Person", schoolCode: "222222", role: "Member" }',
      'superadmin',
      undefined,
      (d, f) => void (f.state.newProfileId = d.addMasterUserProfile.profile.id),
      'ok error { message } profile { id }',
    ),
    mutation(
      'updateMasterUserProfile',
      'id: $id:Int!, input: { firstName: "Graphed", schools: [{ schoolCode: "222222", role: "Verifier" }] }',
      'superadmin',
      (f) => ({ id: f.state.newProfileId }),
    ),
    mutation(
      'deleteMasterUserProfile',
      'id: $id:Int!',
      'superadmin',
      (f) => ({ id: f.state.newProfileId }),
      undefined,
      'ok error { message }',
    ),
    // The school's own default aid year again: the call changes nothing the calls after it read.
    mutation('updateMasterSchool', 'id: $id:Int!, input: { defaultAidYear: $y:Int! }', 'superadmin', (f) => ({
      id: f.state.masterSchool.id,
      y: f.state.masterSchool.defaultAidYear,
    })),
    mutation(
      'addDefaultHoliday',
      'input: { name: "Graph Default Day", holidayDate: "2031-03-03" }',
      'superadmin',
      undefined,
      (d, f) => void (f.state.defaultHolidayId = d.addDefaultHoliday.holiday.id),
      'ok error { message } holiday { id }',
    ),
    mutation(
      'updateDefaultHoliday',
      'id: $id:Int!, input: { name: "Graph Default Day 2", holidayDate: "2031-03-04" }',
      'superadmin',
      (f) => ({ id: f.state.defaultHolidayId }),
    ),
    mutation('deleteDefaultHoliday', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.defaultHolidayId })),
    mutation('resealDataKeys', 'batchSize: 100', 'superadmin', undefined, undefined, '__typename'),
    mutation('rotateSigningKey', '', 'superadmin', undefined, undefined, '__typename'),
    ...autoVerifyCalls(),
    // ISIR views.
    mutation(
      'saveIsirViewItem',
      `input: { level: TAB, aidYear: ${YEAR}, name: "Graph tab" }`,
      'superadmin',
      undefined,
      (d, f) => void (f.state.tabId = d.saveIsirViewItem.id),
      'ok error { message } id',
    ),
    mutation('reorderIsirViewItems', 'level: TAB, ids: [$id:Int!]', 'superadmin', (f) => ({
      id: f.state.tabId,
    })),
    mutation('copyIsirViewTab', 'tabId: $id:Int!', 'superadmin', (f) => ({ id: f.state.tabId })),
    mutation(
      'saveIsirViewItem',
      'input: { level: TAB, id: $id:Int!, name: "Graph tab 2" }',
      'superadmin',
      (f) => ({ id: f.state.tabId }),
    ),
    mutation(
      'saveIsirViewItem',
      'input: { level: GROUP, tabId: $t:Int!, name: "Graph group" }',
      'superadmin',
      (f) => ({ t: f.state.tabId }),
      (d, f) => void (f.state.groupId = d.saveIsirViewItem.id),
      'ok error { message } id',
    ),
    mutation(
      'saveIsirViewItem',
      'input: { level: GROUP, id: $id:Int!, name: "Graph group 2" }',
      'superadmin',
      (f) => ({ id: f.state.groupId }),
    ),
    mutation('reorderIsirViewItems', 'level: GROUP, ids: $id:[Int!]!', 'superadmin', (f) => ({
      id: [f.state.groupId],
    })),
    mutation(
      'saveIsirViewItem',
      'input: { level: ELEMENT, groupId: $g:Int!, attributeName: $a:String!, displayName: "Graph" }',
      'superadmin',
      async (f, s) => ({
        g: f.state.groupId,
        a: (
          await readRows(
            s.services.ctx.db,
            { attribute_name: z.string() },
            `SELECT e.attribute_name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id WHERE i.aid_year = ${YEAR} ORDER BY e.id LIMIT 1`,
          )
        )[0]!.attribute_name,
      }),
      (d, f) => void (f.state.elementId = d.saveIsirViewItem.id),
      'ok error { message } id',
    ),
    mutation(
      'saveIsirViewItem',
      'input: { level: ELEMENT, id: $id:Int!, displayName: "Graph 2" }',
      'superadmin',
      (f) => ({ id: f.state.elementId }),
    ),
    mutation('reorderIsirViewItems', 'level: ELEMENT, ids: $id:[Int!]!', 'superadmin', (f) => ({
      id: [f.state.elementId],
    })),
    mutation('deleteIsirViewItem', 'level: ELEMENT, id: $id:Int!', 'superadmin', (f) => ({
      id: f.state.elementId,
    })),
    mutation('deleteIsirViewItem', 'level: GROUP, id: $id:Int!', 'superadmin', (f) => ({
      id: f.state.groupId,
    })),
    mutation('deleteIsirViewItem', 'level: TAB, id: $id:Int!', 'superadmin', (f) => ({ id: f.state.tabId })),
    mutation('addIsirViewSettings', 'aidYear: 2025'),
    mutation('rolloverIsirViewSettings', 'fromAidYear: 2025'),
    mutation(
      'saveMasterIsirViewItem',
      `input: { level: TAB, aidYear: ${YEAR}, name: "Graph master tab" }`,
      'superadmin',
      undefined,
      (d, f) => void (f.state.masterTabId = d.saveMasterIsirViewItem.id),
      'ok error { message } id',
    ),
    mutation('reorderMasterIsirViewItems', 'level: TAB, ids: [$id:Int!]', 'superadmin', (f) => ({
      id: f.state.masterTabId,
    })),
    mutation(
      'saveMasterIsirViewItem',
      'input: { level: TAB, id: $id:Int!, name: "Graph master tab 2" }',
      'superadmin',
      (f) => ({ id: f.state.masterTabId }),
    ),
    mutation(
      'saveMasterIsirViewItem',
      'input: { level: GROUP, tabId: $t:Int!, name: "Graph group" }',
      'superadmin',
      (f) => ({ t: f.state.masterTabId }),
      (d, f) => void (f.state.masterGroupId = d.saveMasterIsirViewItem.id),
      'ok error { message } id',
    ),
    mutation(
      'saveMasterIsirViewItem',
      'input: { level: GROUP, id: $id:Int!, name: "Graph group 2" }',
      'superadmin',
      (f) => ({ id: f.state.masterGroupId }),
    ),
    mutation('reorderMasterIsirViewItems', 'level: GROUP, ids: $id:[Int!]!', 'superadmin', (f) => ({
      id: [f.state.masterGroupId],
    })),
    mutation(
      'saveMasterIsirViewItem',
      'input: { level: ELEMENT, groupId: $g:Int!, attributeName: $a:String!, displayName: "Graph" }',
      'superadmin',
      async (f, s) => ({
        g: f.state.masterGroupId,
        a: (
          await readRows(
            s.services.ctx.db,
            { attribute_name: z.string() },
            `SELECT e.attribute_name FROM isir_record_element_info e JOIN isir_record_info i ON i.id = e.isir_record_info_id WHERE i.aid_year = ${YEAR} ORDER BY e.id LIMIT 1`,
          )
        )[0]!.attribute_name,
      }),
      (d, f) => void (f.state.masterElementId = d.saveMasterIsirViewItem.id),
      'ok error { message } id',
    ),
    mutation(
      'saveMasterIsirViewItem',
      'input: { level: ELEMENT, id: $id:Int!, displayName: "Graph 2" }',
      'superadmin',
      (f) => ({ id: f.state.masterElementId }),
    ),
    mutation('reorderMasterIsirViewItems', 'level: ELEMENT, ids: $id:[Int!]!', 'superadmin', (f) => ({
      id: [f.state.masterElementId],
    })),
    mutation('deleteMasterIsirViewItem', 'level: ELEMENT, id: $id:Int!', 'superadmin', (f) => ({
      id: f.state.masterElementId,
    })),
    mutation('deleteMasterIsirViewItem', 'level: GROUP, id: $id:Int!', 'superadmin', (f) => ({
      id: f.state.masterGroupId,
    })),
    mutation('deleteMasterIsirViewItem', 'level: TAB, id: $id:Int!', 'superadmin', (f) => ({
      id: f.state.masterTabId,
    })),
    // A student's record, by staff (the other demo student where a change would end Jordan's task list).
    mutation(
      'addTaskListMemo',
      'taskListItemId: $i:Int!, text: "Checked by the graph"',
      'superadmin',
      (f) => ({ i: f.item.id }),
      (d, f) => void (f.state.memoId = d.addTaskListMemo.memo.id),
      'ok error { message } memo { id }',
    ),
    mutation('updateTaskListMemo', 'id: $id:Int!, text: "Checked again"', 'superadmin', (f) => ({
      id: f.state.memoId,
    })),
    mutation('deleteTaskListMemo', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.memoId })),
    mutation(
      'addStudentNote',
      'uuid: $u:ID!, input: { kind: ALERT, text: "Graph alert", severity: warning }',
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
      (d, f) => void (f.state.alertId = d.addStudentNote.note.id),
      'ok error { message } note { id }',
    ),
    mutation('updateStudentNote', 'id: $id:Int!, input: { text: "Graph alert 2" }', 'superadmin', (f) => ({
      id: f.state.alertId,
    })),
    {
      ...mutation(
        'addStudentNote',
        'uuid: $u:ID!, input: { kind: REMINDER, text: "Graph reminder", dueDate: "2027-05-01" }',
        'superadmin',
        (f) => ({ u: f.jordan.uuid }),
        (d, f) => void (f.state.reminderId = d.addStudentNote.note.id),
        'ok error { message } note { id }',
      ),
    },
    mutation('expireStudentNote', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.reminderId })),
    mutation('deleteStudentNote', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.reminderId })),
    mutation(
      'uploadProcessorDocument',
      'input: { studentUuid: $u:ID!, fileName: "note.pdf", contentType: "application/pdf", contentBase64: "JVBERi0xLjQKJSVFT0YK" }',
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
      (d, f) => void (f.state.documentId = d.uploadProcessorDocument.document.id),
      'ok error { message } document { id }',
    ),
    {
      field: 'Query.processorDocumentContent',
      who: 'superadmin',
      query: `query ($i: Int!) { processorDocumentContent(id: $i) { __typename } }`,
      variables: (f) => ({ i: f.state.documentId }),
    },
    mutation('deleteProcessorDocument', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.documentId })),
    mutation(
      'uploadProcessorDocument',
      'input: { studentUuid: $u:ID!, fileName: "note2.pdf", contentType: "application/pdf", contentBase64: "JVBERi0xLjQKJSVFT0YK" }',
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
      (d, f) => void (f.state.documentId = d.uploadProcessorDocument.document.id),
      'ok error { message } document { id }',
    ),
    mutation('deleteProcessorDocuments', 'ids: $id:[Int!]!', 'superadmin', (f) => ({
      id: [f.state.documentId],
    })),
    mutation(
      'createBinder',
      `uuid: $u:ID!, aidYear: ${YEAR}, forParent: false`,
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
      (d, f) => void (f.state.binderUuid = d.createBinder.binder?.uuid),
      'ok error { message } binder { uuid }',
    ),
    {
      field: 'Query.binderContent',
      who: 'superadmin',
      query: `query ($u: ID!) { binderContent(uuid: $u) { __typename } }`,
      variables: (f) => ({ u: f.state.binderUuid }),
    },
    {
      field: 'Query.processorBinder',
      who: 'superadmin',
      query: `query ($u: ID!) { processorBinder(uuid: $u, forParent: false) { __typename } }`,
      variables: (f) => ({ u: f.jordan.uuid }),
    },
    {
      field: 'Query.signaturePage',
      who: 'superadmin',
      query: `query ($u: ID!) { signaturePage(uuid: $u, forParent: false) { __typename } }`,
      variables: (f) => ({ u: f.jordan.uuid }),
    },
    mutation('createSuperBinder', 'uuid: $u:ID!', 'superadmin', (f) => ({ u: f.jordan.uuid })),
    mutation(
      'updateStudentRecord',
      'uuid: $u:ID!, input: { email: "jordan.rivera@aidverify.test" }',
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
    ),
    mutation('updateStudentAccount', 'id: $id:Int!, input: { firstName: "Jordan" }', 'superadmin', (f) => ({
      id: f.jordan.accountId,
    })),
    mutation('lockIsir', `uuid: $u:ID!, aidYear: ${YEAR}`, 'superadmin', (f) => ({ u: f.jordan.uuid })),
    mutation('assignStudent', 'uuid: $u:ID!, staffId: $s:Int!', 'superadmin', (f) => ({
      u: f.jordan.uuid,
      s: f.state.staffId,
    })),
    mutation('assignStudents', 'uuids: $u:[ID!]!, staffId: $s:Int!', 'superadmin', (f) => ({
      u: [f.jordan.uuid],
      s: f.state.staffId,
    })),
    mutation('markPostcardsSent', 'studentIds: $i:[Int!]!', 'superadmin', (f) => ({ i: [f.jordan.id] })),
    mutation('clearSignature', 'uuid: $u:ID!, forParent: false', 'superadmin', () => ({ u: other })),
    mutation('inkSignAgreed', 'uuid: $u:ID!, forParent: false, agreed: true', 'superadmin', () => ({
      u: other,
    })),
    mutation('inkSignatureReceived', 'uuid: $u:ID!, forParent: false', 'superadmin', () => ({ u: other })),
    mutation('setESignOptOut', 'uuid: $u:ID!, forParent: false, optOut: false', 'student', (f) => ({
      u: f.jordan.uuid,
    })),
    mutation('eSign', 'uuid: $u:ID!, forParent: false', 'student', (f) => ({ u: f.jordan.uuid })),
    // The demo ISIRs carry no comment code: one is given to Jordan as an import would.
    mutation('resolveCommentCode', 'id: $id:Int!, resolved: true', 'superadmin', async (f, s) => ({
      id: (
        await readRows(
          s.services.ctx.db,
          { id: dbNumber },
          `INSERT INTO student_comment_code_link (school_code, student_id, aid_year, code) VALUES ('222222', $1, ${YEAR}, '001') RETURNING id`,
          [f.jordan.id],
        )
      )[0]!.id,
    })),
    mutation('assignVerificationGroup', 'uuid: $u:ID!, group: "V1"', 'superadmin', () => ({ u: other })),
    mutation('verifyAll', `uuid: $u:ID!, aidYear: ${YEAR}`, 'superadmin', () => ({ u: other })),
    mutation('changeStudentStatus', 'uuid: $u:ID!, status: REVIEW', 'superadmin', () => ({ u: other })),
    mutation('reviewComplete', `uuid: $u:ID!, aidYear: ${YEAR}`, 'superadmin', () => ({ u: other })),
    mutation(
      'runAutoVerify',
      `uuid: $u:ID!, aidYear: ${YEAR}`,
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
      undefined,
      '__typename',
    ),
    mutation(
      'updateConfirmedCorrectionAutoVerifyStatus',
      `uuid: $u:ID!, aidYear: ${YEAR}`,
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
      undefined,
      '__typename',
    ),
    mutation(
      'addCorrection',
      `uuid: $u:ID!, aidYear: ${YEAR}, attributeName: $a:String!, correctedValue: "RIVERA-SMITH"`,
      'superadmin',
      async (f, s) => ({ u: f.jordan.uuid, a: await lastNameField(s) }),
      (d, f) => void (f.state.correctionId = d.addCorrection.correction?.id),
      'ok error { message } correction { id }',
    ),
    mutation('withdrawCorrection', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.correctionId })),
    ...['RIVERA-ONE', 'RIVERA-TWO', 'RIVERA-THREE'].flatMap((value, i): Call[] => [
      mutation(
        'addCorrection',
        `uuid: $u:ID!, aidYear: ${YEAR}, attributeName: $a:String!, correctedValue: "${value}"`,
        'superadmin',
        async (f, s) => ({ u: f.jordan.uuid, a: await lastNameField(s) }),
      ),
      [
        mutation(
          'exportCorrectionFile',
          `aidYear: ${YEAR}, uuid: $u:ID!`,
          'superadmin',
          (f) => ({ u: f.jordan.uuid }),
          undefined,
          'ok error { message } file { id }',
        ),
        mutation(
          'exportCorrectionFile',
          `aidYear: ${YEAR}`,
          'superadmin',
          undefined,
          undefined,
          'ok error { message } file { id }',
        ),
        mutation(
          'exportCorrections',
          `aidYear: ${YEAR}`,
          'superadmin',
          undefined,
          undefined,
          'ok error { message }',
        ),
      ][i]!,
    ]),
    {
      field: 'Query.correctionFiles',
      who: 'superadmin',
      query: `{ correctionFiles(aidYear: ${YEAR}) { id } }`,
      keep: (d, f) => void (f.state.correctionFileId = d.correctionFiles[0]?.id),
    },
    {
      field: 'Query.correctionFileContent',
      who: 'superadmin',
      query: `query ($i: Int!) { correctionFileContent(aidYear: ${YEAR}, id: $i) { __typename } }`,
      variables: (f) => ({ i: f.state.correctionFileId }),
    },
    mutation('displayCorrectionFile', 'content: "x"', 'superadmin', undefined, undefined, '__typename'),
    // Task list items and interviews.
    mutation(
      'addInterviewTaskItem',
      `input: { student: $u:ID!, typeCode: "V4", aidYear: ${YEAR} }`,
      'superadmin',
      () => ({ u: other }),
      (d, f) => void (f.state.newItem = d.addInterviewTaskItem.item?.uuid),
      'ok error { message } item { uuid }',
    ),
    mutation(
      'updateInterviewTaskItem',
      'input: { item: $i:ID!, questionText: "Please" }',
      'superadmin',
      (f) => ({ i: f.state.newItem }),
    ),
    mutation(
      'resetInterview',
      'item: $i:ID!',
      'student',
      (f) => ({ i: f.item.uuid }),
      undefined,
      '__typename',
    ),
    mutation(
      'saveInterviewStep',
      'input: { item: $i:ID!, stepId: $s:Int!, answers: [] }',
      'student',
      (f) => ({ i: f.item.uuid, s: f.state.stepOfItem }),
      undefined,
      '__typename',
    ),
    {
      ...mutation(
        'interviewGoBack',
        'item: $i:ID!, stepId: $s:Int!',
        'student',
        (f) => ({ i: f.item.uuid, s: f.state.stepOfItem }),
        undefined,
        '__typename',
      ),
      expect: 'BAD_USER_INPUT',
    }, // the item is on its first step
    mutation(
      'verifyInterviewIdentity',
      'item: $i:ID!, questionId: 1, answer: "x"',
      'student',
      (f) => ({ i: f.item.uuid }),
      undefined,
      '__typename',
    ),
    {
      ...mutation(
        'deleteInterviewDocument',
        'fileId: "00000000-0000-4000-8000-000000000000"',
        'student',
        undefined,
        undefined,
        '',
      ),
      expect: 'NOT_FOUND',
    }, // uploads go through /files
    // The interview builder, on a template of its own.
    mutation(
      'addInterviewType',
      'typeCode: "GRAPH", name: "Graph check"',
      'superadmin',
      undefined,
      (d, f) => void (f.state.typeId = d.addInterviewType.id),
      'ok error { message } id',
    ),
    mutation(
      'saveInterviewTemplate',
      `input: { interviewTypeId: $t:Int!, aidYear: ${YEAR}, name: "Graph" }`,
      'superadmin',
      (f) => ({ t: f.state.typeId }),
      (d, f) => void (f.state.newTemplateId = d.saveInterviewTemplate.id),
      'ok error { message } id',
    ),
    mutation(
      'updateInterviewTemplate',
      'input: { id: $id:Int!, description: "Checked" }',
      'superadmin',
      (f) => ({ id: f.state.newTemplateId }),
    ),
    mutation(
      'addInterviewStep',
      'input: { templateId: $id:Int!, stepKey: "one", title: "One" }',
      'superadmin',
      (f) => ({ id: f.state.newTemplateId }),
      (d, f) => void (f.state.stepId = d.addInterviewStep.id),
      'ok error { message } id',
    ),
    mutation('updateInterviewStep', 'input: { id: $id:Int!, title: "First" }', 'superadmin', (f) => ({
      id: f.state.stepId,
    })),
    mutation('reorderInterviewSteps', 'templateId: $t:Int!, stepIds: $s:[Int!]!', 'superadmin', (f) => ({
      t: f.state.newTemplateId,
      s: [f.state.stepId],
    })),
    mutation(
      'addInterviewQuestion',
      'input: { templateId: $t:Int!, stepId: $s:Int!, questionKey: "q1", questionType: CHOICE, text: "Which?" }',
      'superadmin',
      (f) => ({ t: f.state.newTemplateId, s: f.state.stepId }),
      (d, f) => void (f.state.questionId = d.addInterviewQuestion.id),
      'ok error { message } id',
    ),
    mutation(
      'updateInterviewQuestion',
      'input: { id: $id:Int!, helpText: "Pick one" }',
      'superadmin',
      (f) => ({ id: f.state.questionId }),
    ),
    {
      field: 'Query.interviewStepQuestions',
      who: 'superadmin',
      query: `query ($s: Int!) { interviewStepQuestions(stepId: $s) { __typename } }`,
      variables: (f) => ({ s: f.state.stepId }),
    },
    mutation('reorderStepQuestions', 'stepId: $s:Int!, questionIds: $q:[Int!]!', 'superadmin', (f) => ({
      s: f.state.stepId,
      q: [f.state.questionId],
    })),
    mutation(
      'addQuestionChoice',
      'input: { questionId: $q:Int!, value: "a", label: "A" }',
      'superadmin',
      (f) => ({ q: f.state.questionId }),
      (d, f) => void (f.state.choiceId = d.addQuestionChoice.id),
      'ok error { message } id',
    ),
    mutation('updateQuestionChoice', 'id: $id:Int!, label: "Aa"', 'superadmin', (f) => ({
      id: f.state.choiceId,
    })),
    mutation('reorderQuestionChoices', 'questionId: $q:Int!, choiceIds: $c:[Int!]!', 'superadmin', (f) => ({
      q: f.state.questionId,
      c: [f.state.choiceId],
    })),
    mutation('deleteQuestionChoice', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.choiceId })),
    mutation(
      'addInterviewEvent',
      'input: { templateId: $t:Int!, eventType: "ON_SUBMIT", action: "RECORD_ACTIVITY" }',
      'superadmin',
      (f) => ({ t: f.state.newTemplateId }),
      (d, f) => void (f.state.eventId = d.addInterviewEvent.id),
      'ok error { message } id',
    ),
    mutation('deleteInterviewEvent', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.eventId })),
    mutation('deleteInterviewQuestion', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.questionId })),
    mutation('deleteInterviewStep', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.stepId })),
    mutation('deleteInterviewTemplate', 'id: $id:Int!', 'superadmin', (f) => ({ id: f.state.newTemplateId })),
    // Reports, jobs, the student repository.
    mutation(
      'exportReport',
      `input: { name: "AllStudentsReport", aidYear: ${YEAR} }, format: CSV`,
      'superadmin',
      undefined,
      undefined,
      '__typename',
    ),
    mutation(
      'createSuperBinders',
      `input: { name: "AllStudentsReport", aidYear: ${YEAR}, pageSize: 1 }`,
      'superadmin',
      undefined,
      undefined,
      '__typename',
    ),
    mutation(
      'flagStudentForWatchlist',
      `uuid: $u:String!, aidYear: ${YEAR}, reason: "Graph"`,
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
    ),
    mutation('unflagStudentFromWatchlist', `uuid: $u:String!, aidYear: ${YEAR}`, 'superadmin', (f) => ({
      u: f.jordan.uuid,
    })),
    mutation(
      'selectForInstitutionalVerification',
      `uuid: $u:String!, aidYear: ${YEAR}, reason: "Graph"`,
      'superadmin',
      (f) => ({ u: f.jordan.uuid }),
    ),
    {
      field: 'Query.jobs',
      who: 'superadmin',
      query: `{ jobs(page: 1, pageSize: 1) { jobs { id } } }`,
      keep: (d, f) => void (f.state.jobId = d.jobs.jobs[0]?.id),
    },
    {
      field: 'Query.job',
      who: 'superadmin',
      query: `query ($i: Int!) { job(id: $i) { __typename } }`,
      variables: (f) => ({ i: f.state.jobId }),
    },
    mutation(
      'cancelJob',
      'id: $id:Int!',
      'superadmin',
      (f) => ({ id: f.state.jobId }),
      undefined,
      '__typename',
    ),
    mutation(
      'retryJob',
      'id: $id:Int!',
      'superadmin',
      (f) => ({ id: f.state.jobId }),
      undefined,
      '__typename',
    ),
    mutation(
      'generateStudentRepositoryTransferFile',
      `aidYear: ${YEAR}`,
      'superadmin',
      undefined,
      undefined,
      '__typename',
    ),
    {
      field: 'Query.studentRepositoryTransferHeaders',
      who: 'superadmin',
      query: `{ studentRepositoryTransferHeaders { items { id aidYear } } }`,
      keep: (d, f) => void (f.state.header = d.studentRepositoryTransferHeaders.items[0]),
    },
    {
      field: 'Query.studentRepositoryTransferRecords',
      who: 'superadmin',
      query: `query ($i: Int!) { studentRepositoryTransferRecords(headerId: $i) { __typename } }`,
      variables: (f) => ({ i: f.state.header?.id ?? 0 }),
    },
    {
      field: 'Query.studentRepositoryTransferFile',
      who: 'superadmin',
      query: `query ($i: Int!) { studentRepositoryTransferFile(aidYear: ${YEAR}, id: $i) { __typename } }`,
      variables: (f) => ({ i: f.state.header?.id ?? 0 }),
    },
    {
      ...mutation(
        'processStudentRepository',
        'uploadId: 999999',
        'superadmin',
        undefined,
        undefined,
        'ok error { message }',
      ),
      expect: 'NOT_FOUND',
    }, // the demo data has no roster
    mutation(
      'importIsirFile',
      `input: { fileName: "graph.txt", aidYear: ${YEAR}, content: "x" }`,
      'superadmin',
      undefined,
      undefined,
      '__typename',
    ),
    // Accounts.
    mutation(
      'setTemporaryPassword',
      'username: "student2@aidverify.test"',
      'superadmin',
      undefined,
      undefined,
      'ok error { message }',
    ),
    mutation('resetMfaToEmail', 'accountId: $id:Int!', 'superadmin', (f) => ({ id: f.jordan.accountId })),
    mutation('setMfaOption', 'option: EMAIL', 'student'),
    mutation(
      'sendSmsConfirmation',
      'phoneNumber: "+15555550123"',
      'student',
      undefined,
      undefined,
      '__typename',
    ),
    mutation('verifySmsCode', 'code: "000000"', 'student', undefined, undefined, '__typename'),
    mutation(
      'updateStudentProfile',
      `uuid: $u:ID!, aidYear: ${YEAR}, profile: { city: "Springfield" }`,
      'student',
      (f) => ({ u: f.jordan.uuid }),
    ),
    mutation(
      'changeAccountEmail',
      'accountId: $id:Int!, currentUsername: "student2@aidverify.test", newUsername: "student2.new@aidverify.test"',
      'superadmin',
      async (f, s) => ({
        id: (
          await readRows(
            s.services.ctx.db,
            { id: dbNumber },
            `SELECT id FROM student_account WHERE username = 'student2@aidverify.test'`,
          )
        )[0]!.id,
      }),
      undefined,
      '__typename',
    ),
    mutation(
      'staffCreateAccount',
      'input: { studentUuid: $u:ID!, accountType: PARENT, email: "graph.parent@aidverify.test", firstName: "Graph", lastName: "Parent" }',
      'superadmin',
      () => ({ u: other }),
    ),
    mutation(
      'linkStudentAccount',
      'studentId: $s:Int!, accountId: $a:Int!, accountType: PARENT',
      'superadmin',
      async (f, s) => ({ s: await studentId(s, await unlinkedDependent(s)), a: f.jordan.parentAccountId }),
    ),
    mutation('unlinkAccount', 'uuid: $u:ID!, accountId: $a:Int!', 'superadmin', async (f, s) => ({
      u: await unlinkedDependent(s, true),
      a: f.jordan.parentAccountId,
    })),
    mutation(
      'purgeParentAccount',
      'parentAccountId: $a:Int!, studentId: $s:Int!',
      'superadmin',
      async (f, s) => ({
        s: await studentId(s, other),
        a: (
          await readRows(
            s.services.ctx.db,
            { id: dbNumber },
            `SELECT id FROM student_account WHERE username = 'graph.parent@aidverify.test'`,
          )
        )[0]!.id,
      }),
    ),
    mutation(
      'lookupStudent',
      'input: { schoolCode: "222222", lastName: "Rivera", dateOfBirth: "2006-01-01", ssnLastFour: "0001" }',
      'anon',
      undefined,
      undefined,
      '__typename',
    ),
    mutation(
      'createStudentAccount',
      'input: { creationToken: "x", accountType: STUDENT, email: "g@aidverify.test", firstName: "G", lastName: "H", password: "Verify-2027!x" }',
      'anon',
      undefined,
      undefined,
      '__typename',
    ),
    mutation(
      'sendPasswordReset',
      'username: "student2@aidverify.test", schoolCode: "222222"',
      'anon',
      undefined,
      undefined,
      '__typename',
    ),
    mutation(
      'resetPassword',
      'token: "x", password: "Verify-2027!x"',
      'anon',
      undefined,
      undefined,
      '__typename',
    ),
    mutation('linkParentToStudent', 'creationToken: "x"', 'parent', undefined, undefined, '__typename'),
    mutation('switchStudent', 'uuid: $u:ID!', 'parent', (f) => ({ u: f.jordan.uuid }), undefined, 'ok'),
    mutation('switchSchool', 'schoolCode: "333333"', 'superadmin', undefined, undefined, 'ok'),
    mutation('refreshSession', '', 'admin', undefined, undefined, 'accessToken'),
    { field: 'Mutation.signOut', who: 'admin', query: 'mutation { signOut }' },
  ];
}

/** One call per field, in an order that leaves what the next needs (made before changed, changed before deleted). */
const CALLS: Call[] = [
  // Signing in, as the browser does (the sign-in before this suite's calls went through the same fields).
  { field: 'Query.loginSchool', who: 'anon', query: `{ loginSchool(schoolCode: "222222") { __typename } }` },
  {
    field: 'Mutation.signIn',
    who: 'anon',
    query: `mutation { signIn(input: { username: "reviewer@aidverify.test", password: "${DEMO_PASSWORD}" }) { ok challenge { ticket } } }`,
    keep: (d, f) => void (f.state.ticket = d.signIn.challenge.ticket),
  },
  {
    field: 'Query.mfaCodeDelivery',
    who: 'anon',
    query: `query ($t: String!) { mfaCodeDelivery(ticket: $t) { __typename } }`,
    variables: (f) => ({ t: f.state.ticket }),
  },
  {
    field: 'Mutation.sendMfaCode',
    who: 'anon',
    query: `mutation ($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }`,
    variables: (f) => ({ t: f.state.ticket }),
  },
  {
    field: 'Mutation.checkMfaCode',
    who: 'anon',
    query: `mutation ($t: String!, $c: String!) { checkMfaCode(ticket: $t, code: $c) { ok } }`,
    variables: async (f, s) => ({ t: f.state.ticket, c: await s.latestCode('reviewer@aidverify.test') }),
  },
  {
    field: 'Query.viewer',
    who: 'superadmin',
    query: `{ viewer { uuid loginData { __typename } schools { schoolCode } } }`,
  },
  { field: 'Query.currentSchool', who: 'superadmin', query: `{ currentSchool { aidYears } }` },
  { field: 'Query.availableSchools', who: 'superadmin', query: `{ availableSchools { __typename } }` },
  { field: 'Query.betaToggle', who: 'superadmin', query: `{ betaToggle(name: "toggle.cognito") }` },
  { field: 'Query.hiddenRoutes', who: 'superadmin', query: `{ hiddenRoutes(host: "localhost") }` },
  { field: 'Query.currentNotifications', who: 'student', query: `{ currentNotifications { __typename } }` },
  ...(['EXACT', 'EVERY_YEAR'] as const).map((match): Call => ({
    field: 'Query.schoolFileContent',
    who: 'student',
    query: `{ schoolFileContent(fileType: 1, aidYear: ${YEAR}, match: ${match}) { __typename } }`,
    expect: 'NOT_FOUND', // the demo schools have no files
  })),
  {
    field: 'Query.schoolFileContent',
    who: 'student',
    query: `{ schoolFileContent(fileType: 1, aidYear: ${YEAR}) { __typename } }`,
    expect: 'NOT_FOUND',
  },
  // Students and their records, as staff read them.
  {
    field: 'Query.searchStudents',
    who: 'superadmin',
    query: `{ searchStudents(input: { text: "Rivera" }) { total items { uuid } } }`,
  },
  {
    field: 'Query.student',
    who: 'superadmin',
    query: `query ($u: ID!) { student(uuid: $u) { uuid } }`,
    variables: (f) => ({ u: f.jordan.uuid }),
  },
  ...(
    [
      ['taskList', `taskList(aidYear: ${YEAR}) { uuid interviewType { __typename } }`],
      ['accounts', 'accounts { __typename }'],
      ['correctionSummaries', 'correctionSummaries { __typename }'],
      ['documentDownloads', 'documentDownloads { __typename }'],
      ['attributes', `attributes(aidYear: ${YEAR}) { __typename }`],
      ['attributeHistory', `attributeHistory(aidYear: ${YEAR}) { __typename }`],
      ['parentProfile', `parentProfile(aidYear: ${YEAR}) { __typename }`],
      ['crCodeHeadline', 'crCodeHeadline { __typename }'],
      ['signatureStatus', 'signatureStatus { __typename }'],
      ['verificationState', `verificationState(aidYear: ${YEAR}) { __typename }`],
      ['biographicalInformation', `biographicalInformation(aidYear: ${YEAR}) { __typename }`],
      ['commentCodes', 'commentCodes { __typename }'],
      ['binders', `binders(aidYear: ${YEAR}) { __typename }`],
      ['taskListMemos', 'taskListMemos { __typename }'],
      ['alerts', 'alerts { __typename }'],
      ['memos', 'memos { __typename }'],
      ['processorDocuments', 'processorDocuments { __typename }'],
      ['history', 'history { __typename }'],
      ['statusHistory', 'statusHistory { __typename }'],
      ['accountHistory', 'accountHistory { __typename }'],
      ['correctionHistory', 'correctionHistory { __typename }'],
      ['activity', 'activity { __typename }'],
      ['accessLog', 'accessLog { __typename }'],
    ] as const
  ).map(([name, selection]): Call => ({
    field: `Student.${name}`,
    who: 'superadmin',
    query: `query ($u: ID!) { student(uuid: $u) { ${selection} } }`,
    variables: (f) => ({ u: f.jordan.uuid }),
  })),
  {
    field: 'TaskListItem.student',
    who: 'student',
    query: `query ($u: ID!) { student(uuid: $u) { taskList(aidYear: ${YEAR}) { student { uuid } } } }`,
    variables: (f) => ({ u: f.jordan.uuid }),
  },
  {
    field: 'TaskListItem.student',
    who: 'superadmin',
    query: `{ searchStudents(input: { text: "Rivera" }) { items { taskList(aidYear: ${YEAR}) { student { uuid } } } } }`,
  },
  {
    field: 'Student.attributes',
    who: 'superadmin',
    query: `{ searchStudents(input: { text: "Rivera" }) { items { attributes(aidYear: ${YEAR}) { __typename } } } }`,
  },
  {
    field: 'IdentityAccount.students',
    who: 'superadmin',
    query: `query ($i: [Int!]!) { studentAccounts(ids: $i) { students { __typename } } }`,
    variables: (f) => ({ i: [f.jordan.accountId, f.jordan.parentAccountId] }),
  },
  { field: 'Query.staffHome', who: 'superadmin', query: `{ staffHome(aidYear: ${YEAR}) { __typename } }` },
  {
    field: 'Query.worklist',
    who: 'superadmin',
    query: `{ worklist(input: { worklist: REVIEW, aidYear: ${YEAR} }) { __typename } }`,
  },
  {
    field: 'Query.worklistCsv',
    who: 'superadmin',
    query: `{ worklistCsv(input: { worklist: REVIEW, aidYear: ${YEAR} }) { __typename } }`,
  },
  {
    field: 'Query.assignableStaff',
    who: 'superadmin',
    query: `{ assignableStaff { id } }`,
    keep: (d, f) => void (f.state.staffId = d.assignableStaff[0].id),
  },
  {
    field: 'Query.supportingDocuments',
    who: 'superadmin',
    query: `query ($i: Int!) { supportingDocuments(taskListItemId: $i) { __typename } }`,
    variables: (f) => ({ i: f.item.id }),
  },
  {
    field: 'Query.studentAutoVerifyRuns',
    who: 'superadmin',
    query: `query ($u: ID!) { studentAutoVerifyRuns(uuid: $u, aidYear: ${YEAR}) { __typename } }`,
    variables: (f) => ({ u: f.jordan.uuid }),
  },
  {
    field: 'Query.lastReminder',
    who: 'superadmin',
    query: `query ($i: Int!) { lastReminder(studentId: $i, aidYear: ${YEAR}) { __typename } }`,
    variables: (f) => ({ i: f.jordan.id }),
  },
  {
    field: 'Query.studentReportFlags',
    who: 'superadmin',
    query: `query ($u: String!) { studentReportFlags(uuid: $u, aidYear: ${YEAR}) { __typename } }`,
    variables: (f) => ({ u: f.jordan.uuid }),
  },
  {
    field: 'Query.studentIsir',
    who: 'superadmin',
    query: `query ($u: ID!) { studentIsir(uuid: $u, aidYear: ${YEAR}) { __typename } }`,
    variables: (f) => ({ u: f.jordan.uuid }),
  },
  {
    field: 'Query.identityAccount',
    who: 'superadmin',
    query: `{ identityAccount(username: "student@aidverify.test") { ok } }`,
  },
  {
    field: 'Query.studentAccounts',
    who: 'superadmin',
    query: `query ($i: [Int!]!) { studentAccounts(ids: $i) { __typename } }`,
    variables: (f) => ({ i: [f.jordan.accountId] }),
  },
  // A student's own pages.
  { field: 'Query.accountSettings', who: 'student', query: `{ accountSettings { students { uuid } } }` },
  {
    field: 'Query.studentProfile',
    who: 'student',
    query: `query ($u: ID!) { studentProfile(uuid: $u, aidYear: ${YEAR}) { __typename } }`,
    variables: (f) => ({ u: f.jordan.uuid }),
  },
  {
    field: 'Query.interviewParameters',
    who: 'student',
    query: `query ($i: ID!) { interviewParameters(item: $i) { __typename } }`,
    variables: (f) => ({ i: f.item.uuid }),
  },
  {
    field: 'Query.interview',
    who: 'student',
    query: `query ($i: ID!) { interview(item: $i) { step { id } } }`,
    variables: (f) => ({ i: f.item.uuid }),
    keep: (d, f) => void (f.state.stepOfItem = d.interview.step?.id ?? 0),
  },
  {
    field: 'Query.interviewReview',
    who: 'student',
    query: `query ($i: ID!) { interviewReview(item: $i) { __typename } }`,
    variables: (f) => ({ i: f.item.uuid }),
  },
  {
    field: 'Query.interviewAttempts',
    who: 'student',
    query: `query ($i: ID!) { interviewAttempts(item: $i) { __typename } }`,
    variables: (f) => ({ i: f.item.uuid }),
  },
  {
    field: 'Query.interviewDocuments',
    who: 'student',
    query: `query ($i: ID!) { interviewDocuments(item: $i) { __typename } }`,
    variables: (f) => ({ i: f.item.uuid }),
  },
  // Administration.
  {
    field: 'Query.permissionMatrix',
    who: 'superadmin',
    query: `{ permissionMatrix { links { id roleID permissionID } } }`,
    keep: (d, f) => void (f.state.link = d.permissionMatrix.links.at(-1)),
  },
  {
    field: 'Query.searchPermissions',
    who: 'superadmin',
    query: `{ searchPermissions(schoolControlledOnly: true) { __typename } }`,
  },
  {
    field: 'Query.aidYearSettings',
    who: 'superadmin',
    query: `{ aidYearSettings { id aidYear } }`,
    keep: (d, f) =>
      void (f.state.aidYearSettingsId = d.aidYearSettings.find((y: Loose) => y.aidYear === YEAR).id),
  },
  {
    field: 'Query.verificationGroupChoices',
    who: 'superadmin',
    query: `{ verificationGroupChoices(aidYear: ${YEAR}) { __typename } }`,
  },
  { field: 'Query.holidays', who: 'superadmin', query: `{ holidays { __typename } }` },
  { field: 'Query.schoolConfigItems', who: 'superadmin', query: `{ schoolConfigItems { __typename } }` },
  {
    field: 'Query.schoolConfigItem',
    who: 'superadmin',
    query: `{ schoolConfigItem(name: "portal.allowedOrigins") { __typename } }`,
  },
  {
    field: 'Query.schoolAidYear',
    who: 'superadmin',
    query: `{ schoolAidYear(aidYear: ${YEAR}) { id verificationGroupMap { __typename } } }`,
  },
  { field: 'Query.schoolAidYears', who: 'student', query: `{ schoolAidYears }` },
  { field: 'Query.activePermissions', who: 'admin', query: `{ activePermissions }` },
  { field: 'Query.linkedStudents', who: 'parent', query: `{ linkedStudents { uuid accountType } }` },
  { field: 'Query.saigMailboxSettings', who: 'superadmin', query: `{ saigMailboxSettings { __typename } }` },
  { field: 'Query.saigMessages', who: 'superadmin', query: `{ saigMessages { __typename } }` },
  { field: 'Query.ftpLog', who: 'superadmin', query: `{ ftpLog { __typename } }` },
  ...(['SCHOOL', 'SCHOOL_CONFIG', 'SCHOOL_ISIR_RECORD_INFO', 'ROLE_PERMISSION_LINK'] as const).map(
    (kind): Call => ({
      field: 'Query.schoolHistory',
      who: 'superadmin',
      query: `{ schoolHistory(kind: ${kind}, from: "2026-01-01", to: "2026-12-31") { __typename } }`,
    }),
  ),
  {
    field: 'Query.administrativeActivity',
    who: 'superadmin',
    query: `{ administrativeActivity(from: "2026-01-01", to: "2026-12-31") { __typename } }`,
  },
  {
    field: 'Query.studentActivity',
    who: 'superadmin',
    query: `{ studentActivity(from: "2026-01-01", to: "2026-12-31") { __typename } }`,
  },
  {
    field: 'Query.studentActivityPage',
    who: 'superadmin',
    query: `{ studentActivityPage(from: "2026-01-01", to: "2026-12-31", page: 1, pageSize: 5) { __typename } }`,
  },
  {
    field: 'Query.communicationLog',
    who: 'superadmin',
    query: `{ communicationLog(from: "2026-01-01", to: "2026-12-31") { __typename } }`,
  },
  { field: 'Query.ftiSetup', who: 'superadmin', query: `{ ftiSetup { __typename } }` },
  { field: 'Query.schoolFiles', who: 'superadmin', query: `{ schoolFiles { __typename } }` },
  {
    field: 'Query.commentCodeInfos',
    who: 'superadmin',
    query: `{ commentCodeInfos(aidYear: ${YEAR}) { code } }`,
    keep: (d, f) => void (f.state.commentCode = d.commentCodeInfos[0]?.code),
  },
  {
    field: 'Query.averageSignupToVerified',
    who: 'superadmin',
    query: `{ averageSignupToVerified(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.averageReviewToVerified',
    who: 'superadmin',
    query: `{ averageReviewToVerified(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.statusCountsOverTime',
    who: 'superadmin',
    query: `{ statusCountsOverTime(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.povertyLevels',
    who: 'superadmin',
    query: `{ povertyLevels(aidYear: ${YEAR}) { __typename } }`,
  },
  { field: 'Query.notifications', who: 'superadmin', query: `{ notifications { __typename } }` },
  {
    field: 'Query.messageTemplates',
    who: 'superadmin',
    query: `{ messageTemplates { defaultId placeholders } }`,
    // A message that offers {{code}} (a sign-in code), which the save mutations below write: not simply the first.
    keep: (d, f) =>
      void (f.state.templateId = d.messageTemplates.find((t: { placeholders: string[] }) =>
        t.placeholders.includes('code'),
      ).defaultId),
  },
  {
    field: 'Query.reminderPlan',
    who: 'superadmin',
    query: `{ reminderPlan(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.reminderMetrics',
    who: 'superadmin',
    query: `{ reminderMetrics(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.jobs',
    who: 'superadmin',
    query: `{ jobs(page: 1, pageSize: 5) { jobs { id } } }`,
    keep: (d, f) => void (f.state.jobId = d.jobs.jobs[0]?.id),
  },
  { field: 'Query.userSettings', who: 'superadmin', query: `{ userSettings { __typename } }` },
  { field: 'Query.apiTokens', who: 'superadmin', query: `{ apiTokens { __typename } }` },
  { field: 'Query.apiTokenOptions', who: 'superadmin', query: `{ apiTokenOptions { __typename } }` },
  { field: 'Query.dataKeyStatus', who: 'superadmin', query: `{ dataKeyStatus { __typename } }` },
  // Back-office and reference data.
  {
    field: 'Query.masterUserProfiles',
    who: 'superadmin',
    query: `{ masterUserProfiles { id } }`,
    keep: (d, f) => void (f.state.profileId = d.masterUserProfiles[0].id),
  },
  {
    field: 'Query.masterUserProfileSchools',
    who: 'superadmin',
    query: `query ($i: Int!) { masterUserProfileSchools(id: $i) { __typename } }`,
    variables: (f) => ({ i: f.state.profileId }),
  },
  {
    field: 'Query.masterUserProfileHistory',
    who: 'superadmin',
    query: `{ masterUserProfileHistory { __typename } }`,
  },
  {
    field: 'Query.masterSchools',
    who: 'superadmin',
    query: `{ masterSchools(text: "Test") { id schoolCode defaultAidYear } }`,
    keep: (d, f) =>
      void (f.state.masterSchool = d.masterSchools.find((m: Loose) => m.schoolCode === '222222')),
  },
  { field: 'Query.defaultHolidays', who: 'superadmin', query: `{ defaultHolidays { id } }` },
  {
    field: 'Query.installationConfigItems',
    who: 'superadmin',
    query: `{ installationConfigItems { __typename } }`,
  },
  {
    field: 'Query.installationMessageTemplates',
    who: 'superadmin',
    query: `{ installationMessageTemplates { __typename } }`,
  },
  { field: 'Query.titleIvStates', who: 'superadmin', query: `{ titleIvStates { __typename } }` },
  {
    field: 'Query.titleIvCities',
    who: 'superadmin',
    query: `{ titleIvCities(stateAbbreviation: "CA") { __typename } }`,
  },
  {
    field: 'Query.titleIvSchools',
    who: 'superadmin',
    query: `{ titleIvSchools(stateAbbreviation: "CA") { __typename } }`,
  },
  {
    field: 'Query.titleIvSchoolListSource',
    who: 'superadmin',
    query: `{ titleIvSchoolListSource { __typename } }`,
  },
  { field: 'Query.basAmounts', who: 'superadmin', query: `{ basAmounts { __typename } }` },
  {
    field: 'Query.isirRecordLayouts',
    who: 'superadmin',
    query: `{ isirRecordLayouts { id } }`,
    keep: (d, f) => void (f.state.layoutId = d.isirRecordLayouts[0].id),
  },
  {
    field: 'Query.isirRecordLayout',
    who: 'superadmin',
    query: `query ($i: Int!) { isirRecordLayout(id: $i) { __typename } }`,
    variables: (f) => ({ i: f.state.layoutId }),
  },
  { field: 'Query.allIsirEnumCodes', who: 'superadmin', query: `{ allIsirEnumCodes { id } }` },
  {
    field: 'Query.isirEnumCodes',
    who: 'superadmin',
    query: `{ isirEnumCodes(aidYear: ${YEAR}) { __typename } }`,
  },
  // ISIR data and its views.
  {
    field: 'Query.isirUploads',
    who: 'superadmin',
    query: `{ isirUploads(aidYear: ${YEAR}) { id } }`,
    keep: (d, f) => void (f.state.uploadId = d.isirUploads[0].id),
  },
  {
    field: 'Query.isirUpload',
    who: 'superadmin',
    query: `query ($i: Int!) { isirUpload(id: $i) { __typename } }`,
    variables: (f) => ({ i: f.state.uploadId }),
  },
  {
    field: 'Query.isirRecords',
    who: 'superadmin',
    query: `{ isirRecords(input: { aidYear: ${YEAR}, pageSize: 5 }) { __typename } }`,
  },
  { field: 'Query.isirView', who: 'superadmin', query: `{ isirView(aidYear: ${YEAR}) { id } }` },
  { field: 'Query.hasOwnIsirView', who: 'superadmin', query: `{ hasOwnIsirView(aidYear: ${YEAR}) }` },
  {
    field: 'Query.isirElements',
    who: 'superadmin',
    query: `{ isirElements(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.isirElements',
    who: 'superadmin',
    query: `{ isirElements(aidYear: ${YEAR}, includeSuppressed: true) { __typename } }`,
  },
  { field: 'Query.masterIsirView', who: 'superadmin', query: `{ masterIsirView(aidYear: ${YEAR}) { id } }` },
  // Corrections, reports, auto-verify, interviews builder, student repository.
  {
    field: 'Query.corrections',
    who: 'superadmin',
    query: `{ corrections(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.correctionFiles',
    who: 'superadmin',
    query: `{ correctionFiles(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.report',
    who: 'superadmin',
    query: `{ report(input: { name: "AllStudentsReport", aidYear: ${YEAR}, pageSize: 5 }) { __typename } }`,
  },
  {
    field: 'Query.reportExports',
    who: 'superadmin',
    query: `{ reportExports(name: "AllStudentsReport", aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.autoVerifyFlows',
    who: 'superadmin',
    query: `{ autoVerifyFlows(aidYear: ${YEAR}) { id } }`,
    keep: (d, f) => void (f.state.flowId = d.autoVerifyFlows[0].id),
  },
  {
    field: 'Query.autoVerifyFullFlow',
    who: 'superadmin',
    query: `query ($i: Int!) { autoVerifyFullFlow(id: $i) { __typename } }`,
    variables: (f) => ({ i: f.state.flowId }),
  },
  {
    field: 'Query.autoVerifyCatalog',
    who: 'superadmin',
    query: `{ autoVerifyCatalog(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.autoVerifyRuns',
    who: 'superadmin',
    query: `{ autoVerifyRuns(search: { aidYear: ${YEAR}, purpose: VERIFICATION }) { __typename } }`,
  },
  {
    field: 'Query.autoVerifyRunsCsv',
    who: 'superadmin',
    query: `{ autoVerifyRunsCsv(search: { aidYear: ${YEAR}, purpose: VERIFICATION }) { __typename } }`,
  },
  {
    field: 'Query.interviewTypesForTaskList',
    who: 'superadmin',
    query: `{ interviewTypesForTaskList(aidYear: ${YEAR}) { __typename } }`,
  },
  {
    field: 'Query.interviewTemplates',
    who: 'superadmin',
    query: `{ interviewTemplates(aidYear: ${YEAR}) { id templates { id } } }`,
    keep: (d, f) => void (f.state.templateOf = d.interviewTemplates[0]),
  },
  {
    field: 'Query.interviewTemplate',
    who: 'superadmin',
    query: `query ($i: Int!) { interviewTemplate(id: $i) { __typename } }`,
    variables: (f) => ({ i: f.state.templateOf.templates[0].id }),
  },
  { field: 'Query.interviewTypes', who: 'superadmin', query: `{ interviewTypes { id templates { id } } }` },
  { field: 'Query.interviewTypes', who: 'superadmin', query: `{ interviewTypes(typeCode: "V4") { id } }` },
  {
    field: 'Query.interviewTypeTemplates',
    who: 'superadmin',
    query: `query ($i: Int!) { interviewTypeTemplates(id: $i) { templates { id } } }`,
    variables: (f) => ({ i: f.state.templateOf.id }),
  },
  {
    field: 'Query.interviewTypeTemplates',
    who: 'superadmin',
    query: `query ($i: Int!) { interviewTypeTemplates(id: $i, aidYear: ${YEAR}) { templates { id } } }`,
    variables: (f) => ({ i: f.state.templateOf.id }),
  },
  {
    field: 'Query.aidYearInterviewTypes',
    who: 'student',
    query: `{ aidYearInterviewTypes { aidYear interviewTypeId latestRevision } }`,
  },
  {
    field: 'Query.interviewSteps',
    who: 'superadmin',
    query: `query ($i: Int!) { interviewSteps(interviewTypeId: $i) { id templateId } }`,
    variables: (f) => ({ i: f.state.templateOf.id }),
  },
  { field: 'Query.questionChoices', who: 'superadmin', query: `{ questionChoices { id questionId } }` },
  {
    field: 'Query.interviewBuilderAvailable',
    who: 'superadmin',
    query: `{ interviewBuilderAvailable(host: "localhost", path: "/InterviewCreation") }`,
  },
  {
    field: 'Query.studentRepositoryRows',
    who: 'superadmin',
    query: `{ studentRepositoryRows(input: { aidYear: ${YEAR} }) { __typename } }`,
  },
  {
    field: 'Query.studentRepositoryRowIds',
    who: 'superadmin',
    query: `{ studentRepositoryRowIds(input: { aidYear: ${YEAR} }) }`,
  },
  {
    field: 'Query.studentRepositoryRowsByIds',
    who: 'superadmin',
    query: `{ studentRepositoryRowsByIds(ids: [1]) { __typename } }`,
  },
  {
    field: 'Query.studentRepositoryUploads',
    who: 'superadmin',
    query: `{ studentRepositoryUploads { __typename } }`,
  },
  {
    field: 'Query.studentRepositoryErrorUploads',
    who: 'superadmin',
    query: `{ studentRepositoryErrorUploads { __typename } }`,
  },
  {
    field: 'Query.studentRepositoryErrors',
    who: 'superadmin',
    query: `{ studentRepositoryErrors { __typename } }`,
  },
  {
    field: 'Query.studentRepositoryTransferHeaders',
    who: 'superadmin',
    query: `{ studentRepositoryTransferHeaders { __typename } }`,
  },
  {
    field: 'Query.studentRepositoryTransferRecordSearch',
    who: 'superadmin',
    query: `{ studentRepositoryTransferRecordSearch(input: {}) { __typename } }`,
  },
  {
    field: 'Query.studentAccountLookup',
    who: 'superadmin',
    query: `{ studentAccountLookup(aidYear: ${YEAR}, isirId: 1) { __typename } }`,
  },
  // Changes, each on what the demo data (or a call before) made.
  ...mutations(),
];

forEachBackend((backend) => {
  describe('every endpoint of docs/endpoints.tsv names its GraphQL field, and the field reaches it', () => {
    const s = useStack(backend);
    const sessions: Partial<Record<Who, BrowserSession>> = {};
    const fixtures = { state: {} } as Fixtures;
    const match = routeMatcher();
    /** Route patterns each field's call reached. */
    const reached = new Map<string, Set<string>>();
    const failures: string[] = [];

    beforeAll(async () => {
      const [superadmin, admin, student, parent] = await Promise.all(
        [
          'superadmin@aidverify.test',
          'admin@aidverify.test',
          'student@aidverify.test',
          'parent@aidverify.test',
        ].map((e) => s().signIn(e)),
      );
      Object.assign(sessions, { superadmin, admin, student, parent });
      const db = s().services.ctx.db;
      const [jordan] = await readRows(db, { id: dbNumber }, `SELECT id FROM student WHERE uuid = $1`, [
        JORDAN,
      ]);
      const accounts = await readRows(
        db,
        { id: dbNumber, account_type: dbNumber },
        `SELECT a.id, l.account_type FROM student_account_link l JOIN student_account a ON a.id = l.student_account_id
          WHERE l.student_id = $1 ORDER BY l.account_type`,
        [jordan!.id],
      );
      const [item] = await readRows(
        db,
        { id: dbNumber, uuid: z.string() },
        `SELECT id, uuid::text FROM student_interview_link WHERE student_id = $1 AND aid_year = $2 ORDER BY id LIMIT 1`,
        [jordan!.id, YEAR],
      );
      fixtures.jordan = {
        uuid: JORDAN,
        id: jordan!.id,
        accountId: accounts.find((a) => a.account_type === 0)!.id,
        parentAccountId: accounts.find((a) => a.account_type === 1)!.id,
      };
      fixtures.item = item!;

      for (const call of CALLS) {
        const upstream = s().gateway.upstream;
        upstream.reset();
        const started = performance.now();
        let answer: GraphQLAnswer;
        try {
          const variables = await call.variables?.(fixtures, s());
          answer =
            call.who === 'anon'
              ? await s().graphql(call.query, variables)
              : await sessions[call.who]!.graphql(call.query, variables);
        } catch (error) {
          failures.push(`${call.field}: ${String(error)}`);
          continue;
        }
        const refused = Object.values((answer.data ?? {}) as Record<string, Loose>).find(
          (v) => v && typeof v === 'object' && v.ok === false,
        );
        const expected = (code: unknown) =>
          call.expect instanceof RegExp ? call.expect.test(String(code)) : code === call.expect;
        if (answer.errors?.length && !answer.errors.every((e) => expected(e.extensions?.code)))
          failures.push(`${call.field}: ${JSON.stringify(answer.errors)}`);
        else if (refused && !expected(refused.error?.message))
          failures.push(`${call.field}: refused ${JSON.stringify(refused.error)}`);
        else await call.keep?.(answer.data, fixtures);
        const patterns = reached.get(call.field) ?? new Set<string>();
        for (const key of Object.keys(upstream.snapshot())) {
          const [method, concrete] = key.split(' ') as [string, string];
          const route = match(method, concrete);
          if (route) patterns.add(route);
        }
        reached.set(call.field, patterns);
        if (process.env.ENDPOINTS_GRAPH_PRINT)
          console.log(`took\t${call.field}\t${Math.round(performance.now() - started)}`);
      }
      if (process.env.ENDPOINTS_GRAPH_PRINT)
        for (const [field, patterns] of reached) console.log(`${field}\t${[...patterns].join('\t')}`);
    }, 600_000);

    it('answers every call without an error', () => {
      expect(failures).toEqual([]);
    });

    /** A REST call straight to the services with a session's token: how a duplicate is compared with its twin. */
    const call = async (who: Who, method: string, p: string, body?: unknown) => {
      const res = await fetch(`${s().servicesUrl}${p}`, {
        method,
        headers: {
          authorization: `Bearer ${sessions[who]!.accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    };

    it('answers the same data at the two endpoints of each row noted as a duplicate', async () => {
      const f = fixtures;
      const added = await call('superadmin', 'POST', `/student-api/alert/add/${f.jordan.uuid}`, {
        text: 'Duplicate check',
        severity: 'info',
      });
      const alert = (added.body as { id: number }).id;
      // Each pair: the row noted as a duplicate, then the row the graph reaches; the same caller and arguments.
      const pairs: [Who, [string, string, unknown?], [string, string, unknown?]][] = [
        [
          'superadmin',
          ['GET', `/student-api/student/${f.jordan.uuid}`],
          ['GET', `/student-api/student/getStudent/${f.jordan.uuid}`],
        ],
        [
          'superadmin',
          ['POST', '/student-api/StudentAccountLink/search', { studentIDs: [f.jordan.id] }],
          ['POST', '/student-api/StudentAccountLink/getMany', { studentIDs: [f.jordan.id] }],
        ],
        [
          'superadmin',
          ['POST', '/interview-api/studentInterviewLink/search', { studentID: f.jordan.id, aidYear: YEAR }],
          [
            'POST',
            '/student-api/studentInterviewLink/taskListSearch',
            { studentID: f.jordan.id, aidYear: YEAR },
          ],
        ],
        [
          'student',
          ['POST', '/interview-api/studentInterviewLink/search', { studentID: f.jordan.id, aidYear: YEAR }],
          [
            'POST',
            '/student-api/studentInterviewLink/taskListSearch',
            { studentID: f.jordan.id, aidYear: YEAR },
          ],
        ],
        [
          'superadmin',
          ['GET', '/school-api/schoolconfig/getBetaTestToggleConfig/toggle.cognito'],
          ['GET', '/api/auth/getBetaTestToggleConfig/toggle.cognito'],
        ],
        [
          'superadmin',
          ['GET', '/school-api/schoolconfig/getSchoolConfigItemsBySchoolCode/222222'],
          ['GET', '/school-api/schoolconfig/'],
        ],
        [
          'superadmin',
          ['POST', '/school-api/saigAdmin/storePassword/222222', { password: 'Mailbox-Pass-2029!' }],
          ['POST', '/school-api/saigAdmin/updatePassword/222222', { newPassword1: 'Mailbox-Pass-2029!' }],
        ],
        [
          'superadmin',
          ['PATCH', `/student-api/alert/${alert}`, { text: 'Duplicate checked' }],
          ['PATCH', `/student-api/reminder/${alert}`, { text: 'Duplicate checked' }],
        ],
        ['superadmin', ['GET', '/school-api/permission/'], ['POST', '/school-api/permission/search', {}]],
        [
          'superadmin',
          ['GET', '/admin-api/MasterUserProfile/'],
          ['POST', '/admin-api/MasterUserProfile/search', {}],
        ],
        ['superadmin', ['GET', '/admin-api/masterschool/'], ['POST', '/admin-api/masterSchool/search', {}]],
        [
          'superadmin',
          ['GET', `/student-api/commentCodeInfo?aidYear=${YEAR}`],
          ['POST', '/school-api/commentCodeInfo/search/', { aidYear: YEAR }],
        ],
      ];
      const differ: string[] = [];
      for (const [who, [ma, pa, ba], [mb, pb, bb]] of pairs) {
        // The time of a change is no part of the data: the same note changed twice differs only there.
        const a = withoutChangeTime(await call(who, ma, pa, ba));
        const b = withoutChangeTime(await call(who, mb, pb, bb));
        if (JSON.stringify(a) !== JSON.stringify(b))
          differ.push(
            `${ma} ${pa} ${JSON.stringify(a).slice(0, 300)} <> ${mb} ${pb} ${JSON.stringify(b).slice(0, 300)}`,
          );
      }
      // checkIfPasswordExists answers the hasPassword that getSchoolTgInfo carries (Query.saigMailboxSettings).
      const stored = await call('superadmin', 'GET', '/school-api/saigAdmin/checkIfPasswordExists/222222');
      const info = await call('superadmin', 'GET', '/school-api/saigAdmin/getSchoolTgInfo/222222');
      expect(stored).toEqual({ status: 200, body: (info.body as { hasPassword: boolean }).hasPassword });
      expect(differ).toEqual([]);
    });

    it('refuses each field this issue added to whoever the REST route refuses', async () => {
      const cases: [Who, string, string][] = [
        ['anon', '{ linkedStudents { uuid } }', 'UNAUTHENTICATED'],
        ['superadmin', '{ linkedStudents { uuid } }', 'FORBIDDEN'],
        ['student', `mutation { exportCorrectionFile(aidYear: ${YEAR}) { ok } }`, 'FORBIDDEN'],
        ['parent', `mutation { exportCorrectionFile(aidYear: ${YEAR}) { ok } }`, 'FORBIDDEN'],
        ['student', '{ schoolConfigItem(name: "portal.allowedOrigins") { value } }', 'FORBIDDEN'],
        ['student', `{ schoolAidYear(aidYear: ${YEAR}) { id } }`, 'FORBIDDEN'],
        ['anon', '{ schoolAidYears }', 'UNAUTHENTICATED'],
        ['anon', '{ activePermissions }', 'UNAUTHENTICATED'],
        ['student', '{ saigSchoolFolder }', 'FORBIDDEN'],
        ['admin', '{ installationConfigItem(name: "x") { value } }', 'FORBIDDEN'],
        ['student', '{ installationConfigItem(name: "x") { value } }', 'FORBIDDEN'],
        ['anon', '{ interviewTypes { id } }', 'UNAUTHENTICATED'],
        ['anon', '{ interviewTypeTemplates(id: 1) { id } }', 'UNAUTHENTICATED'],
        ['anon', '{ aidYearInterviewTypes { aidYear } }', 'UNAUTHENTICATED'],
        ['admin', '{ interviewSteps(interviewTypeId: 1) { id } }', 'FORBIDDEN'],
        ['student', '{ interviewSteps(interviewTypeId: 1) { id } }', 'FORBIDDEN'],
        ['admin', '{ questionChoices { id } }', 'FORBIDDEN'],
        ['student', '{ questionChoices { id } }', 'FORBIDDEN'],
      ];
      const wrong: string[] = [];
      for (const [who, query, code] of cases) {
        const answer = who === 'anon' ? await s().graphql(query) : await sessions[who]!.graphql(query);
        const got = (answer.errors ?? []).map((e) => e.extensions?.code);
        if (got.join() !== code || answer.data?.[Object.keys(answer.data ?? {})[0] ?? ''])
          wrong.push(`${who} ${query}: ${JSON.stringify(got)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('reaches every endpoint through each field its row names', () => {
      const missed: string[] = [];
      for (const row of readEndpointRows())
        for (const field of row.fields) {
          if (!reached.get(field)?.has(row.operation)) missed.push(`${row.line} is not reached by ${field}`);
        }
      expect(missed).toEqual([]);
    });
  });
});

describe('the graphql column of docs/endpoints.tsv', () => {
  it('gives every row a field or a reason, and names only fields the schema has', () => {
    const schema = buildSchema();
    const problems: string[] = [];
    for (const row of readEndpointRows()) {
      if (!row.fields.length && !row.notes.trim()) problems.push(`${row.line}: neither a field nor a reason`);
      for (const field of row.fields) {
        const [type, name] = field.split('.') as [string, string];
        const t = schema.getType(type) as { getFields?: () => Record<string, unknown> } | undefined;
        if (!t?.getFields?.()[name!]) problems.push(`${row.line}: ${field} is not in the schema`);
      }
    }
    expect(problems).toEqual([]);
  });
});
