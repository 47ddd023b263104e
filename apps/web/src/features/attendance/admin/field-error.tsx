import { validationMessage } from '../../../platform/i18n';

/**
 * A field's validation message under it. `message` is a key of the shared catalogue
 * ('validation.locationLimit'), translated here so it follows a language switch.
 */
export function FieldError({
  id,
  message,
  field,
}: {
  id: string;
  message: string | undefined;
  field: string;
}) {
  if (!message) return null;
  return (
    <p className="field__error admin-error" id={id} role="alert">
      {validationMessage(message, field)}
    </p>
  );
}
