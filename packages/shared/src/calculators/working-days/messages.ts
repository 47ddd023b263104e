/**
 * The working-days calculator's input refusals (spec 2 §5: WorkData.m1..m10, mapping documented in
 * working-days-input.ts) and its own range keys, in zh/en/ja. Result texts live in texts.ts: they are
 * only needed where the result is computed, not in every screen's catalogue.
 */
export const zh = {
  'WorkData.m1': '请选择开始日期',
  'WorkData.m2': '请选择结束日期',
  'WorkData.m3': '结束日期不能早于开始日期',
  'WorkData.m4': '请填写周一至周日每天的工作时长',
  'WorkData.m5': '工作时长须为数字，最多保留一位小数',
  'WorkData.m6': '工作时长不能为负数',
  'WorkData.m7': '每天的工作时长不能超过24小时',
  'WorkData.m8': '请选择计算单位（工作日或小时）',
  'WorkData.m9': '请输入天数或小时数',
  'WorkData.m10': '天数或小时数须为正整数',
  'WorkData.mode': '请选择计算方式',
  'WorkData.date': '请选择正确的日期',
  'WorkData.span': '计算范围不能超过10年',
  'WorkData.years': '仅支持{from}年至{to}年之间的日期',
  'WorkData.noHours': '每周至少要有一天的工作时长大于0',
  'WorkData.addDays': '自选休息日须为正确的日期，最多366天',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;
export const en: TCatalogue = {
  'WorkData.m1': 'Choose the start date',
  'WorkData.m2': 'Choose the end date',
  'WorkData.m3': 'The end date cannot be before the start date',
  'WorkData.m4': 'Enter the working hours of every day from Monday to Sunday',
  'WorkData.m5': 'Working hours must be a number with at most one decimal',
  'WorkData.m6': 'Working hours cannot be negative',
  'WorkData.m7': 'A day cannot have more than 24 working hours',
  'WorkData.m8': 'Choose the unit (working days or hours)',
  'WorkData.m9': 'Enter the number of days or hours',
  'WorkData.m10': 'The number of days or hours must be a positive whole number',
  'WorkData.mode': 'Choose what to calculate',
  'WorkData.date': 'Choose a valid date',
  'WorkData.span': 'The calculation cannot span more than 10 years',
  'WorkData.years': 'Only dates from {from} to {to} are supported',
  'WorkData.noHours': 'At least one day of the week must have working hours',
  'WorkData.addDays': 'Added days off must be valid dates, at most 366 of them',
};
export const ja: TCatalogue = {
  'WorkData.m1': '開始日を選択してください',
  'WorkData.m2': '終了日を選択してください',
  'WorkData.m3': '終了日は開始日より前にできません',
  'WorkData.m4': '月曜日から日曜日まで毎日の勤務時間を入力してください',
  'WorkData.m5': '勤務時間は小数点以下1桁までの数値で入力してください',
  'WorkData.m6': '勤務時間にマイナスは入力できません',
  'WorkData.m7': '1日の勤務時間は24時間以内にしてください',
  'WorkData.m8': '単位（勤務日または時間）を選択してください',
  'WorkData.m9': '日数または時間数を入力してください',
  'WorkData.m10': '日数または時間数は正の整数で入力してください',
  'WorkData.mode': '計算方法を選択してください',
  'WorkData.date': '正しい日付を選択してください',
  'WorkData.span': '計算期間は10年以内にしてください',
  'WorkData.years': '{from}年から{to}年までの日付のみ対応しています',
  'WorkData.noHours': '週に少なくとも1日は勤務時間を0より大きくしてください',
  'WorkData.addDays': '追加の休日は正しい日付で、366日までにしてください',
};
