/** approveStatus (GUIDE contract rules): 0 draft, 1 in approval, 2 approved, 3 rejected. */
export const ApproveStatus = { Draft: 0, InApproval: 1, Approved: 2, Rejected: 3 } as const;
export type TApproveStatus = (typeof ApproveStatus)[keyof typeof ApproveStatus];
