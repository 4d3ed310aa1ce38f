import { createContext } from 'react';

/**
 * How an invited member gets in: by the server's e-mail, whose link lets them choose a password;
 * or, in demo mode, which sends no e-mail, with the demo accounts' password. The page says which.
 */
export type InvitationDelivery = { by: 'email' } | { by: 'demo-password'; password: string };

export const InvitationDeliveryContext = createContext<InvitationDelivery>({ by: 'email' });
