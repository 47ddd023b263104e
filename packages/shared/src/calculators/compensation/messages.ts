/**
 * Input refusals of the compensation (Finan.*), minimum-wage (MinWage.*) and average-wage (AvgWage.*)
 * calculators in zh/en/ja, merged into the shared catalogue.
 *
 * Finan.m1..m11 (spec 2 §5 "Calculators", in the order the form is checked):
 *  m1  date_s missing or not a date        m2  date_e missing or not a date
 *  m3  date_s after date_e                 m4  reason missing or unknown
 *  m5  avg missing                         m6  avg not an amount (20 digits, 2 decimals)
 *  m7  lst missing for reasons mp / obj    m8  lst not an amount
 *  m9  city missing or not covered         m10 soc_avg_man missing while soc_avg_on
 *  m11 soc_avg_man not an amount or zero
 */
export const zh = {
  'Finan.m1': '请选择入职日期',
  'Finan.m2': '请选择离职日期',
  'Finan.m3': '入职日期不能晚于离职日期',
  'Finan.m4': '请选择解除或终止劳动合同的原因',
  'Finan.m5': '请输入离职前12个月平均工资',
  'Finan.m6': '平均工资须为数字，最多20位整数和2位小数',
  'Finan.m7': '请输入离职前最后一个月工资',
  'Finan.m8': '上月工资须为数字，最多20位整数和2位小数',
  'Finan.m9': '请选择城市',
  'Finan.m10': '请输入当地上年度职工月平均工资',
  'Finan.m11': '当地职工月平均工资须为大于0的数字，最多20位整数和2位小数',
  'MinWage.city': '请选择城市',
  'MinWage.province': '请选择省份',
  'MinWage.tier': '请选择该省份的最低工资档次',
  'MinWage.wage': '月工资须为数字，最多20位整数和2位小数',
  'AvgWage.city': '请选择城市',
  'AvgWage.wage': '月工资须为数字，最多20位整数和2位小数',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;
export const en: TCatalogue = {
  'Finan.m1': 'Choose the entry date',
  'Finan.m2': 'Choose the leaving date',
  'Finan.m3': 'The entry date cannot be after the leaving date',
  'Finan.m4': 'Choose why the contract ended',
  'Finan.m5': 'Enter the average monthly wage of the 12 months before leaving',
  'Finan.m6': 'The average wage must be a number with up to 20 digits and 2 decimals',
  'Finan.m7': "Enter last month's wage",
  'Finan.m8': "Last month's wage must be a number with up to 20 digits and 2 decimals",
  'Finan.m9': 'Choose the city',
  'Finan.m10': 'Enter the local average monthly wage of the previous year',
  'Finan.m11': 'The local average wage must be a number above 0 with up to 20 digits and 2 decimals',
  'MinWage.city': 'Choose the city',
  'MinWage.province': 'Choose the province',
  'MinWage.tier': "Choose one of the province's minimum wage classes",
  'MinWage.wage': 'The monthly wage must be a number with up to 20 digits and 2 decimals',
  'AvgWage.city': 'Choose the city',
  'AvgWage.wage': 'The monthly wage must be a number with up to 20 digits and 2 decimals',
};
export const ja: TCatalogue = {
  'Finan.m1': '入社日を選択してください',
  'Finan.m2': '退職日を選択してください',
  'Finan.m3': '入社日は退職日より後にできません',
  'Finan.m4': '労働契約の解除・終了の理由を選択してください',
  'Finan.m5': '退職前12か月の平均月額賃金を入力してください',
  'Finan.m6': '平均賃金は整数20桁・小数2桁までの数字で入力してください',
  'Finan.m7': '退職前最後の1か月の賃金を入力してください',
  'Finan.m8': '前月賃金は整数20桁・小数2桁までの数字で入力してください',
  'Finan.m9': '都市を選択してください',
  'Finan.m10': '当地の前年度従業員月平均賃金を入力してください',
  'Finan.m11': '当地の平均賃金は0より大きい、整数20桁・小数2桁までの数字で入力してください',
  'MinWage.city': '都市を選択してください',
  'MinWage.province': '省を選択してください',
  'MinWage.tier': 'その省の最低賃金の区分を選択してください',
  'MinWage.wage': '月額賃金は整数20桁・小数2桁までの数字で入力してください',
  'AvgWage.city': '都市を選択してください',
  'AvgWage.wage': '月額賃金は整数20桁・小数2桁までの数字で入力してください',
};
