import {
  ErrorCode,
  ETC_BANKS,
  ETC_CARDS_PER_VEHICLE,
  medicalClaimOpen,
  type TEtcInfo,
  type THealthLink,
  type TInsureClaimDisplay,
} from '@ehome/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyHealthSettings, physicalExamSubscriptions } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import { businessDate, type Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { HealthProvider } from './provider';

type Deps = {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** The configured provider; null: "not connected yet", never a made-up URL. */
  provider: HealthProvider | null;
  etcContactPhone: string | null;
};

const notConnected = () => new AppError(ErrorCode.Conflict, 'health.notConnected');

/** The health index (spec 3 §2.5, §7, §9) and the ETC page. */
export function healthServicesService({ db, clock, timeZone, provider, etcContactPhone }: Deps) {
  async function settings(companyId: string) {
    const [row] = await db
      .select()
      .from(companyHealthSettings)
      .where(eq(companyHealthSettings.companyId, companyId));
    return row ?? null;
  }

  async function claimDisplay(user: AuthUser): Promise<TInsureClaimDisplay> {
    const s = await settings(user.companyId);
    const policy =
      s?.medicalPolicyFrom && s.medicalPolicyTo ? { from: s.medicalPolicyFrom, to: s.medicalPolicyTo } : null;
    const { open, deadline } = medicalClaimOpen(policy, businessDate(clock.now(), timeZone));
    return { display: open, deadline: open ? deadline : null, connected: provider !== null };
  }

  async function link(user: AuthUser, kind: THealthLink): Promise<string> {
    if (kind === 'insureClaim' && !(await claimDisplay(user)).display) {
      throw new AppError(ErrorCode.Conflict, 'health.notOffered');
    }
    if (!provider) throw notConnected();
    return provider.link(
      kind,
      { employeeNo: user.profile.employeeNo, companyId: user.companyId },
      clock.now(),
    );
  }

  async function physicalExamSubscribed(user: AuthUser): Promise<boolean> {
    const rows = await db
      .select({ eid: physicalExamSubscriptions.eid })
      .from(physicalExamSubscriptions)
      .where(and(eq(physicalExamSubscriptions.eid, user.eid), eq(physicalExamSubscriptions.active, true)));
    return rows.length > 0;
  }

  async function etc(user: AuthUser): Promise<TEtcInfo> {
    const phone = etcContactPhone ?? (await settings(user.companyId))?.etcPhone ?? null;
    return { phone, banks: [...ETC_BANKS], cardsPerVehicle: ETC_CARDS_PER_VEHICLE };
  }

  return { claimDisplay, link, physicalExamSubscribed, etc, connected: provider !== null };
}

export type HealthServicesService = ReturnType<typeof healthServicesService>;
