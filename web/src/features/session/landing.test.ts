import { describe, expect, it } from 'vitest';
import { pathAfterSchoolSwitch } from '../schools/hooks/useSwitchSchool';
import { studentViewer, staffViewer } from '../../test/fixtures';
import { pathAfterSignIn } from './landing';

describe('where sign-in leads', () => {
  it('takes staff to /welcome', () => {
    expect(pathAfterSignIn(staffViewer())).toBe('/welcome');
  });

  it('takes students and parents to their landing page with the numeric account type', () => {
    expect(pathAfterSignIn(studentViewer())).toBe('/userLanding/student-1/0');
    expect(pathAfterSignIn(studentViewer({ accountType: 'PARENT' }))).toBe('/userLanding/student-1/1');
    expect(pathAfterSignIn(studentViewer({ accountType: 'OTHER_PARENT' }))).toBe('/userLanding/student-1/3');
    expect(pathAfterSignIn(studentViewer({ accountType: 'SPOUSE' }))).toBe('/userLanding/student-1/4');
  });

  it('takes someone whose account is still needed to the student lookup', () => {
    const viewer = studentViewer();
    expect(pathAfterSignIn({ ...viewer, loginData: { ...viewer.loginData, accountRequired: true } })).toBe(
      '/studentLookup',
    );
  });
});

describe('after a school switch', () => {
  it('leaves any student view (whatever its casing) for the search', () => {
    expect(pathAfterSchoolSwitch('/StudentView/abc/quickView')).toBe('/userSearch');
    expect(pathAfterSchoolSwitch('/studentView/abc/studentTaskList')).toBe('/userSearch');
    expect(pathAfterSchoolSwitch('/welcome')).toBeNull();
  });
});
