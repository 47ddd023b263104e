import { approvalCommentError } from '@ehome/shared/approvals/comment-rule';
import type { TActionItem } from '@ehome/shared/approvals/schemas';

/** Button colour of an action: agree is the primary way on, reject the dangerous one. */
export function actionColor(code: string): 'primary' | 'danger' | 'default' {
  if (code === 'agree') return 'primary';
  if (code === 'reject') return 'danger';
  return 'default';
}

/**
 * The comment box shows only when more than one action is offered (spec 1 §4), and also when the
 * only action needs a comment (a lone reject), since it could not be taken otherwise.
 */
export function needsCommentBox(actions: readonly TActionItem[]): boolean {
  if (actions.length > 1) return true;
  return actions.some((action) => approvalCommentError(action.code, '') !== null);
}
