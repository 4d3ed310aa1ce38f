/**
 * Under 'inbox', so the session's end removes it with the rest of applicants' data: it lists the
 * SOL numbers whose receipt was given up.
 */
export const systemHealthKey = ['inbox', 'estado'] as const;
