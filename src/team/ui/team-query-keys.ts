/** Equipo's reads: the staff's e-mails, removed with the session like the inbox's data. */
export const TEAM_QUERY_KEY = ['equipo'] as const;

export const teamListKey = [...TEAM_QUERY_KEY, 'lista'] as const;
