import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  base64ByteLength,
  base64Payload,
  checkChild,
  checkImage,
  checkInvite,
  checkLandingAnswer,
  checkNewHireForm,
  checkNewHirePassword,
  checkWorkExperiences,
  ErrorCode,
  IMAGE_SOURCE_TABLES,
  INVITATION_CODE_BYTES,
  INVITATION_VALID_DAYS,
  invitationLink,
  invitationState,
  LANDING_MAX_FAILURES,
  megabytes,
  mobileLast4,
  NEW_HIRE_CHILDREN_MAX,
  NEW_HIRE_SCOPE,
  parseNationalId,
  REGISTRATION_TOKEN_TTL_SECONDS,
  type TInvitationIssued,
  type TInvitationPage,
  type TInviteInput,
  type TLandingInput,
  type TLandingResult,
  type TMessageKey,
  type TNewHireChild,
  type TNewHireChildInput,
  type TNewHireFormInput,
  type TNewHireFormView,
  type TNewHireOrganization,
  type TNewHireRegistered,
  type TWorkExperienceList,
} from '@ehome/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  employeeChildren,
  employeeProfiles,
  employees,
  newHireInvitations,
  newHireWorkExperiences,
} from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import { hashPassword } from '../../platform/passwords';
import type { PiiCipher } from '../../platform/pii';
import type { TokenService } from '../../platform/tokens';
import * as repo from './repository';

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  tokens: TokenService;
  pii: PiiCipher;
  sealedFiles: FileStorage;
};

/** The new hire behind a registration token: the invitation and the employee row it created. */
export type NewHireSession = { invitation: repo.Invitation; eid: string };

const invalid = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.InvalidInput, key, params);
const refused = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Conflict, key, params);
const issueOf = (issue: { key: string; params?: Record<string, string | number> } | null) => {
  if (issue) throw invalid(issue.key as TMessageKey, issue.params ?? {});
};
/** A refusal of the registration token: 401 with the landing page as the place to go. */
export const registrationUnauthorized = () =>
  new AppError(ErrorCode.Unauthorized, 'error.Unauthorized', {}, 401, '/Employeelanding');

