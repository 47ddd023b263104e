import {
  checkRelative,
  EMPTY_RELATIVE_GUID,
  isMasked,
  isNewRelativeId,
  maskIdNo,
  maskPhone,
  RELATIVES_MAX,
  relativesAllowed,
  type TActivityRelativesInput,
  type TRelativeInputParsed,
} from '@ehome/shared/activities/relative-schemas';
import type { TRelative } from '@ehome/shared/activities/schemas';
import { ErrorCode } from '@ehome/shared/errors';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PiiCipher } from '../../platform/pii';
import * as repo from './repository';
import { openRelativeValue } from './seal-at-rest';

/**
 * An employee's relatives and the relatives a registration brings (spec 2 §4 "Activity
 * registration", §5 "Activity"). Every call works on the caller's own relatives and registrations
 * only; someone else's id reads as unknown. The selection does not change a submitted total:
 * SubRegistration (the registration module) counts the persons again when the form is submitted.
 * ID and phone numbers are sealed at rest (`pii`); the ID number's blind index finds the same
 * person twice among one employee's relatives; answers show both masked.
 */
type Deps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher };

const relativeNotFound = () => new AppError(ErrorCode.NotFound, 'relative.notFound');
const registrationNotFound = () => new AppError(ErrorCode.NotFound, 'relative.registrationNotFound');
const invalid = (
  key: 'relative.duplicate' | 'relative.registrationNotFound' | 'relative.idExists',
  params = {},
) => new AppError(ErrorCode.InvalidInput, key, params);

/** Statuses whose selection may still change (not yet paid or done). */
const UNPAID = new Set(['signed', 'submitted']);

/** A number the client sent, or the stored one when it sent back that number's mask unchanged. */
function keptOrGiven(
  given: string,
  stored: string | null | undefined,
  mask: (value: string) => string | null,
  refusal: 'relative.enterrightId' | 'relative.phone',
): string {
  const value = given.trim();
  if (!isMasked(value)) return value;
  if (!stored || mask(stored) !== value.toUpperCase()) throw new AppError(ErrorCode.InvalidInput, refusal);
  return stored;
}

function toRelative(pii: PiiCipher, row: repo.RelativeRow, selected: boolean): TRelative {
  return {
    relative_id: row.id,
    relative_name: row.name,
    relation: row.relation as TRelative['relation'],
    sex: row.sex as TRelative['sex'],
    age: row.age,
    birthday: row.birthday,
    phone: maskPhone(openRelativeValue(pii, row.phone)),
    idNo: maskIdNo(openRelativeValue(pii, row.idNo)),
    is_selected: selected,
  };
}

