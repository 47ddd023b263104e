/** Type of /CommonApplicationforleaveSuccsess (spec 1 §2): what has just succeeded. */
/** ApplicationSaved: a draft was saved (every request form's 保存草稿 lands here). */
export const SUCCESS_KINDS = [
  'ApplicationInquiry',
  'ApplicationDestory',
  'ApprovalProcess',
  'ApplicationSaved',
] as const;
export type TSuccessKind = (typeof SUCCESS_KINDS)[number];

/** An unknown or missing Type reads as a filed request, the page's most common use. */
export function successKindOf(type: string | null): TSuccessKind {
  return (SUCCESS_KINDS as readonly string[]).includes(type ?? '')
    ? (type as TSuccessKind)
    : 'ApplicationInquiry';
}

/** The success page's address for a kind. */
export function successPath(kind: TSuccessKind): string {
  return `/CommonApplicationforleaveSuccsess?Type=${kind}`;
}
