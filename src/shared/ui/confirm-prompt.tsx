import type { ReactNode } from 'react';
import { CancelRow } from './cancel-row';

interface ConfirmPromptProps {
  /** What will happen, said before it does. */
  children: ReactNode;
  confirmLabel: ReactNode;
  tone: 'primary' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
  /** The id of what else a screen reader should say with the confirm button (a warning, say). */
  describedBy?: string;
}

/** Asks before an action that is large or cannot be undone. */
export function ConfirmPrompt({
  children,
  confirmLabel,
  tone,
  onConfirm,
  onCancel,
  describedBy,
}: ConfirmPromptProps) {
  return (
    <div className="export-csv__confirm">
      <p>{children}</p>
      <CancelRow onCancel={onCancel}>
        <button
          type="button"
          className={`button button--${tone}`}
          onClick={onConfirm}
          aria-describedby={describedBy}
        >
          {confirmLabel}
        </button>
      </CancelRow>
    </div>
  );
}
