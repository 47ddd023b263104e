/** Approval comment: at most 200 characters; required on reject. */
export const APPROVAL_COMMENT_MAX = 200;

/** A comment rule shared by client and server: reject needs a comment. */
export function approvalCommentError(action: string, comment: string): 'validation.rejectComment' | null {
  return action === 'reject' && comment.trim() === '' ? 'validation.rejectComment' : null;
}
