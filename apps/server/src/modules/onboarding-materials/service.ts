import {
  addDays,
  addWorkingDays,
  CHILD_REVIEW_WORKING_DAYS,
  checkChildForm,
  childState,
  ErrorCode,
  imageState,
  isOnboardingImageType,
  ONBOARDING_IMAGE_TYPES,
  type TCalendarOverrides,
  type TCertificateImageInfo,
  type TCertificateUpload,
  type TChildItem,
  type TChildProof,
  type TChildrenInsert,
  type TChildrenSaved,
  type TDayType,
  type TUploadResult,
} from '@ehome/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError, forbidden } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { PiiCipher } from '../../platform/pii';
import { listOverrides } from '../work-calendar/repository';
import { cachedThumbnail, checkedImage, type TCheckedImage } from './images';
import * as repo from './repository';

export type MaterialsDeps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher; files: FileStorage };

export const invalid = (
  key: ConstructorParameters<typeof AppError>[1],
  params: Record<string, string | number> = {},
) => new AppError(ErrorCode.InvalidInput, key, params);
export const materialNotFound = () => new AppError(ErrorCode.NotFound, 'materials.notFound');
const uploadFailed = () => new AppError(ErrorCode.Failed, 'materials.uploadFailed');
export const CIIC_EMPLOYEE = 'CiicEmployee';

/** Stores bytes (sealed by `files`); on any failure removes what was stored and says upload failed. */
async function storeAll(files: FileStorage, images: readonly { bytes: Buffer }[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) keys.push(await files.put(image.bytes));
    return keys;
  } catch {
    await removeQuietly(files, keys);
    throw uploadFailed();
  }
}
async function removeQuietly(files: FileStorage, keys: readonly (string | null)[]) {
  await Promise.all(keys.map((key) => (key ? files.remove(key).catch(() => undefined) : undefined)));
}

/** The company's calendar overrides around the dates (for working-day promises). */
export async function overridesAround(
  db: DbOrTx,
  companyId: string,
  dates: readonly string[],
): Promise<TCalendarOverrides> {
  if (dates.length === 0) return new Map();
  const sorted = [...dates].sort();
  const rows = await listOverrides(db, companyId, sorted[0] as string, addDays(sorted.at(-1) as string, 60));
  return new Map(rows.map((r) => [r.date, { dayType: r.dayType as TDayType, name: r.name }]));
}

/**
 * The employee's own certificate photos and children (spec 3 §2.1, §3, §4 "Image upload", §5
 * "Images", §6): every call reads and writes the caller's rows only. Photos and proofs are sealed
 * in the file storage, a child's name and birthday in their columns.
 */
