/**
 * What became of a file the page prepares for download: a status line read out as it changes,
 * and the failure, when there is one, as an alert.
 */
export function FileStatus({ status, failure }: { status: string; failure: string | null }) {
  return (
    <>
      <p role="status" className="export-csv__status">
        {status}
      </p>
      {failure === null ? null : (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}
    </>
  );
}
