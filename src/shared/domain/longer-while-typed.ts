/**
 * A value a field's pattern is too short for while it is typed (a phone typed with its country
 * code first): the longer pattern for what is typed so far, and what it becomes once complete.
 * The rules say it (field-masks.ts); the masked input follows it (use-input-mask.ts).
 */
export interface LongerWhileTyped {
  /** The pattern for what is typed so far, when the field's own is too short for it. */
  patternFor(typed: string): string | undefined;
  /** What a value typed under the longer pattern becomes (itself until it is complete). */
  settle(typed: string): string;
}
