import {
  ACTIVITY_STATUS_ENDED,
  ACTIVITY_STATUS_PUBLISHED,
  ErrorCode,
  type TActivity,
  type TActivityState,
  type TLanguage,
} from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { localizedName } from '../../platform/local-name';
import * as repo from './registration-repository';

/**
 * GET GetActivity/{actId} (contract ZActivity) as the registration screens need it. Written by the
 * registration part so its screen and journey run on their own; part 1 (the catalogue) owns this
 * call, and at merge its reader replaces this file.
 */
export function activityState(a: repo.ActivityRow, now: Date): TActivityState {
  if (now < a.signUpStart) return 'notStarted';
  if (now > a.eventEnd) return 'ended';
  if (now > a.signUpEnd) return 'closed';
  if (a.participantLimit > 0 && a.signedCount >= a.participantLimit) return 'full';
  return 'open';
}

const imagePath = (key: string) => `/api/Shop/Image/${encodeURIComponent(key)}`;

export function registrationActivityView({
  db,
  clock,
  timeZone,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
}) {
  const minutes = (at: Date) => formatDateTime(at, timeZone).slice(0, 16);
  return async function getActivity(user: AuthUser, actId: string, lang: TLanguage): Promise<TActivity> {
    const a = await repo.findVisibleActivity(db, actId, user.companyId);
    if (!a) throw new AppError(ErrorCode.Failed, 'registration.notFound');
    const [images, registration] = await Promise.all([
      repo.imagesOf(db, a.id),
      repo.liveRegistration(db, a.id, user.eid),
    ]);
    const now = clock.now();
    const state = activityState(a, now);
    const status = registration?.status ?? null;
    return {
      id: a.id,
      name: localizedName(a.names, lang),
      description: localizedName(a.descriptions, lang),
      location: a.location ? localizedName(a.location, lang) : '',
      logoPath: a.logoKey ? imagePath(a.logoKey) : null,
      imageList: images.map((i) => ({
        path: imagePath(i.imageKey),
        image_decpt: localizedName(i.descriptions, lang),
      })),
      startDate: minutes(a.signUpStart),
      endDate: minutes(a.signUpEnd),
      eventStart: minutes(a.eventStart),
      eventEnd: minutes(a.eventEnd),
      limit: a.participantLimit,
      signedCount: a.signedCount,
      isFull: a.participantLimit > 0 && a.signedCount >= a.participantLimit,
      isRes: a.isRes,
      isMore: a.isMore,
      relativeNum: a.relativeNum,
      actFee: formatFen(a.feeFen),
      state,
      activity_status: state === 'ended' ? ACTIVITY_STATUS_ENDED : ACTIVITY_STATUS_PUBLISHED,
      regID: registration?.id ?? null,
      regNo: registration?.regNo ?? null,
      isSignUp: Boolean(registration),
      isSubmit: status === 'submitted' || status === 'confirmed',
      isPay: status === 'confirmed' && Boolean(registration?.paidAt),
      isPayed: status === 'confirmed',
      registrationStatus: (status as TActivity['registrationStatus']) ?? null,
      total: registration?.submittedAt ? formatFen(registration.totalFen) : null,
      holdUntil: status === 'submitted' && registration?.holdUntil ? minutes(registration.holdUntil) : null,
    };
  };
}