/** SHA-256 of a code: the code has >= 128 random bits, so a fast hash is enough (no guessing). */
export const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');
const newCode = () => randomBytes(INVITATION_CODE_BYTES).toString('base64url');
/** The token subject names the issue of the invitation, so a re-issue ends the tokens of the old code. */
const subjectOf = (inv: repo.Invitation) => `${inv.id}:${inv.codeHash.slice(0, 16)}`;
const sameText = (a: string, b: string) => {
  const x = Buffer.from(a.trim().normalize('NFC'));
  const y = Buffer.from(b.trim().normalize('NFC'));
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * New-hire registration before the first login (issue 17): HR's invitations, the landing check that
 * swaps the code for a registration token, the registration form, work experience, children and the
 * password that turns the invitation into a login.
 */
export function newHireService({ db, clock, timeZone, tokens, pii, sealedFiles }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);
  const expiry = () => new Date(clock.now().getTime() + INVITATION_VALID_DAYS * 86_400_000);

  // ------------------------------------------------------------------ HR

  async function organizationsOf(admin: AuthUser): Promise<TNewHireOrganization[]> {
    return repo.companyOrganizations(db, admin.companyId);
  }

  async function list(
    admin: AuthUser,
    paging: { pageIndex: number; pageSize: number },
  ): Promise<TInvitationPage> {
    const { rows, totalCount } = await repo.companyInvitations(
      db,
      admin.companyId,
      paging.pageIndex,
      paging.pageSize,
    );
    const now = clock.now();
    return {
      totalCount,
      result: rows.map((r) => ({
        invitationId: r.invitation.id,
        employeeName: r.employeeName,
        mobile: r.mobile,
        organizationName: r.organizationName,
        hireDate: r.hireDate ?? '',
        socialCity: r.socialCity,
        state: invitationState(r.invitation, now),
        failures: r.invitation.failures,
        invitedAt: formatDateTime(r.invitation.createdAt, timeZone),
        expiresAt: formatDateTime(r.invitation.expiresAt, timeZone),
        registeredAt: r.invitation.registeredAt ? formatDateTime(r.invitation.registeredAt, timeZone) : null,
      })),
    };
  }

  const issued = (id: string, code: string, expiresAt: Date): TInvitationIssued => ({
    invitationId: id,
    code,
    link: invitationLink(code),
    expiresAt: formatDateTime(expiresAt, timeZone),
  });

  /** Creates the employee (onboarding, no usable password) and the invitation; the code is shown once. */
  async function invite(admin: AuthUser, input: TInviteInput): Promise<TInvitationIssued> {
    issueOf(checkInvite(input));
    const organizations = await repo.companyOrganizations(db, admin.companyId);
    if (!organizations.some((o) => o.id === input.organizationId)) throw invalid('newHire.organization');
    const mobile = input.mobile.trim();
    if (await repo.userNameTaken(db, mobile)) throw refused('newHire.mobileTaken');
    const code = newCode();
    const expiresAt = expiry();
    // Nobody knows this password: the account is usable only after /RegistrationSuccess sets one.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      const id = await db.transaction(async (tx) => {
        const [employee] = await tx
          .insert(employees)
          .values({
            userName: mobile,
            passwordHash: unusable,
            employeeName: input.employeeName.trim(),
            employeeNo: `NH${randomBytes(4).toString('hex').toUpperCase()}`,
            companyId: admin.companyId,
            organizationId: input.organizationId,
            socialCity: input.socialCity.trim(),
            employeeType: 'CiicEmployee',
            leaveStatus: 0,
            hireDate: input.hireDate,
          })
          .returning({ eid: employees.eid });
        if (!employee) throw refused('newHire.mobileTaken');
        const [row] = await tx
          .insert(newHireInvitations)
          .values({
            eid: employee.eid,
            companyId: admin.companyId,
            codeHash: hashCode(code),
            expiresAt,
            invitedBy: admin.eid,
            issuedAt: clock.now(),
            createdAt: clock.now(),
          })
          .returning({ id: newHireInvitations.id });
        return row?.id as string;
      });
      return issued(id, code, expiresAt);
    } catch (error) {
      // Two invitations of the same mobile at once: the unique user name refuses the second.
      if (error instanceof AppError) throw error;
      if ((await repo.userNameTaken(db, mobile)) === true) throw refused('newHire.mobileTaken');
      throw error;
    }
  }

  /** A new code (the old one dies), 7 more days and the wrong answers forgotten. */
  async function reissue(admin: AuthUser, invitationId: string): Promise<TInvitationIssued> {
    const found = await repo.findInvitation(db, invitationId);
    if (!found) throw invalid('newHire.invitationNotFound');
    if (found.companyId !== admin.companyId) throw refused('newHire.otherCompany');
    if (found.registeredAt) throw refused('newHire.alreadyRegistered');
    const code = newCode();
    const expiresAt = expiry();
    const [row] = await db
      .update(newHireInvitations)
      .set({ codeHash: hashCode(code), expiresAt, failures: 0, issuedAt: clock.now(), invitedBy: admin.eid })
      .where(repo.stillOpen(found.id))
      .returning({ id: newHireInvitations.id });
    if (!row) throw refused('newHire.alreadyRegistered');
    return issued(row.id, code, expiresAt);
  }

  // ------------------------------------------------------------------ landing

  async function landing(input: TLandingInput): Promise<TLandingResult> {
    issueOf(checkLandingAnswer(input));
    const found = await repo.findInvitationByCode(db, hashCode(input.code.trim()));
    if (!found) throw invalid('newHire.codeInvalid');
    const { invitation } = found;
    const state = invitationState(invitation, clock.now());
    if (state === 'registered') throw refused('newHire.codeUsed');
    if (state === 'locked') throw refused('newHire.locked');
    if (state === 'expired') throw refused('newHire.codeExpired');
    // Both compared every time, so the answer time does not tell which of the two was wrong.
    const nameOk = sameText(input.employeeName, found.employeeName);
    const mobileOk = sameText(input.mobileLast4, mobileLast4(found.mobile));
    if (!(nameOk && mobileOk)) {
      const failures = await repo.countFailure(db, invitation.id);
      if (failures >= LANDING_MAX_FAILURES) throw refused('newHire.locked');
      throw invalid('newHire.codeInvalid');
    }
    const token = tokens.issueScoped(subjectOf(invitation), NEW_HIRE_SCOPE, REGISTRATION_TOKEN_TTL_SECONDS);
    return { token: token.token, expiresIn: token.expiresIn, employeeName: found.employeeName };
  }

  /** The session of a registration token, or a 401 sending the person back to the landing page. */
  async function session(token: string | null): Promise<NewHireSession> {
    const claims = token ? tokens.verifyScoped(token, NEW_HIRE_SCOPE) : null;
    if (!claims) throw registrationUnauthorized();
    const [id = '', prefix = ''] = claims.eid.split(':');
    if (!/^[0-9a-f-]{36}$/.test(id)) throw registrationUnauthorized();
    const invitation = await repo.findInvitation(db, id);
    if (!invitation || invitation.registeredAt || invitation.codeHash.slice(0, 16) !== prefix)
      throw registrationUnauthorized();
    return { invitation, eid: invitation.eid };
  }

  // ------------------------------------------------------------------ registration form

  async function form(s: NewHireSession): Promise<TNewHireFormView> {
    const employee = await repo.findEmployee(db, s.eid);
    const p = await repo.findProfile(db, s.eid);
    // The owner sees their own data unmasked (no read log: reader and subject are the same person).
    return {
      employeeName: employee?.employeeName ?? '',
      phoneNumber: employee?.userName ?? '',
      userName: employee?.userName ?? '',
      saved: !!p?.idNumberHash,
      gender: p?.gender ?? null,
      idNumber: pii.openNullable(p?.idNumberSealed) ?? '',
      nation: p?.nation ?? '',
      maritalStatus: p?.maritalStatus ?? '',
      political: p?.political ?? '',
      highestDegree: p?.highestDegree ?? '',
      isHealth: p?.health ?? '',
      email: p?.email ?? '',
      contact: p?.contact ?? '',
      livePrivince: p?.liveProvince ?? '',
      liveCity: p?.liveCity ?? '',
      liveCountry: p?.liveDistrict ?? '',
      resiPermitStreet: pii.openNullable(p?.liveStreetSealed) ?? '',
      residentialAddress: pii.openNullable(p?.residentialAddressSealed) ?? '',
      resZipCode: p?.resZipCode ?? '',
    };
  }

  async function saveForm(s: NewHireSession, input: TNewHireFormInput): Promise<TNewHireFormView> {
    issueOf(checkNewHireForm(input, today()));
    const parsed = parseNationalId(input.idNumber.trim(), today());
    if (!parsed.ok) throw invalid('onboarding.idNumber');
    const idNumber = parsed.info.id18;
    const idHash = pii.blindIndex(idNumber);
    const employee = await repo.findEmployee(db, s.eid);
    const values = {
      gender: input.gender,
      nation: input.nation,
      political: input.political,
      highestDegree: input.highestDegree,
      health: input.isHealth,
      maritalStatus: input.maritalStatus,
      email: input.email,
      contact: input.contact,
      phoneNumber: employee?.userName ?? '',
      idNumberSealed: pii.seal(idNumber),
      idNumberHash: idHash,
      liveProvince: input.livePrivince,
      liveCity: input.liveCity,
      liveDistrict: input.liveCountry,
      liveStreetSealed: pii.sealNullable(input.resiPermitStreet),
      residentialAddressSealed: pii.seal(input.residentialAddress),
      resZipCode: input.resZipCode,
      updatedAt: clock.now(),
    };
    // The blind index column is not unique (the contract's), so two people saving the same ID number
    // at once are serialised on it: the second sees the first's row and is refused.
    await db.transaction(async (tx) => {
      await repo.lockOn(tx, `id-number:${idHash}`);
      if (await repo.idNumberOwner(tx, idHash, s.eid)) throw refused('newHire.idExists');
      await tx
        .insert(employeeProfiles)
        .values({ eid: s.eid, ...values })
        .onConflictDoUpdate({ target: employeeProfiles.eid, set: values });
    });
    return form(s);
  }

  // ------------------------------------------------------------------ work experience

  async function experiences(s: NewHireSession): Promise<TWorkExperienceList> {
    const rows = await repo.workExperiences(db, s.eid);
    return {
      items: rows.map((r) => ({
        company: r.company,
        position: r.jobTitle,
        fromMonth: r.fromMonth,
        toMonth: r.toMonth,
        reason: r.reason,
      })),
    };
  }

  /** Replaces the whole list (the screen sends every entry): a repeat gives the same list. */
  async function saveExperiences(
    s: NewHireSession,
    input: TWorkExperienceList,
  ): Promise<TWorkExperienceList> {
    issueOf(checkWorkExperiences(input.items, today().slice(0, 7)));
    await db.transaction(async (tx) => {
      await tx.delete(newHireWorkExperiences).where(eq(newHireWorkExperiences.eid, s.eid));
      if (input.items.length > 0) {
        await tx.insert(newHireWorkExperiences).values(
          input.items.map((item, position) => ({
            eid: s.eid,
            position,
            company: item.company,
            jobTitle: item.position,
            fromMonth: item.fromMonth,
            toMonth: item.toMonth,
            reason: item.reason,
          })),
        );
      }
    });
    return experiences(s);
  }

  // ------------------------------------------------------------------ children

  async function children(s: NewHireSession): Promise<TNewHireChild[]> {
    const rows = await repo.newHireChildren(db, s.eid);
    return rows.map((r) => ({
      id: r.id,
      childName: pii.open(r.nameSealed),
      sex: r.sex,
      birthday: pii.open(r.birthdaySealed),
      verify: r.verify,
    }));
  }

  async function addChild(s: NewHireSession, input: TNewHireChildInput): Promise<TNewHireChild[]> {
    const payload = base64Payload(input.imageInner);
    issueOf(
      checkChild(
        { childName: input.childName, sex: input.sex, birthday: input.birthday, hasImage: !!payload },
        today(),
      ),
    );
    const rule = IMAGE_SOURCE_TABLES.child;
    if (!payload) throw invalid('onboarding.childRequired');
    if (base64ByteLength(payload) > rule.maxBytes)
      throw invalid('attachments.imageTooLarge', { max: megabytes(rule.maxBytes) });
    const bytes = Buffer.from(payload, 'base64');
    const checked = checkImage('child', bytes);
    if (!checked.ok) {
      const r = checked.refusal;
      throw invalid(r.key, 'params' in r ? r.params : {});
    }
    const name = input.childName.trim();
    const key = await sealedFiles.put(bytes);
    let added = false;
    try {
      // One add at a time per person, so a double tap (the same child twice) stores one child and
      // the limit holds; the names are sealed, so the repeat is recognised after opening them.
      added = await db.transaction(async (tx) => {
        await repo.lockOn(tx, `new-hire-children:${s.eid}`);
        const existing = await repo.newHireChildren(tx, s.eid);
        const same = existing.some(
          (c) =>
            c.sex === input.sex &&
            pii.open(c.nameSealed) === name &&
            pii.open(c.birthdaySealed) === input.birthday,
        );
        if (same) return false;
        if ((await repo.countChildren(tx, s.eid)) >= NEW_HIRE_CHILDREN_MAX)
          throw refused('newHire.childrenTooMany', { max: NEW_HIRE_CHILDREN_MAX });
        await tx.insert(employeeChildren).values({
          eid: s.eid,
          nameSealed: pii.seal(name),
          sex: input.sex,
          birthdaySealed: pii.seal(input.birthday),
          proofKey: key,
          proofMime: checked.kind === 'jpeg' ? 'image/jpeg' : `image/${checked.kind}`,
          source: 'newHire',
          createdAt: clock.now(),
        });
        return true;
      });
    } finally {
      if (!added) await sealedFiles.remove(key);
    }
    return children(s);
  }

  async function removeChild(s: NewHireSession, id: string): Promise<TNewHireChild[]> {
    const [row] = await db
      .delete(employeeChildren)
      .where(
        and(
          eq(employeeChildren.id, id),
          eq(employeeChildren.eid, s.eid),
          eq(employeeChildren.source, 'newHire'),
        ),
      )
      .returning({ proofKey: employeeChildren.proofKey });
    if (!row) throw invalid('newHire.childNotFound');
    if (row.proofKey) await sealedFiles.remove(row.proofKey);
    return children(s);
  }

  // ------------------------------------------------------------------ password

  /** Sets the password and closes the invitation: the code and every registration token die. */
  async function register(
    s: NewHireSession,
    input: { password: string; confirmPassword: string },
  ): Promise<TNewHireRegistered> {
    issueOf(checkNewHirePassword(input.password, input.confirmPassword));
    const profile = await repo.findProfile(db, s.eid);
    if (!profile?.idNumberHash) throw refused('newHire.formFirst');
    const passwordHash = await hashPassword(input.password);
    const userName = await db.transaction(async (tx) => {
      const [closed] = await tx
        .update(newHireInvitations)
        .set({ registeredAt: clock.now() })
        .where(and(eq(newHireInvitations.id, s.invitation.id), isNull(newHireInvitations.registeredAt)))
        .returning({ id: newHireInvitations.id });
      if (!closed) throw refused('newHire.codeUsed');
      const [employee] = await tx
        .update(employees)
        .set({ passwordHash })
        .where(eq(employees.eid, s.eid))
        .returning({ userName: employees.userName });
      return employee?.userName ?? '';
    });
    return { userName };
  }

  return {
    organizations: organizationsOf,
    list,
    invite,
    reissue,
    landing,
    session,
    form,
    saveForm,
    experiences,
    saveExperiences,
    children,
    addChild,
    removeChild,
    register,
  };
}

export type NewHireService = ReturnType<typeof newHireService>;
