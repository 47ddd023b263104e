import { CalType, type TCalType } from '@ehome/shared/calculators/contract';

/**
 * Each calculator's form and result screen (spec 2 §2 "Calculators", spec 3 §2.6). The spec names
 * the result route of the bonus (/YearAwardInfo), the working days (/WorkDataInfo) and the "detail"
 * pages of the others; the compensation result uses the spec's /Calculator route and the five
 * insurances, which the spec lists without a detail page, get /Fivesocialinsurancedetail.
 */
export const CALCULATOR_SCREENS: Readonly<Record<TCalType, { form: string; result: string; icon: string }>> =
  {
    [CalType.Compensation]: { form: '/FinancialComp', result: '/Calculator', icon: 'compensation' },
    [CalType.YearEndBonus]: { form: '/YearAward', result: '/YearAwardInfo', icon: 'bonus' },
    [CalType.IncomeTax]: { form: '/Individualincometax', result: '/Individualincometaxdetail', icon: 'tax' },
    [CalType.SocialInsurance]: {
      form: '/Fivesocialinsurance',
      result: '/Fivesocialinsurancedetail',
      icon: 'insurance',
    },
    [CalType.WorkingDays]: { form: '/WorkData', result: '/WorkDataInfo', icon: 'days' },
    [CalType.AnnualLeave]: {
      form: '/Statutoryannualvacation',
      result: '/Statutoryannualvacationdetail',
      icon: 'leave',
    },
    [CalType.MarriageLeave]: { form: '/Marriageleave', result: '/Marriageleavedetail', icon: 'marriage' },
    [CalType.MinimumWage]: { form: '/Minimumwage', result: '/Minwagedetail', icon: 'wage' },
    [CalType.AverageWage]: { form: '/Averagewage', result: '/Averagewagedetail', icon: 'average' },
  };

/** Menu order of /CalculatorIndex: money first, then days, then the reference tables. */
export const CALCULATOR_MENU: readonly TCalType[] = [
  CalType.Compensation,
  CalType.YearEndBonus,
  CalType.IncomeTax,
  CalType.SocialInsurance,
  CalType.WorkingDays,
  CalType.AnnualLeave,
  CalType.MarriageLeave,
  CalType.MinimumWage,
  CalType.AverageWage,
];

export const DISCLAIMER_PATH = '/Disclaimer';
export const WORK_DATA_HELP_PATH = '/WorkDataHelp';
