import type { TClockNullQuery, TPunchKind } from '@ehome/shared/attendance/schemas';
import { http } from '../../../platform/http';

/**
 * GET /api/CIICEService/ClockInNull or ClockOutNull: the phone's own report of an out-of-range
 * attempt (spec 1 §4 "a silent out-of-range report"), with the distance it measured (`juli`) to the
 * nearest punch point and that point's range and position. Silent: the user is told once, by the
 * clock card, and a failed report changes nothing for them (the server kept the attempt already).
 */
export function reportOutOfRange(kind: TPunchKind, query: TClockNullQuery): Promise<unknown> {
  const path = kind === 'in' ? '/api/CIICEService/ClockInNull' : '/api/CIICEService/ClockOutNull';
  return http.get<unknown>(path, query, { silent: true });
}
