/**
 * The articles the compensation calculator cites, quoted in Chinese (the authoritative text) and
 * translated faithfully for en/ja. 劳动合同法 (2012 amendment) and 劳动合同法实施条例 (国务院令第535号).
 *
 * Checked 2026-11-24, word for word:
 * - 劳动合同法 (adopted 2007-06-29, amended 2012-12-28, the latest) arts. 40, 46, 47, 48, 87, 97 para. 3:
 *   LawRefBook/Laws 社会法/劳动合同法.md (commit 3cd6e86); also RanKKI/LawRefBook 法律法规/劳动合同法.md.
 * - 劳动合同法实施条例 (国务院令第535号, 2008-09-18, never amended) arts. 20, 25, 27:
 *   LawRefBook/Laws 行政法规/劳动合同法实施条例.md (commit 3cd6e86).
 * Square brackets in en/ja mark words added for the reader, not in the law.
 */
import type { TLanguage } from '../../constants';
import type { TCalLaw } from '../contract';

type TLawText = Record<TLanguage, TCalLaw>;

const LCL = {
  zh: '中华人民共和国劳动合同法',
  en: 'Labour Contract Law of the PRC',
  ja: '中華人民共和国労働契約法',
};
const REG = {
  zh: '中华人民共和国劳动合同法实施条例',
  en: 'Regulation on the Implementation of the Labour Contract Law',
  ja: '中華人民共和国労働契約法実施条例',
};

function law(article: Record<TLanguage, string>, text: Record<TLanguage, string>, name = LCL): TLawText {
  return {
    zh: { law: name.zh, article: article.zh, text: text.zh },
    en: { law: name.en, article: article.en, text: text.en },
    ja: { law: name.ja, article: article.ja, text: text.ja },
  };
}

