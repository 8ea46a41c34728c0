// What only some games have, drawn: one view per kind of game the engine's solve report
// describes (`report.details.family`) in `views`; a new family is one entry there. A view
// gets the overview (`/api/solve`) and the page's helpers, and returns an element (or a
// promise of one), or null when it has nothing to add.

import { el, svg, loopy, valueText } from './draw.js';
import { drawGraph } from './graph.js';
import { piratesTable } from './explain.js';
import { facts as dl, partizan, misere } from './cgt.js';
import { t, tn } from './i18n.js';
const plural = (n, w) => `${n} ${w}${n === 1 ? '' : 's'}`;

// A game graph (a file or a script): its counts, and the graph when every position is listed.
async function explicit(o, page) {
  const d = o.report.details;
  const c = d.counts;
  const facts = dl([
    [t('page-positions'), t('page-positions-counts', { n: d.positions_total, win: c.win, loss: c.loss, draw: c.draw })],
    [t('page-moves-count'), d.moves_total],
    [t('page-values'), d.sg_note || (d.kind === 'scoring' ? t('page-values-scores') : d.kind)],
    [t('page-play'), d.convention],
  ]);
  const listed = o.report.positions && o.report.positions.length > 1;
  if (!listed) return el('div', {}, facts, d.positions_total > 1 ? el('p', { class: 'about' }, t('page-graph-limit')) : null);
  const graph = await drawGraph(o.report.positions, d.starts, page.current(), page.onMove);
  return el('div', {}, el('h3', {}, t('page-graph-title')), graph, facts);
}

async function heaps(o, page) {
  const d = o.report.details;
  const about = dl([
    [t('page-heaps'), d.heaps.join(' ')],
    [t('page-heap-values'), d.heap_values ? `${d.heap_values.join(' ⊕ ')} = ${d.value}` : undefined],
    // Heaps too large to list each one's value (`nim 18446744073709551615`) still have the xor.
    [t('page-sg-value'), !d.heap_values && !d.misere ? d.value : undefined],
    [t('page-play'), d.misere ? t('page-play-misere') : t('page-play-normal')],
    [t('page-how'), d.method],
  ]);
  return d.misere ? el('div', {}, about, await misere(o, page)) : about;
}

function board(o) {
  const d = o.report.details;
  return dl([
    [t('page-database'), d.database],
    [t('page-positions'), d.positions?.toLocaleString?.('en')],
    [t('page-tiers'), t('page-of', { done: d.tiers_solved, total: d.tiers })],
    [t('page-on-disk'), `${(d.disk_bytes / 1e6).toFixed(1)} MB`],
  ]);
}

function search(o) {
  const d = o.report.details;
  return dl([
    [t('page-answered-by'), t('page-search-how')],
    [t('page-nodes'), d.nodes?.toLocaleString?.('en')],
    [t('page-seconds'), d.seconds?.toFixed?.(2)],
  ]);
}

// A sum: each component drawn and played on its own; the sum's value is the xor. A move
// in a component opens the sum with that component moved (so the address names it).
async function sum(o, page) {
  const s = o.report.details;
  const win = s.winning_move;
  const xor = s.components.map((c) => loopy(c.value)).join(' ⊕ ');
  const total = s.value && 'finite' in s.value ? s.value.finite : null;
  const wrap = el('div', { class: 'sum' },
    el('p', { id: 'sum-value' }, s.value ? `${xor} = ${loopy(s.value)}` : '', s.misere ? t('page-misere-note') : ''),
    el('p', { id: 'sum-outcome' }, t('page-sum-outcome', { outcome: valueText({ outcome: s.outcome }), method: s.method })),
    el('p', { id: 'sum-move' }, win ? t('page-sum-winning', { component: win.component, game: win.game, move: win.move })
      : s.drawing_move ? t('page-sum-drawing', { component: s.drawing_move.component, move: s.drawing_move.move }) : t('page-sum-no-win')));
  const table = el('table', { class: 'sum-table' },
    el('thead', {}, el('tr', {}, el('th', {}, '#'), el('th', {}, t('page-component')), el('th', {}, t('page-sg-value')), el('th', {}, t('page-component-moves')))));
  const body = el('tbody', {});
  table.append(body);
  wrap.prepend(table);
  const rows = await Promise.all(s.components.map(async (c, i) => {
    const cell = el('td', { class: 'component-play' });
    // Its moves: the sum after each is lost for the opponent when its xor is 0.
    try {
      const { position: p } = await page.get(`/api/position?game=${encodeURIComponent(c.game)}&wait=5000`);
      const own = 'finite' in c.value ? c.value.finite : null;
      cell.append(page.drawSmall(p, async (name) => {
        const m = p.moves.find((x) => x.move === name);
        const at = await page.get(`/api/position?game=${encodeURIComponent(c.game)}&position=${encodeURIComponent(m.to)}&named=1`);
        const parts = s.components.map((x, j) => (j === i ? at.named : x.game));
        page.open(parts.join(' + ') + (s.misere ? ' --misere' : ''));
      }, (m) => {
        if (s.misere || total === null || own === null || !m.sg || !('finite' in m.sg)) return null;
        return (total ^ own ^ m.sg.finite) === 0 ? 'win' : 'loss';
      }));
    } catch (err) {
      cell.append(el('span', { class: 'about' }, t('page-not-drawn', { why: err.message })));
    }
    return el('tr', { class: win && win.component === i + 1 ? 'winning' : '', 'data-component': i + 1 },
      el('td', {}, String(i + 1)), el('td', {}, c.game), el('td', {}, loopy(c.value)), cell);
  }));
  body.append(...rows);
  return wrap;
}

