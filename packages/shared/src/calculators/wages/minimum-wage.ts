import { CalType, type TCalculator } from '../contract';

// Placeholder until this calculator is written (issue 5, in progress): refuses every input.
export const minimumWageCalculator: TCalculator<never> = {
  calType: CalType.MinimumWage,
  parse: () => ({ ok: false, issue: { key: 'Calculator.failed' } }),
  compute: () => {
    throw new Error('not written yet');
  },
};
