import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The admin's bar for axe: no serious or critical finding, WCAG 2.5.3 included (axe keeps it off
 * as experimental): a control's accessible name begins with its visible label, so voice control
 * can name it by what it says. Each finding as `rule: where`.
 */
export async function adminAxeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      return `${violation.id} (${violation.impact}) at ${where.join(', ')}`;
    });
}
