import type { InputMask } from 'imask';
import IMask from 'imask/holder';
// Registers the pattern mask with IMask: the only kind this form uses, so the rest stays out.
import 'imask/masked/pattern';
import type { LongerWhileTyped } from '../domain/longer-while-typed';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

type PatternMask = InputMask<{ mask: string }>;

/**
 * Attaches an imask pattern to an uncontrolled input and keeps it in step with the form's value.
 * Whatever the input holds when the mask attaches (typed before hydration) is reformatted.
 */
export function useInputMask(
  pattern: string,
  value: string,
  onChange: (value: string) => void,
  /** What a paste (or autofill) brings, whole, before the mask reads it. */
  prepare?: (inserted: string) => string,
  /** What typing brings, a character at a time, when the pattern is too short for it. */
  typed?: LongerWhileTyped,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const mask = useRef<PatternMask | null>(null);
  // What the input itself last reported: the form's value coming back with it is only an echo.
  const reported = useRef(value);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const report = useCallback((typed: string) => {
    reported.current = typed;
    latestOnChange.current(typed);
  }, []);

  // In the commit that brings the input to life, so no keystroke can fall between the two. (A mask
  // attached between a key's key-down and its character misreads the character and drops it.)
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    const instance = IMask(element, { mask: pattern, ...(prepare && { prepare }) });
    // Between keystrokes, the pattern what is typed needs (the longer one while it may still
    // grow), and a complete long value made what it stands for. The changes this makes fire
    // 'accept' again: only the value it ends with is reported.
    let fitting = false;
    const fit = () => {
      if (!typed) return;
      fitting = true;
      const settled = typed.settle(instance.value);
      if (settled !== instance.value) {
        instance.updateOptions({ mask: pattern });
        instance.value = settled;
      } else {
        const wanted = typed.patternFor(instance.value) ?? pattern;
        if (wanted !== instance.mask) instance.updateOptions({ mask: wanted });
      }
      fitting = false;
    };
    instance.on('accept', () => {
      if (fitting) return;
      fit();
      report(instance.value);
    });
    mask.current = instance;
    fit();
    if (instance.value !== reported.current) report(instance.value);
    return () => {
      instance.destroy();
      mask.current = null;
    };
  }, [pattern, prepare, typed, report]);

  // A value from outside the input (a reset, or what was typed before hydration): show it. A layout
  // effect, so no keystroke can fall between the commit and this check and make the value stale.
  const previous = useRef(value);
  useLayoutEffect(() => {
    if (value === previous.current) return;
    previous.current = value;
    if (value === reported.current) return; // the input's own change, coming back
    reported.current = value;
    if (!mask.current) {
      if (input.current) input.current.value = value;
      return;
    }
    mask.current.value = value;
    // A raw value the mask formats into what it already shows fires no 'accept': report it here.
    if (mask.current.value !== value) report(mask.current.value);
  }, [value, report]);

  return { input, report };
}
