import axe from 'axe-core';
import type { RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

// The WCAG 2.1 AA rules; only violations are computed (`resultTypes`): the passes and incomplete
// results nobody reads cost most of a scan (decision 038).
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * axe-core's serious and critical WCAG 2.1 AA findings on what the page shows now, each as its rule,
 * impact and first three elements. axe is injected once per document and run with `axe.run` in the
 * page (the app has no frames): @axe-core/playwright injected its 600 KB twice per scan and finished
 * each run in a new blank page, half of every scan's time (decision 038).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    RUN_OPTIONS,
  );
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
