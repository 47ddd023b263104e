import { ownerActions, type TApplyKind } from '@ehome/shared';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { ApprovalEngine } from '../approvals/ports';
import { isUuid } from './repository';

/**
 * Who may see and change the files of a record. The module that owns a kind of record decides, so
 * the attachments module never needs to know the rules of leave, tax or certificates.
 *
 * - `uploader`: the record does not exist (yet), e.g. a new form uploads before it is saved under a
 *   client-made id: only the person who uploaded under that key may read or change it.
 * - `record`: the owner's rules: `read` false answers NotFound, so nobody learns the record exists;
 *   `write` says why a reader may not change the files.
 */
export type TAccessDecision =
  | { type: 'uploader' }
  | { type: 'record'; read: boolean; write: 'allowed' | 'notOwner' | 'notEditable' };

export type AccessRule = (db: DbOrTx, user: AuthUser, keyId: string) => Promise<TAccessDecision>;

/** The port other modules register their key types with (keyType of SaveFile, sourceTable of images). */
export type AttachmentAccessRegistry = {
  register(keyType: string, rule: AccessRule): void;
  ruleFor(keyType: string): AccessRule | null;
};

export function attachmentAccessRegistry(): AttachmentAccessRegistry {
  const rules = new Map<string, AccessRule>();
  return {
    register(keyType, rule) {
      if (rules.has(keyType)) throw new Error(`attachment key type registered twice: ${keyType}`);
      rules.set(keyType, rule);
    },
    ruleFor: (keyType) => rules.get(keyType) ?? null,
  };
}

/** Personal records (a person's own photos and proofs): only the uploader. */
export const uploaderOnly: AccessRule = async () => ({ type: 'uploader' });

/**
 * Files of a request (keyType = the request kind, keyId = applyId): readable by whoever may see the
 * request (its owner or an approver, decided by the workflow engine); changed only by the owner, and
 * only while the owner may edit the request (a draft, the shared owner rules' changeFiles), so an
 * approver always decides on the files the applicant submitted. A rejected request keeps its files:
 * it is never edited again, only deleted, and its files are what the rejection was about.
 */
export function requestAccessRule(
  kind: TApplyKind,
  engine: Pick<ApprovalEngine, 'canView' | 'find'>,
): AccessRule {
  return async (db, user, keyId) => {
    const apply = isUuid(keyId) ? await engine.find(db, keyId) : null;
    if (!apply) return { type: 'uploader' };
    if (apply.kind !== kind || apply.companyId !== user.companyId) {
      return { type: 'record', read: false, write: 'notOwner' };
    }
    const owner = apply.eid === user.eid;
    const read = owner || (await engine.canView(db, apply.applyId, user.eid));
    if (!owner) return { type: 'record', read, write: 'notOwner' };
    return {
      type: 'record',
      read,
      write: ownerActions(apply.approveStatus, owner).changeFiles ? 'allowed' : 'notEditable',
    };
  };
}
