// Positions drawn as what they are: boards (with falling discs where stones fall), heaps of
// tokens, sheets of paper, slices of pie, or text. One drawer per kind of drawing the engine
// reports (`report.drawing.kind`), in `drawers`: a new kind of drawing is one entry there.
// A drawer calls `onMove(name)` when a part of it that stands for a move is used (click,
// Enter or Space), and marks those parts with the move's value.

import { t } from './i18n.js';
import { cellMoves, boardRows, cellBoard } from './cells.js';

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
    if (c !== null && c !== undefined && c !== false) e.append(c instanceof Node ? c : String(c));
  }
  return e;
}

export function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined && c !== false) e.append(c instanceof Node ? c : String(c));
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
  if (!['win', 'loss', 'draw'].includes(v.outcome)) return String(v.outcome);
  if (v.outcome === 'draw' || v.remoteness === undefined) return t(`page-outcome-${v.outcome}`);
  return t(`page-outcome-${v.outcome}-in`, { n: v.remoteness });
}

const signed = (n) => `${n > 0 ? '+' : ''}${n}`;

// A move's value for its maker, in words: the score in scoring games (the outcome there only
// says who is ahead), else the value with its SG value where there is one.
export function moveText(m, opts = {}) {
  if (m.score !== undefined) return t('page-score', { score: signed(m.score) });
  const parts = [valueText(m.value)];
  if (m.sg && !opts.misere) parts.push(`SG ${loopy(m.sg)}`);
  // Partizan games: the value the move leads to; misère heaps: its genus.
  if (m.canonical) parts.push(t('page-move-canonical', { value: m.canonical.value, class: m.canonical.outcome_class }));
  if (m.misere) parts.push(t('page-move-genus', { genus: m.misere.genus }));
  return parts.join(t('page-list-sep'));
}

// The colour of a score on a diverging scale: green for the mover ahead, red behind, grey
// even, deeper the further from 0 (relative to `span`, the largest score in view). Returns
// the background and the text colour (white or ink, whichever reads better on it).
export function scoreColour(score, span) {
  const t = Math.min(1, Math.abs(score) / Math.max(1, span));
  if (score === 0) return { bg: '#6b6b6b', fg: '#ffffff' };
  // From a light tint to the full win or lose colour.
  const [r0, g0, b0] = score > 0 ? [214, 239, 220] : [246, 214, 214];
  const [r1, g1, b1] = score > 0 ? [20, 110, 46] : [139, 0, 0];
  const mix = (a, b) => Math.round(a + (b - a) * (0.35 + 0.65 * t));
  const rgb = [mix(r0, r1), mix(g0, g1), mix(b0, b1)];
  const bg = `rgb(${rgb.join(', ')})`;
  return { bg, fg: contrast(rgb, [255, 255, 255]) >= contrast(rgb, [27, 27, 27]) ? '#ffffff' : '#1b1b1b' };
}

