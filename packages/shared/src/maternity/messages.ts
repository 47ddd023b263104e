/** Server messages of the maternity (birth record) domain in zh/en/ja, merged into the one catalogue. */
export const zh = {
  'validation.birthTime': '请选择生育时间',
  'maternity.birthInFuture': '生育时间不能晚于当前时间',
  'maternity.babyCount': '婴儿数须为1至{max}之间的整数',
  'maternity.remarkTooLong': '备注最多{max}个字',
  'maternity.category': '生育登记',
  'maternity.grantRemark':
    '生育登记{applyNo}：法定{national}天+难产{dystocia}天+多胞胎{multiple}天+地方{local}天',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;

export const en: TCatalogue = {
  'validation.birthTime': 'Please select the time of birth',
  'maternity.birthInFuture': 'The time of birth cannot be later than now',
  'maternity.babyCount': 'The number of babies must be a whole number from 1 to {max}',
  'maternity.remarkTooLong': 'The remark can have at most {max} characters',
  'maternity.category': 'Birth record',
  'maternity.grantRemark':
    'Birth record {applyNo}: statutory {national} + dystocia {dystocia} + multiple birth {multiple} + local {local} days',
};

export const ja: TCatalogue = {
  'validation.birthTime': '出産日時を選択してください',
  'maternity.birthInFuture': '出産日時を現在より後にすることはできません',
  'maternity.babyCount': '乳児の数は1から{max}までの整数で入力してください',
  'maternity.remarkTooLong': '備考は{max}文字以内で入力してください',
  'maternity.category': '出産登録',
  'maternity.grantRemark':
    '出産登録{applyNo}：法定{national}日＋難産{dystocia}日＋多胎{multiple}日＋地方{local}日',
};
