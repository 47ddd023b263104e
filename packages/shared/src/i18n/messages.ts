import * as activityCatalogue from '../activities/catalogue-messages';
import * as registration from '../activities/registration-messages';
import * as relatives from '../activities/relative-messages';
import * as address from '../address/messages';
import * as approvals from '../approvals/messages';
import * as attachments from '../attachments/messages';
import { DEFAULT_LANGUAGE, type TLanguage } from '../constants';
import * as leaveForm from '../leave/form-messages';
import * as leave from '../leave/messages';
import * as leaveCancel from '../leave-cancel/messages';
import * as makeup from '../makeup-clock/messages';
import * as maternity from '../maternity/messages';
import * as overtime from '../overtime/messages';
import * as payment from '../payment/messages';
import * as shopCatalogue from '../shop/catalogue-messages';
import * as checkout from '../shop/checkout-messages';
import * as orders from '../shop/order-messages';
import * as travel from '../travel/messages';
import * as welfare from '../welfare/messages';

/**
 * Messages the server sends and the client shows for refusals and validation, in one place.
 * Keys: `error.<ErrorCode name>` for API refusals, `validation.<rule>` for field rules.
 * `{name}` style placeholders are filled by `translate`.
 */
const coreZh = {
  'error.Failed': '操作失败',
  'error.InvalidInput': '输入有误：{detail}',
  'error.NotFound': '记录不存在',
  'error.Conflict': '当前状态不允许此操作',
  'error.LoginFailed': '用户名或密码错误',
  'error.LoginLocked': '密码错误次数过多，请{minutes}分钟后再试',
  'error.RateLimited': '请求过于频繁，请稍后再试',
  'error.LoginDelayed': '登录尝试过于频繁，请{seconds}秒后再试',
  'account.notice.loginLocked':
    '您的账号在地址{address}连续输错密码，该地址已被锁定{minutes}分钟；如非本人操作，请修改密码',
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
  'validation.nulCharacter': '{name}含有不允许的空字符（NUL），请删除后重试',
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
  'attendance.message2': '不在打卡范围内，上班打卡失败：距{location}约{distance}米，允许范围{limit}米',
  'attendance.message5': '您今天还没有打上班卡，请先打上班卡',
  'attendance.message6': '不在打卡范围内，下班打卡失败：距{location}约{distance}米，允许范围{limit}米',
  'attendance.message8': '未设置打卡地点，请联系人事管理员',
  'attendance.message9': '未设置柜台经理，请联系柜台负责人或主管',
  'attendance.alreadyClockedIn': '今天已于{time}打过上班卡',
  'attendance.exceptionReviewed': '该打卡异常已处理',
  'attendance.ownException': '不能审核自己的打卡异常，请由其他人事处理',
  'attendance.notSameCompany': '只能处理本公司员工的记录',
  'validation.date': '请输入正确的日期',
  'validation.requestDateWindow': '日期须在{from}至{to}之间',
  'validation.yearMonth': '请输入正确的月份',
  'validation.year': '请输入正确的年份',
  'validation.month': '请输入正确的月份',
  'validation.distance': '距离须为不小于0的数字',
  'validation.coordinates': '请提供签到或签退的经纬度',
  'validation.summaryType': '汇总类别不正确',
  'validation.overrideName': '请输入1至30个字的名称',
  'validation.reviewRemark': '处理意见最多100个字',
  'validation.locationOrganization': '请选择组织',
  'validation.locationLimit': '请输入打卡范围',
  'validation.locationRemark': '请输入备注',
  'validation.locationRemarkLength': '备注最多200个字',
  'validation.userNameLength': '用户名最多64个字符',
  'validation.passwordLength': '密码最多128个字符',
  'validation.accessTypeLength': '类型最多50个字符',
  'validation.oldAfNoLength': '原员工编号最多30个字符',
  'validation.locationCoordinates': '请获取经纬度',
  'field.jd': '经度',
  'field.wd': '纬度',
  'field.dt': '日期',
  'field.date': '日期',
  'field.ym': '月份',
  'field.argYm': '月份',
  'field.dateOfAttendance': '考勤日期',
  'field.attendanceDate': '考勤日期',
  'field.attendanceYear': '年份',
  'field.attendanceMonth': '月份',
  'field.eid': '员工',
  'field.oldAFNo': '原员工编号',
  'field.status': '状态',
  'field.id': '编号',
  'field.juli': '距离',
  'field.dayType': '日期类型',
  'field.accept': '处理结果',
  'field.year': '年份',
} as const;

type TCoreCatalogue = Record<keyof typeof coreZh, string>;

