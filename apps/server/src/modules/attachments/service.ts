import type { Readable } from 'node:stream';
import {
  base64ByteLength,
  base64Payload,
  checkAttachment,
  checkAttachmentMeta,
  checkImage,
  ErrorCode,
  FILE_KINDS,
  IMAGE_KINDS,
  imageRuleOf,
  megabytes,
  type TFileItem,
  type TFileKind,
  type TFileList,
  type TFileListQuery,
  type TImageInfo,
  type TImageQuery,
  type TImageRefusal,
  type TImageSaved,
  type TImageUpload,
  type TSavedFile,
  type TSaveFileQuery,
} from '@ehome/shared';
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { type Clock, formatDateTime } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import { type AttachmentAccessRegistry, type TAccessDecision, uploaderOnly } from './access';
import * as repo from './repository';

/** What a client appends a file id to, to fetch the bytes (spec 1 §3 "Attachment list": url prefix). */
export const DOWNLOAD_URL_PREFIX = '/api/Attachment/Download?id=';

type TFileDownload = {
  stream: Readable;
  fileName: string;
  mimeType: string;
  size: number;
  /** Images are shown in place; everything else is saved, so no document renders in our origin. */
  inline: boolean;
};

const invalid = (
  key: ConstructorParameters<typeof AppError>[1],
  params: Record<string, string | number> = {},
) => new AppError(ErrorCode.InvalidInput, key, params);

function imageRefusal(refusal: TImageRefusal): AppError {
  return 'params' in refusal ? invalid(refusal.key, refusal.params) : invalid(refusal.key);
}

const INLINE_MIME_TYPES = new Set(IMAGE_KINDS.map((kind) => FILE_KINDS[kind].mime as string));

