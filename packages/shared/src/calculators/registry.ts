import { compensationCalculator } from './compensation/compensation';
import {
  CAL_JSON_MAX_LENGTH,
  isCalType,
  type TCalContext,
  type TCalculator,
  type TCalOutcome,
  type TCalType,
} from './contract';
import { annualLeaveCalculator } from './leave/annual-leave';
import { marriageLeaveCalculator } from './leave/marriage-leave';
import { translateCalc } from './messages';
import { socialInsuranceCalculator } from './social-insurance/social-insurance';
import { incomeTaxCalculator } from './tax/income-tax';
import { yearEndBonusCalculator } from './tax/year-end-bonus';
import { averageWageCalculator } from './wages/average-wage';
import { minimumWageCalculator } from './wages/minimum-wage';
import { workingDaysCalculator } from './working-days/working-days';

/** Every calculator by its calType (issue 5 contract: 1 compensation ... 9 average wage). */
export const CALCULATORS: Readonly<Record<TCalType, TCalculator<never>>> = {
  1: compensationCalculator as TCalculator<never>,
  2: yearEndBonusCalculator as TCalculator<never>,
  3: workingDaysCalculator as TCalculator<never>,
  4: incomeTaxCalculator as TCalculator<never>,
  5: socialInsuranceCalculator as TCalculator<never>,
  6: annualLeaveCalculator as TCalculator<never>,
  7: marriageLeaveCalculator as TCalculator<never>,
  8: minimumWageCalculator as TCalculator<never>,
  9: averageWageCalculator as TCalculator<never>,
};

/**
 * Runs a calculator on the spec's `jsonString`: bad JSON, an unknown calType or an input refusal
 * answer `code: 0` with a translated message, never a fault. A fault inside a calculator is a bug;
 * it is rethrown so the server logs it and answers its generic error.
 */
export function runCalculator(calType: number, jsonString: string, context: TCalContext): TCalOutcome {
  const fail = (key: string, params?: Record<string, string | number>): TCalOutcome => ({
    code: 0,
    message: translateCalc(context.lang, key, params),
  });
  if (!isCalType(calType)) return fail('Calculator.badType');
  if (jsonString.length > CAL_JSON_MAX_LENGTH) return fail('Calculator.badInput');
  let raw: unknown;
  try {
    raw = JSON.parse(jsonString);
  } catch {
    return fail('Calculator.badInput');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail('Calculator.badInput');
  const calculator = CALCULATORS[calType];
  const parsed = calculator.parse(raw);
  if (!parsed.ok) return fail(parsed.issue.key, parsed.issue.params);
  return { code: 1, result: calculator.compute(parsed.value, context) };
}
