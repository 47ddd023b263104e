import {
  checkReviewDecision,
  childDecision,
  ErrorCode,
  imageDecision,
  LANGUAGES,
  maskName,
  ONBOARDING_IMAGE_TYPES,
  type TMessageKey,
  type TReviewDecision,
  type TReviewDone,
  type TReviewItem,
  type TReviewPage,
  type TReviewView,
  translate,
} from '@ehome/shared';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError, forbidden } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { PiiCipher } from '../../platform/pii';
import { findEmployee } from '../account/repository';
import { recordPiiRead } from '../personal-data/read-log';
import * as repo from './repository';
import { invalid, materialNotFound } from './service';

type Deps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher; files: FileStorage };

export const CERTIFICATES_PATH = '/EntrymanagementCertificates';
export const ESSENTIAL_INFO_PATH = '/Essentialinformation';

const imageKeyOf = (code: number) => ONBOARDING_IMAGE_TYPES.find((t) => t.code === code)?.key ?? '';
/** `{type}` of a notice in each language (messages module: `<param>_<lang>`). */
function imageTypeParams(code: number): Record<string, string> {
  const key = `materials.image.${imageKeyOf(code)}`;
  return Object.fromEntries(LANGUAGES.map((lang) => [`type_${lang}`, translate(lang, key)]));
}

/**
 * HR's review of certificate photos and children's proofs (/MaterialReview): the pending ones of
 * the reviewer's company, one shown unmasked (logged, PIPL), pass or fail with a note; each decision
 * tells the employee through an in-app message opening the screen it is about.
 */
export function materialReviewService({ db, clock, timeZone, pii, files }: Deps) {
  const time = (at: Date) => formatDateTime(at, timeZone);

  async function ownedByCompany(user: AuthUser, eid: string) {
    const employee = await findEmployee(db, eid);
    if (!employee) throw materialNotFound();
    if (employee.companyId !== user.companyId) {
      throw forbidden({ messageKey: 'materials.otherCompany' });
    }
    return employee;
  }

  return {
    async pending(
      user: AuthUser,
      query: { kind: 'image' | 'child'; pageIndex: number; pageSize: number },
    ): Promise<TReviewPage> {
      const offset = (query.pageIndex - 1) * query.pageSize;
      if (query.kind === 'image') {
        const { rows, totalCount } = await repo.pendingImages(db, user.companyId, query.pageSize, offset);
        return {
          totalCount,
          result: rows.map(
            (r): TReviewItem => ({
              kind: 'image',
              id: r.image.id,
              employeeName: r.employeeName,
              employeeNo: r.employeeNo,
              imageKey: imageKeyOf(r.image.imageType),
              childName: '',
              submittedAt: time(r.image.uploadedAt),
            }),
          ),
        };
      }
      const { rows, totalCount } = await repo.pendingChildren(db, user.companyId, query.pageSize, offset);
      return {
        totalCount,
        result: rows.map(
          (r): TReviewItem => ({
            kind: 'child',
            id: r.child.id,
            employeeName: r.employeeName,
            employeeNo: r.employeeNo,
            imageKey: '',
            childName: maskName(pii.open(r.child.nameSealed)),
            submittedAt: time(r.child.createdAt),
          }),
        ),
      };
    },

    /** One photo or child unmasked, with its image; the read is logged before answering. */
    async view(user: AuthUser, kind: 'image' | 'child', id: string): Promise<TReviewView> {
      if (kind === 'image') {
        const image = await repo.findImage(db, id);
        if (!image) throw materialNotFound();
        const employee = await ownedByCompany(user, image.eid);
        const bytes = await files.read(image.storageKey);
        if (!bytes) throw materialNotFound();
        await recordPiiRead(db, {
          readerEid: user.eid,
          subjectEid: image.eid,
          fields: ['images'],
          purpose: 'GET /api/MaterialReview/View',
        });
        return {
          kind,
          id,
          employeeName: employee.employeeName,
          employeeNo: employee.employeeNo,
          imageKey: imageKeyOf(image.imageType),
          child: null,
          imageInner: bytes.toString('base64'),
          mimeType: image.mimeType,
          submittedAt: time(image.uploadedAt),
        };
      }
      const child = await repo.findChild(db, id);
      if (!child) throw materialNotFound();
      const employee = await ownedByCompany(user, child.eid);
      const bytes = child.proofKey ? await files.read(child.proofKey) : null;
      await recordPiiRead(db, {
        readerEid: user.eid,
        subjectEid: child.eid,
        fields: ['children'],
        purpose: 'GET /api/MaterialReview/View',
      });
      return {
        kind,
        id,
        employeeName: employee.employeeName,
        employeeNo: employee.employeeNo,
        imageKey: '',
        child: {
          childName: pii.open(child.nameSealed),
          sex: child.sex,
          birthday: pii.open(child.birthdaySealed),
        },
        imageInner: bytes ? bytes.toString('base64') : '',
        mimeType: child.proofMime ?? '',
        submittedAt: time(child.createdAt),
      };
    },

    /** Pass or fail (with a note) once; a second decision is refused; the employee is told. */
    async decide(user: AuthUser, input: TReviewDecision): Promise<TReviewDone> {
      const issue = checkReviewDecision(input);
      if (issue) throw invalid(issue.key, 'params' in issue ? issue.params : {});
      const note = input.note.trim();
      const at = clock.now();
      if (input.kind === 'image') {
        const image = await repo.findImage(db, input.id);
        if (!image) throw materialNotFound();
        await ownedByCompany(user, image.eid);
        return db.transaction(async (tx) => {
          const decided = await repo.decideImage(tx, input.id, {
            ...imageDecision(input.pass),
            note,
            by: user.eid,
            at,
          });
          if (!decided) throw new AppError(ErrorCode.Conflict, 'materials.alreadyDecided');
          const titleKey: TMessageKey = input.pass
            ? 'materials.notice.imagePassed'
            : 'materials.notice.imageFailed';
          await repo.insertNotice(tx, {
            eid: image.eid,
            titleKey,
            params: { ...imageTypeParams(image.imageType), note },
            link: CERTIFICATES_PATH,
          });
          return { state: input.pass ? 'verified' : 'failed' };
        });
      }
      const child = await repo.findChild(db, input.id);
      if (!child) throw materialNotFound();
      await ownedByCompany(user, child.eid);
      return db.transaction(async (tx) => {
        const decided = await repo.decideChild(tx, input.id, {
          verify: childDecision(input.pass),
          note,
          by: user.eid,
          at,
        });
        if (!decided) throw new AppError(ErrorCode.Conflict, 'materials.alreadyDecided');
        const titleKey: TMessageKey = input.pass
          ? 'materials.notice.childPassed'
          : 'materials.notice.childFailed';
        // Messages are stored in plain text: the child's name only masked there.
        await repo.insertNotice(tx, {
          eid: child.eid,
          titleKey,
          params: { name: maskName(pii.open(child.nameSealed)), note },
          link: ESSENTIAL_INFO_PATH,
        });
        return { state: input.pass ? 'passed' : 'notPassed' };
      });
    },
  };
}

export type MaterialReviewService = ReturnType<typeof materialReviewService>;