// WCAG's contrast ratio of two sRGB colours ([r, g, b], 0..255).
export function contrast(a, b) {
  const lum = ([r, g, bl]) => {
    const f = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// The class and style that colour a move: by its value, or by its score.
export function tone(m, span) {
  if (m.score !== undefined) {
    const c = scoreColour(m.score, span);
    return { cls: 'scored', style: `background:${c.bg};color:${c.fg}`, fill: c.bg, ink: c.fg };
  }
  return { cls: m.value.outcome, style: undefined, fill: COLOUR[m.value.outcome], ink: undefined };
}

// The largest score among a position's moves (for the colour scale).
export function scoreSpan(report) {
  return Math.max(1, Math.abs(report.score ?? 0), ...report.moves.map((m) => Math.abs(m.score ?? 0)));
}

// ---- moves named as the command line names them ---------------------------------------

// A heap move in words, as `boyi solve` prints it: `heap 1 (3) → 1`, `heap 2 (4) → nothing`,
// `heap 2 (5) → 1 + 4`; Wythoff's moves name the heaps they leave: `→ (2, 4)`. Heaps are
// numbered among the non-empty ones, as the moves' names number them.
function heapMove(heaps, name, wythoff) {
  const words = name.split(/[\s:]+/).filter(Boolean);
  if (wythoff) return `→ (${words.join(', ')})`;
  const i = Number(words[0]);
  if (!Number.isInteger(i)) return name;
  const left = words.slice(1).filter((w) => w !== '-');
  const from = heaps.filter((h) => String(h) !== '0')[i - 1] ?? heaps[i - 1];
  const to = left.length ? left.join(' + ') : t('page-nothing');
  return from !== undefined ? t('page-heap-move-from', { heap: i, from, to }) : t('page-heap-move', { heap: i, to });
}

// What a move is called on the page, beside the name typed to play it.
export function moveLabel(report, m, game) {
  const d = report.drawing;
  if (d.kind === 'heaps') return heapMove(d.heaps, m.move, /^wythoff\b/.test(game || ''));
  if (d.kind === 'grid' && d.gravity) return t('page-column', { column: m.move });
  if (d.kind === 'grid') {
    const k = Number(m.move) - 1;
    return Number.isInteger(k) ? t('page-cell', { row: Math.floor(k / d.width) + 1, column: (k % d.width) + 1 }) : m.move;
  }
  if (d.kind === 'text' && m.to && m.to !== m.move) return `${m.move} → ${readable(m.to)}`;
  return m.move;
}

// ---- the drawers ------------------------------------------------------------------------

// The moves of `report` by name, for the drawings to look their parts up.
function byName(report) {
  return new Map(report.moves.map((m) => [m.move, m]));
}

// A move's marker on a drawing: a dot in the value's colour with its value as a tooltip and a
// letter (W, L, D; the score in scoring games) so that it reads without colour. Focusable:
// the board's arrow keys go from marker to marker.
function mark(parent, m, name, ctx, cx, cy, size) {
  const tint = tone(m, ctx.span);
  const g = svg('g', {
    class: `move-mark target ${tint.cls}`, 'data-move': name, tabindex: -1, role: 'button',
    'aria-label': `${ctx.label(m)}: ${moveText(m, ctx)}`,
    onclick: () => ctx.onMove(name),
  });
  // The whole cell is the target (44 px and more on a phone), the dot shows the value.
  g.append(svg('rect', { x: cx - size / 2, y: cy - size / 2, width: size, height: size, class: 'mark-hit' }));
  g.append(svg('circle', { cx, cy, r: size * 0.2, fill: tint.fill, class: 'mark-dot' }));
  const letter = m.score !== undefined ? signed(m.score) : t(`page-letter-${m.value.outcome}`);
  g.append(svg('text', { x: cx, y: cy, class: 'mark-letter', fill: tint.ink }, letter));
  g.append(svg('title', {}, `${ctx.label(m)}: ${moveText(m, ctx)}`));
  parent.append(g);
}

function grid(d, report, ctx) {
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
  const last = ctx.lastCell;
  for (let r = 0; r < d.height; r++) {
    for (let c = 0; c < d.width; c++) {
      const x = c * cell;
      const y = top + r * cell;
      const stone = d.cells[r][c];
      const isLast = last && last[0] === r && last[1] === c;
      const g = svg('g', { class: `cell${isLast ? ' last' : ''}`, 'data-row': r, 'data-col': c });
      if (d.gravity) {
        g.append(svg('circle', {
          cx: x + cell / 2, cy: y + cell / 2, r: cell * 0.4,
          class: stone === 1 ? 'disc first' : stone === 2 ? 'disc second' : 'hole',
        }));
        if (stone) g.append(svg('text', { x: x + cell / 2, y: y + cell / 2, class: `disc-letter ${stone === 1 ? 'first' : 'second'}` }, stone === 1 ? '1' : '2'));
      } else {
        g.append(svg('rect', { x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, class: 'square' }));
        if (stone) {
          g.append(svg('text', { x: x + cell / 2, y: y + cell / 2, class: `mark ${stone === 1 ? 'first' : 'second'}` },
            stone === 1 ? 'X' : 'O'));
        } else {
          const name = String(r * d.width + c + 1);
          const m = moves.get(name);
          if (m) mark(g, m, name, ctx, x + cell / 2, y + cell / 2, cell);
        }
      }
      if (isLast) g.append(svg('rect', { x: x + 3, y: y + 3, width: cell - 6, height: cell - 6, class: 'last-ring' }));
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
        'data-move': name, onclick: () => ctx.onMove(name),
      });
      col.append(svg('title', {}, `${t('page-column', { column: name })}: ${moveText(m, ctx)}`));
      root.append(col);
      mark(root, m, name, ctx, c * cell + cell / 2, top / 2, cell);
    }
  }
  return root;
}