const coreEn: TCoreCatalogue = {
  'error.Failed': 'The operation failed',
  'error.InvalidInput': 'Invalid input: {detail}',
  'error.NotFound': 'The record does not exist',
  'error.Conflict': 'This action is not allowed in the current state',
  'error.LoginFailed': 'Wrong user name or password',
  'error.LoginLocked': 'Too many wrong passwords. Please try again in {minutes} minutes',
  'error.RateLimited': 'Too many requests. Please try again later',
  'error.LoginDelayed': 'Too many login attempts. Please try again in {seconds} seconds',
  'account.notice.loginLocked':
    'Wrong passwords were entered for your account from {address}; that address is locked out for {minutes} minutes. If it was not you, change your password',
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
  'validation.nulCharacter': '{name} contains a NUL character, which is not allowed; remove it and try again',
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
  'attendance.message2':
    'Out of range, clock-in failed: about {distance} m from {location}, the allowed range is {limit} m',
  'attendance.message5': 'You have not clocked in today. Please clock in first',
  'attendance.message6':
    'Out of range, clock-out failed: about {distance} m from {location}, the allowed range is {limit} m',
  'attendance.message8': 'No clock-in location is set for you. Please contact HR',
  'attendance.message9':
    'No counter manager is set for you. Please contact the counter leader or your supervisor',
  'attendance.alreadyClockedIn': 'You already clocked in today at {time}',
  'attendance.exceptionReviewed': 'This clock exception has already been handled',
  'attendance.ownException':
    'You cannot review your own clock exception; another HR colleague must handle it',
  'attendance.notSameCompany': 'You can only handle records of your own company',
  'validation.date': 'Enter a valid date',
  'validation.requestDateWindow': 'Dates must lie between {from} and {to}',
  'validation.yearMonth': 'Enter a valid month',
  'validation.year': 'Enter a valid year',
  'validation.month': 'Enter a valid month',
  'validation.distance': 'Distance must be a number not below 0',
  'validation.coordinates': 'Send the sign-in or sign-out coordinates',
  'validation.summaryType': 'Unknown summary category',
  'validation.overrideName': 'Enter a name of 1 to 30 characters',
  'validation.reviewRemark': 'The comment can be at most 100 characters',
  'validation.locationOrganization': 'Select an organization',
  'validation.locationLimit': 'Enter the clock-in range',
  'validation.locationRemark': 'Enter a remark',
  'validation.locationRemarkLength': 'The remark can be at most 200 characters',
  'validation.userNameLength': 'The user name can be at most 64 characters',
  'validation.passwordLength': 'The password can be at most 128 characters',
  'validation.accessTypeLength': 'The type can be at most 50 characters',
  'validation.oldAfNoLength': 'The former employee number can be at most 30 characters',
  'validation.locationCoordinates': 'Get the longitude and latitude',
  'field.jd': 'Longitude',
  'field.wd': 'Latitude',
  'field.dt': 'Date',
  'field.date': 'Date',
  'field.ym': 'Month',
  'field.argYm': 'Month',
  'field.dateOfAttendance': 'Attendance date',
  'field.attendanceDate': 'Attendance date',
  'field.attendanceYear': 'Year',
  'field.attendanceMonth': 'Month',
  'field.eid': 'Employee',
  'field.oldAFNo': 'Previous employee number',
  'field.status': 'Status',
  'field.id': 'ID',
  'field.juli': 'Distance',
  'field.dayType': 'Day type',
  'field.accept': 'Decision',
  'field.year': 'Year',
};

