import DataLoader from 'dataloader';
import type {
  StaffCreateAccountInput,
  AccountStudent,
  AccountType,
  CreateAccountInput,
  IdentityAccount,
  MfaChannel,
  PortalLanguage,
  StudentLookupInput,
  StudentProfileInput,
  UpdateInterviewTaskItemInput,
} from '../../__generated__/resolvers-types.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';
import { toAccountType } from '../identity/account-type.js';
import { toItem } from '../interviews/interviews-api.js';

const ACCOUNT_NUMBER = {
  STUDENT: 0,
  PARENT: 1,
  OTHER_PARENT: 3,
  SPOUSE: 4,
} as const satisfies Record<Exclude<AccountType, 'STAFF'>, number>;
/**
 * STAFF is no account type a student or parent account can have: it is sent as -1, which no route's enum holds,
 * so the services refuse it (400) as they always have.
 */
const accountNumber = (t: AccountType) => (t === 'STAFF' ? checkedByServices(-1) : ACCOUNT_NUMBER[t]);

/** A blank profile field is cleared (null); the others are sent as given. */
const blanksAsNull = <T extends object>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  ) as { [K in keyof T]: T[K] | null };

type LinkedStudentRecord = ServiceAnswer<'/student-api/AddParentStudentLink', 'post'>[number];
/** The services number account types; GraphQL names them. */
const toLinkedStudent = (s: LinkedStudentRecord) => ({ ...s, accountType: toAccountType(s.accountType) });

/** GraphQL's profile is flat: the profile's fields beside whose and which year it is. */
const toProfile = ({ profile, ...p }: ServiceAnswer<'/student-api/studentProfile/{uuid}/{aidYear}'>) => ({
  ...p,
  ...profile,
});

/** An account as the batch read answers it, or as the look-up by username does (with its last sign-in). */
type AccountRecord =
  | ServiceAnswer<'/student-api/studentAccount/getManyStudentAccount', 'post'>[number]
  | ServiceAnswer<'/student-api/studentAccountService/GetKeycloakUserByUsername/{name}'>;
const toIdentityAccount = (a: AccountRecord): IdentityAccount => ({
  id: a.id,
  username: a.username,
  firstName: a.firstName,
  lastName: a.lastName,
  // As the services answered it for this caller: whole with STUDENT_EDIT, masked otherwise (one rule, there).
  phone: a.phone,
  mfaOption: a.mfaOption,
  enabled: a.hasPassword,
  createdAt: a.createdAt,
  lastSignInAt: 'lastSignInAt' in a ? a.lastSignInAt : null,
  students: [],
});

/** The services' limit on ids per batched call. */
const MAX_IDS = 1000;

