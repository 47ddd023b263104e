import type { TCalOutcome, TCalType } from '@ehome/shared/calculators/contract';
import { http } from '../../../platform/http';

/** POST /api/CIICEService/CAL {calType, jsonString} (spec 2 §7): the inputs go as the JSON of the spec's fields. */
export function calculate(calType: TCalType, input: object): Promise<TCalOutcome> {
  return http.post<TCalOutcome>('/api/CIICEService/CAL', { calType, jsonString: JSON.stringify(input) });
}
