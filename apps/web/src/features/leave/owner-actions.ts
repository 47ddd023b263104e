import {
  ownerActions as allowedToOwner,
  type TOwnerAction as TRuleAction,
} from '@ehome/shared/approvals/owner-rules';
import type { TApplyView } from '@ehome/shared/approvals/schemas';

/** The view's buttons: file changes happen on the form, so they have no button here. */
export type TOwnerAction = Exclude<TRuleAction, 'changeFiles'>;
/** The order the buttons show in. */
const BUTTONS: readonly TOwnerAction[] = ['edit', 'submit', 'recall', 'destroy'];

/**
 * Whose screen the view is (spec 1 §4): an approver holding an open task with actions decides;
 * otherwise the owner gets the controls their request's status allows; anyone else only reads.
 */
export function viewMode(
  apply: Pick<TApplyView, 'taskId' | 'actionList' | 'isOwner'>,
): 'approve' | 'owner' | 'read' {
  if (apply.taskId && apply.actionList.length > 0) return 'approve';
  return apply.isOwner ? 'owner' : 'read';
}

/**
 * The owner's controls: the shared owner rules of spec 1 §4, the ones the workflow engine enforces,
 * so a button never leads to a refusal. An approver deciding on their own request decides instead.
 */
export function ownerActions(
  apply: Pick<TApplyView, 'taskId' | 'actionList' | 'isOwner' | 'approveStatus'>,
): TOwnerAction[] {
  if (viewMode(apply) !== 'owner') return [];
  const allowed = allowedToOwner(apply.approveStatus, apply.isOwner);
  return BUTTONS.filter((action) => allowed[action]);
}

/** Back from the view (spec 1 §2): after a delete the request is gone, so back means the list. */
export function backTarget(name: string | null): 'inquiry' | 'history' {
  return name === 'ApplicationDestory' ? 'inquiry' : 'history';
}
