/**
 * The individual income tax tables the tax calculators use, in fen, each with its source.
 * Amounts in the source documents are yuan; here they are fen (x 100) so that no figure is a float.
 */

/** One band of a progressive table: up to `upTo` fen (included, "不超过"), `rate` in percent, quick deduction in fen. */
export type TTaxBracket = { upTo: number; rate: number; quickDeduction: number };

/**
 * 按月换算后的综合所得税率表 - the table attached to 财政部 税务总局公告2023年第30号 (issued 2023-08-18,
 * "本公告执行至2027年12月31日"), for the year-end one-off bonus taxed on its own: the band is found by
 * bonus / 12 and the tax is the whole bonus x rate - quick deduction. The figures are the annual table
 * of 个人所得税法 (2018 amendment) divided by 12.
 */
export const MONTHLY_BRACKETS: readonly TTaxBracket[] = [
  { upTo: 3_000_00, rate: 3, quickDeduction: 0 },
  { upTo: 12_000_00, rate: 10, quickDeduction: 210_00 },
  { upTo: 25_000_00, rate: 20, quickDeduction: 1_410_00 },
  { upTo: 35_000_00, rate: 25, quickDeduction: 2_660_00 },
  { upTo: 55_000_00, rate: 30, quickDeduction: 4_410_00 },
  { upTo: 80_000_00, rate: 35, quickDeduction: 7_160_00 },
  { upTo: Number.POSITIVE_INFINITY, rate: 45, quickDeduction: 15_160_00 },
];

/**
 * 个人所得税税率表一（综合所得适用）- 个人所得税法 art. 3 (1) and its attached table (2018 amendment,
 * in force 2019-01-01); the same figures are 个人所得税预扣率表一 of 国家税务总局公告2018年第61号 for the
 * cumulative withholding of wages. Annual taxable income, 3% to 45%.
 */
export const ANNUAL_BRACKETS: readonly TTaxBracket[] = [
  { upTo: 36_000_00, rate: 3, quickDeduction: 0 },
  { upTo: 144_000_00, rate: 10, quickDeduction: 2_520_00 },
  { upTo: 300_000_00, rate: 20, quickDeduction: 16_920_00 },
  { upTo: 420_000_00, rate: 25, quickDeduction: 31_920_00 },
  { upTo: 660_000_00, rate: 30, quickDeduction: 52_920_00 },
  { upTo: 960_000_00, rate: 35, quickDeduction: 85_920_00 },
  { upTo: Number.POSITIVE_INFINITY, rate: 45, quickDeduction: 181_920_00 },
];

/** 个人所得税法 art. 6 (1): 60,000 yuan a year of basic deduction ("减除费用六万元"). */
export const ANNUAL_BASIC_DEDUCTION = 60_000_00;

/** 国家税务总局公告2018年第61号 art. 6: "累计减除费用，按照5000元/月乘以...任职受雇月份数计算". */
export const MONTHLY_BASIC_DEDUCTION = 5_000_00;

/** The dated sources the results list in `tables` (names and sources are translated in texts.ts). */
export const TAX_TABLE_META = {
  /** 财政部 税务总局公告2023年第30号: issued 2023, a rule (not republished yearly) ending 2027-12-31. */
  bonusPolicy: { year: 2023, annual: false, validTo: '2027-12-31' },
  /** 个人所得税法 2018 amendment (第十三届全国人大常委会第五次会议, 2018-08-31), in force 2019-01-01. */
  annualRates: { year: 2018, annual: false, validFrom: '2019-01-01' },
  /** 国发〔2023〕13号 (2023-08-28): the raised standards apply from 2023-01-01. */
  specialDeductions: { year: 2023, annual: false, validFrom: '2023-01-01' },
} as const;
