// Two pictures: the value history of the game so far (like GamesmanUni's visual value
// history), and a heap game's Sprague-Grundy sequence, with zoom and pan.

import { svg, el, COLOUR, valueText, contrast } from './draw.js';
import { t } from './i18n.js';

const side = (s) => (['first', 'second', 'left', 'right'].includes(s) ? t(`page-side-${s}`) : s);

// The value history: after each move, who is winning and how fast. Above the middle line
// the first player wins (higher: the longer it takes, as GamesmanUni draws remoteness),
// below it the second; draws on it. Scoring games plot the score for the first player.
// A move that gave something away is ringed and marked "!". Clicking a point (or Enter on
// it) calls `goTo(i)`: the game goes back (or forward) to that position.
export function drawHistory(history, goTo, current = history.length - 1) {
  const scores = history.some((h) => h.score !== undefined);
  const forFirst = (h) => {
    const sign = h.to_move === 'first' || h.to_move === 'left' ? 1 : -1;
    if (scores) return sign * (h.score || 0);
    if (h.value.outcome === 'draw') return 0;
    const r = h.value.remoteness ?? 1;
    // The winner's side, one above the line at least, so a win in 0 is not a draw.
    return (h.value.outcome === 'win' ? sign : -sign) * (r + 1);
  };
  const ys = history.map(forFirst);
  // A partizan game's players are Left (who moves first here) and Right.
  const [upper, lower] = history.some((e) => e.to_move === 'left' || e.to_move === 'right') ? ['left', 'right'] : ['first', 'second'];
  const top = Math.max(1, ...ys.map(Math.abs));
  const w = Math.max(300, 44 * history.length + 60);
  const h = 190;
  const mid = h / 2;
  const left = 64;
  const step = history.length > 1 ? (w - left - 20) / (history.length - 1) : 44;
  const x = (i) => left + i * step;
  const y = (v) => mid - (v / top) * (mid - 22);
  const root = svg('svg', { viewBox: `0 0 ${w} ${h}`, style: `width:max(100%, ${w}px)`, class: 'history', role: 'group', 'aria-label': t('page-history-label') });
  root.append(svg('rect', { x: 0, y: 0, width: w, height: mid, class: 'half first' }));
  root.append(svg('rect', { x: 0, y: mid, width: w, height: mid, class: 'half second' }));
  root.append(svg('line', { x1: left - 8, x2: w, y1: mid, y2: mid, class: 'axis' }));
  root.append(svg('text', { x: 4, y: 14, class: 'axis-label' }, t(scores ? `page-axis-${upper}-ahead` : `page-axis-${upper}-wins`)));
  root.append(svg('text', { x: 4, y: h - 16, class: 'axis-label' }, t(scores ? `page-axis-${lower}-ahead` : `page-axis-${lower}-wins`)));
  root.append(svg('text', { x: 4, y: mid - 4, class: 'axis-label' }, t(scores ? 'page-axis-even' : 'page-axis-draw')));
  if (!scores) {
    // Remoteness ticks on the left: how many moves to the end.
    for (const v of [Math.round(top / 2), top]) {
      if (v < 2) continue;
      root.append(svg('text', { x: left - 12, y: y(v) + 4, class: 'tick end' }, String(v - 1)));
      root.append(svg('text', { x: left - 12, y: y(-v) + 4, class: 'tick end' }, String(v - 1)));
    }
  }
  if (history.length > 1) {
    root.append(svg('polyline', { points: ys.map((v, i) => `${x(i)},${y(v)}`).join(' '), class: 'history-line' }));
  }
  history.forEach((e, i) => {
    // The mistake is the move made *from* the position before.
    const mistake = i > 0 && history[i - 1].mistake;
    const g = svg('g', {
      class: `history-point ${e.value.outcome}${mistake ? ' mistake' : ''}${i === current ? ' current' : ''}`,
      'data-ply': i, tabindex: 0, role: 'button',
      'aria-label': `${t('page-history-point', { i, side: side(e.to_move), value: scores ? t('page-score', { score: e.score ?? 0 }) : valueText(e.value) })}${mistake ? t('page-history-after-mistake', { why: mistake }) : ''}`,
      onclick: () => goTo && goTo(i),
      onkeydown: (ev) => { if ((ev.key === 'Enter' || ev.key === ' ') && goTo) { ev.preventDefault(); goTo(i); } },
    });
    // A column the height of the chart is the target: easy to hit, on a phone too.
    g.append(svg('rect', { x: x(i) - Math.min(22, step / 2), y: 0, width: Math.min(44, step), height: h - 12, class: 'point-hit' }));
    if (mistake) g.append(svg('circle', { cx: x(i), cy: y(ys[i]), r: 11, class: 'mistake-ring' }));
    g.append(svg('circle', { cx: x(i), cy: y(ys[i]), r: 7, fill: scores ? 'var(--ink)' : COLOUR[e.value.outcome], class: 'dot' }));
    if (mistake) g.append(svg('text', { x: x(i), y: y(ys[i]) - 14, class: 'mistake-mark' }, '!'));
    g.append(svg('title', {}, `${i}: ${e.position || t('page-start')}: ${t('page-history-entry', { side: side(e.to_move), value: scores ? t('page-score', { score: e.score ?? 0 }) : valueText(e.value) })}${mistake ? t('page-history-after-mistake', { why: mistake }) : ''}`));
    root.append(g);
    root.append(svg('text', { x: x(i), y: h - 2, class: 'tick' }, String(i)));
  });
  const list = el('ol', { class: 'history-list', start: 0 }, history.map((e) => el('li', {},
    t('page-history-entry', { side: side(e.to_move), value: scores ? t('page-score', { score: e.score ?? 0 }) : valueText(e.value) }),
    e.move ? t('page-history-played', { move: e.move }) : '', e.mistake ? t('page-history-mistake', { why: e.mistake }) : '')));
  return el('div', { class: 'history-wrap' }, el('div', { class: 'history-scroll' }, root), el('details', {}, el('summary', {}, t('page-history-text')), list));
}

