import { ErrorCode, type TJsSdkConfig, type TServerTime } from '@ehome/shared';
import type { Db } from '../../db/client';
import { type Clock, DATE_FORMAT, DATE_TIME_FORMAT, inZone } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import * as repo from './repository';
import { signJsSdk, type TicketProvider } from './wechat';

type Deps = { db: Db; clock: Clock; timeZone: string; tickets: TicketProvider; log: (err: unknown) => void };

const USER_AGENT_MAX = 512;

export function sessionService({ db, clock, timeZone, tickets, log }: Deps) {
  return {
    currentYear(): number {
      return inZone(clock.now(), timeZone).year();
    },

    /** The server's time is the truth for clock-in and "today"; the client only displays it. */
    serverTime(): TServerTime {
      const now = clock.now();
      const local = inZone(now, timeZone);
      return {
        currentDate: local.format(DATE_TIME_FORMAT),
        date: local.format(DATE_FORMAT),
        timestamp: now.getTime(),
        weekday: local.day(),
        timeZone,
      };
    },

    async recordAccess(args: { eid: string; type: string; ip: string; userAgent: string | undefined }) {
      await repo.insertAccessRecord(db, {
        eid: args.eid,
        type: args.type,
        ip: args.ip,
        userAgent: args.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        at: clock.now(),
      });
    },

    async jsSdkConfig(url: string): Promise<TJsSdkConfig> {
      try {
        return await signJsSdk(tickets, url, clock.now().getTime());
      } catch (error) {
        log(error);
        throw new AppError(ErrorCode.Failed, 'error.WxUnavailable');
      }
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
