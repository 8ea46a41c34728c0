// What only some games have, drawn: one view per kind of game the engine's solve report
// describes (`report.details.family`) in `views`; a new family is one entry there. A view
// gets the overview (`/api/solve`) and the page's helpers, and returns an element (or a
// promise of one), or null when it has nothing to add.

import { el, svg, loopy, valueText } from './draw.js';
import { drawGraph } from './graph.js';
import { piratesTable } from './explain.js';
import { facts as dl, partizan, misere } from './cgt.js';
const plural = (n, w) => `${n} ${w}${n === 1 ? '' : 's'}`;

// A game graph (a file or a script): its counts, and the graph when every position is listed.
async function explicit(o, page) {
  const d = o.report.details;
  const c = d.counts;
  const facts = dl([
    ['positions', `${d.positions_total} (${c.win} won, ${c.loss} lost, ${c.draw} drawn for the player to move)`],
    ['moves', d.moves_total],
    ['values', d.sg_note || (d.kind === 'scoring' ? 'scores: the final score for the player to move' : d.kind)],
    ['play', d.convention],
  ]);
  const listed = o.report.positions && o.report.positions.length > 1;
  if (!listed) return el('div', {}, facts, d.positions_total > 1 ? el('p', { class: 'about' }, 'the graph is drawn for games of at most 200 positions') : null);
  const graph = await drawGraph(o.report.positions, d.starts, page.current(), page.onMove);
  return el('div', {}, el('h3', {}, 'The game graph'), graph, facts);
}

async function heaps(o, page) {
  const d = o.report.details;
  const about = dl([
    ['heaps', d.heaps.join(' ')],
    ['their values', d.heap_values ? `${d.heap_values.join(' ⊕ ')} = ${d.value}` : undefined],
    // Heaps too large to list each one's value (`nim 18446744073709551615`) still have the xor.
    ['SG value', !d.heap_values && !d.misere ? d.value : undefined],
    ['play', d.misere ? 'misère (who takes the last token loses)' : 'normal (who takes the last token wins)'],
    ['how', d.method],
  ]);
  return d.misere ? el('div', {}, about, await misere(o, page)) : about;
}

function board(o) {
  const d = o.report.details;
  return dl([
    ['database', d.database],
    ['positions', d.positions?.toLocaleString?.('en')],
    ['tiers solved', `${d.tiers_solved} of ${d.tiers}`],
    ['on disk', `${(d.disk_bytes / 1e6).toFixed(1)} MB`],
  ]);
}

function search(o) {
  const d = o.report.details;
  return dl([
    ['answered by', 'exact search (alpha-beta with a transposition table), and an opening book where there is one'],
    ['nodes', d.nodes?.toLocaleString?.('en')],
    ['seconds', d.seconds?.toFixed?.(2)],
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
    el('p', { id: 'sum-value' }, s.value ? `${xor} = ${loopy(s.value)}` : '', s.misere ? ' (misère play)' : ''),
    el('p', { id: 'sum-outcome' }, `${s.outcome} for the player to move — ${s.method}`),
    el('p', { id: 'sum-move' }, win ? `winning move: in component ${win.component} (${win.game}), ${win.move}`
      : s.drawing_move ? `drawing move: in component ${s.drawing_move.component}, ${s.drawing_move.move}` : 'no winning move: every move loses'));
  const table = el('table', { class: 'sum-table' },
    el('thead', {}, el('tr', {}, el('th', {}, '#'), el('th', {}, 'component'), el('th', {}, 'SG value'), el('th', {}, 'its moves (value for the sum)'))));
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
      cell.append(el('span', { class: 'about' }, `not drawn here: ${err.message}`));
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
    el('p', {}, `Perfect play: Alice ${d.alice}, Bob ${d.bob} (Alice's margin ${d.value > 0 ? '+' : ''}${d.value}).`),
    el('table', { class: 'why-table' },
      el('thead', {}, el('tr', {}, ['slice', 'token holder decides', 'who gets it', 'take is worth', 'give is worth'].map((h) => el('th', {}, h)))),
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
  const root = svg('svg', { viewBox: `0 0 ${w} 120`, class: 'number-line', role: 'img', 'aria-label': `Alice keeps ${kept}, Bob ${bob}: value ${d.value}` });
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
    el('p', {}, 'Alice\u2019s numbers above the line, Bob\u2019s below; the kept pair joined: ', el('strong', { id: 'absolute-value' }, `|${kept} − ${bob}| = ${d.value}`), ` (${d.method}).`),
    root);
}

function cutting(o) {
  const d = o.report.details;
  return el('div', {},
    el('p', {}, `The sheet ${d.sheet}: SG value ${loopy(d.value)}, ${d.outcome} for the player to move.`),
    el('table', { class: 'why-table cuts' },
      el('thead', {}, el('tr', {}, el('th', {}, 'cut into'), el('th', {}, 'value after (xor)'))),
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
        el('caption', {}, `${g.rules.pirates} pirates, ${g.rules.coins} coins`),
        el('thead', {}, el('tr', {}, el('th', {}, 'pirate'), ...g.fates.map((f) => el('th', {}, String(f.pirate))))),
        el('tbody', {},
          el('tr', {}, el('th', { scope: 'row' }, 'gold'), ...g.fates.map((f) => el('td', { class: f.alive ? '' : 'dies' }, f.alive ? String(f.gold) : '—'))),
          el('tr', {}, el('th', { scope: 'row' }, 'fate'), ...g.fates.map((f) => el('td', { class: f.alive ? '' : 'dies' }, f.alive ? 'lives' : 'thrown overboard'))))),
      rows.length > 1 ? el('details', {}, el('summary', {}, 'each round'), piratesTable(rows)) : null);
  });
  return el('div', {}, el('p', {}, d.rules_text), ...games);
}

// Every family, by `report.details.family`.
export const views = { explicit, heaps, board, search, sum, pie, absolute, cutting, pirates, partizan };

// Words for a game without a winner-by-moves value (the pirates, the Absolute Game).
export function familyValue(o) {
  const d = o.report.details;
  if (d.family === 'absolute') return `value ${d.value}`;
  if (d.family === 'pie') return `Alice ${d.alice}, Bob ${d.bob}`;
  if (d.family === 'pirates' && d.games.length) {
    const g = d.games[0];
    return `the proposer keeps ${g.fates[0].alive ? g.fates[0].gold : 'nothing, and is thrown overboard'}`;
  }
  return o.report.start ? valueText(o.report.start.value) : '';
}

export { plural };
