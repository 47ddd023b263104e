import {
  BACKLOG_MODES,
  BACKLOG_TYPES,
  IMAGE_FAILED,
  LeaveStatus,
  ONBOARDING_IMAGE_TYPES,
} from '@ehome/shared';
import type { PiiCipher } from '../../platform/pii';
import type { BacklogSource, TBacklogEntry } from '../backlog/ports';
import * as repo from './repository';
import { CERTIFICATES_PATH, ESSENTIAL_INFO_PATH } from './review-service';

const REQUIRED = ONBOARDING_IMAGE_TYPES.filter((t) => t.required).map((t) => t.code);

/**
 * What the employee still has to do with materials (spec 3 §2.5 backlog, type 1, mode 1): the
 * required certificate photos missing (while onboarding) or failed (always), and each child whose
 * proof did not pass.
 */
export function materialsBacklogSource(pii: PiiCipher): BacklogSource {
  return async (db, user, { now }) => {
    const entries: TBacklogEntry[] = [];
    const rows = await repo.imageTypesOf(db, user.eid, REQUIRED);
    const byType = new Map(rows.map((r) => [r.imageType, r]));
    const failed = rows.filter((r) => r.isDelete === IMAGE_FAILED);
    const missing = REQUIRED.filter((code) => !byType.has(code));
    const todo = failed.length + (user.profile.leaveStatus === LeaveStatus.Onboarding ? missing.length : 0);
    if (todo > 0) {
      const since = failed
        .map((r) => r.reviewedAt)
        .filter((d): d is Date => d !== null)
        .sort((a, b) => a.getTime() - b.getTime())[0];
      entries.push({
        key: 'onboardingMaterials:images',
        type: BACKLOG_TYPES.Fill,
        mode: BACKLOG_MODES.OpenScreen,
        title: 'materials.backlog.images',
        params: { count: todo },
        path: CERTIFICATES_PATH,
        createdAt: since ?? now,
        done: false,
      });
    }
    for (const child of await repo.notPassedChildren(db, user.eid)) {
      entries.push({
        key: `onboardingMaterials:child:${child.id}`,
        type: BACKLOG_TYPES.Fill,
        mode: BACKLOG_MODES.OpenScreen,
        title: 'materials.backlog.child',
        params: { name: pii.open(child.nameSealed) },
        path: ESSENTIAL_INFO_PATH,
        createdAt: child.reviewedAt ?? child.createdAt,
        done: false,
      });
    }
    return entries;
  };
}
