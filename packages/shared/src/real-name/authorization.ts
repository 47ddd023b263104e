import type { TLanguage } from '../constants';

/**
 * The authorisation an employee signs electronically before the special additional deductions
 * (spec 3 §4). The text is versioned: a signature records the version and the SHA-256 of the text
 * that was shown, so a later change of wording never rewrites what someone agreed to. A new
 * wording gets a new version (and everyone signs again).
 */
export const TAX_DEDUCTION_AUTHORIZATION_VERSION = '2026-01';

type TAuthorizationText = { title: string; paragraphs: readonly string[] };

const TEXTS: Record<TLanguage, TAuthorizationText> = {
  zh: {
    title: '个人所得税专项附加扣除信息报送授权书',
    paragraphs: [
      '本人已通过实名认证，现授权所在单位（扣缴义务人）通过本应用收集本人填报的子女教育、3岁以下婴幼儿照护、继续教育、大病医疗、住房贷款利息、住房租金、赡养老人等专项附加扣除信息，并在预扣预缴个人所得税时据此办理扣除。',
      '本人承诺所填报信息真实、准确、完整，并对其真实性、准确性、完整性负责；信息发生变化时，本人将及时更新。',
      '本人同意单位依照《中华人民共和国个人所得税法》及其实施条例、《个人所得税专项附加扣除暂行办法》的规定，将上述信息报送税务机关，并在法定期限内妥善保管，不作他用。',
      '本授权自签署之日起生效，至本人书面撤回或劳动关系终止之日止。',
    ],
  },
  en: {
    title: 'Authorisation to report special additional deductions for individual income tax',
    paragraphs: [
      "Having passed real-name verification, I authorise my employer (the withholding agent) to collect through this app the special additional deduction information I enter - children's education, care of infants under 3, continuing education, serious illness, housing loan interest, rent and elderly support - and to apply those deductions when withholding individual income tax.",
      'I confirm that the information I enter is true, accurate and complete, and I am responsible for it; I will update it promptly when it changes.',
      'I agree that my employer reports this information to the tax authority as required by the Individual Income Tax Law of the PRC, its implementing regulations and the Interim Measures on Special Additional Deductions, keeps it safely for the statutory period and uses it for no other purpose.',
      'This authorisation takes effect on the day it is signed and lasts until I withdraw it in writing or my employment ends.',
    ],
  },
  ja: {
    title: '個人所得税特別追加控除情報の報告に関する同意書',
    paragraphs: [
      '本人は本人確認を完了しており、勤務先（源泉徴収義務者）が本アプリを通じて、本人が入力した子女教育、3歳未満の乳幼児養育、継続教育、重大疾病医療、住宅ローン利息、住宅賃料、高齢者扶養などの特別追加控除情報を収集し、個人所得税の源泉徴収の際に控除を行うことに同意します。',
      '本人は、入力した情報が真実、正確かつ完全であることを約束し、その責任を負います。情報に変更があった場合は速やかに更新します。',
      '本人は、勤務先が「中華人民共和国個人所得税法」およびその実施条例、「個人所得税特別追加控除暫定弁法」に従い、上記情報を税務機関に報告し、法定期間適切に保管し、他の目的に使用しないことに同意します。',
      '本同意は署名の日から効力を生じ、本人が書面で撤回するか、雇用関係が終了する日まで有効です。',
    ],
  },
};

/** The authorisation's title and paragraphs in a language. */
export const taxDeductionAuthorization = (language: TLanguage): TAuthorizationText => TEXTS[language];

/** The exact text whose SHA-256 is stored with a signature: title and paragraphs, one per line. */
export const authorizationCanonicalText = (language: TLanguage): string => {
  const text = TEXTS[language];
  return [text.title, ...text.paragraphs].join('\n');
};

export const AUTHORIZATION_LANGUAGES = Object.keys(TEXTS) as TLanguage[];
