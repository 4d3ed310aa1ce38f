import type { ReactNode } from 'react';

/** The buttons that end a confirmation: the action given, then 'Cancelar'. */
export function CancelRow({ children, onCancel }: { children: ReactNode; onCancel: () => void }) {
  return (
    <div className="export-csv__buttons">
      {children}
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancelar
      </button>
    </div>
  );
}
