/** Messages of registration, forgotten and changed passwords and verification codes (issue 18). */
export const zh = {
  'validation.accountCode': '请输入验证码',
  'validation.accountCodeFormat': '验证码为6位数字',
  'validation.accountSamePassword': '新密码不能与原密码相同',
  'account.codeInvalid': '验证码错误或已失效，请重新获取',
  'account.codeLocked': '验证码错误次数过多，该手机号今天已锁定，请明天再试',
  'account.sendTooSoon': '验证码发送过于频繁，请{seconds}秒后再试',
  'account.sendLimit': '该手机号获取验证码次数过多，请稍后再试',
  'account.addressLimit': '获取验证码的请求过多，请稍后再试',
  'account.smsFailed': '短信发送失败，请稍后重试',
  'account.oldPasswordWrong': '原密码错误',
} as const;
export const en: Record<keyof typeof zh, string> = {
  'validation.accountCode': 'Please enter the verification code',
  'validation.accountCodeFormat': 'The verification code has 6 digits',
  'validation.accountSamePassword': 'The new password must differ from the old one',
  'account.codeInvalid': 'The verification code is wrong or no longer valid; please get a new one',
  'account.codeLocked':
    'Too many wrong verification codes: this mobile number is locked for today, please try again tomorrow',
  'account.sendTooSoon': 'Codes are requested too often; please try again in {seconds} seconds',
  'account.sendLimit': 'Too many codes for this mobile number; please try again later',
  'account.addressLimit': 'Too many code requests; please try again later',
  'account.smsFailed': 'The text message could not be sent; please try again later',
  'account.oldPasswordWrong': 'The old password is wrong',
};
export const ja: Record<keyof typeof zh, string> = {
  'validation.accountCode': '認証コードを入力してください',
  'validation.accountCodeFormat': '認証コードは6桁の数字です',
  'validation.accountSamePassword': '新しいパスワードは現在のパスワードと異なる必要があります',
  'account.codeInvalid': '認証コードが間違っているか無効です。もう一度取得してください',
  'account.codeLocked':
    '認証コードの誤りが多すぎるため、この携帯番号は本日ロックされました。明日もう一度お試しください',
  'account.sendTooSoon': '認証コードの要求が多すぎます。{seconds}秒後にもう一度お試しください',
  'account.sendLimit': 'この携帯番号の認証コード要求が多すぎます。しばらくしてからお試しください',
  'account.addressLimit': '認証コードの要求が多すぎます。しばらくしてからお試しください',
  'account.smsFailed': 'SMSを送信できませんでした。しばらくしてからお試しください',
  'account.oldPasswordWrong': '現在のパスワードが間違っています',
};
