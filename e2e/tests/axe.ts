import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's serious and critical WCAG 2.2 A/AA findings on the page, or within `include` (a selector).
 * axe runs in the page itself (legacy mode: the pages hold no frames) and reports only the violations' nodes:
 * by default it finishes each check in a blank page of its own and returns every node that passed, which made
 * each check about three times as slow on the suite's walks of every page.
 */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
