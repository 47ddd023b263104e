import type { TRecordStatus } from '@ehome/shared/tax-deductions/constants';
import type {
  TAdminDetail,
  TAdminPage,
  TAdminRow,
  TAdminVoucher,
} from '@ehome/shared/tax-deductions/schemas';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock, formatDateTime } from '../../platform/clock';
import { forbidden } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { PiiCipher } from '../../platform/pii';
import { findEmployee } from '../account/repository';
import { recordPiiRead } from '../personal-data/read-log';
import { conflict, notFound, refusal } from './common';
import { memberView } from './members-service';
import * as repo from './repository';
import { recordView } from './service';

type Deps = { db: Db; clock: Clock; timeZone: string; pii: PiiCipher; files: FileStorage };

export const ADMIN_DETAIL_PURPOSE = 'GET /api/TaxDeductionAdmin/Record';
export const ADMIN_VOUCHER_PURPOSE = 'GET /api/TaxDeductionAdmin/Voucher';

/**
 * HR's side (/DeductionAdmin, roles hr/admin of the same company): the submitted records, one
 * record with the family members unmasked and its vouchers (each read logged), accept (reported) or
 * return with a note; the employee gets an inbox message either way.
 */
export function deductionAdminService({ db, clock, timeZone, pii, files }: Deps) {
  const today = () => businessDate(clock.now(), timeZone);

  async function rowOf(record: repo.RecordRow, name: string, no: string): Promise<TAdminRow> {
    const view = await recordView(db, pii, record, record.eid, record.year, today(), timeZone);
    return {
      id: record.id,
      year: record.year,
      eid: record.eid,
      employeeName: name,
      employeeNo: no,
      status: record.status as TRecordStatus,
      submittedAt: record.submittedAt ? formatDateTime(record.submittedAt, timeZone) : null,
      effectiveMonth: record.effectiveMonth,
      yearTotal: view.yearTotal,
    };
  }

  async function companyRecord(admin: AuthUser, id: string) {
    const record = await repo.findRecordById(db, id.toLowerCase());
    if (!record) throw notFound('deduction.notFound');
    if (record.companyId !== admin.companyId) throw forbidden();
    return record;
  }

  return {
    async list(
      admin: AuthUser,
      q: { pageIndex: number; pageSize: number; status?: TRecordStatus | undefined },
    ): Promise<TAdminPage> {
      const { rows, totalCount } = await repo.companyRecords(
        db,
        admin.companyId,
        q.status,
        q.pageIndex,
        q.pageSize,
      );
      const result: TAdminRow[] = [];
      for (const r of rows) result.push(await rowOf(r.record, r.employeeName, r.employeeNo));
      return { totalCount, result };
    },

    async detail(admin: AuthUser, id: string): Promise<TAdminDetail> {
      const record = await companyRecord(admin, id);
      const person = await findEmployee(db, record.eid);
      const members = (await repo.membersOf(db, record.eid)).map((m) => memberView(pii, m, true));
      await recordPiiRead(db, {
        readerEid: admin.eid,
        subjectEid: record.eid,
        fields: members.length > 0 ? ['familyMembers'] : [],
        purpose: ADMIN_DETAIL_PURPOSE,
      });
      const items = await repo.itemsOf(db, [record.id]);
      const vouchers: TAdminVoucher[] = (
        await repo.vouchersOfItems(
          db,
          items.map((i) => i.id),
        )
      ).map((v) => ({
        id: v.id,
        itemId: v.itemId,
        fileName: v.fileName,
        size: v.size,
        uploadedAt: formatDateTime(v.createdAt, timeZone),
      }));
      return {
        row: await rowOf(record, person?.employeeName ?? '', person?.employeeNo ?? ''),
        record: {
          ...(await recordView(db, pii, record, record.eid, record.year, today(), timeZone)),
          editable: false,
        },
        members,
        vouchers,
      };
    },

    /**
     * One voucher's image of a record of the caller's company (another company's: 403, like the
     * record); the read is logged before the bytes leave.
     */
    async voucherFile(admin: AuthUser, id: string) {
      const found = await repo.findVoucherWithRecord(db, id.toLowerCase());
      if (!found) throw notFound('deduction.voucherNotFound');
      if (found.record.companyId !== admin.companyId) throw forbidden();
      const bytes = await files.read(found.voucher.storageKey);
      if (!bytes) throw notFound('deduction.voucherNotFound');
      await recordPiiRead(db, {
        readerEid: admin.eid,
        subjectEid: found.voucher.eid,
        fields: ['vouchers'],
        purpose: ADMIN_VOUCHER_PURPOSE,
      });
      return { bytes, contentType: found.voucher.contentType };
    },

    async decide(
      admin: AuthUser,
      input: { id: string; action: 'accept' | 'return'; note?: string | undefined },
    ) {
      const note = input.note?.trim() ?? '';
      if (input.action === 'return' && !note) throw refusal({ key: 'deduction.returnNoteRequired' });
      await companyRecord(admin, input.id);
      return db.transaction(async (tx) => {
        const record = await repo.findRecordById(tx, input.id.toLowerCase(), true);
        if (!record) throw notFound('deduction.notFound');
        const status: TRecordStatus = input.action === 'accept' ? 'reported' : 'returned';
        if (record.status === status) return status;
        if (record.status !== 'submitted') throw conflict('deduction.wrongStatus');
        await repo.updateRecord(tx, record.id, {
          status,
          returnNote: input.action === 'return' ? note : null,
          decidedBy: admin.eid,
          decidedAt: clock.now(),
          updatedAt: clock.now(),
        });
        await repo.notify(tx, {
          eid: record.eid,
          titleKey: input.action === 'accept' ? 'deduction.msg.reported' : 'deduction.msg.returned',
          params: input.action === 'accept' ? { year: record.year } : { year: record.year, note },
          link: '/recordOfDeductions',
          now: clock.now(),
        });
        return status;
      });
    },
  };
}

export type DeductionAdminService = ReturnType<typeof deductionAdminService>;
