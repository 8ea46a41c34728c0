// "Why": the engine's explanation of a value (`boyi explain`), drawn. One renderer per kind
// of derivation (`explanation.derivation.kind`) in `derivations`; a new kind of argument is
// one entry there, and an unknown one is shown as a readable list rather than raw JSON.

import { el, valueText } from './draw.js';

const table = (head, rows, cls = '') => el('table', { class: `why-table ${cls}` },
  el('thead', {}, el('tr', {}, head.map((h) => el('th', { scope: 'col' }, h)))),
  el('tbody', {}, rows.map((r) => (r instanceof Node ? r
    : el('tr', {}, r.map((c) => (c instanceof Node && c.tagName === 'TD' ? c : el('td', {}, c))))))));
const p = (...c) => el('p', {}, ...c);
const code = (t) => el('code', {}, String(t));
const list = (items) => el('ul', {}, items.map((i) => el('li', {}, i)));

function mex(m) {
  if (!m) return null;
  const vals = [...m.option_values].sort((a, b) => a - b);
  return p(`At ${m.position}, the moves lead to SG values {${vals.join(', ')}}; the smallest value missing is `, el('strong', {}, `mex = ${m.mex}`), '.');
}

function nim(d) {
  const width = d.xor_binary.length;
  const head = ['heap', ...d.columns.map((c) => `2^${c.bit}`)];
  const rows = d.rows.map((r) => [String(r.heap), ...r.binary.padStart(width, '0').split('')]);
  const xorRow = [el('td', { class: 'xor' }, 'xor'), ...d.columns.map((c) => el('td', { class: `xor${c.bit === d.highest_bit ? ' top' : ''}` }, String(c.xor)))];
  return el('div', {},
    p('Bouton: write the heaps in binary and xor each column (is the count of ones odd?). The player to move loses exactly when every column is 0.'),
    table(head, [...rows, xorRow], 'binary'),
    p(`The xor is ${d.xor} (${d.xor_binary}).`),
    d.xor === 0
      ? p(`Every move changes one heap, so it changes the xor: all ${d.moves_checked ?? ''} moves leave a nonzero xor, and the opponent answers each one back to 0.`)
      : el('div', {}, p(`Its highest bit is 2^${d.highest_bit}. Take a heap with that bit down to heap xor ${d.xor}:`),
        list(d.winning_moves.map((m) => [code(m.move), ` heap ${m.heap}: ${m.from} → ${m.to} (take ${m.take})`]))));
}

function misereNim(d) {
  return el('div', {},
    p(`Heaps ${d.heaps.join(', ')}: ${d.big_heaps} larger than one, ${d.ones} of one; xor ${d.xor}.`),
    p(d.all_small
      ? `Every heap is at most 1: misère play differs here. The player to move wins exactly when the number of 1-heaps is even (${d.ones}).`
      : 'A heap is larger than one: play as in normal Nim until the move that would leave only heaps of one, then leave an odd number of them.'),
    d.winning_moves.length ? list(d.winning_moves.map((m) => [code(m.move), ` leaves ${m.leaves.join(' ')}`])) : p('No move wins.'));
}

function bash(d) {
  return el('div', {},
    p(`Take 1 to ${d.m}: the lost heaps are the multiples of ${d.m + 1}. ${d.n} mod ${d.m + 1} = `, el('strong', {}, String(d.residue)), '.'),
    d.take ? p(`Take ${d.take}, leaving ${d.n - d.take}, a multiple of ${d.m + 1}; then answer every k with ${d.m + 1} − k.`) : p('Whatever you take, the opponent takes the rest of the group.'),
    sgRow(d.table, 'outcome (0 lost, 1 won) of heaps 0, 1, …'));
}

function sgRow(values, caption) {
  return el('figure', { class: 'sg-row' }, el('figcaption', {}, caption),
    el('div', { class: 'cells' }, values.map((v, n) => el('span', { class: `cell v${Math.min(v, 9)}`, title: `n = ${n}: ${v}` }, String(v)))));
}

