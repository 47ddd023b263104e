/**
 * Certificates: the on-the-job, income and resignation certificates (spec 3 §2.2, §2.3, §4, §9).
 * Constants the server and the web both read; no zod here, so the web imports them without zod.
 */

/** CheckTransact / ApplyCertificate type: 1 on-the-job, 2 resignation, 3 income (spec 3 §4, §7). */
export const CERTIFICATE_TYPES = { OnJob: 1, Resignation: 2, Income: 3 } as const;
export type TCertificateType = (typeof CERTIFICATE_TYPES)[keyof typeof CERTIFICATE_TYPES];
export const CERTIFICATE_TYPE_LIST: readonly TCertificateType[] = [1, 2, 3];

/** Delivery mode: 1 courier (the recipient pays on delivery), 2 self-pickup at a pickup point. */
export const CERTIFICATE_MODES = { Courier: 1, Pickup: 2 } as const;
export type TCertificateMode = (typeof CERTIFICATE_MODES)[keyof typeof CERTIFICATE_MODES];

/** Pickup point lists of GetExtraction?addressType: 1 proofs (on-job, income), 2 resignation. */
export const EXTRACTION_ADDRESS_TYPES = { Proof: 1, Resignation: 2 } as const;
export type TExtractionAddressType = (typeof EXTRACTION_ADDRESS_TYPES)[keyof typeof EXTRACTION_ADDRESS_TYPES];
export const extractionAddressTypeOf = (type: TCertificateType): TExtractionAddressType =>
  type === CERTIFICATE_TYPES.Resignation ? 2 : 1;

/**
 * Where a request stands. 1 in approval (HR), 2 approved and being prepared, 3 ready for pickup,
 * 4 sent by courier (tracking number), 5 collected, 6 rejected, 7 withdrawn by its owner.
 * 1 to 3 are open: another request of the same type is refused while one is open.
 */
export const CERTIFICATE_STATES = {
  Approving: 1,
  Processing: 2,
  Ready: 3,
  Sent: 4,
  Collected: 5,
  Rejected: 6,
  Withdrawn: 7,
} as const;
export type TCertificateState = (typeof CERTIFICATE_STATES)[keyof typeof CERTIFICATE_STATES];
export const CERTIFICATE_STATE_NAMES: Record<TCertificateState, string> = {
  1: 'approving',
  2: 'processing',
  3: 'ready',
  4: 'sent',
  5: 'collected',
  6: 'rejected',
  7: 'withdrawn',
};
export const OPEN_CERTIFICATE_STATES: readonly TCertificateState[] = [1, 2, 3];
export const isOpenCertificateState = (state: number) =>
  (OPEN_CERTIFICATE_STATES as readonly number[]).includes(state);

/** HR's handling steps after approval: ready (pickup), sent (courier), collected (pickup). */
export const CERTIFICATE_HANDLE_ACTIONS = ['ready', 'sent', 'collected'] as const;
export type TCertificateHandleAction = (typeof CERTIFICATE_HANDLE_ACTIONS)[number];

/** HR's list tabs: 0 waiting for approval, 1 approved and being handled, 2 finished. */
export const CERTIFICATE_ADMIN_TABS = [0, 1, 2] as const;
export type TCertificateAdminTab = (typeof CERTIFICATE_ADMIN_TABS)[number];

/** Working days until a certificate is ready (spec 3 §4, §9): proofs 5, the resignation certificate 3. */
export const PROOF_WORKING_DAYS = 5;
export const RESIGNATION_WORKING_DAYS = 3;

/** Self-pickup date: default and earliest today + 3 days (spec 3 §4); at most 60 days ahead. */
export const PICKUP_MIN_DAYS_AHEAD = 3;
export const PICKUP_MAX_DAYS_AHEAD = 60;

/** Mailing fee (courier, recipient pays; spec 3 §9) in fen: Shanghai 10, nearby 12, elsewhere 20 yuan. */
export const COURIER_FEE_FEN = { shanghai: 1000, nearby: 1200, elsewhere: 2000 } as const;
export const NEARBY_PROVINCES = ['浙江', '江苏', '安徽'] as const;

/** The service type that hides the income certificate (spec 3 §2.2: 人事代理, personnel agency). */
export const PERSONNEL_AGENCY_SERVICE_TYPE = '人事代理';

/** Tracking number length. */
export const TRACKING_NO_MAX = 40;
