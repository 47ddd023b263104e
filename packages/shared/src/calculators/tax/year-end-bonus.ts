import { CalType, type TCalculator } from '../contract';

// Placeholder until this calculator is written (issue 5, in progress): refuses every input.
export const yearEndBonusCalculator: TCalculator<never> = {
  calType: CalType.YearEndBonus,
  parse: () => ({ ok: false, issue: { key: 'Calculator.failed' } }),
  compute: () => {
    throw new Error('not written yet');
  },
};
