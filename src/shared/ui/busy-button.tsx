interface BusyButtonProps {
  className: string;
  busy: boolean;
  label: string;
  /** Shown instead of the label, with the button disabled, while the work runs. */
  busyLabel: string;
  type?: 'button' | 'submit';
  onClick?: () => void;
}

/** A button that cannot be pressed twice: disabled, and saying so, until its work is done. */
export function BusyButton({ className, busy, label, busyLabel, type, onClick }: BusyButtonProps) {
  return (
    <button type={type ?? 'button'} className={className} onClick={onClick} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
