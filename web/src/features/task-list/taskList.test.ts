import { describe, expect, it } from 'vitest';
import type { TaskListStatus } from '../../__generated__/graphql';
import { countNewItems, filterTaskList } from './taskList';

const item = (status: TaskListStatus, isForParentAccount = false) => ({ status, isForParentAccount });

describe('filtered task list', () => {
  it('leaves out AUTO_VERIFIED and NOT_REQUIRED items and keeps the rest', () => {
    const all = [
      item('NEW'),
      item('AUTO_VERIFIED'),
      item('SUBMITTED'),
      item('NOT_REQUIRED'),
      item('VERIFIED'),
      item('NEEDS_CORRECTION'),
      item('IN_PROGRESS'),
    ];
    expect(filterTaskList(all).map((i) => i.status)).toEqual([
      'NEW',
      'SUBMITTED',
      'VERIFIED',
      'NEEDS_CORRECTION',
      'IN_PROGRESS',
    ]);
  });
});

describe('Verification badge count', () => {
  const items = [item('NEW'), item('NEW'), item('SUBMITTED'), item('NEW', true), item('VERIFIED', true)];

  it('counts the student items still NEW for a student', () => {
    expect(countNewItems(items, 'STUDENT')).toBe(2);
  });

  it('counts the parent items still NEW for parent accounts', () => {
    expect(countNewItems(items, 'PARENT')).toBe(1);
    expect(countNewItems(items, 'OTHER_PARENT')).toBe(1);
  });

  it('is zero when nothing is new', () => {
    expect(countNewItems([item('SUBMITTED'), item('VERIFIED', true)], 'PARENT')).toBe(0);
  });
});
