/**
 * Hands the browser a file to save: a Blob behind an <a download>, clicked, then let go. No
 * inline script, nothing written to browser storage; the object URL is revoked once the click has
 * started the download, so the file's contents do not stay reachable from the page.
 */
const REVOKE_AFTER_MS = 1_000;

export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL after the click event returns: give it a moment, then revoke it.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
