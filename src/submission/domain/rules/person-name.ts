/**
 * What a name may hold: letters with their accents (ñ, á, ü…), digits, spaces, and the hyphen,
 * the apostrophes and the period that names use ('María-José', "D'Aubuisson", 'Ma. José'); the
 * acute accent alone (´) too, which Spanish keyboards often type for an apostrophe ('D´Aubuisson').
 * Nothing else that writes a link or an address: no '@', '/', ':', '_', '?', '=', '%'.
 * firestore.rules check an admin's correction with it: build/rules/generated-rules-block.ts
 * writes it there as their nameCharacters() (and DOMAIN_LIKE as domainLike()).
 */
export const NAME_CHARACTERS = "\\p{L}\\p{M}\\p{N}\\p{Zs}'’´.-";

/**
 * A period followed by two letters or digits: a domain ('bono-coop.example', 'x.com') or a
 * network address ('192.168.0.1'), never an initial or an abbreviation, which a space or another
 * period follows ('Ma. José', 'J.R. Pérez').
 */
export const DOMAIN_LIKE = '\\.[\\p{L}\\p{M}\\p{N}]{2}';

const ONLY_NAME_CHARACTERS = new RegExp(`^[${NAME_CHARACTERS}]*$`, 'u');
const DOMAIN = new RegExp(DOMAIN_LIKE, 'u');

/**
 * Whether a first or last name is only a name: the e-mails greet the applicant by it, under the
 * cooperative's name, so it must carry no link and no domain.
 */
export const isPersonName = (value: string): boolean =>
  ONLY_NAME_CHARACTERS.test(value) && !DOMAIN.test(value);
