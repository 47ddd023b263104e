/**
 * Input refusals of the statutory annual leave (AnnualLeave.*, calType 6) and marriage leave
 * (MarriageLeave.*, calType 7) calculators in zh/en/ja, part of the calculators' catalogue. The result
 * texts are in texts.ts: only the server needs them.
 */
export const zh = {
  'AnnualLeave.year': '年份须为2008至2100之间的整数',
  'AnnualLeave.joinDate': '请输入正确的入职本单位日期',
  'AnnualLeave.service': '请输入参加工作日期或累计工作年限',
  'AnnualLeave.firstWorkDate': '请输入正确的参加工作日期',
  'AnnualLeave.serviceYears': '累计工作年限须为0至60之间的整数',
  'AnnualLeave.firstAfterJoin': '参加工作日期不能晚于入职本单位日期',
  'AnnualLeave.leaveDate': '请输入正确的离职日期',
  'AnnualLeave.leaveBeforeJoin': '离职日期不能早于入职本单位日期',
  'AnnualLeave.takenDays': '已休天数须为0至366之间的数字，最多一位小数',
  'AnnualLeave.vacationDays': '寒暑假天数须为0至366之间的整数',
  'AnnualLeave.personalDays': '事假天数须为0至366之间的数字，最多一位小数',
  'AnnualLeave.sickMonths': '病假月数须为0至12之间的数字，最多一位小数',
  'AnnualLeave.flag': '请回答“是”或“否”',
  'MarriageLeave.province': '请选择地区',
  'MarriageLeave.startDate': '请输入正确的婚假开始日期',
  'MarriageLeave.flag': '请回答“是”或“否”',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;

export const en: TCatalogue = {
  'AnnualLeave.year': 'The year must be a whole number from 2008 to 2100',
  'AnnualLeave.joinDate': 'Enter a valid date of joining this employer',
  'AnnualLeave.service': 'Enter the date you first started work or your years of cumulative service',
  'AnnualLeave.firstWorkDate': 'Enter a valid date of first starting work',
  'AnnualLeave.serviceYears': 'Years of cumulative service must be a whole number from 0 to 60',
  'AnnualLeave.firstAfterJoin':
    'The date of first starting work cannot be after the date of joining this employer',
  'AnnualLeave.leaveDate': 'Enter a valid leaving date',
  'AnnualLeave.leaveBeforeJoin': 'The leaving date cannot be before the date of joining this employer',
  'AnnualLeave.takenDays': 'Days taken must be a number from 0 to 366 with at most one decimal',
  'AnnualLeave.vacationDays': 'Winter/summer vacation days must be a whole number from 0 to 366',
  'AnnualLeave.personalDays': 'Personal leave days must be a number from 0 to 366 with at most one decimal',
  'AnnualLeave.sickMonths': 'Sick leave months must be a number from 0 to 12 with at most one decimal',
  'AnnualLeave.flag': 'Answer yes or no',
  'MarriageLeave.province': 'Choose a region',
  'MarriageLeave.startDate': 'Enter a valid first day of the marriage leave',
  'MarriageLeave.flag': 'Answer yes or no',
};

export const ja: TCatalogue = {
  'AnnualLeave.year': '年は2008から2100までの整数で入力してください',
  'AnnualLeave.joinDate': '現勤務先の入社日を正しく入力してください',
  'AnnualLeave.service': '就業開始日または累計勤続年数を入力してください',
  'AnnualLeave.firstWorkDate': '就業開始日を正しく入力してください',
  'AnnualLeave.serviceYears': '累計勤続年数は0から60までの整数で入力してください',
  'AnnualLeave.firstAfterJoin': '就業開始日は現勤務先の入社日より後にできません',
  'AnnualLeave.leaveDate': '退職日を正しく入力してください',
  'AnnualLeave.leaveBeforeJoin': '退職日は現勤務先の入社日より前にできません',
  'AnnualLeave.takenDays': '取得済み日数は0から366までの数値（小数1桁まで）で入力してください',
  'AnnualLeave.vacationDays': '冬・夏休みの日数は0から366までの整数で入力してください',
  'AnnualLeave.personalDays': '私用休暇の日数は0から366までの数値（小数1桁まで）で入力してください',
  'AnnualLeave.sickMonths': '病気休暇の月数は0から12までの数値（小数1桁まで）で入力してください',
  'AnnualLeave.flag': '「はい」か「いいえ」で答えてください',
  'MarriageLeave.province': '地域を選んでください',
  'MarriageLeave.startDate': '結婚休暇の開始日を正しく入力してください',
  'MarriageLeave.flag': '「はい」か「いいえ」で答えてください',
};
