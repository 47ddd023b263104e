import { describe, expect, it } from 'vitest';
import { problemTextIn } from './components/problem-text';
import { activityDetailPath, eventRegistrationPath, galleryPath, myRegistrationPath } from './paths';

describe('activity paths', () => {
  it('carry their ids in the query as the spec names them', () => {
    expect(activityDetailPath('a b')).toBe('/ActivitiesAndWelfareDetail?id=a+b');
    expect(galleryPath('x', 2)).toBe('/Activesclickpages?id=x&index=2');
    expect(eventRegistrationPath('x')).toBe('/eventRegistration?actId=x');
    expect(myRegistrationPath('a', 'r')).toBe('/Detailedactivity?activity_id=a&registrationId=r');
  });
});

describe('problemTextIn', () => {
  it("words a rule's refusal like the server, in the reader's language", () => {
    expect(problemTextIn('zh')('activities.regex.invalid', { name: '工号' })).toBe(
      '报名项“工号”的正则表达式无效',
    );
    expect(problemTextIn('en')('activities.regex.invalid', { name: 'Staff' })).toBe(
      'The regular expression of the form item "Staff" is not valid',
    );
    expect(problemTextIn('fr')('activities.eventOrder')).toBe('活动开始时间不能晚于活动结束时间');
  });
});
