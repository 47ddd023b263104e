/** The `t` of react-i18next as helpers take it (keys with their namespace). */
export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