export function materialsService({ db, clock, timeZone, pii, files }: MaterialsDeps) {
  const time = (at: Date) => formatDateTime(at, timeZone);

  return {
    /** GET /api/PersonInfo/GetImageInfoAll: each image type with its state and a small preview. */
    async imageInfoAll(user: AuthUser): Promise<TCertificateImageInfo[]> {
      const rows = await repo.imagesOf(db, user.eid);
      const byType = new Map(rows.map((r) => [r.imageType, r]));
      return Promise.all(
        ONBOARDING_IMAGE_TYPES.map(async (type): Promise<TCertificateImageInfo> => {
          const row = byType.get(type.code);
          return {
            imageType: type.code,
            key: type.key,
            required: type.required,
            state: imageState(row),
            verify: row?.verify ?? null,
            isDelete: row?.isDelete ?? null,
            reviewNote: row?.reviewNote ?? '',
            uploadedAt: row ? time(row.uploadedAt) : null,
            imageInner: row
              ? await cachedThumbnail(row.storageKey, () => files.read(row.storageKey).catch(() => null))
              : '',
          };
        }),
      );
    },

    /**
     * POST /api/PersonInfo/UploadImage: every photo checked (type, content, 8 MB) before any is
     * stored; each replaces the photo of its type, back to awaiting audit; old bytes removed.
     */
    async uploadImages(user: AuthUser, items: TCertificateUpload): Promise<TUploadResult> {
      const seen = new Set<number>();
      for (const item of items) {
        if (!isOnboardingImageType(item.imageType)) throw invalid('materials.unknownImageType');
        if (seen.has(item.imageType)) throw invalid('materials.duplicateImageType');
        seen.add(item.imageType);
      }
      const checked: TCheckedImage[] = [];
      for (const item of items) checked.push(await checkedImage(item.imageInner, 'certificate'));
      const keys = await storeAll(files, checked);
      let oldKeys: (string | null)[];
      try {
        const at = clock.now();
        oldKeys = await db.transaction(async (tx) => {
          await repo.lockEmployee(tx, user.eid);
          const old: (string | null)[] = [];
          for (const [i, item] of items.entries()) {
            const image = checked[i] as { bytes: Buffer; mimeType: string };
            old.push(
              await repo.replaceImage(tx, {
                eid: user.eid,
                imageType: item.imageType,
                storageKey: keys[i] as string,
                mimeType: image.mimeType,
                sizeBytes: image.bytes.length,
                at,
              }),
            );
          }
          return old;
        });
      } catch {
        await removeQuietly(files, keys);
        throw uploadFailed();
      }
      await removeQuietly(files, oldKeys);
      return { saved: items.length };
    },

    /**
     * POST /api/CIICEService/InsertEmployeeChildren: CiicEmployee only (spec 3 §6); name, sex,
     * birthday and a proof (spec 3 §5), the proof by the general image rule (10 MB); a child already
     * submitted (same name and birthday, not refused) is not added twice.
     */
    async insertChildren(user: AuthUser, children: TChildrenInsert): Promise<TChildrenSaved> {
      if (user.profile.employeeType !== CIIC_EMPLOYEE) {
        throw forbidden({ messageKey: 'materials.notCiicEmployee' });
      }
      const today = businessDate(clock.now(), timeZone);
      const wanted = children.map((c) => ({
        childName: c.childName.trim(),
        sex: c.sex.trim(),
        birthday: c.birthday.trim(),
        imageInner: c.img?.imageInner ?? '',
      }));
      for (const child of wanted) {
        const issue = checkChildForm({ ...child, hasImage: child.imageInner.length > 0 }, today);
        if (issue) throw invalid(issue.key, 'params' in issue ? issue.params : {});
      }
      const identity = (c: { childName: string; birthday: string }) => `${c.childName}\n${c.birthday}`;
      if (new Set(wanted.map(identity)).size !== wanted.length) throw invalid('materials.childExists');
      const proofs: TCheckedImage[] = [];
      for (const child of wanted) proofs.push(await checkedImage(child.imageInner, 'child'));
      const keys = await storeAll(files, proofs);
      const at = clock.now();
      try {
        const ids = await db.transaction(async (tx) => {
          await repo.lockEmployee(tx, user.eid);
          const existing = (await repo.childrenOf(tx, user.eid))
            .filter((r) => childState(r.verify) !== 'notPassed')
            .map((r) =>
              identity({ childName: pii.open(r.nameSealed), birthday: pii.open(r.birthdaySealed) }),
            );
          if (wanted.some((c) => existing.includes(identity(c)))) throw invalid('materials.childExists');
          return repo.insertChildren(
            tx,
            wanted.map((c, i) => ({
              eid: user.eid,
              nameSealed: pii.seal(c.childName),
              sex: c.sex,
              birthdaySealed: pii.seal(c.birthday),
              proofKey: keys[i] as string,
              proofMime: (proofs[i] as { mimeType: string }).mimeType,
              source: 'employee',
              createdAt: at,
            })),
          );
        });
        return { ids };
      } catch (error) {
        await removeQuietly(files, keys);
        if (error instanceof AppError) throw error;
        throw uploadFailed();
      }
    },

    /** GET /api/CIICEService/GetEmpChildren: the caller's children with review state and promise. */
    async children(user: AuthUser): Promise<TChildItem[]> {
      const rows = await repo.childrenOf(db, user.eid);
      const created = rows.map((r) => businessDate(r.createdAt, timeZone));
      const overrides = await overridesAround(db, user.companyId, created);
      return rows.map((r, i) => {
        const state = childState(r.verify);
        return {
          id: r.id,
          childName: pii.open(r.nameSealed),
          sex: r.sex,
          birthday: pii.open(r.birthdaySealed),
          state,
          reviewNote: r.reviewNote,
          expectedReviewDate:
            state === 'underReview'
              ? addWorkingDays(created[i] as string, CHILD_REVIEW_WORKING_DAYS, overrides)
              : null,
          createdAt: time(r.createdAt),
        };
      });
    },

    /** GET /api/CIICEService/GetChildProof?id: the owner's own proof (HR reads through the review). */
    async childProof(user: AuthUser, id: string): Promise<TChildProof> {
      const child = await repo.findChild(db, id);
      if (!child || child.eid !== user.eid || !child.proofKey) throw materialNotFound();
      const bytes = await files.read(child.proofKey);
      if (!bytes) throw materialNotFound();
      return {
        imageInner: bytes.toString('base64'),
        mimeType: child.proofMime ?? 'application/octet-stream',
      };
    },
  };
}

export type MaterialsService = ReturnType<typeof materialsService>;
