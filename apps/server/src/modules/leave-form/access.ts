import type { AccessRule } from '../attachments/access';
import * as repo from './repository';

/**
 * Files of a dynamic form (keyType FORM_FILE_KEY_TYPE, keyId the form's client-made id). Before the
 * form is submitted only their uploader sees them; once it is, its owner may read them and nobody may
 * change them, because a submitted form is final. Everyone else is told nothing exists.
 */
export const leaveFormAccessRule: AccessRule = async (db, user, keyId) => {
  const owner = await repo.submissionOwner(db, keyId);
  if (owner === null) return { type: 'uploader' };
  if (owner !== user.eid) return { type: 'record', read: false, write: 'notOwner' };
  return { type: 'record', read: true, write: 'notEditable' };
};
