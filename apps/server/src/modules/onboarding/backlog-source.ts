import { BACKLOG_MODES, BACKLOG_TYPES, isShanghai } from '@ehome/shared';
import { eq } from 'drizzle-orm';
import { employeeProfiles } from '../../db/schema';
import type { BacklogSource, TBacklogEntry } from '../backlog/ports';

export const ONBOARDING_PATH = '/Entrymanagement';

/**
 * The backlog's onboarding task (spec 3 §2.1): the required base fields of employee_profiles
 * missing, or - for a Shanghai social-security city - the household or residential address. Done
 * (status 1) once all are there. Reads presence only, never the sealed values.
 */
export const onboardingBacklogSource: BacklogSource = async (db, user, { now }) => {
  const [p] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.eid, user.eid));
  const baseMissing =
    !p?.idNumberSealed ||
    p.gender === null ||
    !p.nation ||
    !p.political ||
    !p.highestDegree ||
    !p.health ||
    !p.maritalStatus;
  const addressMissing =
    isShanghai(user.profile.socialCity) && (!p?.hukouAddressSealed || !p?.residentialAddressSealed);
  const entry = (title: TBacklogEntry['title'], done: boolean): TBacklogEntry => ({
    key: `onboarding:${title}`,
    type: BACKLOG_TYPES.Fill,
    mode: BACKLOG_MODES.OpenScreen,
    title,
    path: ONBOARDING_PATH,
    createdAt: p?.submittedAt ?? p?.updatedAt ?? new Date(0),
    done,
  });
  if (baseMissing) return [{ ...entry('backlog.onboarding', false), createdAt: p?.updatedAt ?? now }];
  if (addressMissing) return [{ ...entry('backlog.onboardingAddress', false), createdAt: p.updatedAt }];
  return [entry('backlog.onboardingDone', true)];
};
