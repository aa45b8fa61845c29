// axe-core (the accessibility engine behind Lighthouse and pa11y) for the browser suites: injected
// into the page as a script (the page context needs `bypassCSP: true`: the app allows no inline
// script), then run on the whole document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** Impacts that fail the build: a user of assistive technology is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs every axe rule (WCAG 2.x A and AA plus best practices) on the page and returns the
 * blocking violations as readable lines: rule, impact, help and the first offending nodes.
 * `alsoBlocking` names rules of lesser impact to hold to as well (e.g. 'heading-order').
 */
export async function blockingViolations(page, alsoBlocking = []) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    }));
  });
  return violations
    .filter((v) => BLOCKING.has(v.impact) || alsoBlocking.includes(v.id))
    .map((v) => `${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.join('\n    ')}`);
}
