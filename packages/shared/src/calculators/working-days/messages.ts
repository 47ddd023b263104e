/** Input and result messages of these calculators in zh/en/ja, merged into the shared catalogue. */
export const zh = {} as const;

type TCatalogue = Record<keyof typeof zh, string>;
export const en: TCatalogue = {};
export const ja: TCatalogue = {};
