import {
  checkEmployeeBase,
  checkHouseholdAddress,
  checkHouseholdInfo,
  checkResidentialAddress,
  ErrorCode,
  isMaskedValue,
  isShanghai,
  parseNationalId,
  residenceSwitchOn,
  type TEmpBase,
  type TEmpBaseView,
  type TEmpOther,
  type THandleHire,
  type THouseholdAddressesView,
  type THouseholdInfoView,
  type TMessageKey,
  type TOnboardingCompleteness,
  type TOnboardingIssue,
  type TOnboardingSaved,
  type TOrganizationName,
  type TServiceContact,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { PiiCipher } from '../../platform/pii';
import * as repo from './repository';

type Deps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher };

export const refused = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.InvalidInput, key, params);
const refuse = (issue: NonNullable<TOnboardingIssue>) => refused(issue.key, issue.params ?? {});

/** What the form has saved (the Shanghai completeness rule of SaveEmpBaseV reads it). */
export function savedOf(p: repo.ProfileRow | null): TOnboardingSaved {
  return {
    householdInfo: p?.hukouTypeCode !== null && p?.hukouTypeCode !== undefined,
    householdAddress: !!p?.hukouAddressSealed,
    residentialAddress: !!p?.residentialAddressSealed,
  };
}
export function completenessOf(p: repo.ProfileRow | null): TOnboardingCompleteness {
  return {
    base: !!(
      p?.idNumberSealed &&
      p.nation &&
      p.maritalStatus &&
      p.political &&
      p.highestDegree &&
      p.health &&
      p.agreedAt
    ),
    ...savedOf(p),
  };
}

/**
 * Profile rows to the shapes of the calls and back. `open` gives a sealed value's plain text ('' when
 * none); the caller decides whether the reader may see it (the owner and HR only).
 */
export function profileViews(pii: PiiCipher) {
  const open = (sealed: string | null | undefined) => pii.openNullable(sealed) ?? '';
  return {
    open,
    eb(p: repo.ProfileRow | null): TEmpBase {
      return {
        idNumber: open(p?.idNumberSealed),
        formerName: p?.formerName ?? '',
        gender: p?.gender ?? null,
        nation: p?.nation ?? '',
        political: p?.political ?? '',
        highestDegree: p?.highestDegree ?? '',
        email: p?.email ?? '',
        phoneNumber: p?.phoneNumber ?? '',
        contact: p?.contact ?? '',
        socialCityNote: p?.socialCityNote ?? '',
      };
    },
    eo(p: repo.ProfileRow | null): TEmpOther {
      return {
        spouseName: p?.spouseName ?? '',
        maritalStatus: p?.maritalStatus ?? '',
        childrens: p?.childrenCount ?? 0,
        isLocalHuKou: p?.isLocalHukou ?? false,
        spouseIDNumber: open(p?.spouseIdNumberSealed),
        isHealth: p?.health ?? '',
        resiPermitInfo: p?.resiPermitInfo ?? false,
        resiPermitNo: open(p?.resiPermitNoSealed),
        resiPermitType: p?.resiPermitType ?? null,
        relation: p?.relation ?? '',
      };
    },
    household(p: repo.ProfileRow | null): THouseholdInfoView {
      return {
        hukouTypeCode: p?.hukouTypeCode === '1' ? '1' : '0',
        hukouCity: p?.hukouCity ?? '',
        urban: p?.urbanHukou ?? false,
        social: p?.social ?? false,
        fund: p?.fund ?? false,
        fundCount: p?.fundAccount ?? '',
        resiPermitInfo: p?.resiPermitInfo ?? false,
        resiPermitType: p?.resiPermitType ?? null,
        resiPermitNo: open(p?.resiPermitNoSealed),
      };
    },
    addresses(p: repo.ProfileRow | null): THouseholdAddressesView {
      return {
        provice: p?.hukouProvince ?? '',
        city: p?.hukouCityName ?? '',
        country: p?.hukouDistrict ?? '',
        streat: open(p?.hukouStreetSealed),
        hukouAddress: open(p?.hukouAddressSealed),
        zipCode: p?.hukouZip ?? '',
        isSameAddress: p?.isSameAddress ?? false,
        livePrivince: p?.liveProvince ?? '',
        liveCity: p?.liveCity ?? '',
        liveCountry: p?.liveDistrict ?? '',
        resiPermitStreet: open(p?.liveStreetSealed),
        residentialAddress: open(p?.residentialAddressSealed),
        resZipCode: p?.resZipCode ?? '',
      };
    },
  };
}

/**
 * The employee's own onboarding data (spec 3 §2.1, §5, §7 "Employee service"): every call reads and
 * writes the caller's own row only. Sensitive values are sealed before they are stored; the owner
 * reads them unmasked. A masked value sent back unchanged keeps the stored one.
 */
