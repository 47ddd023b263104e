import type {
  TClockResult,
  TDayAttendance,
  TOutOfRange,
  TPunchKind,
  TPunchLocation,
} from '@ehome/shared/attendance/schemas';
import { ErrorCode } from '@ehome/shared/errors';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert, showToast } from '../../../platform/feedback';
import { GeolocationError, getCurrentPosition, type TPosition } from '../../../platform/geolocation';
import { ApiError } from '../../../platform/http-client';
import { clockIn } from '../api/clock-in';
import { clockOut } from '../api/clock-out';
import { dayAttendanceQuery } from '../api/get-day-attendance';
import { recordChangeAfNo } from '../api/record-change-af-no';
import { reportOutOfRange } from '../api/report-out-of-range';
import { nearestPoint } from './distance';
import { changedFrom, rememberEmployeeNo, rememberedEmployeeNo } from './employee-number';

/** What a press of the punch button came to; the clock card shows it in a dialog. */
export type TPunchOutcome =
  | { type: 'done'; result: TClockResult }
  | { type: 'outOfRange'; kind: TPunchKind; message: string; detail: TOutOfRange | null }
  | { type: 'refused'; kind: TPunchKind; message: string }
  | { type: 'location'; kind: TPunchKind; message: string };

/** The kind of punch a day offers: clock-in until the day has a sign-in, then clock-out. */
export function punchKindOf(day: TDayAttendance): TPunchKind {
  return day.实际上班时间 || day.signInTime ? 'out' : 'in';
}

function isOutOfRange(value: unknown): value is TOutOfRange {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.distance === 'number' && typeof v.limit === 'number' && typeof v.locationName === 'string';
}

/**
 * The phone's own out-of-range report (spec 1 §4): the distance it measured to the nearest punch
 * point, with that point's range and position. Fire and forget: the server kept the attempt already.
 */
function report(kind: TPunchKind, position: TPosition, points: readonly TPunchLocation[]): void {
  const nearest = nearestPoint(position, points);
  void reportOutOfRange(kind, {
    jd: position.longitude,
    wd: position.latitude,
    juli: Math.round(nearest?.distance ?? 0),
    limit: nearest?.point.limit,
    startlatitude: nearest?.point.latitude,
    startlongitude: nearest?.point.longitude,
  }).catch(() => undefined);
}

/**
 * After a punch the record reloads; when its employee number differs from the one this device
 * last punched under, HR gets a change-of-number record (spec 1 §4).
 */
async function reloadAndCheckNumber(queryClient: QueryClient, kind: TPunchKind): Promise<void> {
  const day = await queryClient.fetchQuery({ ...dayAttendanceQuery(), staleTime: 0 });
  const current = day.员工编号;
  const oldAFNo = changedFrom(rememberedEmployeeNo(), current);
  if (oldAFNo) await recordChangeAfNo({ oldAFNo, status: kind === 'in' ? 0 : 1 }).catch(() => undefined);
  if (current) rememberEmployeeNo(current);
}

/** The calls are silent (the card explains refusals itself), so failures without an answer are told here. */
function tellFailure(error: unknown): void {
  if (!(error instanceof ApiError) || error.kind === 'auth') return;
  if (error.kind === 'timeout') showToast(error.message);
  else showAlert(error.message);
}

/**
 * One punch: locate the phone, clock in or out, then reload the day (and everything attendance shows,
 * since calendars and summaries count the punch). Resolves null when a failure was already told.
 */
export function usePunch(onPosition: (position: TPosition) => void) {
  const queryClient = useQueryClient();

  async function punch({
    kind,
    day,
  }: {
    kind: TPunchKind;
    day: TDayAttendance;
  }): Promise<TPunchOutcome | null> {
    let position: TPosition;
    try {
      position = await getCurrentPosition();
    } catch (error) {
      const message = error instanceof GeolocationError ? error.message : String(error);
      return { type: 'location', kind, message };
    }
    onPosition(position);

    let reloaded = false;
    try {
      const result = await (kind === 'in' ? clockIn : clockOut)(position);
      reloaded = await reloadAndCheckNumber(queryClient, kind).then(
        () => true,
        () => false,
      );
      return { type: 'done', result };
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'business') {
        tellFailure(error);
        return null;
      }
      if (error.errNo === ErrorCode.OutOfRange) {
        report(kind, position, day.locationList);
        const detail = isOutOfRange(error.resultData) ? error.resultData : null;
        return { type: 'outOfRange', kind, message: error.message, detail };
      }
      return { type: 'refused', kind, message: error.message };
    } finally {
      // Calendars and summaries count the punch, and a refused day gained an out-of-range attempt;
      // a day reloaded just above needs no second call.
      const today = JSON.stringify(dayAttendanceQuery().queryKey);
      void queryClient.invalidateQueries({
        queryKey: ['attendance'],
        predicate: (query) => !(reloaded && JSON.stringify(query.queryKey) === today),
      });
    }
  }

  return useMutation({ mutationFn: punch });
}
