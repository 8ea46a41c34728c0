// Positions drawn as what they are: boards (with falling discs where stones fall), heaps of
// tokens, sheets of paper, slices of pie, or text. Each drawing calls `onMove(name)` when a
// part of it that stands for a move is clicked, and marks those parts with the move's value.

const SVG = 'http://www.w3.org/2000/svg';

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  }
  return e;
}

export function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  }
  return e;
}

// GamesmanUni's colours: win green, lose dark red, draw yellow (CSS variables in style.css).
export const COLOUR = { win: 'var(--win)', loss: 'var(--lose)', draw: 'var(--draw)' };

export function loopy(v) {
  if (!v) return '';
  if ('finite' in v) return String(v.finite);
  return `∞{${(v.infinite || []).join(',')}}`;
}

// A value in words: "win in 3", "loss in 2", "draw", "win".
export function valueText(v) {
  if (!v) return '';
  if (v.outcome === 'draw') return 'draw';
  return v.remoteness === undefined ? v.outcome : `${v.outcome} in ${v.remoteness}`;
}

// A move's value for its maker, in words, with its SG value and score where there are some.
export function moveText(m) {
  const parts = [valueText(m.value)];
  if (m.score !== undefined) parts.push(`score ${m.score > 0 ? '+' : ''}${m.score}`);
  if (m.sg) parts.push(`SG ${loopy(m.sg)}`);
  return parts.join(', ');
}

// The moves of `report` by name, for the drawings to look their parts up.
function byName(report) {
  return new Map(report.moves.map((m) => [m.move, m]));
}

function grid(d, report, onMove) {
  const moves = byName(report);
  const cell = 60;
  const top = d.gravity ? cell * 0.8 : 0;
  const w = d.width * cell;
  const h = d.height * cell + top;
  const root = svg('svg', {
    viewBox: `0 0 ${w} ${h}`,
    class: `board ${d.gravity ? 'gravity' : 'cells'}`,
    role: 'img',
    'aria-label': d.text,
  });
  root.append(svg('rect', { x: 0, y: top, width: w, height: h - top, class: 'board-bg' }));
  for (let r = 0; r < d.height; r++) {
    for (let c = 0; c < d.width; c++) {
      const x = c * cell;
      const y = top + r * cell;
      const stone = d.cells[r][c];
      const g = svg('g', { class: 'cell', 'data-row': r, 'data-col': c });
      if (d.gravity) {
        g.append(svg('circle', {
          cx: x + cell / 2, cy: y + cell / 2, r: cell * 0.4,
          class: stone === 1 ? 'disc first' : stone === 2 ? 'disc second' : 'hole',
        }));
      } else {
        g.append(svg('rect', { x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, class: 'square' }));
        if (stone) {
          g.append(svg('text', { x: x + cell / 2, y: y + cell / 2, class: `mark ${stone === 1 ? 'first' : 'second'}` },
            stone === 1 ? 'X' : 'O'));
        } else {
          const name = String(r * d.width + c + 1);
          const m = moves.get(name);
          if (m) mark(g, m, name, onMove, x + cell / 2, y + cell / 2, cell);
        }
      }
      root.append(g);
    }
  }
  if (d.gravity) {
    // One marker a column above the board: click it (or the column) to drop a disc there.
    for (let c = 0; c < d.width; c++) {
      const name = (c + 1).toString(36);
      const m = moves.get(name);
      if (!m) continue;
      const col = svg('rect', {
        x: c * cell, y: 0, width: cell, height: h, class: 'column-hit',
        'data-move': name, onclick: () => onMove(name),
      });
      col.append(svg('title', {}, `column ${name}: ${moveText(m)}`));
      root.append(col);
      mark(root, m, name, onMove, c * cell + cell / 2, top / 2, cell);
    }
  }
  return root;
}

// A move's marker on a drawing: a dot in the value's colour, with its value as a tooltip and
// a letter (W, L, D) so that it reads without colour.
function mark(parent, m, name, onMove, cx, cy, size) {
  const g = svg('g', {
    class: `move-mark ${m.value.outcome}`, 'data-move': name, tabindex: 0, role: 'button',
    'aria-label': `move ${name}: ${moveText(m)}`,
    onclick: () => onMove(name),
    onkeydown: (e) => { if (e.key === 'Enter' || e.key === ' ') onMove(name); },
  });
  g.append(svg('circle', { cx, cy, r: size * 0.16, fill: COLOUR[m.value.outcome] }));
  g.append(svg('text', { x: cx, y: cy, class: 'mark-letter' }, m.value.outcome[0].toUpperCase()));
  g.append(svg('title', {}, `${name}: ${moveText(m)}`));
  parent.append(g);
}

function heaps(d, report, onMove) {
  const moves = byName(report);
  const wrap = el('div', { class: 'heaps' });
  if (d.heaps.length === 0) wrap.append(el('p', {}, 'no heaps left'));
  const biggest = Math.max(1, ...d.heaps);
  // Tokens are drawn one by one up to this many; a larger heap is drawn to scale.
  const shown = 40;
  d.heaps.forEach((size, i) => {
    const row = el('div', { class: 'heap', 'data-heap': i + 1 });
    row.append(el('span', { class: 'heap-label' }, `heap ${i + 1}: ${size}`));
    const tokens = el('span', { class: 'tokens' });
    if (biggest <= shown) {
      for (let k = 0; k < size; k++) {
        // Clicking token k takes it and the tokens after it: k tokens are left.
        const name = k === 0 ? `${i + 1} -` : `${i + 1} ${k}`;
        const m = moves.get(name);
        const t = el('button', {
          class: `token${m ? ` takes ${m.value.outcome}` : ''}`,
          'data-move': m ? name : undefined,
          title: m ? `leave ${k}: ${moveText(m)}` : `leaving ${k} is not a move`,
          'aria-label': m ? `leave ${k} in heap ${i + 1}: ${moveText(m)}` : `token ${k + 1}`,
          disabled: !m,
          onclick: () => m && onMove(name),
        });
        tokens.append(t);
      }
    } else {
      tokens.append(el('span', { class: 'bar', style: `width:${(100 * size) / biggest}%` }));
    }
    row.append(tokens);
    wrap.append(row);
  });
  return wrap;
}

function sheets(d) {
  const wrap = el('div', { class: 'sheets' });
  for (const [w, h] of d.sheets) {
    const s = 20;
    const pic = svg('svg', { viewBox: `0 0 ${w * s + 2} ${h * s + 2}`, class: 'sheet', role: 'img', 'aria-label': `${w} by ${h}` });
    for (let x = 0; x < w; x++) {
      for (let y = 0; y < h; y++) {
        pic.append(svg('rect', { x: 1 + x * s, y: 1 + y * s, width: s, height: s, class: 'sheet-cell' }));
      }
    }
    wrap.append(el('figure', {}, pic, el('figcaption', {}, `${w}×${h}`)));
  }
  return wrap;
}

function slices(d) {
  return el('div', { class: 'slices' },
    el('p', {}, `Alice ${d.alice}, Bob ${d.bob}`),
    el('ol', {}, d.left.map((s) => el('li', { class: 'slice', style: `width:${Math.min(100, 8 + s / 2)}%` }, String(s)))));
}

// The position `report` drawn; clicks on its parts call `onMove(moveName)`.
export function drawPosition(report, onMove) {
  const d = report.drawing;
  switch (d.kind) {
    case 'grid': return grid(d, report, onMove);
    case 'heaps': return heaps(d, report, onMove);
    case 'sheets': return sheets(d);
    case 'slices': return slices(d);
    default: return el('pre', { class: 'text-position' }, d.text);
  }
}
