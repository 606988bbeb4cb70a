import type { ReactNode } from 'react';

export interface StepPartProps {
  /** Whether the wizard is on the step this part belongs to. */
  shown: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * The part of a wizard's one form that belongs to one step: shown on it, kept mounted and hidden on the others, so
 * that nothing typed is lost. Hidden by its own style as well as the attribute: an antd layout (`Flex`, `Space`,
 * an inline `Form`) sets `display` in a class, which wins over the browser's rule for `[hidden]`, so a `hidden` put
 * on one of those showed every step's fields at once (issue 39). The attribute stays for `useStepFocus`.
 */
export function StepPart({ shown, children, testId }: StepPartProps) {
  return (
    <div hidden={!shown} style={shown ? undefined : { display: 'none' }} data-testid={testId}>
      {children}
    </div>
  );
}
