/** One e-mail as it will be sent: to one address, in plain text and HTML alike. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
