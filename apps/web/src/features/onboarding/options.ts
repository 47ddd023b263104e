import {
  DEGREES,
  GENDERS,
  HEALTH_STATES,
  MARITAL_STATUSES,
  NATIONALITIES,
  NATIONALITIES_EN,
  POLITICAL_STATUSES,
  RESIDENCE_PERMIT_TYPES,
  SPOUSE_RELATIONS,
} from '@ehome/shared/onboarding/options';
import type { TFunction } from 'i18next';
import type { TOption } from './components/rows';

/** The 56 nations: the Chinese names (zh, ja) or the standard's romanisation (en). */
export const nationOptions = (language: string): TOption[] =>
  NATIONALITIES.map((n) => ({ value: n, label: language.startsWith('en') ? NATIONALITIES_EN[n] : n }));

/** The option lists of the form, labelled from the onboarding catalogue. */
export function formOptions(t: TFunction<'onboarding'>) {
  const of = (list: string, codes: readonly (string | number)[]) =>
    codes.map((c) => ({ value: String(c), label: t(`onboarding:option.${list}.${c}`) }));
  return {
    gender: of('gender', GENDERS),
    marital: of('marital', MARITAL_STATUSES),
    political: of('political', POLITICAL_STATUSES),
    degree: of('degree', DEGREES),
    health: of('health', HEALTH_STATES),
    relation: of('relation', SPOUSE_RELATIONS),
    permitType: of('permitType', RESIDENCE_PERMIT_TYPES),
    children: [0, 1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) })),
  };
}
