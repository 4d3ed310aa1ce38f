import type { ReactNode } from 'react';
import { SectionErrorBoundary, type WayBack } from './section-error-boundary';

/**
 * One section of the staff page in its place (the page's main landmark), inside a boundary of its
 * own: whatever it throws while rendering, the rest of the page keeps working.
 */
export function StaffSection({
  wayBack,
  view,
  className,
  children,
}: {
  wayBack: WayBack;
  /** For a section that stays mounted as its view changes (SectionErrorBoundary's `view`). */
  view?: string;
  /** The section's own class beside the page's. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <main className={['container staff-main', className].filter(Boolean).join(' ')}>
      <SectionErrorBoundary wayBack={wayBack} view={view}>
        {children}
      </SectionErrorBoundary>
    </main>
  );
}
