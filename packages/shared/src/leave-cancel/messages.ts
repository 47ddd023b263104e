/** Server messages of leave cancellation (销假) in zh/en/ja, merged into the one catalogue. */
export const zh = {
  'leaveCancel.fromRequired': '请选择销假开始日期',
  'leaveCancel.fromOutside': '销假开始日期须在请假期间{start}至{end}之内',
  'leaveCancel.nothingToCancel': '所选日期起没有可销的假期时长',
  'leaveCancel.remarkRequired': '请输入销假原因',
  'leaveCancel.remarkTooLong': '销假原因最多{max}个字',
  'leaveCancel.leaveNotApproved': '只有审批通过的请假可以销假',
  'leaveCancel.alreadyOpen': '该请假已有未完成的销假申请（{applyNo}）',
  'leaveCancel.fullyCancelled': '该请假已全部销假',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;

export const en: TCatalogue = {
  'leaveCancel.fromRequired': 'Please choose the date the cancellation starts',
  'leaveCancel.fromOutside': 'The cancellation must start within the leave, {start} to {end}',
  'leaveCancel.nothingToCancel': 'No leave time is charged from the chosen date on',
  'leaveCancel.remarkRequired': 'Please enter the reason for the cancellation',
  'leaveCancel.remarkTooLong': 'The reason can have at most {max} characters',
  'leaveCancel.leaveNotApproved': 'Only an approved leave can be cancelled',
  'leaveCancel.alreadyOpen': 'This leave already has an unfinished cancellation ({applyNo})',
  'leaveCancel.fullyCancelled': 'This leave has already been cancelled in full',
};

export const ja: TCatalogue = {
  'leaveCancel.fromRequired': '休暇取消の開始日を選択してください',
  'leaveCancel.fromOutside': '取消の開始日は休暇期間（{start}～{end}）内にしてください',
  'leaveCancel.nothingToCancel': '選択した日以降に取り消せる休暇時間がありません',
  'leaveCancel.remarkRequired': '取消の理由を入力してください',
  'leaveCancel.remarkTooLong': '取消の理由は{max}文字以内で入力してください',
  'leaveCancel.leaveNotApproved': '承認済みの休暇のみ取り消せます',
  'leaveCancel.alreadyOpen': 'この休暇には未完了の取消申請（{applyNo}）があります',
  'leaveCancel.fullyCancelled': 'この休暇はすでに全て取り消されています',
};