// The SG sequence: one bar per n, zoomed with the wheel or the buttons, panned by dragging.
// The preperiod ends at the dashed line; the first period after it is shaded.
export function drawSequence(values, pattern) {
  const wrap = el('div', { class: 'sequence-plot' });
  const w = 800;
  const h = 220;
  const pad = 36;
  const right = 24;
  let lo = 0;
  let hi = values.length;
  const top = Math.max(1, ...values);
  const root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: 'sg-plot', role: 'img', 'aria-label': t('page-sg-values') });
  const layer = svg('g', {});
  root.append(layer);
  const label = el('span', { class: 'range' });
  const redraw = () => {
    layer.replaceChildren();
    const n = hi - lo;
    const bw = (w - pad - right) / n;
    const x = (i) => pad + (i - lo) * bw;
    const y = (v) => h - pad - (v / top) * (h - 2 * pad);
    if (pattern && pattern.period) {
      const pre = pattern.preperiod;
      layer.append(svg('rect', { x: x(pre), y: 0, width: pattern.period * bw, height: h - pad, class: 'period-band' }));
      layer.append(svg('line', { x1: x(pre), x2: x(pre), y1: 0, y2: h - pad, class: 'preperiod-line' }));
    }
    for (let v = 0; v <= top; v += Math.max(1, Math.ceil(top / 6))) {
      layer.append(svg('line', { x1: pad, x2: w - right, y1: y(v), y2: y(v), class: 'grid-line' }));
      layer.append(svg('text', { x: pad - 6, y: y(v) + 4, class: 'tick end' }, String(v)));
    }
    let d = '';
    for (let i = Math.max(0, Math.floor(lo)); i < Math.min(values.length, Math.ceil(hi)); i++) {
      d += `M${x(i) + bw / 2},${h - pad}V${y(values[i])}`;
    }
    layer.append(svg('path', { d, class: 'sg-bars', 'stroke-width': Math.max(1, bw * 0.7) }));
    const ticks = 8;
    for (let k = 0; k <= ticks; k++) {
      const i = Math.min(values.length - 1, Math.round(lo + (k * (n - 1)) / ticks));
      layer.append(svg('text', { x: x(i) + bw / 2, y: h - 8, class: 'tick' }, String(i)));
    }
    label.textContent = t('page-range', { lo: Math.round(lo), hi: Math.round(hi) - 1 });
  };
  const zoom = (factor, at = (lo + hi) / 2) => {
    const n = Math.min(values.length, Math.max(8, (hi - lo) * factor));
    lo = Math.max(0, Math.min(values.length - n, at - (at - lo) * (n / (hi - lo))));
    hi = lo + n;
    redraw();
  };
  const toIndex = (clientX) => {
    const box = root.getBoundingClientRect();
    const fx = ((clientX - box.left) / box.width) * w;
    return lo + ((fx - pad) / (w - pad - right)) * (hi - lo);
  };
  root.addEventListener('wheel', (e) => {
    e.preventDefault();
    zoom(e.deltaY < 0 ? 0.8 : 1.25, toIndex(e.clientX));
  }, { passive: false });
  let drag = null;
  root.addEventListener('pointerdown', (e) => {
    drag = { x: e.clientX, lo, hi };
    root.setPointerCapture(e.pointerId);
  });
  root.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const box = root.getBoundingClientRect();
    const shift = ((drag.x - e.clientX) / box.width) * (drag.hi - drag.lo);
    const n = drag.hi - drag.lo;
    lo = Math.max(0, Math.min(values.length - n, drag.lo + shift));
    hi = lo + n;
    redraw();
  });
  root.addEventListener('pointerup', () => { drag = null; });
  const buttons = el('div', { class: 'zoom' },
    el('button', { type: 'button', id: 'zoom-in', onclick: () => zoom(0.5) }, t('page-zoom-in')),
    el('button', { type: 'button', id: 'zoom-out', onclick: () => zoom(2) }, t('page-zoom-out')),
    el('button', { type: 'button', id: 'zoom-reset', onclick: () => { lo = 0; hi = values.length; redraw(); } }, t('page-zoom-all')),
    label);
  redraw();
  wrap.append(root, buttons);
  return wrap;
}

