// What a game is worth, drawn: a partizan game's value (its canonical form in CGSuite's
// notation, outcome class, stops, mean, temperature, birthday and thermograph, and each
// player's moves with the values they lead to), and misère play's (a heap position's genus,
// the misère quotient of an octal game with the elements of the position's heaps, a misère
// sequence as its table of outcomes and genera). The values are the server's (`/api/solve`,
// `/api/value`, `/api/quotient`): nothing here computes one.

import { el } from './draw.js';
import { t } from './i18n.js';

const tr = t; // where `t` names a term of a sequence

// Label and value pairs as a definition list; empty values are left out.
export function facts(pairs) {
  return el('dl', { class: 'facts' }, pairs.filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [el('dt', {}, k), el('dd', {}, v instanceof Node ? v : String(v))]).flat());
}

// Conway's outcome classes, as the page says them.
const CLASS = (c) => (['L', 'R', 'N', 'P'].includes(c) ? t(`page-class-${c}`) : '');

// A name as the command line takes it: quoted when it has a character the shell would read.
const quote = (v) => (/^[\w.,/=@:%^+*-]+$/.test(v) ? v : `'${v.replace(/'/g, "'\\''")}'`);

// One player's moves: where each goes and its value; the best (the report's) first and marked.
function movesTable(who, report, open) {
  const name = t(`page-side-${who.toLowerCase()}`);
  if (!report || !report.moves.length) return el('p', { class: 'about' }, t('page-no-move', { side: name }));
  const rows = report.moves.map((m) => el('tr', { class: m.move === report.best_move ? 'winning' : '', 'data-player': who, 'data-move': m.move },
    el('td', {}, open ? el('button', { type: 'button', class: 'link', onclick: () => open(m.to) }, m.move) : m.move),
    el('td', { class: 'value-info' }, m.canonical ? m.canonical.value : ''),
    el('td', { class: 'value-info' }, m.canonical ? m.canonical.outcome_class : '')));
  return el('table', { class: 'why-table partizan-moves' },
    el('caption', {}, t('page-side-moves', { side: name })),
    el('thead', {}, el('tr', {}, el('th', {}, t('page-to')), el('th', {}, t('page-value')), el('th', {}, t('page-class')))),
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
  node.setAttribute('aria-label', t('page-thermograph'));
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
      [t('page-value'), el('code', { id: 'partizan-value' }, c.value)],
      [t('page-outcome-class'), `${c.outcome_class}: ${CLASS(c.outcome_class)}`],
      [t('page-stops'), t('page-stops-are', { left: c.stops[0], right: c.stops[1] })],
      [t('page-mean'), c.mean],
      [t('page-temperature'), c.temperature],
      [t('page-birthday'), d.birthday],
      [t('page-sum-of'), single ? undefined : d.components.map((x) => `${x.game} = ${x.value}`).join(' + ')],
      [t('page-regions'), d.regions],
    ]),
    el('div', { class: 'partizan-moves-pair' },
      movesTable('Left', o.report.start, open),
      movesTable('Right', d.right_first, open)));
  try {
    const v = await page.get(`/api/value?expression=${encodeURIComponent(c.value)}`);
    const graph = v.thermograph && thermograph(v.thermograph);
    if (graph) wrap.append(el('h3', {}, t('page-thermograph-title')), graph);
  } catch (err) {
    wrap.append(el('p', { class: 'about' }, t('page-no-thermograph', { why: err.message })));
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
      [t('page-genus'), el('code', { id: 'genus' }, m.genus)],
      [t('page-misere-nim-value'), m.misere_nim_value],
      [t('page-normal-nim-value'), m.nim_value],
      [t('page-tame-or-wild'), m.tame ? t('page-tame-long') : t('page-wild-long')],
    ]) : null);
  const code = o.game.split(/\s+/)[0];
  if (!/^(\d*\.\d+|0x[0-9a-f]*\.[0-9a-f]+)$/i.test(code)) return wrap;
  const heaps = o.report.details.heaps || [];
  const upto = Math.min(60, Math.max(30, ...heaps.map(Number)));
  try {
    const q = await page.get(`/api/quotient?game=${encodeURIComponent(code)}&upto=${upto}&wait=5000`);
    const of = new Map(q.heaps.map((h) => [String(h.heap), h.element]));
    const mine = heaps.map((h) => `${h} → ${of.get(String(h)) ?? t('page-beyond-heaps')}`);
    wrap.append(el('h3', {}, t('page-quotient')),
      facts([
        [t('page-order'), q.order],
        [t('page-presentation'), el('code', { id: 'quotient-presentation' }, q.presentation)],
        [t('page-p-portion'), `{${q.p_portion.join(', ')}}`],
        [t('page-status'), q.status.kind === 'proved' ? t('page-quotient-complete', { n: q.computed_to }) : t('page-quotient-partial', { n: q.computed_to })],
        [t('page-position-heaps'), mine.join(', ')],
      ]),
      el('p', { class: 'about' }, t('page-quotient-rule')));
  } catch (err) {
    wrap.append(el('p', { class: 'about' }, t('page-no-quotient', { why: err.message })));
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
    el('td', {}, t.misere.tame ? tr('page-tame') : tr('page-wild'))));
  return el('div', { class: 'misere-sequence' },
    el('table', { class: 'why-table misere-table' },
      el('caption', {}, seq.title),
      el('thead', {}, el('tr', {}, el('th', {}, 'n'), el('th', {}, tr('page-outcome')), el('th', {}, tr('page-genus')), el('th', {}, tr('page-tame-wild')))),
      el('tbody', {}, rows)));
}
