// What a game is worth, drawn: a partizan game's value (its canonical form in CGSuite's
// notation, outcome class, stops, mean, temperature, birthday and thermograph, and each
// player's moves with the values they lead to), and misère play's (a heap position's genus,
// the misère quotient of an octal game with the elements of the position's heaps, a misère
// sequence as its table of outcomes and genera). The values are the server's (`/api/solve`,
// `/api/value`, `/api/quotient`): nothing here computes one.

import { el } from './draw.js';

// Label and value pairs as a definition list; empty values are left out.
export function facts(pairs) {
  return el('dl', { class: 'facts' }, pairs.filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [el('dt', {}, k), el('dd', {}, v instanceof Node ? v : String(v))]).flat());
}

// Conway's outcome classes, as the page says them.
const CLASS = {
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  N: 'the player to move wins',
  P: 'the player to move loses',
};

// A name as the command line takes it: quoted when it has a character the shell would read.
const quote = (v) => (/^[\w.,/=@:%^+*-]+$/.test(v) ? v : `'${v.replace(/'/g, "'\\''")}'`);

// One player's moves: where each goes and its value; the best (the report's) first and marked.
function movesTable(who, report, open) {
  if (!report || !report.moves.length) return el('p', { class: 'about' }, `${who} has no move.`);
  const rows = report.moves.map((m) => el('tr', { class: m.move === report.best_move ? 'winning' : '', 'data-player': who, 'data-move': m.move },
    el('td', {}, open ? el('button', { type: 'button', class: 'link', onclick: () => open(m.to) }, m.move) : m.move),
    el('td', { class: 'value-info' }, m.canonical ? m.canonical.value : ''),
    el('td', { class: 'value-info' }, m.canonical ? m.canonical.outcome_class : '')));
  return el('table', { class: 'why-table partizan-moves' },
    el('caption', {}, `${who}'s moves (the best marked)`),
    el('thead', {}, el('tr', {}, el('th', {}, 'to'), el('th', {}, 'value'), el('th', {}, 'class'))),
    el('tbody', {}, rows));
}

// The server's thermograph (an SVG document it drew) put on the page.
function thermograph(text) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg') return null;
  const node = document.importNode(root, true);
  node.setAttribute('class', 'thermograph');
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', 'thermograph');
  return node;
}

// A partizan game (`details.family === 'partizan'`): its value and both players' moves.
export async function partizan(o, page) {
  const d = o.report.details;
  const c = d.canonical;
  const single = d.components.length === 1;
  // A move of a single game opens the position it leads to (its value is the game's there).
  const open = single ? (to) => page.open(`${o.info.name} ${quote(to)}`) : null;
  const wrap = el('div', { class: 'partizan' },
    facts([
      ['value', el('code', { id: 'partizan-value' }, c.value)],
      ['outcome class', `${c.outcome_class}: ${CLASS[c.outcome_class] || ''}`],
      ['stops', `Left's ${c.stops[0]}, Right's ${c.stops[1]}`],
      ['mean', c.mean],
      ['temperature', c.temperature],
      ['birthday', d.birthday],
      ['a sum of', single ? undefined : d.components.map((x) => `${x.game} = ${x.value}`).join(' + ')],
      ['regions valued', d.regions],
    ]),
    el('div', { class: 'partizan-moves-pair' },
      movesTable('Left', o.report.start, open),
      movesTable('Right', d.right_first, open)));
  try {
    const v = await page.get(`/api/value?expression=${encodeURIComponent(c.value)}`);
    const t = v.thermograph && thermograph(v.thermograph);
    if (t) wrap.append(el('h3', {}, 'Thermograph'), t);
  } catch (err) {
    wrap.append(el('p', { class: 'about' }, `no thermograph: ${err.message}`));
  }
  return wrap;
}

// A misère heap position: its genus (misère nim-value first in the superscript), and for an
// octal game the misère quotient with the element of each heap of the position.
export async function misere(o, page) {
  const start = o.report.start;
  const m = start && start.misere;
  const wrap = el('div', { class: 'misere' },
    m ? facts([
      ['genus', el('code', { id: 'genus' }, m.genus)],
      ['misère nim-value', m.misere_nim_value],
      ['normal nim-value', m.nim_value],
      ['tame or wild', m.tame ? 'tame (plays like misère Nim)' : 'wild (not like misère Nim: its quotient decides sums)'],
    ]) : null);
  const code = o.game.split(/\s+/)[0];
  if (!/^(\d*\.\d+|0x[0-9a-f]*\.[0-9a-f]+)$/i.test(code)) return wrap;
  const heaps = o.report.details.heaps || [];
  const upto = Math.min(60, Math.max(30, ...heaps.map(Number)));
  try {
    const q = await page.get(`/api/quotient?game=${encodeURIComponent(code)}&upto=${upto}&wait=5000`);
    const of = new Map(q.heaps.map((h) => [String(h.heap), h.element]));
    const mine = heaps.map((h) => `${h} → ${of.get(String(h)) ?? '(beyond the heaps computed)'}`);
    wrap.append(el('h3', {}, 'Misère quotient'),
      facts([
        ['order', q.order],
        ['presentation', el('code', { id: 'quotient-presentation' }, q.presentation)],
        ['P-portion', `{${q.p_portion.join(', ')}}`],
        ['status', q.status.kind === 'proved' ? `complete (proved at heap ${q.computed_to})` : `partial: the quotient of heaps 0..=${q.computed_to}`],
        ['this position\'s heaps', mine.join(', ')],
      ]),
      el('p', { class: 'about' }, 'A misère sum is lost for the player to move exactly when the product of its heaps\' elements lies in the P-portion.'));
  } catch (err) {
    wrap.append(el('p', { class: 'about' }, `no quotient: ${err.message}`));
  }
  return wrap;
}

// A misère sequence (`kind: terms` with `misere` on each term): a table of each heap's
// outcome (P-positions marked), genus and tame/wild verdict.
export function misereTable(seq) {
  const rows = seq.values.map((t) => el('tr', { class: t.outcome === 'loss' ? 'p-position' : '' },
    el('td', {}, String(t.n)),
    el('td', {}, t.outcome === 'loss' ? 'P' : t.outcome === 'win' ? 'N' : 'D'),
    el('td', {}, el('code', {}, t.misere.genus)),
    el('td', {}, t.misere.tame ? 'tame' : 'wild')));
  return el('div', { class: 'misere-sequence' },
    el('table', { class: 'why-table misere-table' },
      el('caption', {}, seq.title),
      el('thead', {}, el('tr', {}, el('th', {}, 'n'), el('th', {}, 'outcome'), el('th', {}, 'genus'), el('th', {}, 'tame/wild'))),
      el('tbody', {}, rows)));
}
