/**
 * A new arrival nobody has opened yet (src/applications/domain/opened.ts): the words say it to
 * everyone, screen readers included; the dot only helps the eye find it down a list.
 */
export function UnopenedMark() {
  return (
    <span className="unopened-mark">
      {/* Read apart from the number before it. */}
      <span className="visually-hidden">. </span>
      <span className="unopened-mark__dot" aria-hidden="true" />
      Sin abrir
    </span>
  );
}
