// A horizontal bar chart (SVG, no library) of each board request's first request in the three
// shapes, on a log scale so 5 ms and 5 s both read.
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
