/**
 * Special additional deductions (个税专项附加扣除, spec 3 §4, §5 "Tax deductions", §9; issue 18).
 * Amounts come from the dated table in calculators/tax/special-deductions.ts, never from here.
 */
export const DEDUCTION_API = '/api/TaxDeduction';
export const DEDUCTION_ADMIN_API = '/api/TaxDeductionAdmin';

export const DEDUCTION_KINDS = [
  'childEducation',
  'infantCare',
  'continuingEducation',
  'seriousIllness',
  'housingLoan',
  'rent',
  'elderlySupport',
  'other',
] as const;
export type TDeductionKind = (typeof DEDUCTION_KINDS)[number];

/** A record may be submitted only with one of these (spec 3 §5: "one education or dependant record"). */
export const EDUCATION_OR_DEPENDANT: readonly TDeductionKind[] = [
  'childEducation',
  'infantCare',
  'continuingEducation',
  'elderlySupport',
];

/** draft -> submitted (locked) -> reported (HR accepted) | returned (editable again, with HR's note). */
export const RECORD_STATUSES = ['draft', 'submitted', 'reported', 'returned'] as const;
export type TRecordStatus = (typeof RECORD_STATUSES)[number];
export const EDITABLE_STATUSES: readonly TRecordStatus[] = ['draft', 'returned', 'reported'];

/** Withheld by the employer each month, or declared by the person at the annual settlement. */
export const DECLARE_METHODS = ['employer', 'self'] as const;
export type TDeclareMethod = (typeof DECLARE_METHODS)[number];

export const CHILD_STAGES = ['preschool', 'primary', 'junior', 'senior', 'higher'] as const;
export const DEGREE_STAGES = ['junior', 'bachelor', 'master', 'doctor', 'other'] as const;
export const CERTIFICATE_TYPES = ['skill', 'professional'] as const;
export const RATIOS = ['100', '50'] as const;
export const CITY_CLASSES = ['1', '2', '3'] as const;
export const SHARE_METHODS = ['equal', 'agreed', 'designated'] as const;
export const OTHER_TYPES = ['healthInsurance', 'personalPension', 'other'] as const;

export const MEMBER_RELATIONS = ['spouse', 'child', 'father', 'mother', 'other'] as const;
export type TMemberRelation = (typeof MEMBER_RELATIONS)[number];
export const ID_TYPES = ['idCard', 'passport', 'hkMacauPass', 'taiwanPass', 'foreignPermit'] as const;
export type TIdType = (typeof ID_TYPES)[number];

/** spec 3 §9: the monthly cut-off and the final-settlement window (March 1 - June 30). */
export const MONTHLY_CUTOFF_DAY = 15;
export const SETTLEMENT_WINDOW = { from: '03-01', to: '06-30' } as const;

export const CERT_NUMBER_MAX = 20;
export const CERT_ISSUER_MAX = 25;
/** Vouchers (spec 3 §5 "Tax images"): gif, jpeg, jpg, png up to 6 MB; name at most 300 characters. */
export const VOUCHER_MAX_BYTES = 6 * 1024 * 1024;
export const VOUCHER_NAME_MAX = 300;
export const VOUCHER_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const;
export const VOUCHERS_PER_ITEM = 9;
export const MEMBERS_MAX = 20;
