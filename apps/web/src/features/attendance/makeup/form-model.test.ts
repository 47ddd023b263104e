import { describe, expect, it } from 'vitest';
import { changeOf, fieldErrors, suggestedType, typeOfParam } from './form-model';

describe('make-up form model', () => {
  it('shows the first issue of each field', () => {
    const errors = fieldErrors({ attendanceDate: '2026-11-20', type: 1, remark: '' }, '2026-11-25');
    expect(errors.remark?.key).toBe('validation.makeupRemark');
    expect(errors.workStatus?.key).toBe('validation.makeupWorkStatus');
    expect(errors.attendanceDate).toBeUndefined();
  });
  it('reads the route type and sends the work status only for an off-duty punch', () => {
    expect(typeOfParam('2')).toBe(2);
    expect(typeOfParam('x')).toBeNull();
    expect(changeOf({ attendanceDate: '2026-11-20', type: 0, remark: ' a ', workStatus: 1 })).toMatchObject({
      remark: 'a',
      workStatus: null,
    });
  });
  it('suggests the make-up a day needs', () => {
    expect(suggestedType({ state: 'absent', signInTime: null, lateMinutes: 0 })).toBe(2);
    expect(suggestedType({ state: 'late', signInTime: '09:20:00', lateMinutes: 15 })).toBe(0);
    expect(suggestedType({ state: 'missing', signInTime: '08:55:00', lateMinutes: 0 })).toBe(1);
  });
});