export const LAWS = {
  art46: law(
    { zh: '第四十六条', en: 'Article 46', ja: '第46条' },
    {
      zh: '有下列情形之一的，用人单位应当向劳动者支付经济补偿：（一）劳动者依照本法第三十八条规定解除劳动合同的；（二）用人单位依照本法第三十六条规定向劳动者提出解除劳动合同并与劳动者协商一致解除劳动合同的；（三）用人单位依照本法第四十条规定解除劳动合同的；（四）用人单位依照本法第四十一条第一款规定解除劳动合同的；（五）除用人单位维持或者提高劳动合同约定条件续订劳动合同，劳动者不同意续订的情形外，依照本法第四十四条第一项规定终止固定期限劳动合同的；（六）依照本法第四十四条第四项、第五项规定终止劳动合同的；（七）法律、行政法规规定的其他情形。',
      en: 'The employer shall pay the worker economic compensation in any of the following cases: (1) the worker terminates the contract under Article 38; (2) the employer proposes termination under Article 36 and the parties agree to terminate; (3) the employer terminates the contract under Article 40; (4) the employer terminates the contract under Article 41(1); (5) a fixed-term contract ends under Article 44(1), except where the employer offers renewal on the same or better terms and the worker declines; (6) the contract ends under Article 44(4) or (5); (7) other cases provided by laws and administrative regulations.',
      ja: '次の各号のいずれかに該当する場合、使用者は労働者に経済補償を支払わなければならない。（一）労働者が本法第38条の規定により労働契約を解除した場合。（二）使用者が本法第36条の規定により労働契約の解除を申し入れ、労働者と協議のうえ合意解除した場合。（三）使用者が本法第40条の規定により労働契約を解除した場合。（四）使用者が本法第41条第1項の規定により労働契約を解除した場合。（五）使用者が契約条件を維持または向上させて更新を申し入れたにもかかわらず労働者が更新に同意しない場合を除き、本法第44条第1号の規定により有期労働契約が終了した場合。（六）本法第44条第4号、第5号の規定により労働契約が終了した場合。（七）法律、行政法規が定めるその他の場合。',
    },
  ),
  art47: law(
    { zh: '第四十七条', en: 'Article 47', ja: '第47条' },
    {
      zh: '经济补偿按劳动者在本单位工作的年限，每满一年支付一个月工资的标准向劳动者支付。六个月以上不满一年的，按一年计算；不满六个月的，向劳动者支付半个月工资的经济补偿。\n劳动者月工资高于用人单位所在直辖市、设区的市级人民政府公布的本地区上年度职工月平均工资三倍的，向其支付经济补偿的标准按职工月平均工资三倍的数额支付，向其支付经济补偿的年限最高不超过十二年。\n本条所称月工资是指劳动者在劳动合同解除或者终止前十二个月的平均工资。',
      en: "Economic compensation is paid at one month's wage for each full year the worker has worked for the employer. Six months or more but less than a year count as one year; less than six months earn half a month's wage.\nWhere the worker's monthly wage is more than three times the average monthly wage of employees of the previous year published by the government of the municipality or districted city where the employer is located, the compensation is paid at three times that average, for at most twelve years.\nThe monthly wage in this article is the worker's average wage over the twelve months before the contract is terminated or ends.",
      ja: '経済補償は、労働者が当該使用者のもとで勤務した年数に応じ、満1年ごとに1か月分の賃金を基準として支払う。6か月以上1年未満は1年として計算し、6か月未満は半月分の賃金を経済補償として支払う。\n労働者の月額賃金が、使用者所在地の直轄市または区を設ける市の人民政府が公表した当該地域の前年度従業員月平均賃金の3倍を超える場合、経済補償の基準は従業員月平均賃金の3倍の額とし、支払年数は最長12年とする。\n本条にいう月額賃金とは、労働契約の解除または終了前12か月の平均賃金をいう。',
    },
  ),
  art40: law(
    { zh: '第四十条', en: 'Article 40', ja: '第40条' },
    {
      zh: '有下列情形之一的，用人单位提前三十日以书面形式通知劳动者本人或者额外支付劳动者一个月工资后，可以解除劳动合同：（一）劳动者患病或者非因工负伤，在规定的医疗期满后不能从事原工作，也不能从事由用人单位另行安排的工作的；（二）劳动者不能胜任工作，经过培训或者调整工作岗位，仍不能胜任工作的；（三）劳动合同订立时所依据的客观情况发生重大变化，致使劳动合同无法履行，经用人单位与劳动者协商，未能就变更劳动合同内容达成协议的。',
      en: "In any of the following cases the employer may terminate the contract after giving the worker 30 days' written notice or paying the worker one extra month's wage: (1) the worker is ill or injured other than at work and, after the prescribed medical treatment period, can do neither the original work nor other work arranged by the employer; (2) the worker is incompetent and remains so after training or a change of post; (3) the objective circumstances on which the contract was based have changed so much that it cannot be performed, and the parties fail to agree on amending it.",
      ja: '次の各号のいずれかに該当する場合、使用者は30日前までに書面で労働者本人に通知するか、または労働者に1か月分の賃金を追加で支払った後、労働契約を解除することができる。（一）労働者が疾病または業務外の負傷により、所定の医療期間満了後も元の業務に従事できず、使用者が別に手配した業務にも従事できない場合。（二）労働者が業務に耐えられず、研修または配置転換を経てもなお業務に耐えられない場合。（三）労働契約締結時の客観的状況に重大な変化が生じて労働契約の履行が不能となり、協議を経ても契約内容の変更について合意に至らない場合。',
    },
  ),
  art48: law(
    { zh: '第四十八条', en: 'Article 48', ja: '第48条' },
    {
      zh: '用人单位违反本法规定解除或者终止劳动合同，劳动者要求继续履行劳动合同的，用人单位应当继续履行；劳动者不要求继续履行劳动合同或者劳动合同已经不能继续履行的，用人单位应当依照本法第八十七条规定支付赔偿金。',
      en: 'Where the employer terminates or ends the contract in violation of this Law and the worker asks for the contract to continue, the employer shall continue to perform it; where the worker does not ask for that, or the contract can no longer be performed, the employer shall pay damages under Article 87.',
      ja: '使用者が本法の規定に違反して労働契約を解除または終了させた場合において、労働者が労働契約の継続履行を求めるときは、使用者は継続して履行しなければならない。労働者が継続履行を求めないとき、または労働契約の継続履行が不能であるときは、使用者は本法第87条の規定により賠償金を支払わなければならない。',
    },
  ),
  art87: law(
    { zh: '第八十七条', en: 'Article 87', ja: '第87条' },
    {
      zh: '用人单位违反本法规定解除或者终止劳动合同的，应当依照本法第四十七条规定的经济补偿标准的二倍向劳动者支付赔偿金。',
      en: 'An employer that terminates or ends a labour contract in violation of this Law shall pay the worker damages at twice the economic compensation standard of Article 47.',
      ja: '使用者が本法の規定に違反して労働契約を解除または終了させた場合、本法第47条に定める経済補償の基準の2倍の賠償金を労働者に支払わなければならない。',
    },
  ),
  art97: law(
    { zh: '第九十七条第三款', en: 'Article 97, paragraph 3', ja: '第97条第3項' },
    {
      zh: '本法施行之日存续的劳动合同在本法施行后解除或者终止，依照本法第四十六条规定应当支付经济补偿的，经济补偿年限自本法施行之日起计算；本法施行前按照当时有关规定，用人单位应当向劳动者支付经济补偿的，按照当时有关规定执行。',
      en: 'Where a labour contract in force on the day this Law took effect [1 January 2008] is terminated or ends afterwards and economic compensation is due under Article 46, the years of compensation are counted from the day this Law took effect; where the employer owed compensation for the time before under the rules then in force, those rules apply.',
      ja: '本法施行日［2008年1月1日］に存続している労働契約が本法施行後に解除または終了し、本法第46条の規定により経済補償を支払うべき場合、経済補償の年数は本法施行日から計算する。本法施行前の期間について当時の関連規定により使用者が経済補償を支払うべき場合は、当時の関連規定に従う。',
    },
  ),
  reg20: law(
    { zh: '第二十条', en: 'Article 20', ja: '第20条' },
    {
      zh: '用人单位依照劳动合同法第四十条的规定，选择额外支付劳动者一个月工资解除劳动合同的，其额外支付的工资应当按照该劳动者上一个月的工资标准确定。',
      en: "Where an employer chooses to terminate the contract under Article 40 of the Labour Contract Law by paying one extra month's wage, that wage is set at the worker's wage of the previous month.",
      ja: '使用者が労働契約法第40条の規定により、1か月分の賃金を追加で支払って労働契約を解除することを選択した場合、追加で支払う賃金は当該労働者の前月の賃金水準により確定する。',
    },
    REG,
  ),
  reg25: law(
    { zh: '第二十五条', en: 'Article 25', ja: '第25条' },
    {
      zh: '用人单位违反劳动合同法的规定解除或者终止劳动合同，依照劳动合同法第八十七条的规定支付了赔偿金的，不再支付经济补偿。赔偿金的计算年限自用工之日起计算。',
      en: 'An employer that has paid damages under Article 87 of the Labour Contract Law for an unlawful termination does not also pay economic compensation. The years for the damages are counted from the first day of employment.',
      ja: '使用者が労働契約法の規定に違反して労働契約を解除または終了させ、同法第87条の規定により賠償金を支払った場合、経済補償は支払わない。賠償金の計算年数は雇用開始日から計算する。',
    },
    REG,
  ),
  reg27: law(
    { zh: '第二十七条', en: 'Article 27', ja: '第27条' },
    {
      zh: '劳动合同法第四十七条规定的经济补偿的月工资按照劳动者应得工资计算，包括计时工资或者计件工资以及奖金、津贴和补贴等货币性收入。劳动者在劳动合同解除或者终止前12个月的平均工资低于当地最低工资标准的，按照当地最低工资标准计算。劳动者工作不满12个月的，按照实际工作的月数计算平均工资。',
      en: "The monthly wage for compensation under Article 47 of the Labour Contract Law is the wage the worker was entitled to, including time or piece wages and monetary income such as bonuses, allowances and subsidies. Where the worker's average wage over the 12 months before the contract is terminated or ends is below the local minimum wage, the local minimum wage is used. Where the worker has worked less than 12 months, the average is taken over the months actually worked.",
      ja: '労働契約法第47条に定める経済補償の月額賃金は、労働者が受けるべき賃金により計算し、時間給または出来高給のほか、賞与、手当、補助等の金銭収入を含む。労働契約の解除または終了前12か月の平均賃金が当地の最低賃金基準を下回る場合は、当地の最低賃金基準により計算する。勤務期間が12か月に満たない場合は、実際に勤務した月数により平均賃金を計算する。',
    },
    REG,
  ),
} as const;

export type TLawKey = keyof typeof LAWS;
