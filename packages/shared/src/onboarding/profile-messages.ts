/**
 * Messages of the onboarding form's calls and HR's onboarding review (issue 17 part 1) in zh/en/ja,
 * merged into the one catalogue. The rule messages are in messages.ts.
 */
export const zh = {
  'onboarding.idExists': '该身份证号码已存在',
  'onboarding.profileNotFound': '该员工不存在或您无权查看',
  'onboarding.hireSubmitted': '{name}（{no}）已提交入职资料，请审核',
  'validation.onboardingEid': '员工编号不正确',
};
export const en: Record<keyof typeof zh, string> = {
  'onboarding.idExists': 'This ID number already exists',
  'onboarding.profileNotFound': 'This employee does not exist or you may not see them',
  'onboarding.hireSubmitted': '{name} ({no}) has submitted the onboarding data for review',
  'validation.onboardingEid': 'The employee id is not valid',
};
export const ja: Record<keyof typeof zh, string> = {
  'onboarding.idExists': 'この身分証番号は既に登録されています',
  'onboarding.profileNotFound': 'この従業員は存在しないか、閲覧する権限がありません',
  'onboarding.hireSubmitted': '{name}（{no}）が入社資料を提出しました。確認してください',
  'validation.onboardingEid': '従業員IDが正しくありません',
};