// The move that leaves heap `i` (0-based, among all heaps) at `k` tokens and the others as
// they are, found by the position it leads to: heap games name their moves differently
// (`1 2` takes heap 1 down to 2 in Nim, `2 4` names both of Wythoff's heaps), but every move
// says where it goes. A split is found too when its parts are listed in place of the heap.
// Heaps a rules script draws (`draw`) lead to positions in script syntax, not heaps: their
// moves are named as Nim's (`2 4`, `2 -`), by the heap they change.
function moveLeaving(report, heaps, i, k) {
  const after = heaps.map((h, j) => (j === i ? k : h));
  const key = (hs) => hs.map(String).filter((h) => h !== '0').sort().join(' ');
  const want = key(after);
  const heapsTo = (m) => /^[\d\s]*$/.test(m.to) || m.to === '(no heaps)';
  if (report.moves.some(heapsTo)) return report.moves.find((m) => key(m.to.split(/\s+/).filter(Boolean)) === want);
  return report.moves.find((m) => m.move === `${i + 1} ${k === 0 ? '-' : k}`);
}

function heaps(d, report, ctx) {
  const wrap = el('div', { class: 'heaps' });
  if (d.heaps.length === 0) wrap.append(el('p', {}, t('page-no-heaps')));
  const sizes = d.heaps.map(Number);
  const biggest = Math.max(1, ...sizes);
  // Tokens are drawn one by one up to this many; a larger heap is drawn to scale.
  const shown = 40;
  d.heaps.forEach((size, i) => {
    const changed = ctx.changedHeap === i;
    const row = el('div', { class: `heap${changed ? ' last' : ''}`, 'data-heap': i + 1 });
    row.append(el('span', { class: 'heap-label' }, t('page-heap-size', { heap: i + 1, size: String(size) })));
    const tokens = el('span', { class: 'tokens' });
    if (biggest <= shown) {
      for (let k = 0; k < sizes[i]; k++) {
        // Token k (0-based): clicking it takes it and the tokens after it, leaving k.
        const m = moveLeaving(report, d.heaps, i, k);
        const tint = m ? tone(m, ctx.span) : null;
        // A token no move leaves is a picture, not a button (the gallery's are all so).
        tokens.append(m
          ? el('button', {
            type: 'button',
            class: `token target takes ${tint.cls}`,
            'data-move': m.move,
            'data-leaves': k,
            title: `${ctx.label(m)}: ${moveText(m, ctx)}`,
            'aria-label': `${t('page-leave', { k, heap: i + 1 })}: ${moveText(m, ctx)}`,
            tabindex: -1,
            onclick: () => ctx.onMove(m.move),
          })
          : el('span', { class: 'token', 'data-leaves': k, title: t('page-leave-not-move', { k }) }));
      }
    } else {
      tokens.append(el('span', { class: 'bar', style: `width:${(100 * sizes[i]) / biggest}%` }));
    }
    row.append(tokens);
    wrap.append(row);
  });
  return wrap;
}

function sheets(d) {
  const wrap = el('div', { class: 'sheets' });
  for (const [w, h] of d.sheets) {
    const s = Math.max(4, Math.min(20, 240 / Math.max(w, h)));
    const pic = svg('svg', { viewBox: `0 0 ${w * s + 2} ${h * s + 2}`, class: 'sheet', role: 'img', 'aria-label': t('page-sheet', { w, h }) });
    pic.append(svg('rect', { x: 1, y: 1, width: w * s, height: h * s, class: 'sheet-paper' }));
    for (let x = 1; x < w; x++) pic.append(svg('line', { x1: 1 + x * s, x2: 1 + x * s, y1: 1, y2: 1 + h * s, class: 'sheet-rule' }));
    for (let y = 1; y < h; y++) pic.append(svg('line', { x1: 1, x2: 1 + w * s, y1: 1 + y * s, y2: 1 + y * s, class: 'sheet-rule' }));
    wrap.append(el('figure', {}, pic, el('figcaption', {}, `${w} × ${h}`)));
  }
  return wrap;
}

