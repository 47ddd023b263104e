/**
 * How a day went, judged from the day's schedule, its punches and the approved requests covering
 * it (spec 1 §2 calendar and summary). Pure: the server turns dates and shift times into instants in
 * the business time zone and passes them here as epoch milliseconds, so this code never meets a
 * time zone.
 */

/** A day's state, one per day, shown as its colour in the calendar. */
export const ATTENDANCE_STATES = [
  'normal',
  'late',
  'early',
  'absent',
  'missing',
  'leave',
  'outing',
  'trip',
  'rest',
  'holiday',
  /** A workday still running, or not begun: nothing to judge yet. */
  'pending',
] as const;
export type TAttendanceState = (typeof ATTENDANCE_STATES)[number];

/**
 * Kinds of approved request a day shows; their modules supply them once approved. Overtime is shown
 * (the day card and the summary count it) but excuses nothing: it is time worked on top of the shift.
 */
export const REQUEST_KINDS = ['leave', 'trip', 'outing', 'overtime'] as const;
export type TRequestKind = (typeof REQUEST_KINDS)[number];
/** The kinds that excuse time on a workday, in tie-break order (leave over trip over outing). */
export const EXCUSING_KINDS = ['leave', 'trip', 'outing'] as const satisfies readonly TRequestKind[];
type TExcusingKind = (typeof EXCUSING_KINDS)[number];
const excuses = (r: TCoveringRequest): r is TCoveringRequest & { kind: TExcusingKind } =>
  (EXCUSING_KINDS as readonly TRequestKind[]).includes(r.kind);

export type TShiftWindow = {
  /** Work start and end of the day. */
  start: number;
  end: number;
  /** Dinner (lunch) break, not required presence; absent when the shift has none. */
  breakStart: number | null;
  breakEnd: number | null;
  /** Minutes after the start before a sign-in counts as late. */
  lateGraceMinutes: number;
  /** Minutes before the end when a sign-out no longer counts as leaving early. */
  earlyGraceMinutes: number;
};

export type TCoveringRequest = { kind: TRequestKind; start: number; end: number };

export type TDayInput = {
  /** The shift of the day; null on a rest day or holiday. */
  shift: TShiftWindow | null;
  /** Whether a day without a shift is a statutory holiday (else a rest day). */
  holiday: boolean;
  signIn: number | null;
  signOut: number | null;
  requests: readonly TCoveringRequest[];
  /** End of the calendar day (next midnight): a missing sign-out is judged only after it. */
  dayEnd: number;
  now: number;
};

export type TDayJudgement = {
  state: TAttendanceState;
  lateMinutes: number;
  earlyMinutes: number;
  /** Punched on a day without a shift: rest-day work that overtime can claim. */
  restDayWork: boolean;
  /** The required window after approved requests are taken out; null when nothing is required. */
  requiredStart: number | null;
  requiredEnd: number | null;
};

const MINUTE = 60_000;

type TSpan = [number, number];

/** Spans minus the parts other spans cover. */
function subtract(spans: TSpan[], cuts: readonly TSpan[]): TSpan[] {
  let rest = spans;
  for (const [cs, ce] of cuts) {
    rest = rest.flatMap(([s, e]): TSpan[] => {
      if (ce <= s || cs >= e) return [[s, e]];
      const parts: TSpan[] = [];
      if (cs > s) parts.push([s, cs]);
      if (ce < e) parts.push([ce, e]);
      return parts;
    });
  }
  return rest;
}

/** The request kind covering most of the shift, for a day wholly excused. Leave wins ties over trip, trip over outing. */
function mainKind(
  requests: readonly (TCoveringRequest & { kind: TExcusingKind })[],
  window: TSpan,
): TExcusingKind {
  let best: TExcusingKind = requests[0]?.kind ?? 'leave';
  let bestCovered = -1;
  for (const kind of EXCUSING_KINDS) {
    const covered = requests
      .filter((r) => r.kind === kind)
      .reduce((sum, r) => sum + Math.max(0, Math.min(r.end, window[1]) - Math.max(r.start, window[0])), 0);
    if (covered > bestCovered) {
      best = kind;
      bestCovered = covered;
    }
  }
  return best;
}

/** Whole minutes of a punch, so 09:00:59 is still 09:00 (punches are judged by the minute). */
const floorMinute = (at: number) => Math.floor(at / MINUTE) * MINUTE;

export function judgeDay(input: TDayInput): TDayJudgement {
  const { shift, signIn, signOut, now } = input;
  if (!shift) {
    return {
      state: input.holiday ? 'holiday' : 'rest',
      lateMinutes: 0,
      earlyMinutes: 0,
      restDayWork: signIn !== null || signOut !== null,
      requiredStart: null,
      requiredEnd: null,
    };
  }

  // A calendar judges every day of a month: the usual day, without a request, allocates nothing.
  const excusing = input.requests.length === 0 ? [] : input.requests.filter(excuses);
  let requiredStart = shift.start;
  let requiredEnd = shift.end;
  if (excusing.length > 0) {
    const hasBreak =
      shift.breakStart !== null &&
      shift.breakEnd !== null &&
      shift.breakStart > shift.start &&
      shift.breakEnd < shift.end &&
      shift.breakEnd > shift.breakStart;
    const working: TSpan[] = hasBreak
      ? [
          [shift.start, shift.breakStart as number],
          [shift.breakEnd as number, shift.end],
        ]
      : [[shift.start, shift.end]];
    const required = subtract(
      working,
      excusing.map((r): TSpan => [r.start, r.end]),
    );
    if (required.length === 0) {
      return {
        state: mainKind(excusing, [shift.start, shift.end]),
        lateMinutes: 0,
        earlyMinutes: 0,
        restDayWork: false,
        requiredStart: null,
        requiredEnd: null,
      };
    }
    requiredStart = Math.min(...required.map(([s]) => s));
    requiredEnd = Math.max(...required.map(([, e]) => e));
  }

  const lateMinutes =
    signIn === null
      ? 0
      : Math.max(0, Math.round((floorMinute(signIn) - requiredStart) / MINUTE) - shift.lateGraceMinutes);
  const earlyMinutes =
    signOut === null
      ? 0
      : Math.max(0, Math.round((requiredEnd - floorMinute(signOut)) / MINUTE) - shift.earlyGraceMinutes);
  const judged = (state: TAttendanceState): TDayJudgement => ({
    state,
    lateMinutes,
    earlyMinutes,
    restDayWork: false,
    requiredStart,
    requiredEnd,
  });

  if (signIn === null && signOut === null) return judged(now >= requiredEnd ? 'absent' : 'pending');
  // No punch is asked for at an end of the shift an approved request covers: with an afternoon
  // leave the morning's sign-in is the day's only punch, with a morning leave the sign-out.
  const startExcused = requiredStart > shift.start;
  const endExcused = requiredEnd < shift.end;
  if (signOut === null && !endExcused) {
    // A sign-out may still come until the day ends; a missing sign-in is known once one is out.
    const open = signIn !== null && now < input.dayEnd;
    if (open) return judged(lateMinutes > 0 ? 'late' : 'pending');
    return judged('missing');
  }
  if (signIn === null && !startExcused) return judged('missing');
  if (lateMinutes > 0) return judged('late');
  if (earlyMinutes > 0) return judged('early');
  return judged('normal');
}
