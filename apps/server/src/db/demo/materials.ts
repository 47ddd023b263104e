import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStorage } from '../../platform/files';
import type { PiiCipher } from '../../platform/pii';
import type { Db } from '../client';
import { employeeChildren, employeeImages, employees } from '../schema';

/** Fixed ids of the demo materials (issue 17): zhangsan's photos and one child. */
export const DEMO_MATERIAL_IDS = {
  idCardFront: '0b6c3a5e-1d2f-4c8a-9e10-000000017201',
  idCardBack: '0b6c3a5e-1d2f-4c8a-9e10-000000017202',
  hukouIndexPage: '0b6c3a5e-1d2f-4c8a-9e10-000000017203',
  child: '0b6c3a5e-1d2f-4c8a-9e10-000000017211',
} as const;

/** A card-shaped picture drawn without fonts (the server may have none): a header band and lines. */
async function drawCard(color: string, width = 640, height = 400): Promise<Buffer> {
  const lines = [0, 1, 2, 3]
    .map(
      (i) => `<rect x="40" y="${150 + i * 50}" width="${360 - i * 40}" height="18" rx="9" fill="#c9d1dc"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" rx="24" fill="#f4f6f9"/>
<rect width="100%" height="90" fill="${color}"/>
${lines}<rect x="460" y="140" width="140" height="180" rx="8" fill="#dde3ea"/>
<circle cx="530" cy="200" r="34" fill="#b6c0cc"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * zhangsan's onboarding materials: the ID card's two sides verified, the household register's
 * first page failed with a note (to upload again), and a daughter whose birth certificate passed.
 * Sealed like real uploads (bytes through the sealed storage, name and birthday with the cipher);
 * runs after the demo company is loaded, once (rows with the fixed ids are kept).
 */
export async function loadMaterialsDemo(
  db: Db,
  deps: { pii: PiiCipher; files: FileStorage; zhangsan: string; wangwu: string; now: Date },
): Promise<number> {
  // Only into the demo company, and only once: any photo already stored means it is not fresh.
  const [demoPerson] = await db
    .select({ eid: employees.eid })
    .from(employees)
    .where(eq(employees.eid, deps.zhangsan));
  const existing = await db.select({ id: employeeImages.id }).from(employeeImages).limit(1);
  if (!demoPerson || existing.length > 0) return 0;
  const at = new Date(deps.now.getTime() - 3 * 24 * 3600 * 1000);
  const images = [
    { id: DEMO_MATERIAL_IDS.idCardFront, imageType: 1, color: '#2f6fde', verify: 1, isDelete: 0, note: '' },
    { id: DEMO_MATERIAL_IDS.idCardBack, imageType: 2, color: '#1f9d74', verify: 1, isDelete: 0, note: '' },
    {
      id: DEMO_MATERIAL_IDS.hukouIndexPage,
      imageType: 3,
      color: '#b5472f',
      verify: 0,
      isDelete: 3,
      note: '照片不清晰，请重新拍摄',
    },
  ];
  for (const image of images) {
    const bytes = await drawCard(image.color);
    const storageKey = await deps.files.put(bytes);
    await db
      .insert(employeeImages)
      .values({
        id: image.id,
        eid: deps.zhangsan,
        imageType: image.imageType,
        storageKey,
        mimeType: 'image/png',
        sizeBytes: bytes.length,
        verify: image.verify,
        isDelete: image.isDelete,
        reviewNote: image.note,
        reviewedBy: deps.wangwu,
        reviewedAt: at,
        uploadedAt: at,
      })
      .onConflictDoNothing();
  }
  const proof = await drawCard('#d4609a');
  await db
    .insert(employeeChildren)
    .values({
      id: DEMO_MATERIAL_IDS.child,
      eid: deps.zhangsan,
      nameSealed: deps.pii.seal('张小雨'),
      sex: '女',
      birthdaySealed: deps.pii.seal('2021-03-12'),
      proofKey: await deps.files.put(proof),
      proofMime: 'image/png',
      verify: 1,
      reviewedBy: deps.wangwu,
      reviewedAt: at,
      createdAt: at,
    })
    .onConflictDoNothing();
  return images.length + 1;
}
