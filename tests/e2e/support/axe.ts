import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical WCAG 2.1 AA findings on what the page shows now, each as its rule,
 * impact and first three elements. Only violations are computed (`resultTypes`): the passes and
 * incomplete results nobody reads cost most of a scan (decision 038).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
}