function slices(d, report, ctx) {
  const moves = report.moves;
  const total = d.left.reduce((s, x) => s + Number(x), 0) + Number(d.alice) + Number(d.bob);
  const bar = (who, n) => el('div', { class: `pie-total ${who}` },
    el('span', { class: 'pie-name' }, who === 'alice' ? 'Alice' : 'Bob'),
    el('span', { class: 'pie-bar', style: `width:${total ? (60 * Number(n)) / total : 0}%` }),
    el('span', {}, String(n)));
  void ctx;
  return el('div', { class: 'slices' },
    bar('alice', d.alice), bar('bob', d.bob),
    el('p', { class: 'about' }, d.left.length ? t('page-slices-left', { n: d.left.length }) : t('page-slices-done')),
    el('ol', { class: 'slice-list' }, d.left.map((s, i) => el('li', { class: `slice${i === 0 ? ' next' : ''}`, style: `width:${Math.min(100, 10 + (80 * Number(s)) / Math.max(1, ...d.left.map(Number)))}%` }, String(s)))),
    moves.length ? el('p', { class: 'about' }, t('page-slices-moves')) : null);
}

// A script's position as it prints, made readable: a map's fields one a line, strings
// without their quotes (`#{board: "X........", turn: 'O'}` becomes `board  X........`,
// `turn  O`); anything else as it is.
export function readable(text) {
  const m = /^#\{(.*)\}$/s.exec(text.trim());
  if (!m) return text;
  const fields = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  const body = m[1];
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === quote && body[i - 1] !== '\\') quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if ('[{('.includes(c) && c !== undefined) {
      depth++;
    } else if (')}]'.includes(c) && c !== undefined) {
      depth--;
    } else if ((c === ',' && depth === 0) || i === body.length) {
      fields.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  return fields.filter(Boolean).map((f) => {
    const k = f.indexOf(':');
    if (k < 0) return f;
    const v = f.slice(k + 1).trim().replace(/^(["'])(.*)\1$/s, '$2');
    return `${f.slice(0, k).trim()}  ${v}`;
  }).join('\n');
}

// A partizan position written as CGSuite writes grids (rows joined by `|`) drawn as a board:
// `.` empty, `#` blocked, x/o stones, T/F toads and frogs, L/R (blue, red), other letters as
// they are. Null when the text is not such a grid.
function cells(text) {
  const rows = text.split('|');
  const width = rows[0].length;
  if (!width || width > 40 || rows.length > 40 || rows.some((r) => r.length !== width || /\s/.test(r))) return null;
  const size = 44;
  const kind = (ch) => ({ '.': 'empty', '#': 'blocked', x: 'black', X: 'black', o: 'white', O: 'white', L: 'blue', R: 'red', T: 'blue', F: 'red' }[ch] || 'letter');
  const root = svg('svg', { viewBox: `0 0 ${width * size} ${rows.length * size}`, class: 'partizan-board', style: `max-width: ${width * 3.2}rem`, role: 'img', 'aria-label': t('page-board', { board: text }) });
  rows.forEach((row, y) => [...row].forEach((ch, x) => {
    const k = kind(ch);
    root.append(svg('rect', { x: x * size, y: y * size, width: size, height: size, class: `pz-cell ${k === 'blocked' ? 'blocked' : 'open'}` }));
    if (['black', 'white', 'blue', 'red'].includes(k)) root.append(svg('circle', { cx: x * size + size / 2, cy: y * size + size / 2, r: size * 0.36, class: `pz-piece ${k}` }));
    if (k === 'letter' || ch === 'T' || ch === 'F') root.append(svg('text', { x: x * size + size / 2, y: y * size + size / 2, class: `pz-letter ${k}` }, ch));
  }));
  return el('div', { class: 'partizan-board-wrap' }, root);
}

// A position as text; a partizan game's grid (`ctx.cells`, rows joined by `|`) as a board.
function text(d, report, ctx = {}) {
  return (ctx.cells && cells(d.text)) || el('pre', { class: 'text-position' }, readable(d.text));
}

// Every kind of drawing the engine reports, by `drawing.kind`.
export const drawers = { grid, heaps, sheets, slices, text };

// The position `report` drawn. `ctx`: `onMove(name)`, `label(move)` (its name in words),
// `span` (the score scale), `misere`, and what changed last (`lastCell`, `changedHeap`).
export function drawPosition(report, ctx) {
  const d = report.drawing;
  const full = { span: scoreSpan(report), label: (m) => m.move, ...ctx };
  // Moves that name cells (`a1-b1`) are played on the cells themselves.
  const rows = boardRows(d);
  const moves = rows && cellMoves(report, rows);
  if (moves && ctx.onMove) return cellBoard(rows, moves, full);
  const draw = drawers[d.kind] || text;
  return draw(d, report, full);
}
