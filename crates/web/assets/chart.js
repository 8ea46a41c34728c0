// Two pictures: the value history of the game so far (like GamesmanUni's visual value
// history), and a heap game's Sprague-Grundy sequence, with zoom and pan.

import { svg, el, COLOUR, valueText } from './draw.js';

// The value history: after each move, who is winning and how fast. Above the middle line
// the first player wins (higher: the longer it takes), below it the second; draws on it.
// Scoring games plot the score for the first player instead.
export function drawHistory(history) {
  const scores = history.some((h) => h.score !== undefined);
  const forFirst = (h) => {
    const sign = h.to_move === 'first' ? 1 : -1;
    if (scores) return sign * (h.score || 0);
    if (h.value.outcome === 'draw') return 0;
    const r = h.value.remoteness ?? 1;
    // The winner's side, one above the line at least, so a win in 0 is not a draw.
    return (h.value.outcome === 'win' ? sign : -sign) * (r + 1);
  };
  const ys = history.map(forFirst);
  const top = Math.max(1, ...ys.map(Math.abs));
  const w = Math.max(300, 40 * history.length);
  const h = 180;
  const mid = h / 2;
  const step = (w - 60) / Math.max(1, history.length - 1);
  const x = (i) => 40 + i * step;
  const y = (v) => mid - (v / top) * (mid - 20);
  const root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: 'history', role: 'img', 'aria-label': 'value history' });
  root.append(svg('rect', { x: 0, y: 0, width: w, height: mid, class: 'half first' }));
  root.append(svg('rect', { x: 0, y: mid, width: w, height: mid, class: 'half second' }));
  root.append(svg('line', { x1: 30, x2: w, y1: mid, y2: mid, class: 'axis' }));
  root.append(svg('text', { x: 4, y: 14, class: 'axis-label' }, scores ? 'first +' : 'first wins'));
  root.append(svg('text', { x: 4, y: h - 6, class: 'axis-label' }, scores ? 'second +' : 'second wins'));
  root.append(svg('text', { x: 4, y: mid - 4, class: 'axis-label' }, 'draw'));
  if (history.length > 1) {
    root.append(svg('polyline', { points: ys.map((v, i) => `${x(i)},${y(v)}`).join(' '), class: 'history-line' }));
  }
  history.forEach((e, i) => {
    const c = svg('circle', { cx: x(i), cy: y(ys[i]), r: 6, fill: COLOUR[e.value.outcome], class: `history-point ${e.value.outcome}` });
    c.append(svg('title', {}, `${i}: ${e.position} — ${e.to_move} to move, ${valueText(e.value)}`));
    root.append(c);
    root.append(svg('text', { x: x(i), y: h - 2, class: 'tick' }, String(i)));
  });
  const list = el('ol', { class: 'history-list', start: 0 }, history.map((e) => el('li', {},
    `${e.to_move} to move: ${valueText(e.value)}${e.score !== undefined ? ` (score ${e.score})` : ''}${e.move ? ` — played ${e.move}` : ''}`)));
  return el('div', {}, root, el('details', {}, el('summary', {}, 'the history as text'), list));
}

// The SG sequence: one bar per n, zoomed with the wheel or the buttons, panned by dragging.
// The preperiod ends at the dashed line; the first period after it is shaded.
export function drawSequence(values, pattern) {
  const wrap = el('div', { class: 'sequence-plot' });
  const w = 800;
  const h = 220;
  const pad = 30;
  let lo = 0;
  let hi = values.length;
  const top = Math.max(1, ...values);
  const root = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: 'sg-plot', role: 'img', 'aria-label': 'Sprague-Grundy values' });
  const layer = svg('g', {});
  root.append(layer);
  const label = el('span', { class: 'range' });
  const redraw = () => {
    layer.replaceChildren();
    const n = hi - lo;
    const bw = (w - pad) / n;
    const x = (i) => pad + (i - lo) * bw;
    const y = (v) => h - pad - (v / top) * (h - 2 * pad);
    if (pattern && pattern.period) {
      const pre = pattern.preperiod;
      layer.append(svg('rect', { x: x(pre), y: 0, width: pattern.period * bw, height: h - pad, class: 'period-band' }));
      layer.append(svg('line', { x1: x(pre), x2: x(pre), y1: 0, y2: h - pad, class: 'preperiod-line' }));
    }
    for (let v = 0; v <= top; v += Math.max(1, Math.ceil(top / 6))) {
      layer.append(svg('line', { x1: pad, x2: w, y1: y(v), y2: y(v), class: 'grid-line' }));
      layer.append(svg('text', { x: 2, y: y(v) + 4, class: 'tick' }, String(v)));
    }
    let d = '';
    for (let i = Math.max(0, Math.floor(lo)); i < Math.min(values.length, Math.ceil(hi)); i++) {
      d += `M${x(i) + bw / 2},${h - pad}V${y(values[i])}`;
    }
    layer.append(svg('path', { d, class: 'sg-bars', 'stroke-width': Math.max(1, bw * 0.7) }));
    const ticks = 8;
    for (let k = 0; k <= ticks; k++) {
      const i = Math.round(lo + (k * n) / ticks);
      layer.append(svg('text', { x: x(i), y: h - 8, class: 'tick' }, String(i)));
    }
    label.textContent = `n = ${Math.round(lo)} to ${Math.round(hi) - 1}`;
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
    return lo + ((fx - pad) / (w - pad)) * (hi - lo);
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
    el('button', { type: 'button', id: 'zoom-in', onclick: () => zoom(0.5) }, 'zoom in'),
    el('button', { type: 'button', id: 'zoom-out', onclick: () => zoom(2) }, 'zoom out'),
    el('button', { type: 'button', id: 'zoom-reset', onclick: () => { lo = 0; hi = values.length; redraw(); } }, 'all'),
    label);
  redraw();
  wrap.append(root, buttons);
  return wrap;
}

// The pattern in words: "period 12 after a preperiod of 71, proved (checked to n = 167)".
export function patternText(p) {
  if (!p) return 'no pattern computed';
  if (p.status === 'none' || !p.period) return `no pattern in the values up to ${p.upto}`;
  let t = `period ${p.period}`;
  t += p.preperiod ? ` after a preperiod of ${p.preperiod}` : ' from the start';
  if (p.saltus) t += `, saltus ${p.saltus}`;
  if (p.status === 'proved') {
    t += `: proved for every n${p.checked_to !== undefined ? ` (checked to n = ${p.checked_to})` : ''}`;
  } else {
    t += `: observed, checked to n = ${p.upto} (not proved beyond)`;
  }
  return t;
}
