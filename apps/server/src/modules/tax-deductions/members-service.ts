import { MEMBERS_MAX, VOUCHERS_PER_ITEM } from '@ehome/shared/tax-deductions/constants';
import { checkMember, checkVoucherFile } from '@ehome/shared/tax-deductions/rules';
import type { TMember, TMemberInput, TMyTaxInfo, TVoucher } from '@ehome/shared/tax-deductions/schemas';
import { isMaskedValue, maskIdNumber, maskPhone } from '@ehome/shared/validation/mask';
import { isPhone } from '@ehome/shared/validation/phone';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { type FileStorage, sameStoredUpload, UPLOAD_RETRY_MS } from '../../platform/files';
import type { PiiCipher } from '../../platform/pii';
import { assertChangeable, conflict, notFound, refusal, requireRealName } from './common';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher; files: FileStorage };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The image type from its first bytes (gif, jpeg, png); a name is never trusted alone. */
export function sniffVoucher(b: Uint8Array): 'image/gif' | 'image/jpeg' | 'image/png' | null {
  if (b.length >= 6 && /^GIF8[79]a$/.test(Buffer.from(b.subarray(0, 6)).toString('latin1')))
    return 'image/gif';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return 'image/png';
  return null;
}

/** Family members view: the owner sees ID and phone masked in lists and sends the mask back to keep them. */
export function memberView(pii: PiiCipher, m: repo.MemberRow, unmasked = false): TMember {
  const id = pii.open(m.idNumberSealed);
  const phone = pii.open(m.phoneSealed);
  return {
    id: m.id,
    name: pii.open(m.nameSealed),
    relation: m.relation as TMember['relation'],
    idType: m.idType as TMember['idType'],
    idNumber: unmasked ? id : maskIdNumber(id),
    birthDate: m.birthDate,
    nationality: m.nationality,
    phone: unmasked ? phone : maskPhone(phone),
    email: m.email,
    address: pii.openNullable(m.addressSealed) ?? '',
  };
}

/** A value sent back as the stored value's mask keeps the stored value; any other starred text is refused. */
function keptOrGiven(given: string | undefined, stored: string | null, mask: (v: string) => string) {
  const value = (given ?? '').trim();
  if (!isMaskedValue(value)) return value;
  if (!stored || mask(stored) !== value.toUpperCase()) return '*';
  return stored;
}

/**
 * Family members (memberFamily, familyOperation), the person's own tax details (myOperation) and
 * the vouchers of an item (relatedVouchers). Everything is the caller's own; someone else's id
 * reads as unknown.
 */
