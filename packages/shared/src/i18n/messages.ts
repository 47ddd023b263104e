import { DEFAULT_LANGUAGE, type TLanguage } from '../constants';

/**
 * Messages the server sends and the client shows for refusals and validation, in one place.
 * Keys: `error.<ErrorCode name>` for API refusals, `validation.<rule>` for field rules.
 * `{name}` style placeholders are filled by `translate`.
 */
const zh = {
  'error.Failed': '操作失败',
  'error.InvalidInput': '输入有误：{detail}',
  'error.NotFound': '记录不存在',
  'error.Conflict': '当前状态不允许此操作',
  'error.LoginFailed': '用户名或密码错误',
  'error.LoginLocked': '密码错误次数过多，请{minutes}分钟后再试',
  'error.RateLimited': '请求过于频繁，请稍后再试',
  'error.PayloadTooLarge': '提交的内容过大',
  'error.Unauthorized': '登录已失效，请重新登录',
  'error.Forbidden': '没有权限使用该功能',
  'error.Internal': '服务器开小差了，请稍后再试',
  'validation.required': '{name}不能为空',
  'validation.password': '密码须为6至51位字母和数字，且包含大写字母、小写字母和数字',
  'validation.passwordRepeat': '两次输入的密码不一致',
  'validation.decimal2': '请输入最多两位小数的数字',
  'validation.positiveInt': '请输入正整数',
  'validation.word30': '只能包含字母、数字或下划线，最多30位',
  'validation.phone': '请输入正确的电话号码（带区号的座机或11位手机号）',
  'validation.mobile': '请输入正确的11位手机号',
  'validation.nationalId': '请输入正确的身份证号码',
  'validation.bankCard': '请输入正确的银行卡号',
  'validation.chineseName': '请输入2至20个汉字的姓名',
  'validation.amount': '请输入正确的金额（最多两位小数）',
  'validation.zip': '邮编须为6位数字',
  'validation.postcode': '邮编须为6位数字且不以0开头',
  'validation.email': '请输入正确的电子邮箱',
  'validation.url': '请输入正确的网址',
  'validation.invalid': '{name}格式不正确',
  'field.userName': '用户名',
  'field.password': '密码',
  'field.url': '网址',
  'field.type': '类型',
  'error.BadRequest': '请求格式不正确',
  'error.RouteNotFound': '接口不存在',
  'error.WxUnavailable': '微信服务暂不可用，请稍后再试',
  'validation.attendanceLimit': '打卡范围须为-1（不限）或正整数（米）',
  'validation.longitude': '经度须在-180到180之间',
  'validation.latitude': '纬度须在-90到90之间',
  'field.body': '请求内容',
  'field.querystring': '查询参数',
  'field.organizationId': '组织',
  'field.remark': '备注',
  'field.limit': '打卡范围',
  'field.longitude': '经度',
  'field.latitude': '纬度',
  'field.name': '名称',
} as const;

export type TMessageKey = keyof typeof zh;
type TCatalogue = Record<TMessageKey, string>;

const en: TCatalogue = {
  'error.Failed': 'The operation failed',
  'error.InvalidInput': 'Invalid input: {detail}',
  'error.NotFound': 'The record does not exist',
  'error.Conflict': 'This action is not allowed in the current state',
  'error.LoginFailed': 'Wrong user name or password',
  'error.LoginLocked': 'Too many wrong passwords. Please try again in {minutes} minutes',
  'error.RateLimited': 'Too many requests. Please try again later',
  'error.PayloadTooLarge': 'The submitted content is too large',
  'error.Unauthorized': 'Your session has expired. Please log in again',
  'error.Forbidden': 'You do not have permission to use this feature',
  'error.Internal': 'Something went wrong on the server. Please try again later',
  'validation.required': '{name} cannot be empty',
  'validation.password':
    'Password must be 6 to 51 letters and digits with an upper-case letter, a lower-case letter and a digit',
  'validation.passwordRepeat': 'The two passwords do not match',
  'validation.decimal2': 'Enter a number with up to 2 decimals',
  'validation.positiveInt': 'Enter a positive whole number',
  'validation.word30': 'Letters, digits or underscore only, at most 30',
  'validation.phone': 'Enter a valid phone number (landline with area code or 11-digit mobile)',
  'validation.mobile': 'Enter a valid 11-digit mobile number',
  'validation.nationalId': 'Enter a valid national ID number',
  'validation.bankCard': 'Enter a valid bank card number',
  'validation.chineseName': 'Enter a name of 2 to 20 Chinese characters',
  'validation.amount': 'Enter a valid amount (up to 2 decimals)',
  'validation.zip': 'Zip code must be 6 digits',
  'validation.postcode': 'Postcode must be 6 digits and not start with 0',
  'validation.email': 'Enter a valid e-mail address',
  'validation.url': 'Enter a valid URL',
  'validation.invalid': '{name} is not valid',
  'field.userName': 'User name',
  'field.password': 'Password',
  'field.url': 'URL',
  'field.type': 'Type',
  'error.BadRequest': 'The request is malformed',
  'error.RouteNotFound': 'No such API',
  'error.WxUnavailable': 'The WeChat service is unavailable. Please try again later',
  'validation.attendanceLimit': 'Range must be -1 (unlimited) or a positive whole number of metres',
  'validation.longitude': 'Longitude must be between -180 and 180',
  'validation.latitude': 'Latitude must be between -90 and 90',
  'field.body': 'Request body',
  'field.querystring': 'Query',
  'field.organizationId': 'Organization',
  'field.remark': 'Remark',
  'field.limit': 'Range',
  'field.longitude': 'Longitude',
  'field.latitude': 'Latitude',
  'field.name': 'Name',
};

