import type { DescribeField, PlausibilityWarning } from './plausibilityWarnings';

/** What a wizard needs to check its save's figures before the review (its check endpoint) and to send them confirmed. */
export interface EntryPlausibility<Input> {
  /** The save's check endpoint with the body the save would send: its warnings (none when the check itself fails). */
  check: (input: Input) => Promise<PlausibilityWarning[]>;
  /** The body to send once the person confirmed these warning codes (`acknowledgedWarnings`). */
  acknowledge: (input: Input, codes: string[]) => Input;
  describe: DescribeField<Input>;
}
