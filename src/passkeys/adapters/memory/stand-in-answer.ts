/**
 * What demo mode's stand-in authenticator answers, shaped like WebAuthn's JSON where the server's
 * steps read it (the challenge it answers, the credential id it names), and saying what it is,
 * so nothing could take it for a credential: it carries no signature and no public key.
 */
export interface StandInAnswer {
  standIn: 'demo-sin-autenticador';
  ceremony: 'create' | 'get';
  /** The credential id it names: made up on create(), one the options allowed on get(). */
  id: string;
  /** The challenge of the options it answers, echoed (a real one would sign over it). */
  challenge: string;
}

export const isStandInAnswer = (
  value: unknown,
  ceremony: StandInAnswer['ceremony'],
): value is StandInAnswer => {
  const answer = value as Partial<StandInAnswer> | null;
  return (
    answer?.standIn === 'demo-sin-autenticador' &&
    answer.ceremony === ceremony &&
    typeof answer.id === 'string' &&
    typeof answer.challenge === 'string'
  );
};

/** A field of an answer or of options, if it is text. */
export const textField = (value: unknown, field: string): string | null => {
  const text = (value as Record<string, unknown> | null)?.[field];
  return typeof text === 'string' ? text : null;
};
