import { createHash } from 'node:crypto';
import {
  AUTHORIZATION_LANGUAGES,
  addDays,
  attemptsLeft,
  authorizationCanonicalText,
  checkRealNameForm,
  ErrorCode,
  maskBankCard,
  maskIdNumber,
  maskName,
  maskPhone,
  REAL_NAME_ATTEMPTS_PER_DAY,
  SIGNATURE_IMAGE_MAX_BYTES,
  TAX_DEDUCTION_AUTHORIZATION_VERSION,
  type TLanguage,
  type TMessageKey,
  type TRealNameAuthorization,
  type TRealNameForm,
  type TRealNameSign,
  type TRealNameSignature,
  type TRealNameStatus,
  type TRealNameSubmit,
  type TRealNameVerification,
  taxDeductionAuthorization,
  translate,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { JobQueue } from '../../platform/jobs';
import type { PiiCipher } from '../../platform/pii';
import * as repo from './repository';
import { realNameStatus, TAX_DEDUCTION_AUTHORIZATION } from './status';
import type { RealNameVerifier, TVerifyOutcome } from './verifier';

/** Asks the provider again about an attempt it did not answer (job data: the attempt, the try). */
export const REAL_NAME_CHECK_JOB = 'realName.check';
/** Tries of a pending attempt before it is given up as failed (provider unavailable). */
export const REAL_NAME_CHECK_TRIES = 5;
const retryDelaySeconds = (tryNo: number) => 60 * 2 ** (tryNo - 1);

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  pii: PiiCipher;
  /** Sealed storage (platform/pii.ts) for the drawn signatures. */
  files: FileStorage;
  verifier: RealNameVerifier;
  jobs: JobQueue;
};

const refusal = (key: TMessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.Failed, key, params);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const SIGNATURE_MAX_SIDE = 4096;

/**
 * A drawn signature as the canvas gives it: `data:image/png;base64,...`, decoded at most
 * SIGNATURE_IMAGE_MAX_BYTES, a PNG by its bytes (magic, IHDR of sane size, IEND), not by its label.
 */
export function signatureImageBytes(dataUrl: string): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[1]) throw refusal('realName.signatureInvalid');
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES) throw refusal('realName.signatureTooLarge');
  const ihdr = bytes.subarray(8, 16);
  const width = bytes.length >= 24 ? bytes.readUInt32BE(16) : 0;
  const height = bytes.length >= 24 ? bytes.readUInt32BE(20) : 0;
  const valid =
    bytes.length >= 8 + 25 + 12 &&
    bytes.subarray(0, 8).equals(PNG_MAGIC) &&
    ihdr.readUInt32BE(0) === 13 &&
    ihdr.subarray(4).toString('latin1') === 'IHDR' &&
    width > 0 &&
    height > 0 &&
    width <= SIGNATURE_MAX_SIDE &&
    height <= SIGNATURE_MAX_SIDE &&
    bytes.subarray(bytes.length - 12).equals(PNG_END);
  if (!valid) throw refusal('realName.signatureInvalid');
  return bytes;
}

/**
 * Real-name verification and the e-signature of the deduction authorisation (spec 3 §2.6, §4).
 * Every call is the caller's own; the four elements are sealed at rest (only the card's last four
 * digits plain) and masked in every answer.
 */
