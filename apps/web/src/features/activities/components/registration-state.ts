/**
 * The activity and registration the two registration screens share within the tab (spec 2 §2: the
 * actId is remembered, so /eventRegistration without a query - the pay screen's way back - shows
 * the same activity). Session storage: it ends with the tab.
 */
export type TRegistrationState = { actId: string; regID: string; regNo: string };

const KEY = 'activities.registration';
const EMPTY: TRegistrationState = { actId: '', regID: '', regNo: '' };
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readRegistrationState(): TRegistrationState {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<TRegistrationState>) : {};
    const actId = typeof value.actId === 'string' && UUID_RE.test(value.actId) ? value.actId : '';
    if (!actId) return EMPTY;
    return {
      actId,
      regID: typeof value.regID === 'string' && UUID_RE.test(value.regID) ? value.regID : '',
      regNo: typeof value.regNo === 'string' ? value.regNo : '',
    };
  } catch {
    return EMPTY;
  }
}

export function saveRegistrationState(state: TRegistrationState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // private mode: the state lives as long as the screen
  }
}

/** The actId of the query when it is one, else the remembered one ('' when none). */
export function currentActId(query: string | null): string {
  if (query && UUID_RE.test(query)) return query;
  return readRegistrationState().actId;
}

/** "50.00" -> 5000 (the API's yuan to fen for the preview; the server computes the real total). */
export function yuanToFen(yuan: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(yuan);
  return match ? Number(match[1]) * 100 + Number(match[2]) : 0;
}

export const fenToYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
