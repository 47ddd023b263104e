import { ApproveStatus } from './status';

/**
 * What the owner of a request may do with it, by approveStatus (spec 1 §4). The workflow engine
 * enforces these on the server, the attachments rule decides file changes with them, and the web
 * offers exactly these controls, so a button never leads to a refusal the screen could have known.
 * Nobody else may do any of it: an approver acts on a task, never on the request itself.
 *
 * - edit and submit: a draft (0), which includes a request recalled back to draft.
 * - recall: while in approval (1), even after an earlier step agreed.
 * - destroy: a draft (0) or a rejected request (3); an approved one (2) is final.
 * - changeFiles: a draft only, like edit. A rejected request is not edited again (it can only be
 *   deleted and asked anew), so its files stay what the approver rejected it on; letting them change
 *   would make the trail's decision refer to files nobody decided on.
 */
export const OWNER_ACTIONS = ['edit', 'submit', 'recall', 'destroy', 'changeFiles'] as const;
export type TOwnerAction = (typeof OWNER_ACTIONS)[number];
export type TOwnerActions = Record<TOwnerAction, boolean>;

const ALLOWED_IN: Record<TOwnerAction, readonly number[]> = {
  edit: [ApproveStatus.Draft],
  submit: [ApproveStatus.Draft],
  recall: [ApproveStatus.InApproval],
  destroy: [ApproveStatus.Draft, ApproveStatus.Rejected],
  changeFiles: [ApproveStatus.Draft],
};

/**
 * Whether the request's owner may take `action` in `status`. For a caller that has already made
 * sure the actor owns the request (the engine answers a stranger NotFound before asking).
 */
export function ownerMay(action: TOwnerAction, status: number): boolean {
  return ALLOWED_IN[action].includes(status);
}

/** Every owner action for a viewer of a request: all false for anyone but its owner. */
export function ownerActions(status: number, isOwner: boolean): TOwnerActions {
  const may = (action: TOwnerAction) => isOwner && ownerMay(action, status);
  return {
    edit: may('edit'),
    submit: may('submit'),
    recall: may('recall'),
    destroy: may('destroy'),
    changeFiles: may('changeFiles'),
  };
}
