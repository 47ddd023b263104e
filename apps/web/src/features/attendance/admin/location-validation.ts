import { type TAttendanceLocationAdd, ZAttendanceLocationAdd } from '@ehome/shared/organization/schemas';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type TLocationForm, toLocationPayload } from './location-form';

/*
 * The add-location form's validation: the server's zod schema. zod is the larger part of the
 * form, so the page loads this module after its first paint (login does the same), with the
 * `messages` namespace the field errors are translated with (withServerMessages).
 */

export type TLocationFieldErrors = Partial<Record<keyof TAttendanceLocationAdd, string>>;

/**
 * Checks the form with the server's schema (ZAttendanceLocationAdd). Errors are message keys of the
 * shared catalogue ('validation.locationLimit'), one per field, translated where they are shown.
 */
export function validateLocation(
  form: TLocationForm,
): { data: TAttendanceLocationAdd; errors: null } | { data: null; errors: TLocationFieldErrors } {
  const parsed = ZAttendanceLocationAdd.safeParse(toLocationPayload(form));
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: TLocationFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TAttendanceLocationAdd;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/** react-hook-form's resolver for the form: the shared schema, with the form's text turned to numbers. */
export const locationResolver: Resolver<TLocationForm, unknown, TAttendanceLocationAdd> = async (form) => {
  const checked = validateLocation(form);
  if (checked.data) return { values: checked.data, errors: {} };
  const errors: FieldErrors<TLocationForm> = {};
  for (const [field, message] of Object.entries(checked.errors)) {
    errors[field as keyof TAttendanceLocationAdd] = { type: 'validate', message };
  }
  return { values: {}, errors };
};