function heap(d) {
  const per = d.period;
  return el('div', {},
    p(`The heap of ${d.n} has SG value `, el('strong', {}, String(d.value)), d.value === 0 ? ': lost for the player to move.' : ': won (move to a position of value 0).'),
    mex(d.mex),
    per ? p(`The values are periodic: period ${per.period}${per.preperiod ? ` after ${per.preperiod}` : ''}${per.saltus ? `, saltus ${per.saltus}` : ''} — ${per.status === 'proved' ? `proved (checked to ${per.checked_to})` : 'observed, not proved'}.`) : null,
    sgRow(d.table, 'SG values of heaps 0, 1, …'),
    d.winning_moves.length ? el('div', {}, p('Winning moves:'), list(d.winning_moves.map((m) => [code(m.move), ` leaves ${m.leaves.join(' ') || 'nothing'}`]))) : null);
}

function sum(d) {
  return el('div', {},
    p('Each component has a Sprague-Grundy value (the mex of its moves\u2019 values); the sum\u2019s is their xor.'),
    table(['component', 'SG value', 'why'], d.components.map((c) => [c.component, c.value.finite ?? `∞{${(c.value.infinite || []).join(',')}}`, c.mex ? `mex{${c.mex.option_values.join(', ')}} = ${c.mex.mex}` : '']), 'sum'),
    d.xor !== undefined ? p('xor = ', el('strong', {}, String(d.xor)), d.xor === 0 ? ': lost for the player to move.' : ': won.') : null,
    d.winning_move ? p(`Move in component ${d.winning_move.component} from value ${d.winning_move.from_value} to ${d.winning_move.to_value}: `, code(d.winning_move.move), '.') : null);
}

function because(b) {
  switch (b.why) {
    case 'final': return `final: ${b.value}`;
    case 'no-move': return 'no move';
    case 'move-to-lost': return `moves to ${b.to}, lost (round ${b.round})`;
    case 'all-moves-to-won': return `every move goes to a won position: ${b.to.map(([t, r]) => `${t} (round ${r})`).join(', ')}`;
    default: return b.why;
  }
}

function retrograde(d) {
  return el('div', {},
    p(`Retrograde analysis of ${d.positions} positions (${d.convention} play), from the ends back: a position is lost when every move goes to a won one, won when a move goes to a lost one; what is never decided is a draw.`),
    el('ol', { class: 'rounds', start: 0 }, d.rounds.map((r) => el('li', {},
      el('strong', {}, `round ${r.round}: `),
      r.decided.map((x, i) => el('span', { class: `decided ${x.outcome}` }, i ? '; ' : '', `${x.position} ${x.outcome} — ${because(x.because)}`))))),
    d.drawn.length ? el('div', {}, p('Drawn: each keeps away from losing by a cycle.'),
      list(d.drawn.map((x) => `${x.position}: avoids ${x.avoids.join(', ') || 'nothing'}; cycle ${x.cycle.join(' → ')}`))) : null,
    d.truncated ? p('(the lists are cut short)') : null);
}

// The pirates' gold: one row per number of pirates, coins per pirate from the proposer.
export function piratesTable(rows) {
  const most = Math.max(...rows.map((r) => r.pirates));
  const head = ['pirates', ...Array.from({ length: most }, (_, i) => `pirate ${i + 1}`), 'votes needed'];
  return table(head, rows.map((r) => [
    String(r.pirates),
    ...Array.from({ length: most }, (_, i) => {
      if (i >= r.pirates) return el('td', { class: 'absent' }, '');
      if (!r.plan) return el('td', { class: i === 0 ? 'dies' : '' }, i === 0 ? 'dies' : '–');
      const bought = r.bought.some((b) => b.pirate === i + 1);
      return el('td', { class: bought ? 'bought' : i === 0 ? 'proposer' : '' }, String(r.plan[i]));
    }),
    String(r.votes_needed),
  ]), 'pirates');
}

function pirates(d) {
  return el('div', {},
    p(d.rules),
    p('Backward induction: with one pirate fewer each pirate knows what they would get; the proposer buys the cheapest votes, one coin more than that (bought votes are marked).'),
    piratesTable(d.rows));
}

