/**
 * HR's activity rules that span fields (no zod: the admin screen checks them before saving and the
 * server checks them again). Times are 'YYYY-MM-DD HH:mm' in the business time zone, so they
 * compare as text.
 */

import type { zh as adminMessages } from './admin-messages';
import type { TActivityFormConName } from './constants';
import { checkFormRegex } from './form-regex';

type TActivityAdminMessageKey = keyof typeof adminMessages;

export type TActivityDraftRules = {
  signUpStart: string;
  signUpEnd: string;
  eventStart: string;
  eventEnd: string;
  isMore: boolean;
  relativeNum: number;
  items: {
    names: { zh: string; en?: string; ja?: string };
    conName: TActivityFormConName;
    options: { value: string }[];
    reg: string | null;
    regMessages: { zh: string } | null;
  }[];
};

/** A refusal: a message key of the catalogue (activities/admin-messages.ts) and its parameters. */
export type TActivityProblem = { key: TActivityAdminMessageKey; params: Record<string, string | number> };

/** The first rule the draft breaks, or null. */
export function activityDraftProblem(
  d: TActivityDraftRules,
  lang: 'zh' | 'en' | 'ja' = 'zh',
): TActivityProblem | null {
  const problem = (key: TActivityAdminMessageKey, params: Record<string, string | number> = {}) => ({
    key,
    params,
  });
  if (d.signUpStart > d.signUpEnd) return problem('activities.signUpOrder');
  if (d.signUpEnd > d.eventEnd) return problem('activities.signUpAfterEvent');
  if (d.eventStart > d.eventEnd) return problem('activities.eventOrder');
  if (d.isMore ? d.relativeNum < 2 || d.relativeNum > 20 : d.relativeNum !== 1)
    return problem('activities.relativeNumRule');
  for (const item of d.items) {
    const name = item.names[lang] || item.names.zh;
    if (item.conName === 'cmb') {
      if (item.options.length === 0) return problem('activities.itemOptions', { name });
      if (new Set(item.options.map((o) => o.value)).size !== item.options.length)
        return problem('activities.itemOptionsUnique', { name });
    }
    if (item.reg) {
      const regex = checkFormRegex(item.reg);
      if (regex) return problem(`activities.regex.${regex}`, { name });
      if (!item.regMessages?.zh.trim()) return problem('activities.regex.message', { name });
    }
  }
  return null;
}
