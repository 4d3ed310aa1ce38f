import type { ReactNode } from 'react';

/** A message above or below a form: urgent ones interrupt (an alert), the rest wait (a status). */
export function Notice({ urgent, children }: { urgent: boolean; children: ReactNode }) {
  return (
    <p
      role={urgent ? 'alert' : 'status'}
      className={urgent ? 'notice notice--error' : 'notice notice--success'}
    >
      {children}
    </p>
  );
}
