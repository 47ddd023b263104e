import { z } from 'zod';
import { IMAGES_PER_UPLOAD_MAX } from '../attachments/rules';
import { ZPaging, zPage } from '../envelope';
import { CHILDREN_PER_CALL_MAX, REVIEW_NOTE_MAX } from './constants';

/**
 * The calls of certificate photos and children (spec 3 §7: /api/PersonInfo/GetImageInfoAll,
 * UploadImage, /api/CIICEService/InsertEmployeeChildren) and HR's review (/api/MaterialReview/*).
 * Dates YYYY-MM-DD, times YYYY-MM-DD HH:mm:ss in the business time zone.
 */
const ZImageInner = z.string({ error: 'validation.imageData' }).min(1, { error: 'validation.imageData' });

export const ZCertificateImageItem = z.object({
  imageType: z.coerce
    .number({ error: 'validation.materialsImageType' })
    .int({ error: 'validation.materialsImageType' }),
  /** Base64, with or without a data-URL prefix; content and size checked after decoding. */
  imageInner: ZImageInner,
});
export const ZCertificateUpload = z
  .array(ZCertificateImageItem, { error: 'validation.imageList' })
  .min(1, { error: 'validation.imageList' })
  .max(IMAGES_PER_UPLOAD_MAX, { error: 'validation.imageList' });
export type TCertificateUpload = z.infer<typeof ZCertificateUpload>;

/** One certificate photo type with its state (GetImageInfoAll). */
export const ZCertificateImageInfo = z.object({
  imageType: z.number().int(),
  /** ONBOARDING_IMAGE_TYPES key (idCardFront ...), named by the web catalogue. */
  key: z.string(),
  required: z.boolean(),
  state: z.enum(['verified', 'awaiting', 'failed', 'missing']),
  verify: z.number().int().nullable(),
  isDelete: z.number().int().nullable(),
  reviewNote: z.string(),
  uploadedAt: z.string().nullable(),
  /** A small JPEG preview as base64 (no prefix); '' when there is no photo. */
  imageInner: z.string(),
});
export type TCertificateImageInfo = z.infer<typeof ZCertificateImageInfo>;
export const ZUploadResult = z.object({ saved: z.number().int() });
export type TUploadResult = z.infer<typeof ZUploadResult>;

const ZLooseText = z
  .string({ error: 'validation.materialsChild' })
  .max(200, { error: 'validation.materialsChild' })
  .optional()
  .default('');
export const ZChildInput = z.object({
  childName: ZLooseText,
  /** 男 or 女 (spec 3 §2.1). */
  sex: ZLooseText,
  birthday: ZLooseText,
  img: z
    .object({
      imageType: z.coerce.number().int().optional(),
      imageInner: z.string().optional().default(''),
    })
    .nullish(),
});
export const ZChildrenInsert = z
  .array(ZChildInput, { error: 'validation.materialsChildren' })
  .min(1, { error: 'validation.materialsChildren' })
  .max(CHILDREN_PER_CALL_MAX, { error: 'validation.materialsChildren' });
export type TChildrenInsert = z.infer<typeof ZChildrenInsert>;
export type TChildInput = z.infer<typeof ZChildInput>;

export const ZChildItem = z.object({
  id: z.string(),
  childName: z.string(),
  sex: z.string(),
  birthday: z.string(),
  state: z.enum(['underReview', 'passed', 'notPassed']),
  reviewNote: z.string(),
  /** When an under-review proof is expected to be reviewed (one working day, spec 3 §3). */
  expectedReviewDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TChildItem = z.infer<typeof ZChildItem>;
export const ZChildrenSaved = z.object({ ids: z.array(z.string()) });
export type TChildrenSaved = z.infer<typeof ZChildrenSaved>;

export const ZMaterialIdQuery = z.object({ id: z.uuid({ error: 'validation.materialsId' }) });
export const ZChildProof = z.object({ imageInner: z.string(), mimeType: z.string() });
export type TChildProof = z.infer<typeof ZChildProof>;

// ---------------------------------------------------------------- HR review

export const MATERIAL_KINDS = ['image', 'child'] as const;
export type TMaterialKind = (typeof MATERIAL_KINDS)[number];

export const ZReviewQuery = ZPaging.extend({
  kind: z.enum(MATERIAL_KINDS, { error: 'validation.materialsKind' }).default('image'),
});
export const ZReviewItem = z.object({
  kind: z.enum(MATERIAL_KINDS),
  id: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  /** Images: the ONBOARDING_IMAGE_TYPES key; children: ''. */
  imageKey: z.string(),
  /** Children: the name masked (the unmasked one only in the logged view). */
  childName: z.string(),
  submittedAt: z.string(),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;
export const ZReviewPage = zPage(ZReviewItem);
export type TReviewPage = z.infer<typeof ZReviewPage>;

export const ZReviewView = z.object({
  kind: z.enum(MATERIAL_KINDS),
  id: z.string(),
  employeeName: z.string(),
  employeeNo: z.string(),
  imageKey: z.string(),
  child: z.object({ childName: z.string(), sex: z.string(), birthday: z.string() }).nullable(),
  imageInner: z.string(),
  mimeType: z.string(),
  submittedAt: z.string(),
});
export type TReviewView = z.infer<typeof ZReviewView>;
export const ZReviewViewQuery = z.object({
  kind: z.enum(MATERIAL_KINDS, { error: 'validation.materialsKind' }),
  id: z.uuid({ error: 'validation.materialsId' }),
});

export const ZReviewDecision = z.object({
  kind: z.enum(MATERIAL_KINDS, { error: 'validation.materialsKind' }),
  id: z.uuid({ error: 'validation.materialsId' }),
  pass: z.boolean({ error: 'validation.materialsDecision' }),
  note: z
    .string()
    .max(REVIEW_NOTE_MAX * 4, { error: 'validation.materialsNote' })
    .optional()
    .default(''),
});
export type TReviewDecision = z.infer<typeof ZReviewDecision>;
export const ZReviewDone = z.object({ state: z.string() });
export type TReviewDone = z.infer<typeof ZReviewDone>;
