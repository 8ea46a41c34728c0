// Boards whose moves name cells (`a1`, `a1-b2`: column letter, row number from the top), as
// the grid games name them (Cram, Node-Kayles, impartial and Cannibal Clobber): drawn as
// cells and played by clicking them. A move of one cell is one click; a move of two (a
// domino, a stone moving onto another) is two: the first cell, then the second, which the
// board marks once the first is chosen. Each cell is coloured by the best move it starts.

import { svg, el, tone, moveText } from './draw.js';
import { t } from './i18n.js';

const CELL = /^([a-z])(\d+)(?:-([a-z])(\d+))?$/;

// The cells of each move on the board `rows` (`[[row, column], ...]`, 0-based from the top),
// or null when some move does not name cells. Rows may be counted from the top (Cram) or from
// the bottom (Chomp): the count is the one under which every move changes the cells it
// names in the position it leads to; when no count fits, or the positions moved to are not
// boards, there is no board to click (null) — except on a drawn board (a rules script's
// `draw`), whose moves boyi names by the cells they change, rows from the top.
export function cellMoves(report, rows) {
  if (!report.moves.length) return null;
  const named = [];
  let drawn = false;
  for (const m of report.moves) {
    const x = CELL.exec(m.move);
    if (!x || !m.to) return null;
    const cells = [[Number(x[2]), x[1].charCodeAt(0) - 97]];
    if (x[3]) cells.push([Number(x[4]), x[3].charCodeAt(0) - 97]);
    const to = m.to.split(/\n|\|/).map((r) => r.trim()).filter(Boolean);
    if (to.length !== rows.length || to.some((r) => r.length !== rows[0].length)) {
      if (report.drawing.kind !== 'grid') return null;
      drawn = true;
    }
    named.push({ move: m, cells, to });
  }
  if (drawn) {
    const placed = named.map((x) => ({ move: x.move, cells: x.cells.map(([n, c]) => [n - 1, c]) }));
    const fits = placed.every((x) => x.cells.every(([r, c]) => r >= 0 && r < rows.length && c < rows[0].length));
    return fits ? placed : null;
  }
  for (const row of [(n) => n - 1, (n) => rows.length - n]) {
    const placed = named.map((x) => ({ move: x.move, cells: x.cells.map(([n, c]) => [row(n), c]), to: x.to }));
    const fits = placed.every((x) => x.cells.every(([r, c]) => r >= 0 && r < rows.length && c < rows[0].length && rows[r][c] !== x.to[r][c]));
    if (fits) return placed.map(({ move, cells }) => ({ move, cells }));
  }
  return null;
}

// The rows of a position's text (`..|.#`, or one row a line) or of a grid drawing.
export function boardRows(d) {
  if (d.kind === 'grid' && !d.gravity) return d.cells.map((r) => r.map((c) => (c === 1 ? 'x' : c === 2 ? 'o' : '.')).join(''));
  if (d.kind !== 'text') return null;
  const rows = d.text.split(/\n|\|/).map((r) => r.trim()).filter(Boolean);
  const width = rows.length ? rows[0].length : 0;
  return width && width <= 40 && rows.every((r) => r.length === width && !/\s/.test(r)) ? rows : null;
}

const KIND = { '.': 'empty', '#': 'blocked', x: 'black', X: 'black', o: 'white', O: 'white' };
const name = (r, c) => `${String.fromCharCode(97 + c)}${r + 1}`;
const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const RANK = { win: 0, draw: 1, loss: 2 };

// The board `rows` with the moves `moves` (from `cellMoves`) on it.
export function cellBoard(rows, moves, ctx) {
  const size = 56;
  const height = rows.length;
  const width = rows[0].length;
  const root = svg('svg', {
    viewBox: `0 0 ${width * size} ${height * size}`, class: 'partizan-board cell-board', style: `max-width: ${width * 3.6}rem`,
    role: 'group', 'aria-label': t('page-board', { board: rows.join('|') }),
  });
  let chosen = null;
  const single = (cell) => moves.filter((m) => m.cells.length === 1 && same(m.cells[0], cell));
  const touching = (cell) => moves.filter((m) => m.cells.length === 2 && m.cells.some((c) => same(c, cell)));
  // The move of cells `a` then `b`: in that order (a stone from `a` onto `b`), else the other
  // (a domino is one move whichever end is clicked first).
  const pair = (a, b) => moves.find((m) => m.cells.length === 2 && same(m.cells[0], a) && same(m.cells[1], b))
    || moves.find((m) => m.cells.length === 2 && same(m.cells[0], b) && same(m.cells[1], a));
  const best = (list) => list.slice().sort((a, b) => (RANK[a.move.value.outcome] ?? 3) - (RANK[b.move.value.outcome] ?? 3))[0];
  const groups = [];
  const redraw = () => {
    for (const g of groups) {
      const { cell, node } = g;
      let list;
      if (chosen) {
        const m = same(cell, chosen) ? null : pair(chosen, cell);
        list = same(cell, chosen) ? touching(cell) : m ? [m] : [];
      } else {
        list = single(cell).length ? single(cell) : touching(cell);
      }
      const top = best(list);
      node.classList.toggle('target', !!top);
      node.classList.toggle('chosen', !!chosen && same(cell, chosen));
      if (top) node.setAttribute('tabindex', -1);
      else node.removeAttribute('tabindex');
      const mark = node.querySelector('.mark-dot');
      const tint = top ? tone(top.move, ctx.span) : null;
      mark.setAttribute('fill', tint ? tint.fill : 'none');
      node.dataset.move = top && list.length === 1 ? top.move.move : '';
      node.querySelector('title').textContent = top
        ? list.map((m) => `${ctx.label(m.move)}: ${moveText(m.move, ctx)}`).join('\n')
        : name(...cell);
    }
  };
  const click = (cell) => {
    if (chosen) {
      const m = same(cell, chosen) ? null : pair(chosen, cell);
      chosen = null;
      if (m) ctx.onMove(m.move.move);
      else redraw();
      return;
    }
    const one = single(cell);
    if (one.length) { ctx.onMove(one[0].move.move); return; }
    const two = touching(cell);
    if (two.length === 1) ctx.onMove(two[0].move.move);
    else if (two.length > 1) { chosen = cell; redraw(); }
  };
  rows.forEach((row, r) => [...row].forEach((ch, c) => {
    const kind = KIND[ch] || 'letter';
    const node = svg('g', { class: `cell-target ${kind}`, 'data-cell': name(r, c), role: 'button', onclick: () => click([r, c]) });
    node.append(svg('rect', { x: c * size, y: r * size, width: size, height: size, class: `pz-cell ${kind === 'blocked' ? 'blocked' : 'open'}` }));
    if (kind === 'black' || kind === 'white') node.append(svg('circle', { cx: c * size + size / 2, cy: r * size + size / 2, r: size * 0.34, class: `pz-piece ${kind}` }));
    if (kind === 'letter') node.append(svg('text', { x: c * size + size / 2, y: r * size + size / 2, class: 'pz-letter' }, ch));
    node.append(svg('circle', { cx: c * size + size / 2, cy: r * size + size / 2, r: size * 0.14, class: 'mark-dot' }));
    node.append(svg('title', {}, name(r, c)));
    root.append(node);
    groups.push({ cell: [r, c], node });
  }));
  redraw();
  return el('div', { class: 'partizan-board-wrap' }, root,
    el('p', { class: 'about' }, t('page-cells-how')));
}
