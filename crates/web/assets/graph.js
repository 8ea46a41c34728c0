// A game graph drawn as a graph: positions laid out by dagre (vendored: dagre.js, MIT), each
// coloured by its value for the player to move (or its score), moves as arrows; a move that
// goes back up the layout (part of a cycle) is drawn dashed, so cycles stand out. Large graphs
// zoom (wheel, buttons, pinch) and pan (drag); the whole graph fits at first. dagre is loaded
// only when a graph is drawn.

import { svg, el, COLOUR, valueText, loopy, scoreColour } from './draw.js';
import { t } from './i18n.js';

let dagre = null;

async function layout(positions, starts) {
  if (!dagre) dagre = (await import('./dagre.js')).default;
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 48, marginx: 30, marginy: 30 });
  g.setDefaultEdgeLabel(() => ({}));
  const r = 22;
  for (const p of positions) g.setNode(p.position, { width: 2 * r + 16, height: 2 * r + 18 });
  const names = new Set(positions.map((p) => p.position));
  // Starts first, so the layout begins at them.
  const order = [...positions].sort((a, b) => (starts.includes(b.position) ? 1 : 0) - (starts.includes(a.position) ? 1 : 0));
  for (const p of order) {
    for (const m of p.moves) {
      if (names.has(m.to) && m.to !== p.position) g.setEdge(p.position, m.to, {}, `${p.position}\u0000${m.move}`);
    }
  }
  dagre.layout(g);
  return { g, r };
}

