/** Server messages of the activity lists and details (spec 2 §8) in zh/en/ja, merged into the one catalogue. */
export const zh = {
  'activities.notFound': '活动不存在',
  'validation.activityId': '活动不存在',
  'validation.registrationId': '报名记录不存在',
  'activities.registrationNotFound': '报名记录不存在',
  'validation.activityTab': '标签不正确，应为进行中或已结束',
  'activities.status.published': '已发布',
  'activities.status.ended': '已结束',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'activities.notFound': 'The activity does not exist',
  'validation.activityId': 'The activity does not exist',
  'validation.registrationId': 'The registration does not exist',
  'activities.registrationNotFound': 'The registration does not exist',
  'validation.activityTab': 'The tab is not valid: ongoing or ended',
  'activities.status.published': 'Published',
  'activities.status.ended': 'Ended',
};

export const ja: Record<keyof typeof zh, string> = {
  'activities.notFound': 'イベントが存在しません',
  'validation.activityId': 'イベントが存在しません',
  'validation.registrationId': '申込記録が存在しません',
  'activities.registrationNotFound': '申込記録が存在しません',
  'validation.activityTab': 'タブが正しくありません（開催中または終了）',
  'activities.status.published': '公開中',
  'activities.status.ended': '終了',
};
