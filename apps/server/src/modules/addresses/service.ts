import {
  ADDRESS_BOOK_MAX,
  checkAddress,
  ErrorCode,
  isNewAddressId,
  normalizeAddress,
  type TAddress,
  type TAddressParsed,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isRegion } from './regions';
import * as repo from './repository';

/**
 * The address book (spec 2 §4): one book per employee behind both shops and the certificate
 * screens. Every call works on the caller's own addresses only; someone else's id reads as unknown.
 * Invariant kept by every write: a non-empty book has exactly one default.
 */
type Deps = { db: Db; clock: Clock };

const notFound = () => new AppError(ErrorCode.NotFound, 'address.notFound');

function validated(input: TAddressParsed): repo.AddressWrite {
  const problem = checkAddress(input, isRegion);
  if (problem) throw new AppError(ErrorCode.InvalidInput, problem.key, problem.params);
  const a = normalizeAddress(input);
  return {
    userName: a.userName,
    tel: a.tel,
    province: a.addressProvince,
    city: a.addressCity,
    area: a.area,
    postCode: a.postCode,
    streetName: a.streetName,
  };
}

function toAddress(row: repo.AddressRow): TAddress {
  return {
    addressId: row.id,
    userName: row.userName,
    tel: row.tel,
    addressProvince: row.province,
    addressCity: row.city,
    area: row.area,
    postCode: row.postCode,
    streetName: row.streetName,
    isDefault: row.isDefault,
  };
}

export function addressService({ db, clock }: Deps) {
  return {
    /** GetAddress: default first, then the newest. */
    async list(user: AuthUser): Promise<TAddress[]> {
      return (await repo.listByOwner(db, user.eid)).map(toAddress);
    },

    /** InsertAddress: the first address becomes the default; answers the new id. */
    async insert(user: AuthUser, input: TAddressParsed): Promise<string> {
      const row = validated(input);
      return db.transaction(async (tx) => {
        await repo.lockBook(tx, user.eid);
        const existing = await repo.countByOwner(tx, user.eid);
        if (existing >= ADDRESS_BOOK_MAX)
          throw new AppError(ErrorCode.Conflict, 'address.bookFull', { max: ADDRESS_BOOK_MAX });
        const now = clock.now();
        const id = await repo.insertAddress(tx, user.eid, { ...row, isDefault: existing === 0 }, now);
        if (existing > 0 && input.isDefault === true) await repo.makeDefault(tx, user.eid, id, now);
        return id;
      });
    },

    /** UpdateAddress: an unsaved (empty GUID) address must be added, not updated (请先编辑地址). */
    async update(user: AuthUser, input: TAddressParsed): Promise<boolean> {
      if (isNewAddressId(input.addressId)) throw new AppError(ErrorCode.InvalidInput, 'address.notEdited');
      const row = validated(input);
      return db.transaction(async (tx) => {
        await repo.lockBook(tx, user.eid);
        const current = await repo.findOwned(tx, user.eid, input.addressId);
        if (!current) throw notFound();
        const now = clock.now();
        await repo.updateAddress(tx, user.eid, current.id, row, now);
        if (input.isDefault === true && !current.isDefault)
          await repo.makeDefault(tx, user.eid, current.id, now);
        return true;
      });
    },

    /** SetDefaultAddress: this one becomes the default, the old default an ordinary address. */
    async setDefault(user: AuthUser, addressId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await repo.lockBook(tx, user.eid);
        const current = await repo.findOwned(tx, user.eid, addressId);
        if (!current) throw notFound();
        if (!current.isDefault) await repo.makeDefault(tx, user.eid, current.id, clock.now());
        return true;
      });
    },

    /** DelAddress: when the default goes, the newest remaining address takes its place. */
    async remove(user: AuthUser, addressId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await repo.lockBook(tx, user.eid);
        const current = await repo.findOwned(tx, user.eid, addressId);
        if (!current) throw notFound();
        await repo.deleteAddress(tx, user.eid, current.id);
        if (current.isDefault) {
          const next = await repo.newest(tx, user.eid);
          if (next) await repo.makeDefault(tx, user.eid, next.id, clock.now());
        }
        return true;
      });
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
