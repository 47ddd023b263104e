/** A field's refusal under its row, already in the reader's language. */
export function FieldMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="leave-error" role="alert">
      {message}
    </p>
  );
}
