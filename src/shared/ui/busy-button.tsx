interface BusyButtonProps {
  className: string;
  busy: boolean;
  label: string;
  /** Shown instead of the label, with the button disabled, while the work runs. */
  busyLabel: string;
  type?: 'button' | 'submit';
  /** The id of what else a screen reader should say with the button (a warning, say). */
  describedBy?: string;
  onClick?: () => void;
}

/** A button that cannot be pressed twice: disabled, and saying so, until its work is done. */
export function BusyButton({
  className,
  busy,
  label,
  busyLabel,
  type,
  describedBy,
  onClick,
}: BusyButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={className}
      onClick={onClick}
      disabled={busy}
      aria-describedby={describedBy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
