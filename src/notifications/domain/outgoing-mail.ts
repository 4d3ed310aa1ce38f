import { escapeHtml } from '../../shared/domain/html-text';

/** One e-mail as it will be sent: to one address, in plain text and HTML alike. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail of plain paragraphs (an invitation, keys taken away): the same words in both bodies, a
 * blank line between paragraphs in the text, one escaped <p> each in the HTML.
 */
export function paragraphsMail(
  to: string,
  subject: string,
  paragraphs: readonly string[],
): OutgoingMail {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