// Draws `positions` (reports with their moves); `current` is highlighted, the positions its
// moves lead to can be clicked (`onMove(moveName)`). Resolves with the element.
export async function drawGraph(positions, starts, current, onMove) {
  const { g, r } = await layout(positions, starts);
  const info = g.graph();
  const width = Math.max(info.width || 200, 200);
  const height = Math.max(info.height || 120, 120);
  const at = (name) => g.node(name);
  const span = Math.max(1, ...positions.map((p) => Math.abs(p.score ?? 0)));
  const root = svg('svg', {
    viewBox: `0 0 ${width} ${height}`, class: 'graph', role: 'img',
    'aria-label': t('page-graph-of', { n: positions.length }),
  });
  root.append(svg('defs', {}, svg('marker', {
    id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 9, markerHeight: 9, markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse',
  }, svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow-head' }))));
  const layer = svg('g', { class: 'graph-layer' });
  root.append(layer);
  const edges = svg('g', { class: 'edges' });
  for (const p of positions) {
    const a = at(p.position);
    for (const m of p.moves) {
      const b = at(m.to);
      if (!b) continue;
      const cls = ['edge', m.score !== undefined ? 'scored' : m.value.outcome];
      let d;
      if (m.to === p.position) {
        d = `M${a.x - 8},${a.y - r + 2} C${a.x - 40},${a.y - 70} ${a.x + 40},${a.y - 70} ${a.x + 8},${a.y - r + 2}`;
        cls.push('loop');
      } else {
        const e = g.edge(p.position, m.to, `${p.position}\u0000${m.move}`);
        const pts = e && e.points ? e.points : [a, b];
        // Trim the ends to the discs' rims.
        const trim = (from, to, by) => {
          const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
          return { x: from.x + ((to.x - from.x) * by) / len, y: from.y + ((to.y - from.y) * by) / len };
        };
        const first = trim(a, pts[1] || b, r);
        const last = trim(b, pts[pts.length - 2] || a, r + 2);
        const mid = pts.slice(1, -1);
        d = `M${first.x},${first.y} ${mid.map((q) => `L${q.x},${q.y}`).join(' ')} L${last.x},${last.y}`;
        if (b.y <= a.y) cls.push('back');
      }
      edges.append(svg('path', { d, class: cls.join(' '), 'data-from': p.position, 'marker-end': 'url(#arrow)' }));
    }
  }
  layer.append(edges);
  for (const p of positions) {
    const { x, y } = at(p.position);
    const scored = p.score !== undefined ? scoreColour(p.score, span) : null;
    const node = svg('g', {
      class: `node ${scored ? 'scored' : p.value.outcome}`,
      'data-position': p.position, 'data-outcome': p.value.outcome,
      'data-score': p.score,
      transform: `translate(${x},${y})`,
    });
    node.append(svg('circle', { r, class: 'node-disc', fill: scored ? scored.bg : COLOUR[p.value.outcome] }));
    const label = p.position.length > 6 ? `${p.position.slice(0, 5)}…` : p.position;
    node.append(svg('text', { class: 'node-label', y: 1, 'font-size': label.length > 4 ? 10 : 12, fill: scored ? scored.fg : undefined }, label));
    const below = scored ? `${p.score > 0 ? '+' : ''}${p.score}` : `${t(`page-letter-${p.value.outcome}`)}${p.value.remoteness ?? ''}${p.sg ? ` ·${loopy(p.sg)}` : ''}`;
    node.append(svg('text', { class: 'node-value', y: r + 13 }, below));
    node.append(svg('title', {}, `${p.position}: ${scored ? t('page-score', { score: p.score }) : valueText(p.value)}${p.sg ? `${t('page-list-sep')}SG ${loopy(p.sg)}` : ''}`));
    layer.append(node);
  }
  // One listener for every node: which nodes are moves changes with the position.
  layer.addEventListener('click', (e) => {
    const n = e.target.closest('.node.target');
    if (n) onMove(n.dataset.move);
  });
  markGraph(root, current);
  const here = current ? at(current.position) : null;
  const view = zoomable(root, width, height, here);
  const table = el('details', { class: 'graph-table' },
    el('summary', {}, t('page-graph-table')),
    el('table', {},
      el('thead', {}, el('tr', {}, el('th', {}, t('page-position')), el('th', {}, t('page-value')), el('th', {}, 'SG'), el('th', {}, t('page-moves-to')))),
      el('tbody', {}, positions.map((p) => el('tr', { 'data-position': p.position },
        el('td', {}, p.position), el('td', {}, p.score !== undefined ? t('page-score', { score: p.score }) : valueText(p.value)), el('td', {}, loopy(p.sg)),
        el('td', {}, p.moves.map((m) => m.to).join(' ')))))));
  return el('div', { class: 'graph-wrap' }, view, table);
}

// Marks on a drawn graph (or the element holding one) the position `current` (a position
// report), the positions its moves lead to as targets to click, and the moves from it; the
// page calls it after every move, so the layout stays where the person is looking.
export function markGraph(holder, current) {
  const targets = new Map((current ? current.moves : []).map((m) => [m.to, m.move]));
  for (const n of holder.querySelectorAll('g.node')) {
    const move = targets.get(n.dataset.position);
    n.classList.toggle('current', !!current && n.dataset.position === current.position);
    n.classList.toggle('target', move !== undefined);
    if (move !== undefined) {
      n.dataset.move = move;
      n.setAttribute('tabindex', '-1');
      n.setAttribute('role', 'button');
    } else {
      delete n.dataset.move;
      n.removeAttribute('tabindex');
      n.removeAttribute('role');
    }
    const title = n.querySelector('title');
    if (title) {
      const base = title.dataset.base || (title.dataset.base = title.textContent);
      title.textContent = move !== undefined ? t('page-click-to-move', { what: base }) : base;
    }
  }
  for (const e of holder.querySelectorAll('path.edge')) {
    e.classList.toggle('from-current', !!current && e.dataset.from === current.position);
  }
}

// Zoom and pan by changing the view box: the wheel and the buttons zoom about a point,
// dragging pans; "fit" shows the whole graph again.
function zoomable(root, width, height, focus) {
  let box = { x: 0, y: 0, w: width, h: height };
  const set = () => root.setAttribute('viewBox', `${box.x} ${box.y} ${box.w} ${box.h}`);
  const zoom = (f, cx = box.x + box.w / 2, cy = box.y + box.h / 2) => {
    const w = Math.min(width * 1.5, Math.max(60, box.w * f));
    const h = (w / box.w) * box.h;
    box = { x: cx - ((cx - box.x) * w) / box.w, y: cy - ((cy - box.y) * h) / box.h, w, h };
    set();
  };
  const point = (e) => {
    const b = root.getBoundingClientRect();
    return [box.x + ((e.clientX - b.left) / b.width) * box.w, box.y + ((e.clientY - b.top) / b.height) * box.h];
  };
  root.addEventListener('wheel', (e) => { e.preventDefault(); zoom(e.deltaY < 0 ? 0.8 : 1.25, ...point(e)); }, { passive: false });
  let drag = null;
  root.addEventListener('pointerdown', (e) => {
    if (e.target.closest('.node.target')) return;
    drag = { x: e.clientX, y: e.clientY, box: { ...box } };
    root.setPointerCapture(e.pointerId);
  });
  root.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const b = root.getBoundingClientRect();
    box = { ...drag.box, x: drag.box.x - ((e.clientX - drag.x) / b.width) * drag.box.w, y: drag.box.y - ((e.clientY - drag.y) / b.height) * drag.box.h };
    set();
  });
  root.addEventListener('pointerup', () => { drag = null; });
  const bar = el('div', { class: 'zoom' },
    el('button', { type: 'button', class: 'graph-zoom-in', onclick: () => zoom(0.6) }, t('page-zoom-in')),
    el('button', { type: 'button', class: 'graph-zoom-out', onclick: () => zoom(1 / 0.6) }, t('page-zoom-out')),
    el('button', { type: 'button', class: 'graph-fit', onclick: () => { box = { x: 0, y: 0, w: width, h: height }; set(); } }, t('page-zoom-fit')),
    el('span', { class: 'about' }, t('page-zoom-how')));
  // Tall, narrow graphs get the height they need (up to the screen's) rather than a column.
  // A large graph opens around the current position, at a size where labels read.
  const w = Math.min(width, 1100);
  const h = Math.min(height, w * 1.2);
  const fx = focus ? focus.x : w / 2;
  const fy = focus ? focus.y : h / 2;
  const fit = (v, size, whole) => Math.max(0, Math.min(whole - size, v - size / 2));
  box = { x: fit(fx, w, width), y: fit(fy, h, height), w, h };
  root.style.aspectRatio = `${w} / ${h}`;
  set();
  return el('div', { class: 'graph-view' }, root, bar);
}
