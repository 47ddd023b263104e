import { describe, expect, it } from 'vitest';
import { organizationPath } from './organization-path';

const org = (organizationId: string, organizationName: string, parentId: string | null = null) => ({
  organizationId,
  organizationName,
  parentId,
});
const head = org('h', '上海总部');
const rd = org('r', '研发部', 'h');
const lab = org('l', '实验室', 'r');
const all = new Map([head, rd, lab].map((o) => [o.organizationId, o]));

describe('organizationPath', () => {
  it('names an organisation with its parents, outermost first', () => {
    expect(organizationPath(lab, all)).toEqual(['上海总部', '研发部', '实验室']);
    expect(organizationPath(head, all)).toEqual(['上海总部']);
  });

  it('stops at a parent it does not know', () => {
    expect(organizationPath(lab, new Map([[lab.organizationId, lab]]))).toEqual(['实验室']);
  });

  it('does not loop on a cycle in the data', () => {
    const a = org('a', 'A', 'b');
    const b = org('b', 'B', 'a');
    expect(organizationPath(a, new Map([a, b].map((o) => [o.organizationId, o])))).toEqual(['B', 'A']);
  });
});
