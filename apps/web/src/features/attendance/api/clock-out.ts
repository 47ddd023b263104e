import type { TClockResult } from '@ehome/shared/attendance/schemas';
import type { TPosition } from '../../../platform/geolocation';
import { http } from '../../../platform/http';

/**
 * GET /api/CIICEService/ClockOut?jd&wd (jd longitude, wd latitude, WGS-84). A later clock-out
 * replaces the earlier one (`replaced`). Silent: the clock card shows every refusal itself.
 */
export function clockOut({ longitude, latitude }: TPosition): Promise<TClockResult> {
  return http.get<TClockResult>(
    '/api/CIICEService/ClockOut',
    { jd: longitude, wd: latitude },
    { silent: true },
  );
}
