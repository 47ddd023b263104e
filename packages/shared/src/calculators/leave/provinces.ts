/**
 * The places the marriage-leave table covers (the form's option list), kept apart from the table so the
 * screen does not download the regulations' texts. `CN` is the national rule, for a province not listed.
 * Codes are the provinces' two-letter abbreviations (GB/T 2260 Roman letters).
 */
export const MARRIAGE_LEAVE_PROVINCES = [
  { code: 'SH', zh: '上海', en: 'Shanghai', ja: '上海' },
  { code: 'BJ', zh: '北京', en: 'Beijing', ja: '北京' },
  { code: 'GD', zh: '广东', en: 'Guangdong', ja: '広東' },
  { code: 'ZJ', zh: '浙江', en: 'Zhejiang', ja: '浙江' },
  { code: 'JS', zh: '江苏', en: 'Jiangsu', ja: '江蘇' },
  { code: 'SC', zh: '四川', en: 'Sichuan', ja: '四川' },
  { code: 'HA', zh: '河南', en: 'Henan', ja: '河南' },
  { code: 'SX', zh: '山西', en: 'Shanxi', ja: '山西' },
  { code: 'SD', zh: '山东', en: 'Shandong', ja: '山東' },
  { code: 'CN', zh: '其他地区', en: 'Elsewhere', ja: 'その他の地域' },
] as const;

export type TMarriageLeaveProvince = (typeof MARRIAGE_LEAVE_PROVINCES)[number]['code'];

export function isMarriageLeaveProvince(value: unknown): value is TMarriageLeaveProvince {
  return typeof value === 'string' && MARRIAGE_LEAVE_PROVINCES.some((p) => p.code === value);
}