/** Student and parent accounts on the student base (`/student-api/`) and the main base's look-ups. */
export class AccountApi extends RestClient<'student'> {
  /** Accounts asked for in one tick: one studentAccount/getManyStudentAccount call. */
  private readonly accountsById = new DataLoader<number, IdentityAccount | null>(
    async (ids) => {
      const rows =
        (await this.post('/student-api/studentAccount/getManyStudentAccount', { body: { ids: [...ids] } })) ??
        [];
      const byId = new Map(rows.map((r) => [r.id, toIdentityAccount(r)]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS },
  );
  /** The students of every account asked for in one tick: one student/getManyStudentByStudentAccountIDs call. */
  private readonly studentsByAccountId = new DataLoader<number, AccountStudent[]>(
    async (ids) => {
      const rows =
        (await this.post('/student-api/student/getManyStudentByStudentAccountIDs', {
          body: { studentAccountIDs: [...ids] },
        })) ?? [];
      return ids.map((id) =>
        rows
          .filter((r) => r.studentAccountID === id)
          .map((r) => ({
            id: r.id,
            uuid: r.uuid,
            firstName: r.firstName,
            lastName: r.lastName,
            accountType: toAccountType(r.accountType),
          })),
      );
    },
    { maxBatchSize: MAX_IDS },
  );

  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  /** Accounts by id, in the order asked; ids the caller may not see are left out. */
  async accounts(ids: readonly number[]): Promise<IdentityAccount[]> {
    return (await this.accountsById.loadMany(ids)).filter(
      (a): a is IdentityAccount => Boolean(a) && !(a instanceof Error),
    );
  }

  studentsOf(accountId: number): Promise<AccountStudent[]> {
    return this.studentsByAccountId.load(accountId);
  }

  async identityAccount(username: string): Promise<IdentityAccount> {
    return toIdentityAccount(
      await this.required(
        this.get('/student-api/studentAccountService/GetKeycloakUserByUsername/{name}', {
          path: { name: username },
        }),
      ),
    );
  }

  async linkAccount(studentId: number, accountId: number, accountType: AccountType) {
    return this.required(
      this.post('/student-api/studentAccountLink', {
        body: { studentID: studentId, studentAccountID: accountId, accountType: accountNumber(accountType) },
        inputPaths: { accountType: 'accountType', studentAccountID: 'accountId' },
      }),
    );
  }

  /** A staff change to a task list item (the student base's updateStudentInterviewLink). */
  async updateTaskItem(input: UpdateInterviewTaskItemInput) {
    const item = /^\d+$/.test(input.item) ? Number(input.item) : input.item;
    const link = await this.required(
      this.post('/student-api/updateStudentInterviewLink', {
        body: {
          StudentInterviewLinkID: item,
          // GraphQL's status names every item status; the route takes the ones staff may set, checked by the services.
          studentInterviewLinkStatus: checkedByServices(input.status ?? undefined),
          QuestionText: input.questionText,
          dueDate: input.dueDate,
        },
        inputPaths: {
          studentInterviewLinkStatus: 'status',
          QuestionText: 'questionText',
          dueDate: 'dueDate',
        },
      }),
    );
    return toItem(link);
  }

  async lookup(input: StudentLookupInput) {
    return this.required(
      this.post('/student-api/student/studentLookup', {
        body: {
          SchoolCode: input.schoolCode ?? undefined,
          PURL: input.purl ?? undefined,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          ssnLastFour: input.ssnLastFour || undefined,
          studentNumber: input.studentNumber || undefined,
        },
        inputPaths: { SchoolCode: 'schoolCode', PURL: 'purl' },
      }),
    );
  }

  async create(input: CreateAccountInput) {
    const a = await this.required(
      this.post('/student-api/accountCreationService', {
        body: {
          creationToken: input.creationToken,
          accountType: accountNumber(input.accountType),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          password: input.password,
          phone: input.phone || undefined,
          ...(input.language
            ? { preferredLanguage: input.language === 'ES' ? ('es' as const) : ('en' as const) }
            : {}),
        },
      }),
    );
    return { ...a, accountType: toAccountType(a.accountType) };
  }

  /** The students the signed-in account serves (studentLookupLinked answers students and parents only). */
  async linkedStudents() {
    const rows = await this.required(this.post('/student-api/studentLookupLinked', { body: {} }));
    return rows.map(toLinkedStudent);
  }

  async linkParent(creationToken: string, accountType: AccountType) {
    const rows = await this.required(
      this.post('/student-api/AddParentStudentLink', {
        body: {
          creationToken,
          // The route takes a parent's types only (1 | 3); the others are refused by the services.
          accountType: checkedByServices(accountNumber(accountType)),
        },
      }),
    );
    return rows.map(toLinkedStudent);
  }

  async sendReset(
    username: string,
    schoolCode?: string | null,
    purl?: string | null,
    locationHref?: string | null,
    language?: PortalLanguage | null,
  ) {
    return this.required(
      this.post('/student-api/SendResetPasswordEmail', {
        body: {
          username,
          schoolCode: schoolCode ?? undefined,
          PURL: purl ?? undefined,
          locationHREF: locationHref ?? undefined,
          ...(language ? { language: language === 'ES' ? ('es' as const) : ('en' as const) } : {}),
        },
      }),
    );
  }

  async resetPassword(
    token: string,
    password: string,
    signInCodeChannel?: 'EMAIL' | 'SMS' | null,
    mobileNumber?: string | null,
  ) {
    return this.required(
      this.post('/student-api/AddAccountPasswordReset', {
        body: {
          token,
          password,
          mfaOption: signInCodeChannel ?? undefined,
          phone: mobileNumber ?? undefined,
        },
      }),
    );
  }

  async sendSms(phoneNumber: string) {
    return this.required(
      this.post('/student-api/SendSmsConfirmation', {
        body: {
          phoneNumber,
        },
      }),
    );
  }

  async verifySms(code: string) {
    return this.required(
      this.post('/student-api/verifySMSToken', {
        body: { smsToken: code },
        inputPaths: { smsToken: 'code' },
      }),
    );
  }

  async setMfaOption(option: MfaChannel, accountId?: number | null) {
    return this.required(
      this.post('/student-api/UpdateMFAOption', {
        body: {
          AccountID: accountId ?? undefined,
          mfaOption: option,
        },
      }),
    );
  }

  async savePreferredLanguage(language: 'en' | 'es') {
    return this.required(
      this.post('/student-api/UpdatePreferredLanguage', {
        body: {
          preferredLanguage: language,
        },
      }),
    );
  }

  async resetMfaToEmail(accountId: number) {
    return this.required(
      this.post('/student-api/UpdateMFAToFirst/{x}', { path: { x: accountId }, body: {} }),
    );
  }

  async settings() {
    const s = await this.required(this.get('/student-api/studentAccountService/accountSettings'));
    return { ...s, accountId: s.accountID, students: s.students.map(toLinkedStudent) };
  }

  async profile(uuid: string, aidYear: number) {
    return toProfile(
      await this.required(
        this.get('/student-api/studentProfile/{uuid}/{aidYear}', { path: { uuid, aidYear } }),
      ),
    );
  }

  async updateProfile(uuid: string, aidYear: number, profile: StudentProfileInput) {
    const clean = blanksAsNull(profile);
    return toProfile(
      await this.required(
        this.post('/student-api/updateStudentProfile', {
          body: { studentUuid: uuid, aidYear, profile: clean },
          inputPaths: Object.fromEntries(Object.keys(profile).map((k) => [`profile.${k}`, `profile.${k}`])),
        }),
      ),
    );
  }

  async staffCreateAccount(input: StaffCreateAccountInput) {
    const body = {
      studentUuid: input.studentUuid,
      accountType: accountNumber(input.accountType),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      locationHREF: input.locationHref ?? undefined,
      ...(input.language
        ? { preferredLanguage: input.language === 'ES' ? ('es' as const) : ('en' as const) }
        : {}),
    };
    return this.required(
      this.post('/student-api/studentAccountService/adminCreateAccount', {
        body: body,
        inputPaths: {
          studentUuid: 'studentUuid',
          accountType: 'accountType',
          email: 'email',
          firstName: 'firstName',
          lastName: 'lastName',
        },
      }),
    );
  }

  async temporaryPassword(username: string, password?: string | null) {
    return this.required(
      this.post('/student-api/studentAccountService/SetTemporaryPassword', {
        body: { username, password: password ?? undefined },
      }),
    );
  }

  async changeEmail(accountId: number, currentUsername: string, newUsername: string) {
    return this.required(
      this.post('/student-api/ChangeEmail', {
        body: { AccountID: accountId, CurrentUsername: currentUsername, NewUsername: newUsername },
        inputPaths: { NewUsername: 'newUsername', CurrentUsername: 'currentUsername' },
      }),
    );
  }

  async purgeParent(parentAccountId: number, studentId: number) {
    return this.required(
      this.post('/student-api/purgeParentAccount', {
        body: {
          parentAccountID: parentAccountId,
          studentID: studentId,
        },
      }),
    );
  }
}
