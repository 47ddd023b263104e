import type { TLanguage } from '@ehome/shared';
import type { TCalOutcome } from '@ehome/shared/calculators/contract';
import { runCalculator } from '@ehome/shared/calculators/registry';
import { businessDate, type Clock } from '../../platform/clock';

export type CalculatorsService = ReturnType<typeof calculatorsService>;

/**
 * The labour-law and tax calculators (spec 2 §4, §7 "Calculators"). The computation is the shared,
 * pure one the screens validate with; the server adds only "today" from its clock, so the rule and
 * table of the right year are used and a stale table is flagged.
 */
export function calculatorsService({ clock, timeZone }: { clock: Clock; timeZone: string }) {
  return {
    calculate(calType: number, jsonString: string, lang: TLanguage): TCalOutcome {
      return runCalculator(calType, jsonString, { lang, today: businessDate(clock.now(), timeZone) });
    },
  };
}