export function attachmentsService({
  db,
  storage,
  access,
  timeZone,
  clock,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  access: AttachmentAccessRegistry;
  timeZone: string;
}) {
  /** The record's rule, then the uploader-only rule for records that do not exist. */
  async function decide(
    user: AuthUser,
    table: 'attachments' | 'images',
    keyType: string,
    keyId: string,
  ): Promise<{ read: boolean; write: 'allowed' | 'notOwner' | 'notEditable' }> {
    const rule = access.ruleFor(keyType) ?? (table === 'images' ? uploaderOnly : null);
    if (!rule) throw invalid(table === 'images' ? 'attachments.sourceTable' : 'attachments.keyType');
    const decision: TAccessDecision = await rule(db, user, keyId);
    if (decision.type === 'record') return decision;
    const others = await repo.hasOtherUploader(db, table, user.companyId, keyType, keyId, user.eid);
    return others ? { read: false, write: 'notOwner' } : { read: true, write: 'allowed' };
  }

  /** Readers who may not write are told why; everyone else learns nothing (NotFound). */
  async function requireWrite(
    user: AuthUser,
    table: 'attachments' | 'images',
    keyType: string,
    keyId: string,
  ) {
    const decision = await decide(user, table, keyType, keyId);
    if (!decision.read) throw notFound();
    if (decision.write === 'notOwner') throw new AppError(ErrorCode.Conflict, 'attachments.notOwner');
    if (decision.write === 'notEditable') throw new AppError(ErrorCode.Conflict, 'attachments.notEditable');
  }

  async function requireRead(
    user: AuthUser,
    table: 'attachments' | 'images',
    keyType: string,
    keyId: string,
  ) {
    if (!(await decide(user, table, keyType, keyId)).read) throw notFound();
  }

  function toItem(row: Awaited<ReturnType<typeof repo.listAttachments>>[number]): TFileItem {
    return {
      fileId: row.id,
      fileName: row.fileName,
      size: row.sizeBytes,
      mimeType: row.mimeType,
      createdAt: formatDateTime(row.createdAt, timeZone),
      keyType: row.keyType,
    };
  }

  /** An attachment of the user's company, or NotFound. */
  async function ownCompanyAttachment(user: AuthUser, id: string) {
    const row = await repo.findAttachment(db, id);
    if (!row || row.companyId !== user.companyId) throw notFound();
    return row;
  }

  return {
    /** Checked before the bytes are read, so a refused upload costs nothing and stores nothing. */
    async checkUpload(user: AuthUser, query: TSaveFileQuery, fileName: string): Promise<void> {
      const refusal = checkAttachmentMeta(fileName, 1);
      if (refusal) throw 'params' in refusal ? invalid(refusal.key, refusal.params) : invalid(refusal.key);
      await requireWrite(user, 'attachments', query.keyType, query.keyId);
    },

    async saveFile(
      user: AuthUser,
      query: TSaveFileQuery,
      fileName: string,
      bytes: Buffer,
    ): Promise<TSavedFile> {
      const checked = checkAttachment(fileName, bytes);
      if (!checked.ok) {
        const { refusal } = checked;
        throw 'params' in refusal ? invalid(refusal.key, refusal.params) : invalid(refusal.key);
      }
      // Checked again at the last moment: the request may have been submitted while the bytes arrived.
      await requireWrite(user, 'attachments', query.keyType, query.keyId);
      const storageKey = await storage.put(bytes);
      try {
        const row = await repo.insertAttachment(db, {
          companyId: user.companyId,
          keyType: query.keyType,
          keyId: query.keyId,
          fileName: checked.name,
          mimeType: FILE_KINDS[checked.kind].mime,
          sizeBytes: bytes.length,
          storageKey,
          uploadedBy: user.eid,
          createdAt: clock.now(),
        });
        return { fileId: row.id, fileName: row.fileName, size: row.sizeBytes };
      } catch (error) {
        await storage.remove(storageKey);
        throw error;
      }
    },

    /**
     * The files of a key. Without keyType (the legacy call sends only the id) every key type with
     * files under that id is considered, and each must be readable by the user.
     */
    async listFiles(user: AuthUser, query: TFileListQuery): Promise<TFileList> {
      if (query.keyType) await requireRead(user, 'attachments', query.keyType, query.id);
      const rows = await repo.listAttachments(db, user.companyId, query.id, query.keyType);
      const readable = new Set<string>();
      for (const keyType of new Set(rows.map((r) => r.keyType))) {
        if (keyType === query.keyType || (await decide(user, 'attachments', keyType, query.id)).read) {
          readable.add(keyType);
        }
      }
      const visible = rows.filter((r) => readable.has(r.keyType));
      if (rows.length > 0 && visible.length === 0) throw notFound();
      return { fileList: visible.map(toItem), url: DOWNLOAD_URL_PREFIX };
    },

    async deleteFile(user: AuthUser, id: string): Promise<void> {
      const row = await ownCompanyAttachment(user, id);
      await requireWrite(user, 'attachments', row.keyType, row.keyId);
      if (!(await repo.deleteAttachment(db, row.id))) throw notFound();
      // The row is gone first: bytes without a row are unreachable, a row without bytes would not be.
      await storage.remove(row.storageKey);
    },

    /**
     * The files of a request that is being deleted (the engine's onDestroy, inside its transaction).
     * The bytes go right after the rows, before the commit: a failed commit would leave rows whose
     * download answers NotFound, while keeping bytes would leave files nobody can reach or delete.
     */
    async removeAllOf(tx: Tx, keyType: string, keyId: string): Promise<void> {
      const keys = await repo.deleteAttachmentsOf(tx, keyType, keyId);
      await Promise.all(keys.map((key) => storage.remove(key)));
    },

    async download(user: AuthUser, id: string): Promise<TFileDownload> {
      const row = await ownCompanyAttachment(user, id);
      await requireRead(user, 'attachments', row.keyType, row.keyId);
      const stream = await storage.open(row.storageKey);
      if (!stream) throw notFound();
      return {
        stream,
        fileName: row.fileName,
        mimeType: row.mimeType,
        size: row.sizeBytes,
        inline: INLINE_MIME_TYPES.has(row.mimeType),
      };
    },

    /**
     * Sets the images of each source named in the call to exactly the ones sent (the legacy forms
     * resend every image of a record). Every image is checked before anything is stored.
     */
    async uploadImages(user: AuthUser, items: TImageUpload): Promise<TImageSaved> {
      const decoded: { sourceTable: string; sourceId: string; bytes: Buffer; kind: TFileKind }[] = [];
      for (const item of items) {
        const rule = imageRuleOf(item.sourceTable);
        if (!rule) throw invalid('attachments.sourceTable');
        const payload = base64Payload(item.imageInner);
        if (!payload) throw invalid('attachments.imageData');
        // Refuse by the announced size before allocating the decoded buffer.
        if (base64ByteLength(payload) > rule.maxBytes) {
          throw invalid('attachments.imageTooLarge', { max: megabytes(rule.maxBytes) });
        }
        const bytes = Buffer.from(payload, 'base64');
        const checked = checkImage(item.sourceTable, bytes);
        if (!checked.ok) throw imageRefusal(checked.refusal);
        decoded.push({ sourceTable: item.sourceTable, sourceId: item.sourceID, bytes, kind: checked.kind });
      }
      const sources = new Map(decoded.map((d) => [`${d.sourceTable}\u0000${d.sourceId}`, d]));
      for (const source of sources.values()) {
        await requireWrite(user, 'images', source.sourceTable, source.sourceId);
      }

      const stored: string[] = [];
      let replaced: string[] = [];
      try {
        for (const image of decoded) stored.push(await storage.put(image.bytes));
        // One millisecond apart, so a source's images keep the order they were sent in.
        const now = clock.now().getTime();
        const ids = await db.transaction(async (tx) => {
          for (const source of sources.values()) {
            replaced = replaced.concat(
              await repo.deleteImages(tx, user.companyId, source.sourceTable, source.sourceId),
            );
          }
          return repo.insertImages(
            tx,
            decoded.map((image, i) => ({
              companyId: user.companyId,
              sourceTable: image.sourceTable,
              sourceId: image.sourceId,
              mimeType: FILE_KINDS[image.kind].mime,
              sizeBytes: image.bytes.length,
              storageKey: stored[i] as string,
              uploadedBy: user.eid,
              createdAt: new Date(now + i),
            })),
          );
        });
        for (const key of replaced) await storage.remove(key);
        return { imageIds: ids.map((r) => r.id) };
      } catch (error) {
        for (const key of stored) await storage.remove(key);
        throw error;
      }
    },

    async getImages(user: AuthUser, query: TImageQuery): Promise<TImageInfo[]> {
      if (!imageRuleOf(query.sourceTable)) throw invalid('attachments.sourceTable');
      await requireRead(user, 'images', query.sourceTable, query.sourceID);
      const rows = await repo.listImages(db, user.companyId, query.sourceTable, query.sourceID);
      const result: TImageInfo[] = [];
      for (const row of rows) {
        const bytes = await storage.read(row.storageKey);
        if (!bytes) continue;
        result.push({
          imageId: row.id,
          sourceID: row.sourceId,
          sourceTable: row.sourceTable,
          imageInner: bytes.toString('base64'),
          mimeType: row.mimeType,
          size: row.sizeBytes,
          createdAt: formatDateTime(row.createdAt, timeZone),
        });
      }
      return result;
    },
  };
}

export type AttachmentsService = ReturnType<typeof attachmentsService>;
