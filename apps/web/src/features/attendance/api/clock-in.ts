import type { TClockResult } from '@ehome/shared/attendance/schemas';
import type { TPosition } from '../../../platform/geolocation';
import { http } from '../../../platform/http';

/**
 * GET /api/CIICEService/ClockIn?jd&wd (jd longitude, wd latitude, WGS-84). Silent: the clock card
 * shows every refusal itself (out of range in a dialog with the distance).
 */
export function clockIn({ longitude, latitude }: TPosition): Promise<TClockResult> {
  return http.get<TClockResult>(
    '/api/CIICEService/ClockIn',
    { jd: longitude, wd: latitude },
    { silent: true },
  );
}