const ja: TCatalogue = {
  'error.Failed': '操作に失敗しました',
  'error.InvalidInput': '入力に誤りがあります：{detail}',
  'error.NotFound': 'データが存在しません',
  'error.Conflict': '現在の状態ではこの操作はできません',
  'error.LoginFailed': 'ユーザー名またはパスワードが正しくありません',
  'error.LoginLocked': 'パスワードの誤りが多すぎます。{minutes}分後に再度お試しください',
  'error.RateLimited': 'リクエストが多すぎます。しばらくしてから再度お試しください',
  'error.PayloadTooLarge': '送信内容が大きすぎます',
  'error.Unauthorized': 'ログインの有効期限が切れました。再度ログインしてください',
  'error.Forbidden': 'この機能を利用する権限がありません',
  'error.Internal': 'サーバーでエラーが発生しました。しばらくしてから再度お試しください',
  'validation.required': '{name}を入力してください',
  'validation.password': 'パスワードは英数字6～51文字で、大文字・小文字・数字を含めてください',
  'validation.passwordRepeat': '2回入力したパスワードが一致しません',
  'validation.decimal2': '小数点以下2桁までの数値を入力してください',
  'validation.positiveInt': '正の整数を入力してください',
  'validation.word30': '英数字またはアンダースコアのみ、30文字以内',
  'validation.phone': '正しい電話番号（市外局番付き固定電話または11桁の携帯番号）を入力してください',
  'validation.mobile': '正しい11桁の携帯番号を入力してください',
  'validation.nationalId': '正しい身分証番号を入力してください',
  'validation.bankCard': '正しい銀行カード番号を入力してください',
  'validation.chineseName': '漢字2～20文字の氏名を入力してください',
  'validation.amount': '正しい金額（小数点以下2桁まで）を入力してください',
  'validation.zip': '郵便番号は6桁の数字です',
  'validation.postcode': '郵便番号は0以外で始まる6桁の数字です',
  'validation.email': '正しいメールアドレスを入力してください',
  'validation.url': '正しいURLを入力してください',
  'validation.invalid': '{name}の形式が正しくありません',
  'field.userName': 'ユーザー名',
  'field.password': 'パスワード',
  'field.url': 'URL',
  'field.type': '種類',
  'error.BadRequest': 'リクエストの形式が正しくありません',
  'error.RouteNotFound': 'APIが存在しません',
  'error.WxUnavailable': 'WeChatサービスは現在利用できません。しばらくしてから再度お試しください',
  'validation.attendanceLimit': '打刻範囲は-1（無制限）または正の整数（メートル）で入力してください',
  'validation.longitude': '経度は-180から180の間で入力してください',
  'validation.latitude': '緯度は-90から90の間で入力してください',
  'field.body': 'リクエスト内容',
  'field.querystring': 'クエリ',
  'field.organizationId': '組織',
  'field.remark': '備考',
  'field.limit': '打刻範囲',
  'field.longitude': '経度',
  'field.latitude': '緯度',
  'field.name': '名称',
};

export const messages: Record<TLanguage, TCatalogue> = { zh, en, ja };

export function isMessageKey(key: string): key is TMessageKey {
  return key in zh;
}

/** Translates a key, filling `{param}` placeholders; an unknown key is returned unchanged. */
export function translate(
  lang: TLanguage | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const catalogue = messages[lang ?? DEFAULT_LANGUAGE];
  const text = isMessageKey(key) ? catalogue[key] : key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return name === 'name' ? '' : whole;
    const asKey = `field.${value}`;
    return isMessageKey(asKey) ? catalogue[asKey] : String(value);
  });
}
