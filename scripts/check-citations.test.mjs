import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brokenPointers, findCitations, headingAnchors } from './check-citations.mjs';

// Built from parts so that this file does not cite anything itself.
const SPEC = ['S', 'PEC'].join('');
const DESIGN = ['DES', 'IGN'].join('');
const SECTION = '\u00a7';

test('finds citations of the documents, numbered sections and issue numbers', () => {
  const lines = [
    `// rule of ${SPEC} ${SECTION}3`,
    `/** (${DESIGN} ${SECTION}4) */`,
    `see the spec ${SECTION}2`,
    'Issue 8 sets a budget',
    'as issues 8 and 10 asked',
    'fixed in #12',
    '(see #8)',
  ];
  assert.deepEqual(
    findCitations(lines.join('\n')).map((h) => h.line),
    [1, 2, 3, 4, 5, 6, 7],
  );
});

test('leaves prose, colours, entities and unit specs alone', () => {
  const lines = [
    'The design of the board keeps one header.',
    'CSS specificity decides; an HTTP issue with proxies.',
    "fill='#013369' and color: #333;",
    '<a href="&#106;avascript:">',
    'The unit spec job-taxonomy.spec.ts holds the cases.',
    '| #   | department |',
    'issue a signed address',
    'docs/product.md#team-initials',
  ];
  assert.deepEqual(findCitations(lines.join('\n')), []);
});

test('names the line', () => {
  const [hit] = findCitations(`one\ntwo issue 15\n`);
  assert.equal(hit.line, 2);
  assert.equal(hit.name, 'cites an issue number');
});

test('finds pointers to headings docs/product.md does not have', () => {
  const anchors = headingAnchors('# Product rules\n\n## Team initials\n\n### Job page\n');
  assert.deepEqual([...anchors], ['product-rules', 'team-initials', 'job-page']);
  const text = 'see docs/product.md#team-initials\nand docs/product.md#team-logos\n';
  assert.deepEqual(
    brokenPointers(text, anchors).map((h) => [h.line, h.name]),
    [[2, 'points to a missing heading #team-logos']],
  );
});
