/** A form's error, announced at once (`role="alert"`); nothing while there is none. */
export function FormError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="staff-error-box" role="alert">
      {message}
    </p>
  );
}
