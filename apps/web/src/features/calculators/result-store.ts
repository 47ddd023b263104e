import type { TCalResult, TCalType } from '@ehome/shared/calculators/contract';
import type { TLanguage } from '@ehome/shared/constants';
import { onSessionEnd } from '../../platform/session';

/**
 * The last input and result of each calculator, kept in session storage so that the result page
 * survives a reload and "back" returns to the form as the user filled it. Cleared when the session
 * ends (another person on the same phone sees nothing of it).
 */
const PREFIX = 'ehome.calc.';

function read<T>(key: string): T | undefined {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the result page then shows its empty state.
  }
}

/** Keeps a calculation: its input, its result and the language the server wrote the result in. */
export function saveResult(calType: TCalType, input: object, result: TCalResult, language: TLanguage): void {
  write(`input.${calType}`, input);
  write(`result.${calType}`, result);
  write(`lang.${calType}`, language);
}

/** The language a kept result is written in (its texts come from the server). */
export function loadResultLanguage(calType: TCalType): TLanguage | undefined {
  return read<TLanguage>(`lang.${calType}`);
}

export function loadResult(calType: TCalType): TCalResult | undefined {
  return read<TCalResult>(`result.${calType}`);
}

/** The form's last input, to fill the form again when the user comes back to change a figure. */
export function loadInput<T extends object>(calType: TCalType): Partial<T> | undefined {
  return read<Partial<T>>(`input.${calType}`);
}

export function clearCalculatorData(): void {
  try {
    for (let i = window.sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = window.sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
}

onSessionEnd(clearCalculatorData);
