import type { TApplyView } from '@ehome/shared/approvals/schemas';
import { STATUS } from './constants';

export type TOwnerAction = 'edit' | 'submit' | 'recall' | 'destroy';

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
 * The owner's controls, as the workflow engine allows the transitions (apps/server approvals
 * engine): a draft is edited, submitted or deleted; a request in approval is recalled; a rejected
 * one is deleted; an approved one is final.
 */
export function ownerActions(
  apply: Pick<TApplyView, 'taskId' | 'actionList' | 'isOwner' | 'approveStatus'>,
): TOwnerAction[] {
  if (viewMode(apply) !== 'owner') return [];
  switch (apply.approveStatus) {
    case STATUS.Draft:
      return ['edit', 'submit', 'destroy'];
    case STATUS.InApproval:
      return ['recall'];
    case STATUS.Rejected:
      return ['destroy'];
    default:
      return [];
  }
}

/** Back from the view (spec 1 §2): after a delete the request is gone, so back means the list. */
export function backTarget(name: string | null): 'inquiry' | 'history' {
  return name === 'ApplicationDestory' ? 'inquiry' : 'history';
}
