import { describe, expect, it } from 'vitest';
import { actionColor, needsCommentBox } from './action-model';

const agree = { code: 'agree', name: '同意' };
const reject = { code: 'reject', name: '拒绝' };

describe('needsCommentBox', () => {
  it('shows the box when there is a choice of actions (spec 1 §4)', () => {
    expect(needsCommentBox([agree, reject])).toBe(true);
  });

  it('hides it for a single agree, and when nothing is offered', () => {
    expect(needsCommentBox([agree])).toBe(false);
    expect(needsCommentBox([])).toBe(false);
  });

  it('shows it for a lone reject, which needs a comment', () => {
    expect(needsCommentBox([reject])).toBe(true);
  });
});

describe('actionColor', () => {
  it('makes agree primary, reject danger, anything else plain', () => {
    expect(actionColor('agree')).toBe('primary');
    expect(actionColor('reject')).toBe('danger');
    expect(actionColor('transfer')).toBe('default');
  });
});
