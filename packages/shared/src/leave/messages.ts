/**
 * Server messages of the leave domain in zh/en/ja, merged into the one catalogue (i18n/messages.ts).
 * Keys: `leave.<name>` for refusals, `validation.<rule>` for field rules, `field.<name>` for field names.
 */
export const zh = {} as const;

type TCatalogue = Record<keyof typeof zh, string>;
export const en: TCatalogue = {};
export const ja: TCatalogue = {};
