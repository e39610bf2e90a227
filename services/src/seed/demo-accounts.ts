import type { Db } from '../platform/db.js';
import {
  DEMO_ACCOUNTS,
  DEMO_OTHER_SCHOOL_STAFF,
  DEMO_STAFF,
  NAMED_STUDENTS,
  demoUuid,
} from './demo-people.js';
import type { DemoStudents } from './demo-students.js';
import * as sql from './seed.queries.js';

/** The demo staff, one per role (Dana Okafor at Demo State), with their roles at each of their schools. */
export async function seedDemoStaff(tx: Db, hashes: Map<string, string>): Promise<void> {
  for (const staff of [...DEMO_STAFF, DEMO_OTHER_SCHOOL_STAFF]) {
    const [first, last] =
      staff === DEMO_OTHER_SCHOOL_STAFF
        ? ['Dana', 'Okafor']
        : [staff.role.replace(/([a-z])([A-Z])/g, '$1 $2'), 'Demo'];
    const u = (await sql.insertDemoStaff.first(tx, {
      uuid: demoUuid(staff.email),
      email: staff.email,
      firstName: first!,
      lastName: last!,
      passwordHash: hashes.get(staff.email)!,
      schoolCode: staff.schools[0]!,
    }))!;
    for (const school of staff.schools)
      await sql.grantRole.run(tx, { staffId: u.id, schoolCode: school, role: staff.role });
  }
}

/** The student and parent accounts the README names (with the demo password), then the students' own sign-ups. */
export async function seedDemoAccounts(
  tx: Db,
  hashes: Map<string, string>,
  { studentIds, signups }: DemoStudents,
): Promise<void> {
  for (const [email, links, school] of [
    [DEMO_ACCOUNTS.student, [['222222-1', 0]], '222222'],
    [
      DEMO_ACCOUNTS.parent,
      [
        ['222222-1', 1],
        ['222222-2', 1],
      ],
      '222222',
    ],
    [DEMO_ACCOUNTS.otherStudent, [['222222-3', 0]], '222222'],
    [DEMO_ACCOUNTS.demoStateStudent, [['333333-1', 0]], '333333'],
  ] as const) {
    const firstLink = NAMED_STUDENTS[links[0]![0]]!;
    const isParent = links[0]![1] === 1;
    const account = (await sql.insertDemoAccount.first(tx, {
      uuid: demoUuid(`account:${email}`),
      schoolCode: school,
      username: email,
      firstName: isParent ? 'Pat' : firstLink.first,
      lastName: firstLink.last,
      phone: isParent ? '555-010-3000' : null,
      passwordHash: hashes.get(email)!,
      createdAt: null,
    }))!;
    for (const [studentKey, accountType] of links)
      await sql.linkDemoAccount.run(tx, {
        studentId: studentIds.get(studentKey)!,
        accountId: account.id,
        accountType,
      });
  }
  for (const u of signups) {
    const account = (await sql.insertDemoAccount.first(tx, {
      uuid: demoUuid(`account:${u.email}`),
      schoolCode: u.school,
      username: u.email,
      firstName: u.first,
      lastName: u.last,
      phone: null,
      passwordHash: null,
      createdAt: u.at.toISOString(),
    }))!;
    await sql.linkDemoAccount.run(tx, { studentId: u.studentId, accountId: account.id, accountType: 0 });
  }
}
