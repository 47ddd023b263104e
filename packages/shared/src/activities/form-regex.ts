/**
 * The registration form's regular expressions (a form item's `reg`, written by HR): checked once
 * when HR saves the activity, run on the phone and on the server. No zod here: the admin screen and
 * the registration form import it without the validator.
 */
import safeRegex from 'safe-regex2';

/** A form item's regular expression is at most this long. */
export const FORM_REGEX_MAX_LENGTH = 200;

/** Why a source is refused (message keys activities.regex.<reason>). */
export type TFormRegexProblem = 'tooLong' | 'invalid' | 'unsafe';

/**
 * null when `source` is a usable form regex: a valid JavaScript regular expression without flags, at
 * most 200 characters, and safe (no nested quantifiers - star height above 1 - nor more than 25
 * repetitions, which could backtrack for seconds on a crafted value: safe-regex2).
 */
export function checkFormRegex(source: string): TFormRegexProblem | null {
  if (source.length > FORM_REGEX_MAX_LENGTH) return 'tooLong';
  try {
    new RegExp(source);
  } catch {
    return 'invalid';
  }
  return safeRegex(source) ? null : 'unsafe';
}

const compiled = new Map<string, RegExp | null>();
const COMPILED_MAX = 500;

/**
 * Whether `value` matches the form regex `source`. A source that is not a usable form regex (invalid
 * or unsafe) never runs and answers false. Each source compiles once.
 */
export function matchesFormRegex(source: string, value: string): boolean {
  let re = compiled.get(source);
  if (re === undefined) {
    re = checkFormRegex(source) === null ? new RegExp(source) : null;
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(source, re);
  }
  return re ? re.test(value) : false;
}
