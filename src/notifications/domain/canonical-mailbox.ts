/**
 * Providers that deliver `a.na@…` to `ana@…`: the dots of the local part name no other mailbox.
 * gmail.com and googlemail.com are one and the same mailbox too.
 */
const DOTS_IGNORED: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an e-mail address reaches, as its provider reads it: lower-cased, without its
 * sub-address tag (`ana+1@…` is ana's), without the dots a provider ignores (Gmail's). Every
 * limit that counts a mailbox counts this, so that `Ana+1@gmail.com` and `a.na@googlemail.com`
 * are one inbox with one budget. Only for counting: the application keeps what the applicant
 * typed, and mail goes to it.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const tag = address.indexOf('+');
  let local = tag > 0 && tag < at ? address.slice(0, tag) : address.slice(0, at);
  let domain = address.slice(at + 1);
  const sameAs = DOTS_IGNORED[domain];
  if (sameAs !== undefined) {
    local = local.replace(/\./g, '');
    domain = sameAs;
  }
  return `${local}@${domain}`;
}
