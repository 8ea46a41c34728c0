// A game graph drawn as a graph: positions in layers by their distance from the start, each
// coloured by its value for the player to move, edges as arrows; an edge that goes back up
// or along a layer (a cycle, or a move between positions at the same distance) is drawn as
// a curve, so cycles stand out. A small layout of our own (layers, then one barycentre pass
// to untangle them): enough for the few hundred positions the server lists.

import { svg, el, COLOUR, valueText, loopy } from './draw.js';

function layers(positions, starts) {
  const names = positions.map((p) => p.position);
  const index = new Map(names.map((n, i) => [n, i]));
  const depth = new Array(names.length).fill(-1);
  const order = [...starts.filter((s) => index.has(s)), ...names];
  for (const root of order) {
    const r = index.get(root);
    if (depth[r] !== -1) continue;
    // A position unreachable from the start begins a layer of its own at the top.
    depth[r] = 0;
    const queue = [r];
    while (queue.length) {
      const u = queue.shift();
      for (const m of positions[u].moves) {
        const t = index.get(m.to);
        if (t !== undefined && depth[t] === -1) {
          depth[t] = depth[u] + 1;
          queue.push(t);
        }
      }
    }
  }
  const rows = [];
  depth.forEach((d, i) => {
    (rows[d] = rows[d] || []).push(i);
  });
  // One pass of barycentres: each layer ordered by the mean place of its parents.
  const place = new Map();
  rows.forEach((row, d) => {
    if (d > 0) {
      const bary = (i) => {
        const parents = rows[d - 1].filter((p) => positions[p].moves.some((m) => m.to === names[i]));
        if (!parents.length) return Infinity;
        return parents.reduce((s, p) => s + place.get(p), 0) / parents.length;
      };
      const key = new Map(row.map((i) => [i, bary(i)]));
      row.sort((a, b) => key.get(a) - key.get(b));
    }
    row.forEach((i, k) => place.set(i, k - (row.length - 1) / 2));
  });
  return { index, depth, place, rows };
}

// Draws `positions` (reports with their moves); `current` is highlighted, the positions its
// moves lead to can be clicked (`onMove(moveName)`).
export function drawGraph(positions, starts, current, onMove) {
  const { index, depth, place, rows } = layers(positions, starts);
  const widest = Math.max(...rows.map((r) => r.length));
  const dx = 70;
  const dy = 80;
  const r = 22;
  const width = Math.max(widest * dx, 200);
  const xy = (i) => [width / 2 + place.get(i) * dx, 40 + depth[i] * dy];
  const height = 80 + (rows.length - 1) * dy;
  const root = svg('svg', {
    viewBox: `0 0 ${width} ${height}`, class: 'graph', role: 'img',
    'aria-label': `game graph of ${positions.length} positions`,
  });
  root.append(svg('defs', {}, svg('marker', {
    id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 9, markerHeight: 9, markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse',
  }, svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow-head' }))));
  const here = current ? positions.find((p) => p.position === current.position) : null;
  const targets = new Map((current ? current.moves : []).map((m) => [m.to, m.move]));
  const edges = svg('g', { class: 'edges' });
  positions.forEach((p, u) => {
    const [x1, y1] = xy(u);
    for (const m of p.moves) {
      const t = index.get(m.to);
      if (t === undefined) continue;
      const [x2, y2] = xy(t);
      let d;
      const cls = ['edge', m.value.outcome];
      if (t === u) {
        d = `M${x1 - 8},${y1 - r + 2} C${x1 - 40},${y1 - 70} ${x1 + 40},${y1 - 70} ${x1 + 8},${y1 - r + 2}`;
        cls.push('loop');
      } else {
        const len = Math.hypot(x2 - x1, y2 - y1);
        const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
        const [sx, sy, ex, ey] = [x1 + ux * r, y1 + uy * r, x2 - ux * (r + 2), y2 - uy * (r + 2)];
        if (depth[t] === depth[u] + 1) {
          d = `M${sx},${sy} L${ex},${ey}`;
        } else {
          // Back, along or skipping a layer: bend to one side, so a pair of opposite moves
          // (a cycle of two) shows as two arcs.
          const bend = 0.35 * len + 10;
          const [cx, cy] = [(sx + ex) / 2 - uy * bend * 0.5, (sy + ey) / 2 + ux * bend * 0.5];
          d = `M${sx},${sy} Q${cx},${cy} ${ex},${ey}`;
          cls.push(depth[t] <= depth[u] ? 'back' : 'skip');
        }
      }
      if (here && p.position === here.position) cls.push('from-current');
      edges.append(svg('path', { d, class: cls.join(' '), 'marker-end': 'url(#arrow)' }));
    }
  });
  root.append(edges);
  positions.forEach((p, u) => {
    const [x, y] = xy(u);
    const move = targets.get(p.position);
    const isHere = current && p.position === current.position;
    const g = svg('g', {
      class: `node ${p.value.outcome}${isHere ? ' current' : ''}${move !== undefined ? ' target' : ''}`,
      'data-position': p.position, 'data-outcome': p.value.outcome,
      transform: `translate(${x},${y})`,
      tabindex: move !== undefined ? 0 : undefined,
      role: move !== undefined ? 'button' : undefined,
      onclick: move !== undefined ? () => onMove(move) : undefined,
      onkeydown: move !== undefined ? (e) => { if (e.key === 'Enter') onMove(move); } : undefined,
    });
    g.append(svg('circle', { r, class: 'node-disc', fill: COLOUR[p.value.outcome] }));
    const label = p.position.length > 6 ? `${p.position.slice(0, 5)}…` : p.position;
    g.append(svg('text', { class: 'node-label', y: 1, 'font-size': label.length > 4 ? 10 : 12 }, label));
    g.append(svg('text', { class: 'node-value', y: r + 13 }, `${p.value.outcome[0].toUpperCase()}${p.value.remoteness ?? ''}${p.sg ? ` ·${loopy(p.sg)}` : ''}`));
    g.append(svg('title', {}, `${p.position}: ${valueText(p.value)}${p.sg ? `, SG ${loopy(p.sg)}` : ''}${move !== undefined ? ' (click to move here)' : ''}`));
    root.append(g);
  });
  const table = el('details', { class: 'graph-table' },
    el('summary', {}, 'every position as text'),
    el('table', {},
      el('thead', {}, el('tr', {}, el('th', {}, 'position'), el('th', {}, 'value'), el('th', {}, 'SG'), el('th', {}, 'moves to'))),
      el('tbody', {}, positions.map((p) => el('tr', { 'data-position': p.position },
        el('td', {}, p.position), el('td', {}, valueText(p.value)), el('td', {}, loopy(p.sg)),
        el('td', {}, p.moves.map((m) => m.to).join(' ')))))));
  return el('div', { class: 'graph-wrap' }, root, table);
}
