// "Why": the engine's explanation of a value (`boyi explain`), drawn. One renderer per kind
// of derivation (`explanation.derivation.kind`) in `derivations`; a new kind of argument is
// one entry there, and an unknown one is shown as a readable list rather than raw JSON.

import { el, valueText } from './draw.js';
import { t, tn } from './i18n.js';

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
  return p(...tn('page-why-mex', { position: m.position, values: `{${vals.join(', ')}}`, mex: el('strong', {}, `mex = ${m.mex}`) }));
}

function nim(d) {
  const width = d.xor_binary.length;
  const head = [t('page-why-heap'), ...d.columns.map((c) => `2^${c.bit}`)];
  const rows = d.rows.map((r) => [String(r.heap), ...r.binary.padStart(width, '0').split('')]);
  const xorRow = [el('td', { class: 'xor' }, 'xor'), ...d.columns.map((c) => el('td', { class: `xor${c.bit === d.highest_bit ? ' top' : ''}` }, String(c.xor)))];
  return el('div', {},
    p(t('page-why-bouton')),
    table(head, [...rows, xorRow], 'binary'),
    p(t('page-why-xor-is', { xor: d.xor, binary: d.xor_binary })),
    d.xor === 0
      ? p(t('page-why-xor-zero', { n: d.moves_checked ?? '' }))
      : el('div', {}, p(t('page-why-xor-top', { bit: d.highest_bit, xor: d.xor })),
        list(d.winning_moves.map((m) => [code(m.move), ' ', t('page-why-nim-move', { heap: m.heap, from: m.from, to: m.to, take: m.take })]))));
}

function misereNim(d) {
  return el('div', {},
    p(t('page-why-misere-heaps', { heaps: d.heaps.join(', '), big: d.big_heaps, ones: d.ones, xor: d.xor })),
    p(d.all_small ? t('page-why-misere-small', { ones: d.ones }) : t('page-why-misere-big')),
    d.winning_moves.length ? list(d.winning_moves.map((m) => [code(m.move), ' ', t('page-why-leaves', { heaps: m.leaves.join(' ') })])) : p(t('page-why-no-win')));
}

function bash(d) {
  return el('div', {},
    p(...tn('page-why-bash', { m: d.m, group: d.m + 1, n: d.n, residue: el('strong', {}, String(d.residue)) })),
    d.take ? p(t('page-why-bash-take', { take: d.take, left: d.n - d.take, group: d.m + 1 })) : p(t('page-why-bash-lost')),
    sgRow(d.table, t('page-why-bash-row')));
}

function sgRow(values, caption) {
  return el('figure', { class: 'sg-row' }, el('figcaption', {}, caption),
    el('div', { class: 'cells' }, values.map((v, n) => el('span', { class: `cell v${Math.min(v, 9)}`, title: `n = ${n}: ${v}` }, String(v)))));
}

function heap(d) {
  const per = d.period;
  return el('div', {},
    p(...tn(d.value === 0 ? 'page-why-heap-lost' : 'page-why-heap-won', { n: d.n, value: el('strong', {}, String(d.value)) })),
    mex(d.mex),
    per ? p(t('page-why-periodic', {
      period: [per.preperiod ? t('page-pattern-period-after', { period: per.period, preperiod: per.preperiod }) : t('page-pattern-period', { period: per.period }),
        per.saltus ? t('page-pattern-saltus', { saltus: per.saltus }) : ''].join(''),
      status: per.status === 'proved' ? t('page-why-proved-to', { n: per.checked_to }) : t('page-why-observed'),
    })) : null,
    sgRow(d.table, t('page-why-heap-row')),
    d.winning_moves.length ? el('div', {}, p(t('page-why-winning-moves')), list(d.winning_moves.map((m) => [code(m.move), ' ', t('page-why-leaves', { heaps: m.leaves.join(' ') || t('page-nothing') })]))) : null);
}

function sum(d) {
  return el('div', {},
    p(t('page-why-sum')),
    table([t('page-component'), t('page-sg-value'), t('page-why-why')], d.components.map((c) => [c.component, c.value.finite ?? `∞{${(c.value.infinite || []).join(',')}}`, c.mex ? `mex{${c.mex.option_values.join(', ')}} = ${c.mex.mex}` : '']), 'sum'),
    d.xor !== undefined ? p(...tn(d.xor === 0 ? 'page-why-sum-lost' : 'page-why-sum-won', { xor: el('strong', {}, String(d.xor)) })) : null,
    d.winning_move ? p(...tn('page-why-sum-move', { component: d.winning_move.component, from: d.winning_move.from_value, to: d.winning_move.to_value, move: code(d.winning_move.move) })) : null);
}

function because(b) {
  switch (b.why) {
    case 'final': return t('page-why-final', { value: b.value });
    case 'no-move': return t('page-why-no-move');
    case 'move-to-lost': return t('page-why-move-to-lost', { to: b.to, round: b.round });
    case 'all-moves-to-won': return t('page-why-all-to-won', { to: b.to.map(([to, r]) => t('page-why-at-round', { to, round: r })).join(t('page-list-sep')) });
    default: return b.why;
  }
}

