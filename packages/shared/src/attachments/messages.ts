/**
 * Server messages of the attachments domain in zh/en/ja, merged into the one catalogue (i18n/messages.ts).
 * Keys: `attachments.<name>` for refusals, `validation.<rule>` for field rules, `field.<name>` for field names.
 */
export const zh = {
  'attachments.noFile': '请选择要上传的文件',
  'attachments.nameTooLong': '文件名不能超过{max}个字符',
  'attachments.tooLarge': '附件不能超过{max}M，请压缩后再上传',
  'attachments.badType': '文件类型不支持，请上传PDF、图片、Word、Excel、PowerPoint或文本文件',
  'attachments.keyType': '不支持的附件类别',
  'attachments.notOwner': '只有申请人可以修改附件',
  'attachments.notEditable': '附件只能在申请提交前修改',
  'attachments.sourceTable': '不支持的图片类别',
  'attachments.imageData': '图片数据无效，请重新选择图片',
  'attachments.imageType': '图片类型必须是.{types}中的一种',
  'attachments.imageTooLarge': '图片大于{max}M，不能上传',
  'attachments.uploadFailed': '上传失败',
  'validation.attachmentKey': '附件所属记录的编号不正确',
  'validation.attachmentKeyType': '附件类别不正确',
  'validation.attachmentId': '附件编号不正确',
  'validation.imageSource': '图片所属记录的编号不正确',
  'validation.imageSourceTable': '图片类别不正确',
  'validation.imageData': '请选择图片',
  'validation.imageList': '每次可上传1至9张图片',
} as const;

type TCatalogue = Record<keyof typeof zh, string>;

export const en: TCatalogue = {
  'attachments.noFile': 'Choose a file to upload',
  'attachments.nameTooLong': 'The file name can be at most {max} characters',
  'attachments.tooLarge': 'Attachments can be at most {max} MB. Please compress the file and try again',
  'attachments.badType':
    'This file type is not supported. Upload a PDF, an image, a Word, Excel or PowerPoint file, or a text file',
  'attachments.keyType': 'Attachments are not supported for this kind of record',
  'attachments.notOwner': 'Only the applicant can change the attachments',
  'attachments.notEditable': 'Attachments can only be changed before the request is submitted',
  'attachments.sourceTable': 'Images are not supported for this kind of record',
  'attachments.imageData': 'The image data is not valid. Please choose the image again',
  'attachments.imageType': 'The image must be one of .{types}',
  'attachments.imageTooLarge': 'The image is larger than {max} MB and cannot be uploaded',
  'attachments.uploadFailed': 'Upload failed',
  'validation.attachmentKey': 'The record the attachment belongs to is not valid',
  'validation.attachmentKeyType': 'The attachment category is not valid',
  'validation.attachmentId': 'The attachment ID is not valid',
  'validation.imageSource': 'The record the image belongs to is not valid',
  'validation.imageSourceTable': 'The image category is not valid',
  'validation.imageData': 'Choose an image',
  'validation.imageList': 'Upload 1 to 9 images at a time',
};

export const ja: TCatalogue = {
  'attachments.noFile': 'アップロードするファイルを選択してください',
  'attachments.nameTooLong': 'ファイル名は{max}文字以内にしてください',
  'attachments.tooLarge': '添付ファイルは{max}MB以下にしてください。圧縮してから再度アップロードしてください',
  'attachments.badType':
    'このファイル形式には対応していません。PDF、画像、Word、Excel、PowerPoint、テキストファイルをアップロードしてください',
  'attachments.keyType': 'この種類の記録には添付ファイルを追加できません',
  'attachments.notOwner': '添付ファイルを変更できるのは申請者のみです',
  'attachments.notEditable': '添付ファイルは申請を提出する前にのみ変更できます',
  'attachments.sourceTable': 'この種類の記録には画像を追加できません',
  'attachments.imageData': '画像データが正しくありません。画像を選択し直してください',
  'attachments.imageType': '画像の形式は.{types}のいずれかにしてください',
  'attachments.imageTooLarge': '画像が{max}MBを超えているためアップロードできません',
  'attachments.uploadFailed': 'アップロードに失敗しました',
  'validation.attachmentKey': '添付先の記録の番号が正しくありません',
  'validation.attachmentKeyType': '添付ファイルの区分が正しくありません',
  'validation.attachmentId': '添付ファイルの番号が正しくありません',
  'validation.imageSource': '画像の所属する記録の番号が正しくありません',
  'validation.imageSourceTable': '画像の区分が正しくありません',
  'validation.imageData': '画像を選択してください',
  'validation.imageList': '一度にアップロードできる画像は1～9枚です',
};