function pie(d) {
  return el('div', {},
    p('From the last slice back: f(i) = max(s − f(i+1), f(i+1) − s), the token holder\u2019s margin from slice i on.'),
    table(['slice', 'size', 'after', 'take', 'give', 'f'], d.rows.map((r) => [r.slice, r.size, r.after, r.take, r.give, el('td', { class: 'strong' }, String(r.value))])),
    p(`Perfect play: Alice ${d.alice}, Bob ${d.bob}.`),
    table(['slice', 'decides', 'gets it', 'Alice', 'Bob'], d.line.map((s) => [s.slice, s.decider, s.receiver, s.alice, s.bob])));
}

function absolute(d) {
  return el('div', {},
    p('Alice keeps the number farthest from Bob\u2019s nearest; Bob keeps the nearest to it.'),
    table(["Alice's number", "Bob's nearest", 'distance'], d.rows.map((r, i) => el('tr', { class: d.keeps === i + 1 ? 'kept' : '' }, el('td', {}, String(r.a)), el('td', {}, String(r.nearest)), el('td', {}, String(r.distance))))),
    p('The value: ', el('strong', {}, String(d.value)), d.keeps ? ` (Alice keeps her number ${d.keeps})` : ''));
}

function wythoff(d) {
  return el('div', {},
    p('The lost positions are the pairs (a_k, b_k), built by the mex: a_k is the smallest number not yet used, b_k = a_k + k',
      d.closed_form_agrees ? ' — and every pair listed is (⌊kφ⌋, ⌊kφ²⌋), Wythoff\u2019s closed form.' : '.'),
    table(['k', 'a_k', 'b_k'], d.pairs.map(([a, b], k) => [k, a, b]), 'pairs'),
    d.pair !== undefined ? p(`(${d.heaps.join(', ')}) is pair ${d.pair}: lost for the player to move.`)
      : p(`From (${d.heaps.join(', ')}), move to a pair: `, d.winning_moves.map(([a, b], i) => [i ? ', ' : '', code(`${a} ${b}`)]).flat(), '.'));
}

function line(d) {
  return el('div', {},
    p('Perfect play from here, move by move (each value is for the player who makes the move):'),
    el('ol', { class: 'line' }, d.principal_variation.map((s) => el('li', {}, `${s.by}: ${s.move} — ${valueText(s.value)}`))),
    d.end ? p(`Then: ${d.end.reason}.`) : null,
    d.refutations.length ? el('div', {}, p('Every move loses; the answer to each:'),
      table(['move', 'value', 'reply'], d.refutations.map((r) => [r.move, valueText(r.value), r.reply ? `${r.reply} (${valueText(r.reply_value)})` : 'the game ends']))) : null);
}

function scores(d) {
  return el('div', {},
    p('A scoring game: each position\u2019s value is the final score for the player to move, the best over its moves of minus the value where each leads (negamax).'),
    table(['move', 'score for its maker'], d.moves.map(([m, v]) => [m, v > 0 ? `+${v}` : String(v)])),
    p('Perfect play: ', d.principal_variation.map((s, i) => [i ? ' → ' : '', `${s.to} (${s.value})`]).flat(), d.final_score !== undefined ? `; final score ${d.final_score}` : ''));
}

// Every kind of derivation the engine gives, by `derivation.kind`.
export const derivations = {
  nim, 'misere-nim': misereNim, bash, heap, sum, retrograde, pirates, pie, absolute, wythoff, line, scores,
};

// Anything else, readable: its fields as a definition list.
function fields(o) {
  return el('dl', { class: 'fields' }, Object.entries(o).filter(([k]) => k !== 'kind').map(([k, v]) => [
    el('dt', {}, k.replace(/_/g, ' ')),
    el('dd', {}, typeof v === 'object' ? JSON.stringify(v) : String(v)),
  ]).flat());
}

// The explanation `x` (`boyi explain --json`) drawn.
export function drawExplanation(x) {
  const d = x.derivation;
  const draw = derivations[d.kind] || fields;
  return el('div', { class: `why why-${d.kind}`, 'data-kind': d.kind },
    el('p', { class: 'why-head' }, `${x.position ? `${x.position}: ` : ''}${x.outcome ? `${x.outcome} for the player to move` : ''}`),
    draw(d));
}