export function membersService({ db, clock, timeZone, pii, files }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);
  /** Vouchers change with their record: not while it is submitted, not outside its year's window. */
  function assertRecordChangeable(record: repo.RecordRow | undefined) {
    if (record) assertChangeable(record, today());
  }

  /**
   * The same file (name and bytes) the same person put on the item moments ago: a retried or doubled
   * upload, answered with the first voucher instead of a second row.
   */
  function sameUpload(vouchers: repo.VoucherRow[], eid: string, fileName: string, bytes: Buffer) {
    const since = clock.now().getTime() - UPLOAD_RETRY_MS;
    const candidates = vouchers.filter(
      (v) =>
        v.eid === eid && v.fileName === fileName && v.size === bytes.length && v.createdAt.getTime() >= since,
    );
    return sameStoredUpload(files, candidates, (v) => v.storageKey, bytes);
  }

  return {
    async list(user: AuthUser): Promise<TMember[]> {
      return (await repo.membersOf(db, user.eid)).map((m) => memberView(pii, m));
    },

    async get(user: AuthUser, id: string): Promise<TMember> {
      const m = await repo.findMember(db, user.eid, id.toLowerCase());
      if (!m) throw notFound('deduction.memberNotFound');
      return memberView(pii, m);
    },

    async save(user: AuthUser, input: TMemberInput): Promise<string> {
      await requireRealName(db, user.eid);
      return db.transaction(async (tx) => {
        await repo.lockPerson(tx, user.eid);
        if (!input.id && input.clientKey) {
          const earlier = await repo.findMemberByKey(tx, user.eid, input.clientKey);
          if (earlier) return earlier.id;
        }
        const current = input.id ? await repo.findMember(tx, user.eid, input.id.toLowerCase()) : undefined;
        if (input.id && !current) throw notFound('deduction.memberNotFound');
        const idNumber = keptOrGiven(
          input.idNumber,
          current ? pii.open(current.idNumberSealed) : null,
          maskIdNumber,
        );
        const phone = keptOrGiven(input.phone, current ? pii.open(current.phoneSealed) : null, maskPhone);
        const checked = checkMember({ ...input, idNumber, phone }, today());
        if (!checked.ok) throw refusal(checked.problem);
        const v = checked.values;
        const hash = pii.blindIndex(v.idNumber);
        if ((await repo.ownIdHashes(tx, user.eid)).has(hash)) throw refusal({ key: 'deduction.sameAsOwnId' });
        if (await repo.memberWithId(tx, user.eid, hash, current?.id ?? null))
          throw refusal({ key: 'deduction.idExists' });
        const row: repo.MemberWrite = {
          nameSealed: pii.seal(v.name),
          relation: v.relation,
          idType: v.idType,
          idNumberSealed: pii.seal(v.idNumber),
          idNumberHash: hash,
          birthDate: v.birthDate,
          nationality: v.nationality,
          phoneSealed: pii.seal(v.phone),
          email: v.email,
          addressSealed: pii.sealNullable(v.address),
        };
        if (current) {
          await repo.updateMember(tx, user.eid, current.id, row);
          return current.id;
        }
        if ((await repo.membersOf(tx, user.eid)).length >= MEMBERS_MAX)
          throw conflict('deduction.tooManyMembers', { max: MEMBERS_MAX });
        return repo.insertMember(tx, user.eid, { ...row, clientKey: input.clientKey ?? null }, clock.now());
      });
    },

    async remove(user: AuthUser, id: string): Promise<boolean> {
      await requireRealName(db, user.eid);
      return db.transaction(async (tx) => {
        await repo.lockPerson(tx, user.eid);
        const m = await repo.findMember(tx, user.eid, id.toLowerCase());
        if (!m) throw notFound('deduction.memberNotFound');
        const used = (await repo.allItemsOf(tx, user.eid)).some((i) => {
          const data = i.data as { memberId?: string; dependantIds?: string[] };
          return data.memberId === m.id || (data.dependantIds ?? []).includes(m.id);
        });
        if (used) throw conflict('deduction.memberInUse');
        await repo.softDeleteMember(tx, user.eid, m.id, clock.now());
        return true;
      });
    },

    async myInfo(user: AuthUser): Promise<TMyTaxInfo> {
      const row = await repo.payerInfo(db, user.eid);
      return {
        phone: pii.openNullable(row?.phoneSealed) ?? '',
        email: row?.email ?? '',
        address: pii.openNullable(row?.addressSealed) ?? '',
      };
    },

    async saveMyInfo(user: AuthUser, input: Partial<TMyTaxInfo>): Promise<boolean> {
      await requireRealName(db, user.eid);
      const phone = input.phone?.trim() ?? '';
      const email = input.email?.trim() ?? '';
      const address = input.address?.trim() ?? '';
      if (!phone) throw refusal({ key: 'deduction.phoneRequired' });
      if (!isPhone(phone)) throw refusal({ key: 'deduction.phoneInvalid' });
      if (email && !EMAIL_RE.test(email)) throw refusal({ key: 'deduction.emailInvalid' });
      if (address.length > 100) throw refusal({ key: 'deduction.addressTooLong', params: { max: 100 } });
      await repo.savePayerInfo(
        db,
        user.eid,
        { phoneSealed: pii.seal(phone), email, addressSealed: pii.sealNullable(address) },
        clock.now(),
      );
      return true;
    },

    async vouchers(user: AuthUser, itemId: string): Promise<TVoucher[]> {
      const owned = await repo.findOwnedItem(db, user.eid, itemId.toLowerCase());
      if (!owned) throw notFound('deduction.itemNotFound');
      return (await repo.vouchersOf(db, owned.item.id)).map((v) => ({
        id: v.id,
        fileName: v.fileName,
        size: v.size,
        uploadedAt: formatDateTime(v.createdAt, timeZone),
      }));
    },

    /** UploadVoucher: an image of the item (gif, jpeg, png by content, 6 MB), sealed in the storage. */
    async upload(
      user: AuthUser,
      input: { itemId: string; fileName: string; content: string },
    ): Promise<string> {
      await requireRealName(db, user.eid);
      const bytes = Buffer.from(input.content, 'base64');
      const fileOk = checkVoucherFile(input.fileName, bytes.length);
      if (!fileOk.ok) throw refusal(fileOk.problem);
      const type = sniffVoucher(bytes);
      if (!type) throw refusal({ key: 'deduction.voucherType' });
      const key = await files.put(bytes);
      let saved: { id: string; retried: boolean };
      try {
        saved = await db.transaction(async (tx) => {
          const owned = await repo.findOwnedItem(tx, user.eid, input.itemId.toLowerCase());
          if (!owned) throw notFound('deduction.itemNotFound');
          // The record's lock also serialises the item's uploads, so a retry sees the first one.
          const record = await repo.findRecordById(tx, owned.record.id, true);
          assertRecordChangeable(record);
          const existing = await repo.vouchersOf(tx, owned.item.id);
          const earlier = await sameUpload(existing, user.eid, input.fileName, bytes);
          if (earlier) return { id: earlier.id, retried: true };
          if (existing.length >= VOUCHERS_PER_ITEM)
            throw conflict('deduction.voucherTooMany', { max: VOUCHERS_PER_ITEM });
          const id = await repo.insertVoucher(tx, {
            itemId: owned.item.id,
            eid: user.eid,
            storageKey: key,
            fileName: input.fileName,
            contentType: type,
            size: bytes.length,
            createdAt: clock.now(),
          });
          return { id, retried: false };
        });
      } catch (error) {
        await files.remove(key);
        throw error;
      }
      if (saved.retried) await files.remove(key);
      return saved.id;
    },

    async voucherFile(user: AuthUser, id: string) {
      const v = await repo.findVoucher(db, user.eid, id.toLowerCase());
      if (!v) throw notFound('deduction.voucherNotFound');
      const bytes = await files.read(v.storageKey);
      if (!bytes) throw notFound('deduction.voucherNotFound');
      return { bytes, contentType: v.contentType };
    },

    async removeVoucher(user: AuthUser, id: string): Promise<boolean> {
      await requireRealName(db, user.eid);
      const key = await db.transaction(async (tx) => {
        const v = await repo.findVoucher(tx, user.eid, id.toLowerCase());
        if (!v) throw notFound('deduction.voucherNotFound');
        const owned = await repo.findOwnedItem(tx, user.eid, v.itemId);
        assertRecordChangeable(owned ? await repo.findRecordById(tx, owned.record.id, true) : undefined);
        await repo.deleteVoucher(tx, v.id);
        return v.storageKey;
      });
      await files.remove(key);
      return true;
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;
