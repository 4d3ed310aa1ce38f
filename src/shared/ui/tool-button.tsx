import type { ReactNode } from 'react';

interface ToolButtonProps {
  label: ReactNode;
  onClick: () => void;
  /** Shown beside the button, such as what it last did. */
  children?: ReactNode;
  /** What cannot be undone (erasing) looks apart from what can (correcting). */
  destructive?: boolean;
}

/** A secondary action on its own line, such as printing or opening a form. */
export function ToolButton({ label, onClick, children, destructive = false }: ToolButtonProps) {
  return (
    <div className="detail__tools">
      <button
        type="button"
        className={`button ${destructive ? 'button--destructive' : 'button--secondary'}`}
        onClick={onClick}
      >
        {label}
      </button>
      {children}
    </div>
  );
}
