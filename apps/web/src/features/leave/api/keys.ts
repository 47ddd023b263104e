/** Query keys of the leave screens; a change to a request invalidates everything under LEAVE_KEY. */
export const LEAVE_KEY = ['leave'] as const;
export const LEAVE_APPLY_KEY = ['leave', 'apply'] as const;