// The pattern in words: "period 12 after a preperiod of 71, proved (checked to n = 167)".
export function patternText(p) {
  if (!p) return t('page-pattern-none-computed');
  if (p.status === 'none' || !p.period) return t('page-pattern-none', { upto: p.upto });
  let text = p.preperiod ? t('page-pattern-period-after', { period: p.period, preperiod: p.preperiod }) : t('page-pattern-period', { period: p.period });
  if (p.saltus) text += t('page-pattern-saltus', { saltus: p.saltus });
  if (p.status === 'proved') {
    text += p.checked_to !== undefined ? t('page-pattern-proved-to', { n: p.checked_to }) : t('page-pattern-proved');
  } else {
    text += t('page-pattern-observed', { n: p.upto });
  }
  return text;
}

// The rules found for a series (`boyi sequence` names them): formula, proved or checked.
export function rulesList(rules) {
  if (!rules || !rules.length) return null;
  return el('ul', { class: 'rules' }, rules.map((r) => el('li', { 'data-status': r.status },
    el('strong', {}, r.formula), ` (${r.of}) — `,
    r.status === 'proved' ? (r.proof ? t('page-rule-proved-by', { proof: r.proof }) : t('page-rule-proved')) : t('page-rule-checked', { n: r.checked_to }))));
}

// Viridis-like stops for SG values 1, 2, ...; 0 (the P-positions) is the lose colour.
const STOPS = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
function sgColour(v, top) {
  if (v === 0) return [139, 0, 0];
  const t = top <= 1 ? 1 : (v - 1) / (top - 1);
  const f = t * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(f));
  const k = f - i;
  return STOPS[i].map((c, j) => Math.round(c + (STOPS[i + 1][j] - c) * k));
}
const OUTCOME = { 0: [139, 0, 0], 1: [30, 138, 60], 2: [227, 192, 0] };

// A table over two parameters as a heat map: cell (x, y) coloured by its value, the
// P-positions (value 0: lost for the player to move) in the lose colour, values written in
// the cells when they fit. Below it, the rules of the values and of the P-positions.
export function drawTable(tb) {
  const n = tb.size;
  const cell = Math.max(6, Math.min(28, Math.floor(560 / n)));
  const pad = 34;
  const w = pad + n * cell + 4;
  const top = Math.max(1, ...tb.values);
  const root = svg('svg', { viewBox: `0 0 ${w} ${w}`, class: 'heat', role: 'img', 'aria-label': t('page-heat-label', { of: tb.of, x: tb.axes[0], y: tb.axes[1], from: tb.from, to: tb.from + n - 1 }) });
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      const v = tb.values[x * n + y];
      const rgb = tb.of === 'outcome' ? OUTCOME[v] || [120, 120, 120] : sgColour(v, top);
      const r = svg('rect', { x: pad + y * cell, y: pad + x * cell, width: cell, height: cell, fill: `rgb(${rgb.join(',')})`, class: `heat-cell${v === 0 ? ' p' : ''}`, 'data-x': tb.from + x, 'data-y': tb.from + y, 'data-v': v });
      r.append(svg('title', {}, `${tb.axes[0]} = ${tb.from + x}, ${tb.axes[1]} = ${tb.from + y}: ${tb.of === 'outcome' ? t(`page-outcome-${['loss', 'win', 'draw'][v]}`) : `SG ${v}`}`));
      root.append(r);
      if (cell >= 18) {
        const ink = contrast(rgb, [255, 255, 255]) >= contrast(rgb, [27, 27, 27]) ? '#ffffff' : '#1b1b1b';
        root.append(svg('text', { x: pad + y * cell + cell / 2, y: pad + x * cell + cell / 2, class: 'heat-value', fill: ink }, String(v)));
      }
    }
  }
  const every = Math.max(1, Math.ceil(n / 10));
  for (let i = 0; i < n; i += every) {
    root.append(svg('text', { x: pad + i * cell + cell / 2, y: pad - 6, class: 'tick' }, String(tb.from + i)));
    root.append(svg('text', { x: pad - 6, y: pad + i * cell + cell / 2 + 4, class: 'tick end' }, String(tb.from + i)));
  }
  root.append(svg('text', { x: pad + (n * cell) / 2, y: 10, class: 'axis-label middle' }, `${tb.axes[1]} →`));
  root.append(svg('text', { x: 2, y: 20, class: 'axis-label' }, `${tb.axes[0]} ↓`));
  return el('div', { class: 'heat-wrap' }, root, rulesList([tb.rule, tb.p_positions]));
}

// Wythoff's P-positions (a_k, b_k).
export function drawPairs(pairs) {
  return el('table', { class: 'why-table pairs' },
    el('thead', {}, el('tr', {}, el('th', {}, 'k'), el('th', {}, 'a_k'), el('th', {}, 'b_k'))),
    el('tbody', {}, pairs.slice(0, 200).map(([a, b], k) => el('tr', {}, el('td', {}, String(k)), el('td', {}, String(a)), el('td', {}, String(b))))));
}
