/**
 * Monthly standards of the special additional deductions (专项附加扣除), in fen. Small and table-free so
 * the income-tax form can show the amounts next to its options.
 *
 * - 《个人所得税专项附加扣除暂行办法》(国发〔2018〕41号), in force 2019-01-01: continuing education art. 8
 *   (400/month for a degree, 3,600 in the year a vocational certificate is obtained), housing loan
 *   interest art. 14 (1,000/month), rent art. 17 (1,500 / 1,100 / 800 by city), art. 20 (not loan
 *   interest and rent in the same year), serious illness art. 11 (annual, claimed in the annual
 *   settlement - not part of monthly withholding).
 * - 3岁以下婴幼儿照护 added by 国发〔2022〕8号 (1,000/month per child from 2022-01-01).
 * - 国发〔2023〕13号, from 2023-01-01: infant care and children's education 2,000 per child per month
 *   (were 1,000), elderly support 3,000 for an only child, otherwise a share of 3,000 of at most 1,500
 *   each (were 2,000 / 1,000).
 * - Serious illness (art. 11): out of pocket above 15,000 in the year, up to 80,000.
 * The tax deductions area (issue 18) and the calculators read the same dated table.
 */
export type TSpecialDeductionStandards = {
  childEducationPerChild: number;
  /** 0 before 3岁以下婴幼儿照护 existed (2022-01-01). */
  infantCarePerChild: number;
  elderlyOnlyChild: number;
  elderlyShareMax: number;
  continuingEducationDegree: number;
  /** A one-off amount in the year the certificate is obtained. */
  continuingEducationCertificate: number;
  /** Months a degree education may be claimed at most (暂行办法 art. 8: 48). */
  continuingEducationMaxMonths: number;
  /** Serious illness: out-of-pocket above `illnessThreshold` in the year, up to `illnessMax` (annual settlement only). */
  illnessThreshold: number;
  illnessMax: number;
  housingLoan: number;
  /** Months of housing loan interest at most (暂行办法 art. 14: 240). */
  housingLoanMaxMonths: number;
  /** 暂行办法 art. 17: (1) municipalities, provincial capitals, cities with separate planning status and others the State Council names; (2) other cities with over 1 million registered urban residents; (3) the rest. */
  rent: { rent1: number; rent2: number; rent3: number };
};

/**
 * The standards by the date they apply from, oldest first (amounts in fen). A tax year uses the
 * edition in force on its 1 January: both changes so far applied from a 1 January.
 */
export const SPECIAL_DEDUCTION_EDITIONS: readonly {
  validFrom: string;
  source: string;
  standards: TSpecialDeductionStandards;
}[] = [
  {
    validFrom: '2019-01-01',
    source: '国发〔2018〕41号',
    standards: {
      childEducationPerChild: 1_000_00,
      infantCarePerChild: 0,
      elderlyOnlyChild: 2_000_00,
      elderlyShareMax: 1_000_00,
      continuingEducationDegree: 400_00,
      continuingEducationCertificate: 3_600_00,
      continuingEducationMaxMonths: 48,
      illnessThreshold: 15_000_00,
      illnessMax: 80_000_00,
      housingLoan: 1_000_00,
      housingLoanMaxMonths: 240,
      rent: { rent1: 1_500_00, rent2: 1_100_00, rent3: 800_00 },
    },
  },
  {
    validFrom: '2022-01-01',
    source: '国发〔2022〕8号',
    standards: {
      childEducationPerChild: 1_000_00,
      infantCarePerChild: 1_000_00,
      elderlyOnlyChild: 2_000_00,
      elderlyShareMax: 1_000_00,
      continuingEducationDegree: 400_00,
      continuingEducationCertificate: 3_600_00,
      continuingEducationMaxMonths: 48,
      illnessThreshold: 15_000_00,
      illnessMax: 80_000_00,
      housingLoan: 1_000_00,
      housingLoanMaxMonths: 240,
      rent: { rent1: 1_500_00, rent2: 1_100_00, rent3: 800_00 },
    },
  },
  {
    validFrom: '2023-01-01',
    source: '国发〔2023〕13号',
    standards: {
      childEducationPerChild: 2_000_00,
      infantCarePerChild: 2_000_00,
      elderlyOnlyChild: 3_000_00,
      elderlyShareMax: 1_500_00,
      continuingEducationDegree: 400_00,
      continuingEducationCertificate: 3_600_00,
      continuingEducationMaxMonths: 48,
      illnessThreshold: 15_000_00,
      illnessMax: 80_000_00,
      housingLoan: 1_000_00,
      housingLoanMaxMonths: 240,
      rent: { rent1: 1_500_00, rent2: 1_100_00, rent3: 800_00 },
    },
  },
];

/** The standards of a tax year (the edition in force on 1 January of that year; 2019 is the earliest). */
export function specialDeductionStandards(year: number): TSpecialDeductionStandards {
  const day = `${String(year).padStart(4, '0')}-01-01`;
  let found = SPECIAL_DEDUCTION_EDITIONS[0];
  for (const edition of SPECIAL_DEDUCTION_EDITIONS) if (edition.validFrom <= day) found = edition;
  return (found as (typeof SPECIAL_DEDUCTION_EDITIONS)[number]).standards;
}

/** The edition in force now (the calculators use it). */
export const SPECIAL_DEDUCTION_STANDARDS: TSpecialDeductionStandards = (
  SPECIAL_DEDUCTION_EDITIONS[
    SPECIAL_DEDUCTION_EDITIONS.length - 1
  ] as (typeof SPECIAL_DEDUCTION_EDITIONS)[number]
).standards;

/** How the housing deduction is claimed: one of them only (暂行办法 art. 20). */
export const HOUSING_OPTIONS = ['none', 'loan', 'rent1', 'rent2', 'rent3'] as const;
export type THousing = (typeof HOUSING_OPTIONS)[number];

/** Elderly support: none, only child (3,000), or a share agreed with siblings (at most 1,500). */
export const ELDERLY_OPTIONS = ['none', 'only', 'shared'] as const;
export type TElderly = (typeof ELDERLY_OPTIONS)[number];

/** Monthly amount of a housing option, in fen. */
export function housingAmount(housing: THousing): number {
  if (housing === 'none') return 0;
  if (housing === 'loan') return SPECIAL_DEDUCTION_STANDARDS.housingLoan;
  return SPECIAL_DEDUCTION_STANDARDS.rent[housing];
}
