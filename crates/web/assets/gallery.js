// The landing page: a gallery of games, each drawn small as it starts. The games of the
// source articles and the classics come first; every other game of the catalog follows,
// drawn by the kind of its family. The pictures use the same drawers as the board.

import { el, svg, drawers } from './draw.js';
import { t } from './i18n.js';

// The seeds' games and the classics, in the order a newcomer meets them.
const FEATURED = [
  { game: 'tictactoe', id: 'tictactoe', thumb: { kind: 'grid', width: 3, height: 3, cells: [[1, 0, 2], [0, 1, 0], [0, 0, 2]], gravity: false, text: '' } },
  { game: 'connect4', id: 'connect4', thumb: { kind: 'grid', width: 7, height: 6, cells: [[0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 2, 0, 0, 0], [0, 0, 1, 1, 0, 0, 0], [0, 2, 1, 2, 1, 0, 0]], gravity: true, text: '' } },
  { game: 'nim 3 4 5', id: 'nim', thumb: { kind: 'heaps', heaps: [3, 4, 5] } },
  { game: 'wythoff 3 5', id: 'wythoff', thumb: { kind: 'heaps', heaps: [3, 5] } },
  { game: 'subtraction 1,3,4 10', id: 'subtraction', thumb: { kind: 'heaps', heaps: [10] } },
  { game: 'bash 3 10', id: 'bash', thumb: { kind: 'heaps', heaps: [10] } },
  { game: '0.77 10', id: 'kayles', thumb: { kind: 'heaps', heaps: [10] } },
  { game: 'examples/graphs/article.txt', id: 'graph', thumb: 'graph' },
  { game: 'pirates 5 100', id: 'pirates', thumb: 'pirates' },
  { game: 'pie 141 592 653', id: 'pie', thumb: { kind: 'slices', left: [141, 592, 653], alice: 0, bob: 0 } },
  { game: 'cutting 2 3', id: 'cutting', thumb: { kind: 'sheets', sheets: [[2, 3]] } },
  { game: 'absolute --a 2,14,7 --b 1,8,20', id: 'absolute', thumb: 'line' },
  { game: 'examples/graphs/scores.txt', id: 'scores', thumb: 'graph' },
  { game: 'nim 3 + 0.77 5', id: 'sum', thumb: { kind: 'heaps', heaps: [3, 5] } },
  { game: 'grundy 12', id: 'grundy', thumb: { kind: 'heaps', heaps: [12] } },
];

function graphThumb() {
  const pts = [[60, 16], [30, 52], [90, 52], [30, 88], [90, 88]];
  const cls = ['win', 'loss', 'draw', 'win', 'loss'];
  return svg('svg', { viewBox: '0 0 120 104', class: 'thumb-svg', 'aria-hidden': 'true' },
    [[0, 1], [0, 2], [1, 3], [2, 4], [3, 1], [4, 2]].map(([a, b]) => svg('line', { x1: pts[a][0], y1: pts[a][1], x2: pts[b][0], y2: pts[b][1], class: 'edge' })),
    pts.map(([x, y], i) => svg('circle', { cx: x, cy: y, r: 11, class: `node-disc thumb-${cls[i]}` })));
}

function piratesThumb() {
  return el('table', { class: 'why-table pirates thumb-table', 'aria-hidden': 'true' },
    el('tbody', {}, [[98, 0, 1, 0, 1]].map((r) => el('tr', {}, r.map((c) => el('td', {}, String(c)))))));
}

function lineThumb() {
  return svg('svg', { viewBox: '0 0 120 60', class: 'thumb-svg', 'aria-hidden': 'true' },
    svg('line', { x1: 6, x2: 114, y1: 30, y2: 30, class: 'axis' }),
    [14, 50, 98].map((x) => svg('circle', { cx: x, cy: 20, r: 6, class: 'number-dot alice' })),
    [8, 62, 110].map((x) => svg('circle', { cx: x, cy: 40, r: 6, class: 'number-dot bob' })));
}

function thumb(t) {
  if (t === 'graph') return graphThumb();
  if (t === 'pirates') return piratesThumb();
  if (t === 'line') return lineThumb();
  const draw = drawers[t.kind];
  return draw ? draw(t, { moves: [], drawing: t }, { onMove() {}, label: (m) => m.move, span: 1 }) : el('span', {});
}

// A card: the picture, the name, a line about it; a link to the game's address.
function card(f, open) {
  const href = `#game=${encodeURIComponent(f.game)}`;
  return el('li', { class: 'card' },
    el('a', { href, 'data-game': f.game, onclick: (e) => { e.preventDefault(); open(f.game); } },
      el('div', { class: 'thumb' }, thumb(f.thumb)),
      el('strong', { class: 'card-title' }, f.id ? t(`page-gallery-${f.id}`) : f.title),
      el('span', { class: 'card-note' }, f.id ? t(`page-gallery-${f.id}-note`) : f.note),
      el('code', { class: 'card-name' }, f.game)));
}

// The picture for a game of the catalog that is not featured, by what its family draws.
function familyThumb(info) {
  const name = info.name;
  if (/^FILE\./.test(name)) return 'graph';
  if (info.params.some((p) => p.name === 'heaps')) return { kind: 'heaps', heaps: [4, 6] };
  if (info.params.some((p) => p.name === 'position')) return { kind: 'grid', width: 4, height: 4, cells: [[0, 0, 0, 0], [0, 1, 2, 0], [0, 0, 1, 0], [0, 0, 0, 0]], gravity: false, text: '' };
  return { kind: 'heaps', heaps: [3] };
}

// The gallery for `catalog` (`/api/games`); `open(name)` opens a game.
export function drawGallery(catalog, open) {
  const known = new Set(catalog.families.flatMap((f) => f.games.map((g) => g.name)));
  const featured = FEATURED.filter((f) => {
    const first = f.game.split(/\s+/)[0];
    return known.has(first) || /^(examples\/|0\.)/.test(first) || [...known].some((k) => k.startsWith('FILE.') || k === 'CODE');
  });
  const shown = new Set(featured.map((f) => f.game.split(/\s+/)[0]));
  const others = catalog.families.flatMap((f) => f.games
    .filter((g) => !shown.has(g.name) && g.examples.length && !/^FILE\./.test(g.name) && g.name !== 'CODE')
    .map((g) => ({ game: g.examples[0], title: g.name, note: g.about, thumb: familyThumb(g) })));
  return el('div', { class: 'gallery' },
    el('h2', {}, t('page-gallery-title')),
    el('p', { class: 'about' }, t('page-gallery-about')),
    el('ul', { class: 'cards', id: 'featured' }, featured.map((f) => card(f, open))),
    others.length ? el('h3', {}, t('page-gallery-more')) : null,
    el('ul', { class: 'cards small', id: 'more-games' }, others.map((f) => card(f, open))));
}