export function relativesService({ db, clock, timeZone, pii }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);

  return {
    /**
     * GetAllRelatives/{regID}: the caller's relatives, oldest first, the ones this registration
     * brings ticked. The empty GUID lists them without a registration.
     */
    async list(user: AuthUser, regId: string): Promise<TRelative[]> {
      let selected = new Set<string>();
      if (regId !== EMPTY_RELATIVE_GUID) {
        const registration = await repo.findOwnedRegistration(db, user.eid, regId);
        if (!registration) throw registrationNotFound();
        selected = await repo.selectedIds(db, registration.id);
      }
      return (await repo.listByOwner(db, user.eid)).map((row) => toRelative(pii, row, selected.has(row.id)));
    },

    /**
     * InsRelative: adds (no id, or the empty GUID) or updates one of the caller's relatives; answers
     * its id. A masked ID or phone number sent back unchanged keeps the stored one. An ID number
     * another of the caller's relatives has is refused (the same person twice).
     */
    async save(user: AuthUser, input: TRelativeInputParsed): Promise<string> {
      const isNew = isNewRelativeId(input.relative_id);
      return db.transaction(async (tx) => {
        await repo.lockOwner(tx, user.eid);
        const current = isNew ? undefined : await repo.findOwned(tx, user.eid, input.relative_id);
        if (!isNew && !current) throw relativeNotFound();
        // Only the exact mask of the stored number means "unchanged"; any other starred text is refused.
        const idNo = keptOrGiven(
          input.idNo,
          openRelativeValue(pii, current?.idNo),
          maskIdNo,
          'relative.enterrightId',
        );
        const phone = keptOrGiven(
          input.phone,
          openRelativeValue(pii, current?.phone),
          maskPhone,
          'relative.phone',
        );
        const checked = checkRelative({ ...input, idNo, phone }, today());
        if (!checked.ok)
          throw new AppError(ErrorCode.InvalidInput, checked.problem.key, checked.problem.params);
        const v = checked.values;
        const idNoIndex = v.idNo ? pii.blindIndex(v.idNo) : null;
        // Under the owner's lock (above), so two adds of one person at once cannot both pass.
        if (idNoIndex && (await repo.hasIdNo(tx, user.eid, idNoIndex, current?.id ?? null)))
          throw invalid('relative.idExists');
        const row: repo.RelativeWrite = {
          ...v,
          phone: pii.sealNullable(v.phone),
          idNo: pii.sealNullable(v.idNo),
          idNoIndex,
        };
        if (current) {
          await repo.updateRelative(tx, user.eid, current.id, row);
          return current.id;
        }
        if ((await repo.countByOwner(tx, user.eid)) >= RELATIVES_MAX)
          throw new AppError(ErrorCode.Conflict, 'relative.tooMany', { max: RELATIVES_MAX });
        return repo.insertRelative(tx, user.eid, row, clock.now());
      });
    },

    /**
     * DelRelative/{relativeId}: soft delete; it also leaves the caller's unpaid registrations. A
     * relative who comes with a confirmed (paid or done) registration stays: false with the reason.
     */
    async remove(user: AuthUser, relativeId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await repo.lockOwner(tx, user.eid);
        const current = await repo.findOwned(tx, user.eid, relativeId);
        if (!current) throw relativeNotFound();
        const bringing = await repo.registrationsBringing(tx, current.id);
        if (bringing.some((r) => r.status === 'confirmed'))
          throw new AppError(ErrorCode.Conflict, 'relative.inUse', {}, 200, false);
        const unpaid = bringing.filter((r) => UNPAID.has(r.status)).map((r) => r.registrationId);
        await repo.unselect(tx, current.id, unpaid);
        await repo.recountSubmitted(tx, unpaid, clock.now());
        await repo.softDelete(tx, user.eid, current.id, clock.now());
        return true;
      });
    },

    /**
     * InsActivityRelative: replaces the relatives one of the caller's live, unconfirmed
     * registrations of a multi-person activity brings; registrant plus relatives at most relativeNum.
     */
    async select(user: AuthUser, input: TActivityRelativesInput): Promise<boolean> {
      const ids = input.ActivityRelatives.map((r) => r.relativeID.toLowerCase());
      const regId = input.registrationId.toLowerCase();
      if (input.ActivityRelatives.some((r) => r.registrationID.toLowerCase() !== regId))
        throw invalid('relative.registrationNotFound');
      if (new Set(ids).size !== ids.length) throw invalid('relative.duplicate');
      return db.transaction(async (tx) => {
        const registration = await repo.findOwnedRegistration(tx, user.eid, regId, { lock: true });
        if (!registration) throw registrationNotFound();
        if (registration.status === 'released')
          throw new AppError(ErrorCode.Conflict, 'relative.registrationReleased');
        if (!UNPAID.has(registration.status))
          throw new AppError(ErrorCode.Conflict, 'relative.registrationLocked');
        if (!registration.isMore) throw new AppError(ErrorCode.Conflict, 'relative.notMore');
        const allowed = relativesAllowed(registration.relativeNum);
        if (ids.length > allowed) throw new AppError(ErrorCode.Conflict, 'relative.overCap', { n: allowed });
        const owned = await repo.ownedIds(tx, user.eid, ids);
        if (ids.some((id) => !owned.has(id))) throw relativeNotFound();
        await repo.replaceSelection(tx, registration.id, ids, clock.now());
        await repo.recountSubmitted(tx, [registration.id], clock.now());
        return true;
      });
    },
  };
}

export type RelativesService = ReturnType<typeof relativesService>;
