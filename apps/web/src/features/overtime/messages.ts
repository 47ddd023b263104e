import type { TLanguage } from '@ehome/shared/constants';
import { fillTemplate } from '@ehome/shared/i18n/template';
import { en, ja, zh } from '@ehome/shared/overtime/messages';

/**
 * The words of the overtime rules (shared/overtime/messages.ts, the server's catalogue for them),
 * without the whole shared catalogue or zod. Keys outside it (the request window) are the screen's.
 */
type TIssue = { key: string; params?: Record<string, string | number> };

export function issueText(
  issue: TIssue,
  language: TLanguage,
  fallback: (key: string, params: Record<string, string | number>) => string,
): string {
  const texts: Record<string, string> = { zh, en, ja }[language];
  const text = texts[issue.key];
  return text === undefined
    ? fallback(issue.key, issue.params ?? {})
    : fillTemplate(text, issue.params ?? {});
}
