// A horizontal bar chart (SVG, no library) of each board request's first request in the three
// shapes, on a log scale so 5 ms and 5 s both read; and the growth run's small panels.
import { SEARCH_GOAL_MS } from './search-set.mjs';

const COLORS = { listedOnly: '#2e7d32', withHistory: '#f9a825', allListed: '#c62828' };
const LABELS = { listedOnly: 'listed alone', withHistory: 'with history', allListed: 'all listed' };

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function scaleChartSvg(f) {
  const names = Object.keys(f.shapes.listedOnly);
  const shapes = Object.keys(COLORS).filter((s) => f.shapes[s]);
  const left = 190;
  const width = 520;
  const bar = 6;
  const rowHeight = shapes.length * bar + 6;
  const top = 30;
  const height = top + names.length * rowHeight + 30;
  const max = Math.log10(10_000);
  const x = (ms) => (Math.log10(Math.max(1, ms)) / max) * width;
  const parts = [];
  names.forEach((name, i) => {
    const y = top + i * rowHeight;
    parts.push(
      `<text x="${left - 6}" y="${y + rowHeight / 2 + 3}" text-anchor="end">${esc(name)}</text>`,
    );
    shapes.forEach((s, j) => {
      const fig = f.shapes[s][name];
      if (!fig) return;
      parts.push(
        `<rect x="${left}" y="${y + j * bar}" width="${x(fig.first).toFixed(1)}" height="${bar - 1}" fill="${COLORS[s]}"><title>${esc(`${name}, ${LABELS[s]}: ${fig.first} ms`)}</title></rect>`,
      );
    });
  });
  for (const ms of [1, 10, 100, 1000, 10000]) {
    const gx = left + x(ms);
    parts.push(`<line x1="${gx}" y1="${top - 4}" x2="${gx}" y2="${height - 26}" stroke="#ccc"/>`);
    parts.push(
      `<text x="${gx}" y="${height - 12}" text-anchor="middle">${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}</text>`,
    );
  }
  shapes.forEach((s, j) => {
    parts.push(`<rect x="${left + j * 150}" y="8" width="10" height="10" fill="${COLORS[s]}"/>`);
    parts.push(`<text x="${left + j * 150 + 14}" y="17">${esc(LABELS[s])}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 20}" height="${height}" font-family="sans-serif" font-size="11">\n<title>First request per board request and shape (log scale)</title>\n${parts.join('\n')}\n</svg>\n`;
}

/**
 * How each figure of the growth run grows with the number of jobs: one small panel per search of
 * the set (p95, ms) and two for the board page (requests/s, p99), the sizes on a log axis, each
 * panel on its own linear axis from 0, each point labelled with its value.
 */
export function growthChartSvg(f) {
  const panels = [
    ...Object.entries(f.search).map(([name, bySize]) => ({
      name: `${name}, p95 ms`,
      values: f.sizes.map((n) => bySize[n]?.p95 ?? bySize[n]?.first ?? null),
      goal: SEARCH_GOAL_MS,
    })),
    { name: 'board page, requests/s', values: f.sizes.map((n) => f.board[n]?.rps ?? null) },
    { name: 'board page, p99 ms', values: f.sizes.map((n) => f.board[n]?.p99 ?? null) },
  ];
  const cols = 4;
  const w = 190;
  const h = 120;
  const pad = { left: 34, right: 12, top: 22, bottom: 26 };
  const rows = Math.ceil(panels.length / cols);
  const parts = [];
  panels.forEach((panel, i) => {
    const ox = (i % cols) * w;
    const oy = 30 + Math.floor(i / cols) * h;
    const max = Math.max(1, ...panel.values.filter((v) => v != null)) * 1.15;
    const px = (j) =>
      ox + pad.left + (j / Math.max(1, f.sizes.length - 1)) * (w - pad.left - pad.right);
    const py = (v) => oy + h - pad.bottom - (v / max) * (h - pad.top - pad.bottom);
    parts.push(
      `<text x="${ox + pad.left}" y="${oy + 12}" font-weight="bold">${esc(panel.name)}</text>`,
    );
    parts.push(
      `<line x1="${ox + pad.left}" y1="${py(0)}" x2="${ox + w - pad.right}" y2="${py(0)}" stroke="#999"/>`,
    );
    if (panel.goal && panel.goal < max) {
      const gy = py(panel.goal).toFixed(1);
      parts.push(
        `<line x1="${ox + pad.left}" y1="${gy}" x2="${ox + w - pad.right}" y2="${gy}" stroke="#c62828" stroke-dasharray="3 3"><title>goal at 100,000 jobs: ${panel.goal} ms</title></line>`,
      );
    }
    f.sizes.forEach((n, j) => {
      const label = n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n);
      parts.push(`<text x="${px(j)}" y="${oy + h - 10}" text-anchor="middle">${label}</text>`);
    });
    const points = panel.values
      .map((v, j) => (v == null ? null : [px(j), py(v), v]))
      .filter(Boolean);
    parts.push(
      `<polyline fill="none" stroke="#1565c0" stroke-width="2" points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}"/>`,
    );
    for (const [x, y, v] of points) {
      parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3" fill="#1565c0"/>`);
      parts.push(
        `<text x="${x.toFixed(1)}" y="${(y - 6).toFixed(1)}" text-anchor="middle">${v}</text>`,
      );
    }
  });
  const width = cols * w;
  const height = 30 + rows * h;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="10">\n<title>How the search set and the board page grow with the number of jobs</title>\n<rect width="100%" height="100%" fill="#fff"/>\n<text x="6" y="16" font-size="12">Jobs on the board (x, log) against each figure (y, from 0); dashed: the ${SEARCH_GOAL_MS} ms goal at 100,000 jobs</text>\n${parts.join('\n')}\n</svg>\n`;
}
