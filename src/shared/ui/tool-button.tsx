import type { ReactNode } from 'react';

interface ToolButtonProps {
  label: ReactNode;
  onClick: () => void;
  /** Shown beside the button, such as what it last did. */
  children?: ReactNode;
}

/** A secondary action on its own line, such as printing or opening a form. */
export function ToolButton({ label, onClick, children }: ToolButtonProps) {
  return (
    <div className="detail__tools">
      <button type="button" className="button button--secondary" onClick={onClick}>
        {label}
      </button>
      {children}
    </div>
  );
}
