import { describe, expect, it } from 'vitest';
import { hasPermission, isStudentRole, sameGroup } from './permissions';

describe('permission checks', () => {
  it('needs the exact code in the role permissions', () => {
    expect(hasPermission(['UPLOAD_ISIR'], 'UPLOAD_ISIR')).toBe(true);
    expect(hasPermission(['UPLOAD_ISIR'], 'REPORTS_VIEW')).toBe(false);
    expect(hasPermission(null, 'UPLOAD_ISIR')).toBe(false);
  });

  it('compares groups ignoring case, spaces and slashes', () => {
    expect(sameGroup('/Super Admin', 'superadmin')).toBe(true);
    expect(sameGroup('Corporate Verifier', 'CorporateVerifier')).toBe(true);
    expect(sameGroup('Verifier', 'Reviewer')).toBe(false);
    expect(isStudentRole('user')).toBe(true);
  });
});
