import { useEffect, useRef } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/** The step's first field in page order; in a radio group, its checked radio (where Tab lands too). */
function firstField(step: HTMLElement): HTMLElement | null {
  const first = Array.from(step.querySelectorAll<HTMLInputElement>(FIELDS)).find((field) => !field.closest('[hidden]'));
  const group = first?.type === 'radio' ? first.closest('[role="radiogroup"]') : null;
  return group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? first ?? null;
}

/**
 * A wizard's step change moves the keyboard focus into the new step: to its first field, or to the
 * step itself (give it `tabIndex={-1}` and a label) when it has none. Without it, focus falls to the
 * page body after Next, and the next Tab starts again from the top of the page.
 */
export function useStepFocus<Element extends HTMLElement>(step: number | string) {
  const container = useRef<Element>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const element = container.current;
    if (!element) return;
    (firstField(element) ?? element).focus();
  }, [step]);
  return container;
}
