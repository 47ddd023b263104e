/**
 * Counter position maintenance (spec 3 §2.4, §3 "Counter", §4 "Counter GPS", §5, §6): plain facts
 * without zod, so the screen imports them freely.
 */

/** Brands whose counters may be positioned again at any time (spec 3 §4). */
export const OVERWRITE_BRANDS = ['S', 'M', 'N', 'L', 'H'] as const;

/** Who positions a counter, and who reopens positioning of a counter once done (spec 3 §6). */
export const COUNTER_POSITION_ROLES = ['counterLeader', 'hr', 'admin'] as const;
export const COUNTER_ENABLE_ROLES = ['brandAdmin'] as const;

/** The allowed clock-in range of a counter in metres, and the note. */
export const COUNTER_LIMIT_MIN = 1;
export const COUNTER_LIMIT_MAX = 5000;
export const COUNTER_REMARK_MAX = 200;