function retrograde(d) {
  return el('div', {},
    p(t('page-why-retrograde', { n: d.positions, convention: d.convention })),
    el('ol', { class: 'rounds', start: 0 }, d.rounds.map((r) => el('li', {},
      el('strong', {}, t('page-why-round', { round: r.round })),
      r.decided.map((x, i) => el('span', { class: `decided ${x.outcome}` }, i ? t('page-why-sep') : '', `${x.position} ${valueText({ outcome: x.outcome })} — ${because(x.because)}`))))),
    d.drawn.length ? el('div', {}, p(t('page-why-drawn')),
      list(d.drawn.map((x) => t('page-why-drawn-one', { position: x.position, avoids: x.avoids.join(', ') || t('page-nothing'), cycle: x.cycle.join(' → ') })))) : null,
    d.mex && d.mex.length ? el('div', { class: 'sg-by-mex' }, p(t('page-why-sg-by-mex', { n: d.mex_positions || d.mex.length })), ...d.mex.map(mex)) : null,
    d.truncated ? p(t('page-why-truncated')) : null);
}

// The pirates' gold: one row per number of pirates, coins per pirate from the proposer.
export function piratesTable(rows) {
  const most = Math.max(...rows.map((r) => r.pirates));
  const head = [t('page-why-pirates'), ...Array.from({ length: most }, (_, i) => t('page-why-pirate-n', { n: i + 1 })), t('page-why-votes')];
  return table(head, rows.map((r) => [
    String(r.pirates),
    ...Array.from({ length: most }, (_, i) => {
      if (i >= r.pirates) return el('td', { class: 'absent' }, '');
      if (!r.plan) return el('td', { class: i === 0 ? 'dies' : '' }, i === 0 ? t('page-why-dies') : '–');
      const bought = r.bought.some((b) => b.pirate === i + 1);
      return el('td', { class: bought ? 'bought' : i === 0 ? 'proposer' : '' }, String(r.plan[i]));
    }),
    String(r.votes_needed),
  ]), 'pirates');
}

function pirates(d) {
  return el('div', {},
    p(d.rules),
    p(t('page-why-pirates-rule')),
    piratesTable(d.rows));
}

function pie(d) {
  return el('div', {},
    p(t('page-why-pie-rule')),
    table([t('page-slice'), t('page-why-size'), t('page-why-after'), t('page-why-take'), t('page-why-give'), 'f'], d.rows.map((r) => [r.slice, r.size, r.after, r.take, r.give, el('td', { class: 'strong' }, String(r.value))])),
    p(t('page-why-pie-result', { alice: d.alice, bob: d.bob })),
    table([t('page-slice'), t('page-why-decides'), t('page-why-gets'), 'Alice', 'Bob'], d.line.map((s) => [s.slice, s.decider, s.receiver, s.alice, s.bob])));
}

function absolute(d) {
  return el('div', {},
    p(t('page-why-absolute-rule')),
    table([t('page-why-alice-number'), t('page-why-bob-nearest'), t('page-why-distance')], d.rows.map((r, i) => el('tr', { class: d.keeps === i + 1 ? 'kept' : '' }, el('td', {}, String(r.a)), el('td', {}, String(r.nearest)), el('td', {}, String(r.distance))))),
    p(...tn(d.keeps ? 'page-why-absolute-keeps' : 'page-why-absolute-value', { value: el('strong', {}, String(d.value)), keeps: d.keeps })));
}

function wythoff(d) {
  return el('div', {},
    p(t(d.closed_form_agrees ? 'page-why-wythoff-closed' : 'page-why-wythoff')),
    table(['k', 'a_k', 'b_k'], d.pairs.map(([a, b], k) => [k, a, b]), 'pairs'),
    d.pair !== undefined ? p(t('page-why-wythoff-pair', { heaps: `(${d.heaps.join(', ')})`, pair: d.pair }))
      : p(...tn('page-why-wythoff-move', { heaps: `(${d.heaps.join(', ')})`, moves: el('span', {}, d.winning_moves.map(([a, b], i) => [i ? ', ' : '', code(`${a} ${b}`)]).flat()) })));
}

function line(d) {
  return el('div', {},
    p(t('page-why-line')),
    el('ol', { class: 'line' }, d.principal_variation.map((s) => el('li', {}, `${s.by}: ${s.move} — ${valueText(s.value)}`))),
    d.end ? p(t('page-why-then', { reason: d.end.reason })) : null,
    d.refutations.length ? el('div', {}, p(t('page-why-refutations')),
      table([t('page-why-move'), t('page-value'), t('page-why-reply')], d.refutations.map((r) => [r.move, valueText(r.value), r.reply ? `${r.reply} (${valueText(r.reply_value)})` : t('page-why-ends')]))) : null);
}

function scores(d) {
  return el('div', {},
    p(t('page-why-scores')),
    table([t('page-why-move'), t('page-why-score-maker')], d.moves.map(([m, v]) => [m, v > 0 ? `+${v}` : String(v)])),
    p(t('page-why-perfect'), d.principal_variation.map((s, i) => [i ? ' → ' : '', `${s.to} (${s.value})`]).flat(), d.final_score !== undefined ? t('page-why-final-score', { score: d.final_score }) : ''));
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
    el('p', { class: 'why-head' }, `${x.position ? `${x.position}: ` : ''}${x.outcome ? t('page-why-head', { outcome: valueText({ outcome: x.outcome }) }) : ''}`),
    draw(d));
}
