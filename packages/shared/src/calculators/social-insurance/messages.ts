/** Input refusals of the five-insurance calculator (calType 5) in zh/en/ja, merged into the shared catalogue. */
export const zh = {
  'Insurance.cityRequired': '请选择城市',
  'Insurance.cityUnknown': '暂不支持该城市，请从列表中选择',
  'Insurance.salaryRequired': '请输入月工资',
  'Insurance.salaryInvalid': '月工资须为数字，最多20位整数和2位小数',
  'Insurance.salaryPositive': '月工资须大于0',
  'Insurance.baseInvalid': '社保缴费基数须为大于0的金额，最多2位小数',
  'Insurance.fundBaseInvalid': '公积金缴存基数须为大于0的金额，最多2位小数',
  'Insurance.fundRateInvalid': '公积金缴存比例须为{min}%至{max}%之间的整数',
  'Insurance.suppFundUnavailable': '该城市没有补充住房公积金，请填0或留空',
  'Insurance.suppFundRateInvalid': '补充公积金缴存比例须为{min}%至{max}%之间的整数，不缴请填0',
  'Insurance.injuryRateInvalid': '工伤保险费率须大于0且不超过{max}%，最多2位小数',
  'Insurance.yearUnknown': '该城市只有以下年度的缴费标准：{years}',
  'Insurance.medicalTierInvalid': '医疗保险档次须为一档或二档',
  'Insurance.medicalTierUnavailable': '该城市的医疗保险不分档次，请留空',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;
export const en: TCatalogue = {
  'Insurance.cityRequired': 'Choose a city',
  'Insurance.cityUnknown': 'This city is not supported yet; choose one from the list',
  'Insurance.salaryRequired': 'Enter the monthly wage',
  'Insurance.salaryInvalid': 'The monthly wage must be a number with up to 20 digits and 2 decimals',
  'Insurance.salaryPositive': 'The monthly wage must be more than 0',
  'Insurance.baseInvalid': 'The social insurance base must be an amount above 0 with up to 2 decimals',
  'Insurance.fundBaseInvalid': 'The housing fund base must be an amount above 0 with up to 2 decimals',
  'Insurance.fundRateInvalid': 'The housing fund rate must be a whole number from {min}% to {max}%',
  'Insurance.suppFundUnavailable': 'This city has no supplementary housing fund; enter 0 or leave it empty',
  'Insurance.suppFundRateInvalid':
    'The supplementary housing fund rate must be a whole number from {min}% to {max}%, or 0 for none',
  'Insurance.injuryRateInvalid':
    'The work injury rate must be above 0 and at most {max}%, with up to 2 decimals',
  'Insurance.yearUnknown': 'This city has rates for these years only: {years}',
  'Insurance.medicalTierInvalid': 'The medical insurance tier must be tier 1 or tier 2',
  'Insurance.medicalTierUnavailable': "This city's medical insurance has no tiers; leave it empty",
};
export const ja: TCatalogue = {
  'Insurance.cityRequired': '都市を選択してください',
  'Insurance.cityUnknown': 'この都市にはまだ対応していません。一覧から選択してください',
  'Insurance.salaryRequired': '月給を入力してください',
  'Insurance.salaryInvalid': '月給は整数20桁以内、小数2桁以内の数字で入力してください',
  'Insurance.salaryPositive': '月給は0より大きい金額を入力してください',
  'Insurance.baseInvalid': '社会保険の納付基数は0より大きい金額（小数2桁以内）で入力してください',
  'Insurance.fundBaseInvalid': '住宅積立金の納付基数は0より大きい金額（小数2桁以内）で入力してください',
  'Insurance.fundRateInvalid': '住宅積立金の納付率は{min}%から{max}%までの整数で入力してください',
  'Insurance.suppFundUnavailable': 'この都市には補充住宅積立金がありません。0を入力するか空欄にしてください',
  'Insurance.suppFundRateInvalid':
    '補充住宅積立金の納付率は{min}%から{max}%までの整数で入力してください（納付しない場合は0）',
  'Insurance.injuryRateInvalid': '労災保険料率は0より大きく{max}%以下、小数2桁以内で入力してください',
  'Insurance.yearUnknown': 'この都市の納付基準は次の年度のみです：{years}',
  'Insurance.medicalTierInvalid': '医療保険の区分は一档または二档を選択してください',
  'Insurance.medicalTierUnavailable': 'この都市の医療保険には区分がありません。空欄にしてください',
};
