/** What failed, as an alert; nothing at all while `failure` is null. */
export function FailureNotice({ failure }: { failure: string | null }) {
  if (failure === null) return null;
  return (
    <p role="alert" className="notice notice--error">
      {failure}
    </p>
  );
}
