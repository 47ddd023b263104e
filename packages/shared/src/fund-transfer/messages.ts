/** Messages of the provident-fund transfer on resignation (issue 17) in zh/en/ja. */
export const zh = {
  'fundTransfer.category': '公积金转移',
  'fundTransfer.companyNameRequired': '请输入新公司名称',
  'fundTransfer.companyNameTooLong': '新公司名称不能超过100个字',
  'fundTransfer.accountInvalid': '请输入正确九位数公积金账号',
  'fundTransfer.alreadyHandled': '公积金已办理，不能再次办理',
  'fundTransfer.saved': '保存成功',
  'fundTransfer.saveFailed': '保存失败',
  'validation.fundHandleMode': '请选择公积金处理方式',
};
export const en: Record<keyof typeof zh, string> = {
  'fundTransfer.category': 'Provident fund transfer',
  'fundTransfer.companyNameRequired': 'Please enter the name of the new company',
  'fundTransfer.companyNameTooLong': 'The name of the new company can be at most 100 characters',
  'fundTransfer.accountInvalid': 'Please enter the correct 9-digit provident fund account',
  'fundTransfer.alreadyHandled': 'The provident fund has already been handled and cannot be handled again',
  'fundTransfer.saved': 'Saved',
  'fundTransfer.saveFailed': 'Save failed',
  'validation.fundHandleMode': 'Please choose how the provident fund is handled',
};
export const ja: Record<keyof typeof zh, string> = {
  'fundTransfer.category': '住宅積立金の移管',
  'fundTransfer.companyNameRequired': '新しい会社名を入力してください',
  'fundTransfer.companyNameTooLong': '新しい会社名は100文字以内で入力してください',
  'fundTransfer.accountInvalid': '正しい9桁の住宅積立金口座番号を入力してください',
  'fundTransfer.alreadyHandled': '住宅積立金は手続き済みのため、再度手続きできません',
  'fundTransfer.saved': '保存しました',
  'fundTransfer.saveFailed': '保存に失敗しました',
  'validation.fundHandleMode': '住宅積立金の処理方法を選んでください',
};