export function realNameService({ db, clock, timeZone, pii, files, verifier, jobs }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);

  function view(row: repo.VerificationRow, lang: TLanguage): TRealNameVerification {
    return {
      id: row.id,
      status: row.status as TRealNameVerification['status'],
      provider: row.provider === 'bankcard4' ? 'bankcard4' : 'development',
      name: maskName(pii.open(row.nameSealed)),
      idNumber: maskIdNumber(pii.open(row.idNumberSealed)),
      bankCard: maskBankCard(row.bankCardLast4),
      mobile: maskPhone(pii.open(row.mobileSealed)),
      failureReason: row.failureReason ? translate(lang, row.failureReason as TMessageKey) : null,
      createdAt: formatDateTime(row.createdAt, timeZone),
      decidedAt: row.decidedAt ? formatDateTime(row.decidedAt, timeZone) : null,
    };
  }

  function signatureView(row: repo.SignatureRow | null): TRealNameSignature | null {
    if (!row) return null;
    return {
      version: row.version,
      signedAt: formatDateTime(row.signedAt, timeZone),
      hasImage: row.imageKey !== null,
      current: row.version === TAX_DEDUCTION_AUTHORIZATION_VERSION,
    };
  }

  /** Settles an attempt with the provider's answer; a `verified` ID already someone else's fails. */
  async function settle(id: string, outcome: Exclude<TVerifyOutcome, { status: 'pending' }>) {
    return db.transaction(async (tx) => {
      const row = await repo.byId(tx, id);
      if (row?.status !== 'pending') return row;
      let status = outcome.status;
      let reason: string | null = outcome.status === 'failed' ? outcome.reason : null;
      if (status === 'verified') {
        await repo.lockIdNumber(tx, row.idNumberHash);
        if (await repo.idVerifiedByOther(tx, row.idNumberHash, row.eid)) {
          status = 'failed';
          reason = 'realName.idTaken';
        }
      }
      return (
        (await repo.decide(tx, id, {
          status,
          failureReason: reason,
          providerRef: outcome.ref,
          at: clock.now(),
        })) ?? row
      );
    });
  }

  /** Asks the provider; an unanswered attempt waits for the job (never verified by default). */
  async function ask(row: repo.VerificationRow, values: TRealNameForm, tryNo: number) {
    const outcome = await verifier.verify(values);
    if (outcome.status !== 'pending') return (await settle(row.id, outcome)) ?? row;
    if (outcome.ref) await repo.setProviderRef(db, row.id, outcome.ref);
    if (tryNo >= REAL_NAME_CHECK_TRIES) {
      const failed = {
        status: 'failed',
        reason: 'realName.reason.providerUnavailable',
        ref: outcome.ref,
      } as const;
      return (await settle(row.id, failed)) ?? row;
    }
    await jobs.send(
      REAL_NAME_CHECK_JOB,
      { verificationId: row.id, tryNo: tryNo + 1 },
      { delaySeconds: retryDelaySeconds(tryNo), singletonKey: row.id },
    );
    return (await repo.byId(db, row.id)) ?? row;
  }

  return {
    async status(user: AuthUser, lang: TLanguage): Promise<TRealNameStatus> {
      const [summary, latest, used, signature] = await Promise.all([
        realNameStatus(db, user.eid),
        repo.latestOf(db, user.eid),
        repo.attemptsOn(db, user.eid, today()),
        repo.signatureOf(db, user.eid, TAX_DEDUCTION_AUTHORIZATION),
      ]);
      const left = summary.verified ? 0 : attemptsLeft(used);
      return {
        state: summary.state,
        verified: summary.verified,
        signed: summary.signed,
        provider: verifier.provider,
        development: verifier.development,
        attemptsPerDay: REAL_NAME_ATTEMPTS_PER_DAY,
        attemptsLeft: left,
        retryFrom: !summary.verified && left === 0 ? addDays(today(), 1) : null,
        latest: latest ? view(latest, lang) : null,
        signature: summary.verified ? signatureView(signature) : null,
      };
    },

    /**
     * One attempt. In one transaction with the person's row locked (so concurrent submits count
     * one after the other): a verified or pending attempt is answered again (idempotent), the
     * daily limit, an ID verified by someone else; then the sealed attempt. The provider is asked
     * outside the transaction.
     */
    async submit(user: AuthUser, body: TRealNameSubmit, lang: TLanguage): Promise<TRealNameVerification> {
      const day = today();
      const checked = checkRealNameForm(body, day);
      if (!checked.ok) throw new AppError(ErrorCode.InvalidInput, checked.key);
      const values = checked.values;
      const idHash = pii.blindIndex(values.idNumber);
      const started = await db.transaction(async (tx) => {
        await repo.lockPerson(tx, user.eid);
        const existing = (await repo.verifiedOf(tx, user.eid)) ?? (await repo.pendingOf(tx, user.eid));
        if (existing) return { row: existing, fresh: false, taken: false };
        const used = await repo.attemptsOn(tx, user.eid, day);
        if (used >= REAL_NAME_ATTEMPTS_PER_DAY) {
          throw refusal('realName.limitReached', { n: REAL_NAME_ATTEMPTS_PER_DAY, date: addDays(day, 1) });
        }
        const taken = await repo.idVerifiedByOther(tx, idHash, user.eid);
        const row = await repo.insertAttempt(tx, {
          eid: user.eid,
          // An ID someone else verified is refused, and the refusal counts as an attempt so the
          // limit also bounds probing which ID numbers are registered.
          status: taken ? 'failed' : 'pending',
          failureReason: taken ? 'realName.idTaken' : null,
          decidedAt: taken ? clock.now() : null,
          nameSealed: pii.seal(values.name),
          idNumberSealed: pii.seal(values.idNumber),
          idNumberHash: idHash,
          bankCardSealed: pii.seal(values.bankCard),
          bankCardLast4: values.bankCard.slice(-4),
          mobileSealed: pii.seal(values.mobile),
          provider: verifier.provider,
          attemptDay: day,
        });
        return { row, fresh: !taken, taken };
      });
      if (started.taken) throw refusal('realName.idTaken');
      if (!started.fresh) return view(started.row, lang);
      return view(await ask(started.row, values, 1), lang);
    },

    async result(user: AuthUser, id: string, lang: TLanguage): Promise<TRealNameVerification> {
      const row = await repo.byId(db, id);
      // Someone else's attempt is answered like a missing one: nothing about it leaks.
      if (!row || row.eid !== user.eid) throw new AppError(ErrorCode.NotFound, 'realName.notFound');
      return view(row, lang);
    },

    /** The job: asks the provider again about a pending attempt (safe to run twice). */
    async recheck({ verificationId, tryNo }: { verificationId: string; tryNo: number }): Promise<void> {
      const row = await repo.byId(db, verificationId);
      if (row?.status !== 'pending') return;
      const values: TRealNameForm = {
        name: pii.open(row.nameSealed),
        idNumber: pii.open(row.idNumberSealed),
        bankCard: pii.open(row.bankCardSealed),
        mobile: pii.open(row.mobileSealed),
      };
      await ask(row, values, tryNo);
    },

    async authorization(user: AuthUser, lang: TLanguage): Promise<TRealNameAuthorization> {
      const text = taxDeductionAuthorization(lang);
      const signature = await repo.signatureOf(db, user.eid, TAX_DEDUCTION_AUTHORIZATION);
      return {
        document: TAX_DEDUCTION_AUTHORIZATION,
        version: TAX_DEDUCTION_AUTHORIZATION_VERSION,
        title: text.title,
        paragraphs: [...text.paragraphs],
        textHash: sha256(authorizationCanonicalText(lang)),
        signature: signatureView(signature),
      };
    },

    /**
     * Signs the current authorisation: only after a verified real name, only the current version
     * and only a text we showed (its hash in one of the languages). Signing again answers the
     * existing signature. A drawn signature is checked and sealed before it is stored.
     */
    async sign(user: AuthUser, body: TRealNameSign): Promise<TRealNameSignature> {
      const verified = await repo.verifiedOf(db, user.eid);
      if (!verified) throw refusal('realName.notVerified');
      const shown = AUTHORIZATION_LANGUAGES.some(
        (l) => sha256(authorizationCanonicalText(l)) === body.textHash,
      );
      if (body.version !== TAX_DEDUCTION_AUTHORIZATION_VERSION || !shown) {
        throw refusal('realName.authorizationChanged');
      }
      const version = TAX_DEDUCTION_AUTHORIZATION_VERSION;
      const before = await repo.signatureOfVersion(db, user.eid, TAX_DEDUCTION_AUTHORIZATION, version);
      if (before) return signatureView(before) as TRealNameSignature;
      const image = body.signatureImage ? signatureImageBytes(body.signatureImage) : null;
      const imageKey = image ? await files.put(image) : null;
      const { row, stored } = await db.transaction(async (tx) => {
        await repo.lockPerson(tx, user.eid);
        const existing = await repo.signatureOfVersion(tx, user.eid, TAX_DEDUCTION_AUTHORIZATION, version);
        if (existing) return { row: existing, stored: false };
        const inserted = await repo.insertSignature(tx, {
          eid: user.eid,
          document: TAX_DEDUCTION_AUTHORIZATION,
          version,
          verificationId: verified.id,
          textHash: body.textHash,
          imageKey,
          signedAt: clock.now(),
        });
        return { row: inserted, stored: true };
      });
      // A concurrent sign won: its signature stands, this image is not referenced.
      if (!stored && imageKey) await files.remove(imageKey);
      return signatureView(row) as TRealNameSignature;
    },
  };
}

export type RealNameService = ReturnType<typeof realNameService>;
