/** A rule's refusal under its field, read out when it appears. */
export function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="ot-error" role="alert">
      {message}
    </p>
  ) : null;
}
