/** Under 'inbox', so the session's end removes them with the rest of applicants' data. */
export const PRIVACY_QUERY_KEY = ['inbox', 'privacidad'] as const;

export const personLookupKey = (text: string) => [...PRIVACY_QUERY_KEY, 'persona', text] as const;

export const expiredCountKey = [...PRIVACY_QUERY_KEY, 'vencidas'] as const;

export const expiredListKey = [...expiredCountKey, 'lista'] as const;

/** The number space's last reading (admins only). */
export const numberSpaceKey = [...PRIVACY_QUERY_KEY, 'numeracion'] as const;

/** What became of an erased number, for the inbox's search. */
export const erasedNumberKey = (text: string) => [...PRIVACY_QUERY_KEY, 'borrada', text] as const;
