/**
 * Server messages of the dynamic leave form (spec 3 §5 "Leave form", §8) in zh/en/ja, merged into the
 * one catalogue (i18n/messages.ts). Kept apart from leave/messages.ts so the two leave parts can grow
 * their catalogues independently; keys are `leaveForm.<name>`;
 * `leaveForm.refused` carries the joined refusals of one submission.
 */
export const zh = {
  'leaveForm.option': '请从选项中选择{name}',
  'leaveForm.date': '{name}须为{format}格式的有效日期',
  'leaveForm.maxLength': '{name}最多{max}个字',
  'leaveForm.number': '{name}须为最多两位小数的数字',
  'leaveForm.integer': '{name}须为整数',
  'leaveForm.fileCount': '{name}最多上传{max}个文件',
  'leaveForm.file': '{name}中的附件不存在或不是本人上传的',
  'leaveForm.submissionFailure': '提交失败',
  'leaveForm.refused': '{messages}',
  'leaveForm.templateNotFound': '该表单不存在或已停用',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;
export const en: TCatalogue = {
  'leaveForm.option': 'Choose {name} from the list',
  'leaveForm.date': '{name} must be a valid date in the format {format}',
  'leaveForm.maxLength': '{name} can be at most {max} characters',
  'leaveForm.number': '{name} must be a number with up to 2 decimals',
  'leaveForm.integer': '{name} must be a whole number',
  'leaveForm.fileCount': '{name} can hold at most {max} files',
  'leaveForm.file': 'A file of {name} does not exist or was not uploaded by you',
  'leaveForm.submissionFailure': 'Submission failed',
  'leaveForm.refused': '{messages}',
  'leaveForm.templateNotFound': 'This form does not exist or is no longer in use',
};
export const ja: TCatalogue = {
  'leaveForm.option': '{name}を選択肢から選んでください',
  'leaveForm.date': '{name}は{format}形式の正しい日付で入力してください',
  'leaveForm.maxLength': '{name}は{max}文字以内で入力してください',
  'leaveForm.number': '{name}は小数点以下2桁までの数値で入力してください',
  'leaveForm.integer': '{name}は整数で入力してください',
  'leaveForm.fileCount': '{name}は{max}件までアップロードできます',
  'leaveForm.file': '{name}の添付ファイルが存在しないか、ご本人がアップロードしたものではありません',
  'leaveForm.submissionFailure': '送信に失敗しました',
  'leaveForm.refused': '{messages}',
  'leaveForm.templateNotFound': 'このフォームは存在しないか、利用停止されています',
};