export function onboardingService({ db, clock, timeZone, pii }: Deps) {
  const views = profileViews(pii);
  const time = (at: Date | null | undefined) => (at ? formatDateTime(at, timeZone) : null);
  const today = () => businessDate(clock.now(), timeZone);
  /** The typed value, or the stored plain value when the form sent a masked one back. */
  const keep = (input: string, stored: string | null | undefined) =>
    isMaskedValue(input) ? views.open(stored) : input.trim();
  const sealOrNull = (plain: string) => (plain ? pii.seal(plain) : null);

  async function base(user: AuthUser): Promise<TEmpBaseView> {
    const p = await repo.findProfile(db, user.eid);
    return {
      employeeName: user.profile.employeeName,
      employeeID: user.profile.employeeNo,
      phoneNumber: p?.phoneNumber ?? '',
      socialCity: user.profile.socialCity,
      leaveStatus: user.profile.leaveStatus,
      wxImage: user.profile.wxImage,
      eb: views.eb(p),
      eo: views.eo(p),
      saved: savedOf(p),
      agreedAt: time(p?.agreedAt),
      submittedAt: time(p?.submittedAt),
    };
  }

  async function saveBase(
    user: AuthUser,
    body: { eb: TEmpBase; eo: TEmpOther; agree: boolean },
  ): Promise<TEmpBaseView> {
    const p = await repo.findProfile(db, user.eid);
    const idNumber = keep(body.eb.idNumber, p?.idNumberSealed).toUpperCase();
    const spouseId = keep(body.eo.spouseIDNumber, p?.spouseIdNumberSealed).toUpperCase();
    const form = { ...body.eb, ...body.eo, idNumber, spouseIDNumber: spouseId };
    const date = today();
    const issue = checkEmployeeBase(form, {
      socialCity: user.profile.socialCity,
      today: date,
      saved: savedOf(p),
    });
    if (issue) throw refuse(issue);
    if (!body.agree) throw refused('onboarding.agreement');
    const parsed = parseNationalId(idNumber, date);
    const id18 = parsed.ok ? parsed.info.id18 : idNumber;
    const hash = pii.blindIndex(id18);
    const spouse = spouseId ? parseNationalId(spouseId, date) : null;
    const now = clock.now();
    // One ID number, one employee: two people saving the same number at once are serialised.
    await db.transaction(async (tx) => {
      await repo.lockIdNumber(tx, hash);
      if (await repo.idNumberTaken(tx, user.eid, hash)) throw refused('onboarding.idExists');
      await repo.upsertProfile(
        tx,
        user.eid,
        {
          formerName: body.eb.formerName.trim(),
          gender: body.eb.gender,
          nation: body.eb.nation,
          political: body.eb.political,
          highestDegree: body.eb.highestDegree,
          health: body.eo.isHealth,
          email: body.eb.email.trim(),
          contact: body.eb.contact.trim(),
          socialCityNote: body.eb.socialCityNote.trim(),
          idNumberSealed: pii.seal(id18),
          idNumberHash: hash,
          maritalStatus: body.eo.maritalStatus,
          spouseName: body.eo.spouseName.trim(),
          relation: body.eo.relation || null,
          childrenCount: body.eo.childrens,
          isLocalHukou: body.eo.isLocalHuKou,
          spouseIdNumberSealed: sealOrNull(spouse?.ok ? spouse.info.id18 : spouseId),
          agreedAt: now,
        },
        now,
      );
    });
    return base(user);
  }

  async function household(user: AuthUser): Promise<THouseholdInfoView> {
    return views.household(await repo.findProfile(db, user.eid));
  }

  async function saveHousehold(user: AuthUser, body: THouseholdInfoView): Promise<THouseholdInfoView> {
    const p = await repo.findProfile(db, user.eid);
    const info = { ...body, resiPermitNo: keep(body.resiPermitNo, p?.resiPermitNoSealed) };
    const issue = checkHouseholdInfo(info);
    if (issue) throw refuse(issue);
    // A permit is asked only while the residence switch is off; the account only when the fund is paid.
    const permit = !residenceSwitchOn(info) && info.resiPermitInfo;
    await repo.upsertProfile(
      db,
      user.eid,
      {
        hukouTypeCode: info.hukouTypeCode,
        hukouCity: info.hukouCity.trim(),
        urbanHukou: info.urban,
        social: info.social,
        fund: info.fund,
        fundAccount: info.fund ? info.fundCount.trim() : '',
        resiPermitInfo: permit,
        resiPermitType: permit ? info.resiPermitType : null,
        resiPermitNoSealed: permit ? sealOrNull(info.resiPermitNo) : null,
      },
      clock.now(),
    );
    return household(user);
  }

  async function addresses(user: AuthUser): Promise<THouseholdAddressesView> {
    return views.addresses(await repo.findProfile(db, user.eid));
  }

  async function saveAddresses(
    user: AuthUser,
    body: THouseholdAddressesView & { scope: 'household' | 'residential' | 'both' },
  ): Promise<THouseholdAddressesView> {
    const p = await repo.findProfile(db, user.eid);
    const a = {
      ...body,
      streat: keep(body.streat, p?.hukouStreetSealed),
      hukouAddress: keep(body.hukouAddress, p?.hukouAddressSealed),
      resiPermitStreet: keep(body.resiPermitStreet, p?.liveStreetSealed),
      residentialAddress: keep(body.residentialAddress, p?.residentialAddressSealed),
    };
    const values: repo.ProfileValues = {};
    const withHousehold = body.scope !== 'residential';
    let live = a;
    if (withHousehold) {
      const issue = checkHouseholdAddress(a);
      if (issue) throw refuse(issue);
      Object.assign(values, {
        hukouProvince: a.provice.trim(),
        hukouCityName: a.city.trim(),
        hukouDistrict: a.country.trim(),
        hukouStreetSealed: sealOrNull(a.streat),
        hukouAddressSealed: sealOrNull(a.hukouAddress),
        hukouZip: a.zipCode.trim(),
        isSameAddress: a.isSameAddress,
      });
      // "Same as residence": the residential address becomes a copy of the household one.
      if (a.isSameAddress) {
        live = {
          ...a,
          livePrivince: a.provice,
          liveCity: a.city,
          liveCountry: a.country,
          resiPermitStreet: a.streat,
          residentialAddress: a.hukouAddress,
          resZipCode: a.zipCode,
        };
      }
    }
    if (body.scope !== 'household' || (withHousehold && a.isSameAddress)) {
      const issue = checkResidentialAddress(live);
      if (issue) throw refuse(issue);
      Object.assign(values, {
        liveProvince: live.livePrivince.trim(),
        liveCity: live.liveCity.trim(),
        liveDistrict: live.liveCountry.trim(),
        liveStreetSealed: sealOrNull(live.resiPermitStreet.trim()),
        residentialAddressSealed: sealOrNull(live.residentialAddress.trim()),
        resZipCode: live.resZipCode.trim(),
      });
      if (!withHousehold) values.isSameAddress = false;
    }
    await repo.upsertProfile(db, user.eid, values, clock.now());
    return addresses(user);
  }

  async function serviceContact(user: AuthUser): Promise<TServiceContact> {
    const shanghai = isShanghai(user.profile.socialCity);
    const row = await repo.contactOf(
      db,
      user.companyId,
      user.organizationId,
      shanghai ? 'operator' : 'organization',
    );
    return {
      shanghai,
      operatorName: shanghai ? (row?.name ?? '') : '',
      operatorPhone: shanghai ? (row?.phone ?? '') : '',
      operatorEmail: shanghai ? (row?.email ?? '') : '',
      contactName: shanghai ? '' : (row?.name ?? ''),
      telephone: shanghai ? '' : (row?.phone ?? ''),
      address: shanghai ? '' : (row?.address ?? ''),
    };
  }

  async function organization(user: AuthUser, id: string | undefined): Promise<TOrganizationName> {
    const name = await repo.organizationName(db, user.companyId, id ?? user.organizationId);
    if (name === null) throw notFound();
    return { organizationName: name };
  }

  /**
   * After the confirm (fire-and-forget): stamps submittedAt and tells the company's HR in an in-app
   * message, once per confirmed agreement (a repeat changes and sends nothing).
   */
  async function handleHire(user: AuthUser): Promise<THandleHire> {
    return db.transaction(async (tx) => {
      const stamp = await repo.stampSubmitted(tx, user.eid, clock.now());
      if (stamp) {
        const hr = (await repo.hrOfCompany(tx, user.companyId)).filter((eid) => eid !== user.eid);
        await repo.insertNotifications(
          tx,
          hr.map((eid) => ({
            eid,
            titleKey: 'onboarding.hireSubmitted',
            params: { name: user.profile.employeeName, no: user.profile.employeeNo },
            link: `/OnboardingAdmin?eid=${user.eid}`,
          })),
        );
        return { submittedAt: time(stamp), notified: true };
      }
      const p = await repo.findProfile(tx, user.eid);
      return { submittedAt: time(p?.submittedAt), notified: false };
    });
  }

  return {
    base,
    other: async (user: AuthUser) => views.eo(await repo.findProfile(db, user.eid)),
    saveBase,
    household,
    saveHousehold,
    addresses,
    saveAddresses,
    serviceContact,
    organization,
    handleHire,
  };
}
export type OnboardingService = ReturnType<typeof onboardingService>;
