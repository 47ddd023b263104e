/**
 * Certificate photos, children and HR's material review (spec 3 §2.1, §3 "Certificate image",
 * "Child", §4 "Image upload", §5 "Images", §6). No zod here: screens import it freely.
 */
import { ChildVerify, IMAGE_FAILED, ImageVerify } from '../onboarding/constants';

/** The image rule (attachments/rules.ts IMAGE_SOURCE_TABLES) of each upload of this area. */
export const CERTIFICATE_IMAGE_TABLE = 'certificate';
export const CHILD_IMAGE_TABLE = 'child';
/** The proof of a child is a birth certificate (its imageType in `img`). */
export const CHILD_PROOF_IMAGE_TYPE = 1;
/** Children in one InsertEmployeeChildren call ("save" or "save and add another": one each). */
export const CHILDREN_PER_CALL_MAX = 4;
/** A reviewer's note (required when failing). */
export const REVIEW_NOTE_MAX = 200;
/** The thumbnail of GetImageInfoAll (imageInner): the longer side in pixels. */
export const THUMBNAIL_SIZE = 320;

export type TChildState = 'underReview' | 'passed' | 'notPassed';
export function childState(verify: number): TChildState {
  if (verify === ChildVerify.Passed) return 'passed';
  if (verify === ChildVerify.NotPassed) return 'notPassed';
  return 'underReview';
}

/** The state an HR decision leaves: images fail as isDelete 3, children as verify 3. */
export const imageDecision = (pass: boolean) =>
  pass
    ? { verify: ImageVerify.Verified, isDelete: 0 }
    : { verify: ImageVerify.Awaiting, isDelete: IMAGE_FAILED };
export const childDecision = (pass: boolean) => (pass ? ChildVerify.Passed : ChildVerify.NotPassed);