const coreJa: TCoreCatalogue = {
  'error.Failed': '操作に失敗しました',
  'error.InvalidInput': '入力に誤りがあります：{detail}',
  'error.NotFound': 'データが存在しません',
  'error.Conflict': '現在の状態ではこの操作はできません',
  'error.LoginFailed': 'ユーザー名またはパスワードが正しくありません',
  'error.LoginLocked': 'パスワードの誤りが多すぎます。{minutes}分後に再度お試しください',
  'error.RateLimited': 'リクエストが多すぎます。しばらくしてから再度お試しください',
  'error.LoginDelayed': 'ログインの試行が多すぎます。{seconds}秒後に再度お試しください',
  'account.notice.loginLocked':
    'アドレス{address}からあなたのアカウントにパスワードの誤入力が続いたため、そのアドレスを{minutes}分間ロックしました。心当たりがない場合はパスワードを変更してください',
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
  'validation.nulCharacter':
    '{name}に使用できないNUL文字が含まれています。削除してからもう一度お試しください',
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
  'attendance.message2':
    '打刻範囲外のため出勤打刻できません：{location}から約{distance}m（許容範囲{limit}m）',
  'attendance.message5': '本日はまだ出勤打刻していません。先に出勤打刻してください',
  'attendance.message6':
    '打刻範囲外のため退勤打刻できません：{location}から約{distance}m（許容範囲{limit}m）',
  'attendance.message8': '打刻場所が設定されていません。人事担当者にお問い合わせください',
  'attendance.message9':
    'カウンターマネージャーが設定されていません。カウンター責任者または上長にお問い合わせください',
  'attendance.alreadyClockedIn': '本日は{time}に出勤打刻済みです',
  'attendance.exceptionReviewed': 'この打刻異常は処理済みです',
  'attendance.ownException': 'ご自身の打刻異常は確認できません。他の人事担当者が対応してください',
  'attendance.notSameCompany': '自社の従業員の記録のみ処理できます',
  'validation.date': '正しい日付を入力してください',
  'validation.requestDateWindow': '日付は{from}から{to}までにしてください',
  'validation.yearMonth': '正しい年月を入力してください',
  'validation.year': '正しい年を入力してください',
  'validation.month': '正しい月を入力してください',
  'validation.distance': '距離は0以上の数値で入力してください',
  'validation.coordinates': '出勤または退勤の緯度・経度を送信してください',
  'validation.summaryType': '集計区分が正しくありません',
  'validation.overrideName': '名称は1～30文字で入力してください',
  'validation.reviewRemark': 'コメントは100文字以内で入力してください',
  'validation.locationOrganization': '組織を選択してください',
  'validation.locationLimit': '打刻範囲を入力してください',
  'validation.locationRemark': '備考を入力してください',
  'validation.locationRemarkLength': '備考は200文字以内で入力してください',
  'validation.userNameLength': 'ユーザー名は64文字以内で入力してください',
  'validation.passwordLength': 'パスワードは128文字以内で入力してください',
  'validation.accessTypeLength': '種別は50文字以内で入力してください',
  'validation.oldAfNoLength': '旧従業員番号は30文字以内で入力してください',
  'validation.locationCoordinates': '緯度・経度を取得してください',
  'field.jd': '経度',
  'field.wd': '緯度',
  'field.dt': '日付',
  'field.date': '日付',
  'field.ym': '年月',
  'field.argYm': '年月',
  'field.dateOfAttendance': '勤怠日',
  'field.attendanceDate': '勤怠日',
  'field.attendanceYear': '年',
  'field.attendanceMonth': '月',
  'field.eid': '従業員',
  'field.oldAFNo': '旧従業員番号',
  'field.status': 'ステータス',
  'field.id': 'ID',
  'field.juli': '距離',
  'field.dayType': '日付区分',
  'field.accept': '処理結果',
  'field.year': '年',
};

/** Each domain keeps its own messages; the catalogue is their union (keys are prefixed per domain). */
const zh = {
  ...coreZh,
  ...approvals.zh,
  ...leave.zh,
  ...leaveForm.zh,
  ...attachments.zh,
  ...travel.zh,
  ...overtime.zh,
  ...maternity.zh,
  ...leaveCancel.zh,
  ...makeup.zh,
  ...address.zh,
  ...checkout.zh,
  ...shopCatalogue.zh,
  ...orders.zh,
  ...welfare.zh,
  ...payment.zh,
  ...relatives.zh,
  ...activityCatalogue.zh,
  ...registration.zh,
};
export type TMessageKey = keyof typeof zh;
type TCatalogue = Record<TMessageKey, string>;
const en: TCatalogue = {
  ...coreEn,
  ...approvals.en,
  ...leave.en,
  ...leaveForm.en,
  ...attachments.en,
  ...travel.en,
  ...overtime.en,
  ...maternity.en,
  ...leaveCancel.en,
  ...makeup.en,
  ...address.en,
  ...checkout.en,
  ...shopCatalogue.en,
  ...orders.en,
  ...welfare.en,
  ...payment.en,
  ...relatives.en,
  ...activityCatalogue.en,
  ...registration.en,
};
const ja: TCatalogue = {
  ...coreJa,
  ...approvals.ja,
  ...leave.ja,
  ...leaveForm.ja,
  ...attachments.ja,
  ...travel.ja,
  ...overtime.ja,
  ...maternity.ja,
  ...leaveCancel.ja,
  ...makeup.ja,
  ...address.ja,
  ...checkout.ja,
  ...shopCatalogue.ja,
  ...orders.ja,
  ...welfare.ja,
  ...payment.ja,
  ...relatives.ja,
  ...activityCatalogue.ja,
  ...registration.ja,
};

export const messages: Record<TLanguage, TCatalogue> = { zh, en, ja };

export function isMessageKey(key: string): key is TMessageKey {
  return key in zh;
}

/**
 * Catalogues only the server sends from (HR's screens carry their own copy), registered by their
 * module at start-up, so the phone's validation bundle, which ships `messages`, stays small.
 */
const serverOnly: Record<TLanguage, Record<string, string>> = { zh: {}, en: {}, ja: {} };
export function addServerMessages(catalogues: Record<TLanguage, Readonly<Record<string, string>>>): void {
  for (const lang of Object.keys(serverOnly) as TLanguage[])
    Object.assign(serverOnly[lang], catalogues[lang]);
}

/** Translates a key, filling `{param}` placeholders; an unknown key is returned unchanged. */
export function translate(
  lang: TLanguage | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const catalogue = messages[lang ?? DEFAULT_LANGUAGE];
  const text = isMessageKey(key) ? catalogue[key] : (serverOnly[lang ?? DEFAULT_LANGUAGE][key] ?? key);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return name === 'name' ? '' : whole;
    const asKey = `field.${value}`;
    return isMessageKey(asKey) ? catalogue[asKey] : String(value);
  });
}