// Pie Rules: the totals so far, the line of perfect play with who decides and who eats.
function pie(o) {
  const d = o.report.details;
  return el('div', {},
    el('p', {}, t('page-pie-result', { alice: d.alice, bob: d.bob, margin: `${d.value > 0 ? '+' : ''}${d.value}` })),
    el('table', { class: 'why-table' },
      el('thead', {}, el('tr', {}, ['page-slice', 'page-pie-decides', 'page-pie-gets', 'page-pie-take', 'page-pie-give'].map((h) => el('th', {}, t(h))))),
      el('tbody', {}, d.principal_variation.map((st) => el('tr', {},
        el('td', {}, String(st.slice)), el('td', {}, st.decider), el('td', {}, st.receiver),
        el('td', {}, String(st.take_value)), el('td', {}, String(st.give_value)))))));
}

// The Absolute Game: both players' numbers on one line; Alice's kept number and Bob's
// nearest, with the distance between them (the value).
function absolute(o) {
  const d = o.report.details;
  const all = [...d.a, ...d.b];
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const w = 640;
  const pad = 30;
  const x = (v) => pad + (hi === lo ? (w - 2 * pad) / 2 : ((v - lo) / (hi - lo)) * (w - 2 * pad));
  // Alice keeps the number farthest from Bob's nearest.
  const nearest = (a) => d.b.reduce((best, b) => (Math.abs(b - a) < Math.abs(best - a) ? b : best), d.b[0]);
  const kept = d.a.reduce((best, a) => (Math.abs(nearest(a) - a) > Math.abs(nearest(best) - best) ? a : best), d.a[0]);
  const bob = nearest(kept);
  const root = svg('svg', { viewBox: `0 0 ${w} 120`, class: 'number-line', role: 'img', 'aria-label': t('page-absolute-label', { kept, bob, value: d.value }) });
  root.append(svg('line', { x1: pad - 10, x2: w - pad + 10, y1: 60, y2: 60, class: 'axis' }));
  const mark = (v, who, y) => {
    const g = svg('g', { class: `number ${who}${(who === 'alice' && v === kept) || (who === 'bob' && v === bob) ? ' kept' : ''}`, 'data-value': v });
    g.append(svg('circle', { cx: x(v), cy: y, r: 9 }));
    g.append(svg('text', { x: x(v), y: who === 'alice' ? y - 16 : y + 26, class: 'tick' }, String(v)));
    root.append(g);
  };
  d.a.forEach((v) => mark(v, 'alice', 44));
  d.b.forEach((v) => mark(v, 'bob', 76));
  root.append(svg('path', { d: `M${x(kept)},60 L${x(bob)},60`, class: 'distance' }));
  return el('div', {},
    el('p', {}, ...tn('page-absolute-line', { value: el('strong', { id: 'absolute-value' }, `|${kept} − ${bob}| = ${d.value}`), method: d.method })),
    root);
}

function cutting(o) {
  const d = o.report.details;
  return el('div', {},
    el('p', {}, t('page-sheet-value', { sheet: d.sheet, sg: loopy(d.value), outcome: valueText({ outcome: d.outcome }) })),
    el('table', { class: 'why-table cuts' },
      el('thead', {}, el('tr', {}, el('th', {}, t('page-cut-into')), el('th', {}, t('page-cut-value')))),
      el('tbody', {}, d.cuts.map((c) => el('tr', { class: c.value === 0 ? 'winning' : '' }, el('td', {}, c.into.join(' + ')), el('td', {}, String(c.value)))))));
}

// The pirates' gold: each game's plan and fates; the proposer's coins first.
function pirates(o) {
  const d = o.report.details;
  const games = d.games.map((g) => {
    const rows = g.rounds.map((r) => ({
      pirates: r.voters,
      plan: r.passes ? r.offer : null,
      votes_needed: r.needed,
      bought: r.offer.map((c, i) => ({ pirate: i + 1, offered: c })).filter((b) => b.offered > 0 && b.pirate > 1),
    }));
    return el('div', { class: 'pirates-game' },
      el('table', { class: 'why-table pirates fates' },
        el('caption', {}, t('page-pirates-caption', { pirates: g.rules.pirates, coins: g.rules.coins })),
        el('thead', {}, el('tr', {}, el('th', {}, t('page-pirate')), ...g.fates.map((f) => el('th', {}, String(f.pirate))))),
        el('tbody', {},
          el('tr', {}, el('th', { scope: 'row' }, t('page-gold')), ...g.fates.map((f) => el('td', { class: f.alive ? '' : 'dies' }, f.alive ? String(f.gold) : '—'))),
          el('tr', {}, el('th', { scope: 'row' }, t('page-fate')), ...g.fates.map((f) => el('td', { class: f.alive ? '' : 'dies' }, f.alive ? t('page-lives') : t('page-overboard')))))),
      rows.length > 1 ? el('details', {}, el('summary', {}, t('page-each-round')), piratesTable(rows)) : null);
  });
  return el('div', {}, el('p', {}, d.rules_text), ...games);
}

// Every family, by `report.details.family`.
export const views = { explicit, heaps, board, search, sum, pie, absolute, cutting, pirates, partizan };

// Words for a game without a winner-by-moves value (the pirates, the Absolute Game).
export function familyValue(o) {
  const d = o.report.details;
  if (d.family === 'absolute') return t('page-value-is', { value: d.value });
  if (d.family === 'pie') return `Alice ${d.alice}, Bob ${d.bob}`;
  if (d.family === 'pirates' && d.games.length) {
    const g = d.games[0];
    return g.fates[0].alive ? t('page-proposer-keeps', { gold: g.fates[0].gold }) : t('page-proposer-dies');
  }
  return o.report.start ? valueText(o.report.start.value) : '';
}

export { plural };
