// The explorer page: a gallery of games; a game drawn with every move's value, played
// against perfect play or explored, explained, with what only some games have (the graph,
// the sum, the pirates' table, the sequence). All the game knowledge is the server's; this
// file asks and draws, through the drawers (draw.js), views (views.js), explanations
// (explain.js) and charts (chart.js), and plays through play.js.
//
// The address names the game and its moves (`#game=tictactoe&moves=5,1`, and `boyi=second`,
// `hide=1`), so reload, back and a shared link keep the game. `document.body.dataset.busy`
// is "true" while a request is out: the browser tests wait for "false" before they look.

import { get, query, patient } from './api.js';
import { el, drawPosition, valueText, moveText, moveLabel, loopy, tone, scoreSpan } from './draw.js';
import { drawHistory, drawSequence, drawTable, drawPairs, patternText, rulesList } from './chart.js';
import { drawExplanation } from './explain.js';
import { views, familyValue } from './views.js';
import { misereTable } from './cgt.js';
import { drawGallery } from './gallery.js';
import { markGraph } from './graph.js';
import { Play } from './play.js';
import { t, tn, useLang, initialLang, lang } from './i18n.js';

const $ = (id) => document.getElementById(id);
const state = { catalog: null, overview: null, pending: 0, signal: {}, hide: false, previous: null, why: null, boardFocus: false };

function busy(delta) {
  state.pending += delta;
  document.body.dataset.busy = state.pending > 0 ? 'true' : 'false';
}

// Errors in the page's words: what failed, then the engine's message (the command line's).
function showError(err, what) {
  const box = $('error');
  if (!err) {
    box.hidden = true;
    return;
  }
  const msg = String(err.message || err).replace('`boyi list` shows the games boyi knows', t('page-error-list'));
  box.replaceChildren(what ? el('strong', {}, t('page-error-what', { what })) : '', msg);
  box.hidden = false;
}

// Runs an async step with the busy flag up and errors shown.
async function step(fn, what) {
  busy(1);
  try {
    showError(null);
    await fn();
  } catch (err) {
    showError(err, what);
  } finally {
    busy(-1);
  }
}

function onProgress(job) {
  const box = $('progress');
  if (!job) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  $('progress-what').textContent = job.what;
  const p = job.progress || {};
  $('progress-phase').textContent = p.phase
    ? (p.total ? t('page-progress-of', { phase: p.phase, done: p.done, total: p.total }) : p.done ? t('page-progress-done', { phase: p.phase, done: p.done }) : p.phase)
    : t('page-progress-starting');
  const bar = $('progress-bar');
  if (p.total) {
    bar.max = p.total;
    bar.value = Math.min(p.done, p.total);
  } else {
    bar.removeAttribute('value');
  }
}

const play = new Play({ changed: () => { renderSession(); writeAddress(); }, progress: onProgress });

// ---- the address --------------------------------------------------------------------

function readAddress() {
  const out = { game: null, moves: [], boyi: 'none', hide: false };
  for (const part of location.hash.replace(/^#/, '').split('&')) {
    const k = part.indexOf('=');
    if (k < 0) continue;
    const key = part.slice(0, k);
    const value = part.slice(k + 1);
    if (key === 'game') out.game = decodeURIComponent(value);
    else if (key === 'moves') out.moves = value ? value.split(',').map(decodeURIComponent) : [];
    else if (key === 'boyi' && ['first', 'second', 'left', 'right'].includes(value)) out.boyi = value;
    else if (key === 'hide') out.hide = value === '1';
    else if (key === 'lang') out.lang = value;
  }
  return out;
}

function address(game, moves, boyi, hide) {
  let h = `#game=${encodeURIComponent(game)}`;
  if (moves.length) h += `&moves=${moves.map(encodeURIComponent).join(',')}`;
  if (boyi !== 'none') h += `&boyi=${boyi}`;
  if (hide) h += '&hide=1';
  if (lang !== 'en') h += `&lang=${lang}`;
  return h;
}

// Keeps the address in step with the game, without a history entry per move (back leaves
// the game, forward comes back to it as it was).
function writeAddress() {
  if (!state.overview) return;
  const h = address(state.overview.game, play.moves(), play.boyi, state.hide);
  if (location.hash !== h) history.replaceState(null, '', h);
}

// ---- the gallery and the chooser ------------------------------------------------------

function showGallery() {
  $('game').hidden = true;
  $('chooser').hidden = true;
  const g = $('gallery');
  g.replaceChildren(drawGallery(state.catalog, openGame));
  g.hidden = false;
  document.title = t('page-title');
}

function games() {
  return state.catalog.families.flatMap((f) => f.games.map((g) => ({ family: f.title, game: g })));
}

// Whether the game's name is a placeholder (FILE.txt, CODE) its first parameter fills in.
const placeholder = (info) => /^[A-Z]|^FILE\./.test(info.name);

function fillChooser() {
  const select = $('game-kind');
  select.replaceChildren();
  state.catalog.families.forEach((f) => {
    const group = el('optgroup', { label: f.title });
    f.games.forEach((g) => group.append(el('option', { value: g.name }, g.usage)));
    select.append(group);
  });
  select.onchange = () => fillParams();
  fillParams();
}

function currentInfo() {
  const name = $('game-kind').value;
  return games().find((g) => g.game.name === name).game;
}

function fillParams() {
  const info = currentInfo();
  $('game-about').textContent = info.about;
  const box = $('params');
  box.replaceChildren();
  info.params.forEach((p, i) => {
    let input;
    if (p.kind === 'choice') {
      input = el('select', { 'data-param': i }, el('option', { value: '' }, p.default ? t('page-param-default-is', { value: p.default }) : t('page-param-default')),
        p.choices.map((c) => el('option', { value: c }, c)));
    } else {
      input = el('input', {
        'data-param': i, autocomplete: 'off', spellcheck: 'false',
        placeholder: p.default ? t('page-param-placeholder', { value: p.default }) : p.kind === 'numbers' ? t('page-param-numbers') : p.kind,
        inputmode: p.kind === 'number' || p.kind === 'numbers' ? 'numeric' : undefined,
      });
    }
    box.append(el('label', {}, `${p.name}${p.flag ? ` (--${p.name})` : ''}`, input, el('span', { class: 'param-about' }, p.about)));
  });
  const misere = info.verbs.some((v) => v.verb === 'solve' && v.options.includes('misere'));
  if (misere) box.append(el('label', { class: 'check' }, el('input', { type: 'checkbox', id: 'misere' }), ' ', t('page-misere-play')));
  const ex = $('game-examples');
  ex.replaceChildren(t('page-examples'), ' ', ...info.examples.map((e) => el('button', { type: 'button', onclick: () => openGame(e) }, e)));
}

// The game's name from the form, as the command line writes it.
function formName() {
  const text = $('game-text').value.trim();
  if (text) return text;
  const info = currentInfo();
  const tokens = [];
  const quote = (v) => (/^[\w.,/=@:%^+*-]+$/.test(v) ? v : `'${v.replace(/'/g, "'\\''")}'`);
  if (!placeholder(info)) tokens.push(info.name);
  info.params.forEach((p, i) => {
    const v = document.querySelector(`[data-param="${i}"]`).value.trim();
    if (!v) return;
    if (p.flag) tokens.push(`--${p.name}`, quote(v));
    else if (['numbers', 'settings', 'words', 'text'].includes(p.kind)) tokens.push(v);
    else tokens.push(quote(v));
  });
  const m = $('misere');
  if (m && m.checked) tokens.push('--misere');
  return tokens.join(' ');
}

// ---- opening a game -------------------------------------------------------------------

// Opens `name` at its start: a new entry in the browser's history.
function openGame(name) {
  const h = address(name, [], play.boyi, state.hide);
  if (location.hash !== h) location.hash = h; // hashchange opens it
  else load(readAddress());
}

async function load(a) {
  $('chooser').hidden = true;
  $('gallery').hidden = true;
  $('choose').setAttribute('aria-expanded', 'false');
  state.hide = a.hide;
  $('hide').checked = a.hide;
  document.body.classList.toggle('values-hidden', a.hide);
  boyiChoices(['left', 'right'].includes(a.boyi));
  $('boyi').value = a.boyi;
  await step(async () => {
    if (play.session) fetch(`/api/sessions/${play.session.id}`, { method: 'DELETE' }).catch(() => {});
    play.session = null;
    play.boyi = a.boyi;
    state.overview = null;
    state.previous = null;
    state.why = null;
    $('game').hidden = true;
    state.signal = {};
    const overview = await patient('GET', `/api/solve?${query({ game: a.game, wait: 300 })}`, undefined, onProgress, state.signal);
    state.overview = overview;
    const partizan = overview.report.details && overview.report.details.family === 'partizan';
    boyiChoices(partizan);
    // boyi's side in the address may name the other kind of player: nobody then.
    if ($('boyi').value !== a.boyi) a.boyi = 'none';
    document.title = t('page-title-game', { title: overview.title });
    renderOverview();
    if (overview.play) {
      try {
        await play.open(overview.game, a.moves, a.boyi);
      } catch (err) {
        if (!a.moves.length) throw err;
        // The address's moves do not fit the game: open it at its start, and say why.
        await play.open(overview.game, [], a.boyi);
        showError(err, t('page-error-moves'));
        return;
      }
    } else {
      renderSession();
    }
  }, t('page-error-open', { game: a.game }));
  if (state.overview) {
    await step(renderFamily);
    const offers = state.overview.sequences || [];
    if (offers.length) await step(() => loadSequence(offers[0]), t('page-error-sequence'));
  }
}

// ---- drawing the game -------------------------------------------------------------------

function renderOverview() {
  const o = state.overview;
  $('game').hidden = false;
  $('title').textContent = o.title;
  $('play-note').hidden = o.play;
  $('play-note').textContent = o.play ? '' : o.play_note || '';
  $('controls').hidden = !o.play;
  $('history-view').hidden = !o.play;
  $('why-view').hidden = true;
  $('why-button').hidden = !o.explain;
  $('family-view').hidden = true;
  $('sequence-view').hidden = true;
}

// What only this kind of game has, by its family.
async function renderFamily() {
  const o = state.overview;
  const view = views[o.report.details.family];
  if (!view) return;
  const page = {
    current: () => (play.session ? play.session.position : o.report.start),
    onMove: (name) => boardMove(name),
    get: async (path) => (await get(path)).json,
    open: openGame,
    drawSmall,
  };
  const node = await view(o, page);
  if (!node) return;
  $('family').replaceChildren(node);
  $('family-view').hidden = false;
}

// A component's position drawn small, its moves coloured by `valueOf(move)` for the sum.
function drawSmall(report, onMove, valueOf) {
  const moves = report.moves.map((m) => {
    const v = valueOf(m);
    return { ...m, value: v ? { outcome: v } : m.value, sg: m.sg };
  });
  const r = { ...report, moves };
  return el('div', { class: 'small-board' },
    drawPosition(r, { onMove, label: (m) => moveLabel(r, m, ''), misere: false }),
    el('ul', { class: 'component-moves' }, moves.map((m) => el('li', {},
      el('button', { type: 'button', class: `move ${m.value.outcome}`, 'data-move': m.move, onclick: () => onMove(m.move) }, moveLabel(r, m, '')),
      el('span', { class: 'value' }, ' ', m.value.outcome === 'win' ? t('page-wins-sum') : m.value.outcome === 'loss' ? t('page-loses-sum') : '', m.sg ? ` (SG ${loopy(m.sg)})` : '')))));
}

// The players' names: the first and second player, or a partizan game's Left and Right.
const side = (s) => (['first', 'second', 'left', 'right'].includes(s) ? t(`page-side-${s}`) : s);

function sideName(s) {
  const who = play.boyi === s ? 'boyi' : play.boyi === 'none' ? null : t('page-you');
  return who ? t('page-side-who', { side: side(s), who }) : side(s);
}

// Who made a move: boyi, the person, or the side when nobody plays.
const mover = (by) => (by === play.boyi ? 'boyi' : play.boyi === 'none' ? side(by) : t('page-you'));

// Who boyi may play: a partizan game's players are Left and Right, the others' first and second.
function boyiChoices(partizan) {
  const box = $('boyi');
  const keep = box.value;
  const sides = partizan ? ['left', 'right'] : ['second', 'first'];
  box.replaceChildren(el('option', { value: 'none' }, t('page-boyi-nobody')), ...sides.map((v) => el('option', { value: v }, t(`page-boyi-${v}`))));
  box.value = sides.includes(keep) ? keep : 'none';
}

// What changed on the board since the last drawing: the cell of a grid, the heap.
function changes(report) {
  const prev = state.previous;
  state.previous = report.drawing;
  const d = report.drawing;
  if (!prev || prev.kind !== d.kind) return {};
  if (d.kind === 'grid') {
    for (let r = 0; r < d.height; r++) {
      for (let c = 0; c < d.width; c++) {
        if (prev.cells[r] && prev.cells[r][c] !== d.cells[r][c] && d.cells[r][c]) return { lastCell: [r, c] };
      }
    }
  }
  if (d.kind === 'heaps' && prev.heaps.length === d.heaps.length) {
    const i = d.heaps.findIndex((h, k) => String(h) !== String(prev.heaps[k]));
    if (i >= 0) return { changedHeap: i };
  }
  return {};
}

const misere = () => /(^|\s)--misere(\s|$)/.test(state.overview.game);

function renderSession() {
  const o = state.overview;
  if (!o) return;
  const s = play.session;
  const report = s ? s.position : o.report.start;
  const board = $('drawing');
  const hadFocus = board.contains(document.activeElement) || state.boardFocus;
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.move : undefined;
  if (!report) {
    $('to-move').textContent = familyValue(o);
    $('value').textContent = '';
    board.replaceChildren();
    board.hidden = true;
    $('keys').hidden = true;
    $('moves').replaceChildren();
    refreshWhy();
    return;
  }
  board.hidden = false;
  $('keys').hidden = !s;
  const toMove = s ? s.to_move : report.to_move || 'first';
  const over = s && s.status;
  $('to-move').textContent = t(over ? 'page-final-to-move' : 'page-to-move-colon', { side: sideName(toMove) });
  const span = scoreSpan(report);
  $('value').textContent = report.score !== undefined ? t('page-score', { score: `${report.score > 0 ? '+' : ''}${report.score}` })
    : report.sg && !misere() ? t('page-value-sg', { value: valueText(report.value), sg: loopy(report.sg) }) : valueText(report.value);
  const can = play.canMove();
  const cells = o.report.details && o.report.details.family === 'partizan';
  const ctx = { onMove: boardMove, label: (m) => moveLabel(report, m, o.game), span, misere: misere(), cells, ...changes(report) };
  board.replaceChildren(drawPosition(report, ctx));
  // A game graph drawn below follows the position (drawn once, marked after every move).
  if ($('family').querySelector('svg.graph')) markGraph($('family'), report);
  board.classList.toggle('locked', !can);
  board.setAttribute('aria-busy', play.thinking || play.working ? 'true' : 'false');
  const moves = $('moves');
  moves.replaceChildren(...report.moves.map((m, i) => {
    const tint = tone(m, span);
    const label = moveLabel(report, m, o.game);
    return el('li', { 'data-move': m.move, 'data-outcome': m.value.outcome, 'data-remoteness': m.value.remoteness ?? '', 'data-score': m.score },
      el('button', { type: 'button', class: `move ${tint.cls}`, style: tint.style, disabled: !can, 'data-move': m.move, onclick: () => boardMove(`#${i + 1}`, m.move), title: t('page-play-move', { move: m.move }) }, label),
      el('span', { class: 'value value-info' }, moveText(m, ctx)),
      label !== m.move ? el('code', { class: 'typed' }, m.move) : null);
  }));
  if (!report.moves_complete) moves.append(el('li', { class: 'about' }, t('page-best-moves-only')));
  const status = $('status');
  status.className = '';
  if (over) {
    const w = s.status.winner;
    status.textContent = w ? t('page-over-won', { side: sideName(w), reason: s.status.reason }) : t('page-over-drawn', { reason: s.status.reason });
    status.className = 'over';
  } else if (play.thinking) {
    status.replaceChildren(el('span', { class: 'spinner', 'aria-hidden': 'true' }), ' ', t('page-thinking'));
    status.className = 'thinking';
  } else if (play.working) {
    status.replaceChildren(el('span', { class: 'spinner', 'aria-hidden': 'true' }), ' ', t('page-working'));
    status.className = 'thinking';
  } else {
    status.textContent = s ? t('page-to-move', { side: sideName(toMove) }) : '';
  }
  renderNotes(s);
  $('undo').disabled = !s || !s.can_undo || play.thinking || play.working;
  $('redo').disabled = !s || !s.can_redo || play.thinking || play.working;
  $('hint').disabled = !can;
  $('history').replaceChildren(s ? drawHistory(s.history, (i) => act(() => play.goTo(i))) : '');
  if (hadFocus) restoreFocus(focused);
  if (!play.thinking && !play.working) refreshWhy();
}

// The person's last move with its mistake, kept while boyi replies; boyi's reply below.
function renderNotes(s) {
  const box = $('last');
  const parts = [];
  const n = play.note;
  if (n) {
    parts.push(el('span', { class: `note${n.mistake ? ' mistake' : ''}` },
      t('page-played', { who: mover(n.by), move: n.move }),
      el('span', { class: 'value-info' }, ': ', n.score !== undefined ? t('page-score', { score: n.score }) : valueText(n.value)),
      n.mistake ? el('strong', { class: 'value-info' }, ' — ', t('page-mistake', { why: n.mistake })) : ''));
  }
  const l = s && s.last;
  if (l && (!n || l.move !== n.move || l.by !== n.by)) {
    parts.push(el('span', { class: 'note reply' }, t('page-played', { who: l.by === play.boyi ? 'boyi' : side(l.by), move: l.move }),
      el('span', { class: 'value-info' }, ': ', l.score !== undefined ? t('page-score', { score: l.score }) : valueText(l.value))));
  }
  box.replaceChildren(...parts.flatMap((p, i) => (i ? [el('br'), p] : [p])));
}

// ---- "why" ------------------------------------------------------------------------------

// Explanations cheap enough to show at once; the others (a board's line of perfect play by
// search) wait for the "why?" button.
function autoWhy() {
  const f = state.overview.report.details.family;
  return ['heaps', 'sum', 'pirates', 'pie', 'absolute', 'cutting'].includes(f)
    || (f === 'explicit' && state.overview.report.details.positions_total <= 200);
}

function refreshWhy(force = false) {
  const o = state.overview;
  if (!o || !o.explain || (!force && !autoWhy() && !state.why)) return;
  const s = play.session;
  const position = s && s.history.length > 1 ? s.position.position : null;
  const key = `${o.game}\u0000${position}`;
  if (state.why === key && !force) return;
  state.why = key;
  const box = $('why');
  box.replaceChildren(el('p', { class: 'about' }, el('span', { class: 'spinner', 'aria-hidden': 'true' }), ' ', t('page-working-why')));
  $('why-view').hidden = false;
  step(async () => {
    let x;
    try {
      x = await patient('GET', `/api/explain?${query({ game: o.game, position, wait: 2000 })}`, undefined, onProgress, state.signal);
    } catch (err) {
      // A game with no worked explanation here (misère octal games) says so in the panel.
      if (err.kind !== 'not-applicable') throw err;
      if (state.why === key) box.replaceChildren(el('p', { class: 'about' }, err.message));
      return;
    }
    if (state.why !== key) return;
    box.replaceChildren(drawExplanation(x.explanation));
  }, t('page-why'));
}

// ---- sequences ---------------------------------------------------------------------------

async function loadSequence(offer, upto = offer.upto) {
  $('sequence-view').hidden = false;
  $('sequence-title').textContent = t('page-values-over', { over: offer.over });
  $('sequence-over').textContent = offer.table ? t('page-each-up-to') : t('page-from-zero-to', { over: offer.over });
  $('upto').value = upto;
  $('sequence-form').onsubmit = (e) => { e.preventDefault(); step(() => askSequence(offer, Number($('upto').value) || offer.upto), t('page-error-sequence')); };
  const others = (state.overview.sequences || []).filter((x) => x !== offer);
  $('cost').replaceChildren(...others.map((x) => el('button', { type: 'button', class: 'link', onclick: () => step(() => loadSequence(x), t('page-error-sequence')) }, t('page-see', { over: x.over }))));
  await askSequence(offer, upto);
}

// Asks what the sequence would cost first: refused over the explorer's limit, warned when
// slow (it then runs with its progress shown and a cancel button).
async function askSequence(offer, upto) {
  const note = $('pattern');
  if (upto > 2000) {
    const { json: c } = await get(`/api/sequence/cost?${query({ game: offer.game, upto })}`);
    if (c.verdict === 'refused') {
      note.textContent = c.message;
      return;
    }
    note.textContent = c.verdict === 'slow' ? c.message : '';
  }
  const seq = await patient('GET', `/api/sequence?${query({ game: offer.game, upto, wait: 300 })}`, undefined, onProgress, state.signal);
  const box = $('sequence');
  $('rules').replaceChildren(rulesList(seq.rules) || '');
  note.textContent = seq.pattern ? patternText(seq.pattern) : '';
  if (seq.table) box.replaceChildren(drawTable(seq.table));
  else if (seq.kind === 'sg') box.replaceChildren(drawSequence(seq.values.map(Number), seq.pattern && seq.pattern.period ? seq.pattern : null));
  else if (seq.kind === 'pairs') box.replaceChildren(drawPairs(seq.values));
  else if (seq.kind === 'terms' && seq.values.length && seq.values[0].misere) box.replaceChildren(misereTable(seq));
  else if (seq.kind === 'terms') box.replaceChildren(drawSequence(seq.values.map((t) => (t.sg && 'finite' in t.sg ? t.sg.finite : t.outcome === 'win' ? 1 : 0)), null));
  else box.replaceChildren();
}

// ---- playing ----------------------------------------------------------------------------

async function act(fn) {
  await step(fn, t('page-error-act'));
}

// A move from the board or the list; focus stays on the board.
function boardMove(name, focusName) {
  if (!play.canMove()) return;
  state.boardFocus = true;
  state.focusMove = focusName || name;
  act(() => play.move(name));
}

// After a redraw, the focus goes back where it was on the board (or to its first move).
function restoreFocus(name) {
  const board = $('drawing');
  const targets = [...board.querySelectorAll('.target:not([disabled])')];
  const t = targets.find((x) => x.dataset.move === (name || state.focusMove)) || targets[0];
  (t || board).focus({ preventScroll: true });
  state.boardFocus = false;
}

function boardKeys(e) {
  if (e.target.closest('input, select, textarea')) return;
  const board = $('drawing');
  const targets = [...board.querySelectorAll('.target:not([disabled])')];
  const here = targets.indexOf(document.activeElement);
  if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].includes(e.key)) {
    e.preventDefault();
    if (!targets.length) return;
    const d = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : -1;
    const next = here < 0 ? 0 : (here + d + targets.length) % targets.length;
    targets[next].focus();
  } else if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    if (here >= 0) {
      state.boardFocus = true;
      targets[here].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
  } else if (e.key === 'u') {
    state.boardFocus = true;
    act(() => play.undo());
  } else if (e.key === 'r') {
    state.boardFocus = true;
    act(() => play.redo());
  } else if (e.key === 'h') {
    hint();
  } else if (play.session && e.key.length === 1 && play.session.position.moves.some((m) => m.move === e.key)) {
    boardMove(e.key);
  }
}

async function hint() {
  await step(async () => {
    const m = await play.hint();
    if (!m) return;
    for (const li of $('moves').children) li.classList.toggle('hinted', li.dataset.move === m.move);
    $('last').textContent = t('page-hint-is', { move: moveLabel(play.session.position, m, state.overview.game), value: moveText(m) });
  });
}

// ---- start --------------------------------------------------------------------------------

// Words the page in `l`; the game on show is asked for again (titles, methods and
// explanations come from the server in the reader's language).
async function switchLang(l) {
  await step(() => useLang(l), t('page-language'));
  $('lang').value = lang;
  boyiChoices(state.overview && state.overview.report.details && state.overview.report.details.family === 'partizan');
  if (!state.catalog) return;
  state.catalog = (await get('/api/games')).json;
  fillChooser();
  const a = readAddress();
  if (state.overview) {
    writeAddress();
    await load({ ...a, game: state.overview.game, moves: play.moves(), boyi: play.boyi });
  } else {
    showGallery();
  }
}

async function start() {
  await useLang(initialLang()).catch(() => {});
  $('lang').value = lang;
  $('lang').onchange = () => switchLang($('lang').value);
  boyiChoices(false);
  $('choose').onclick = () => {
    const c = $('chooser');
    c.hidden = !c.hidden;
    $('choose').setAttribute('aria-expanded', String(!c.hidden));
  };
  $('to-gallery').onclick = (e) => { e.preventDefault(); location.hash = ''; showGallery(); };
  $('home').onclick = (e) => { e.preventDefault(); location.hash = ''; showGallery(); };
  $('game-form').onsubmit = (e) => { e.preventDefault(); openGame(formName()); };
  $('undo').onclick = () => { state.boardFocus = true; act(() => play.undo()); };
  $('redo').onclick = () => { state.boardFocus = true; act(() => play.redo()); };
  $('hint').onclick = hint;
  $('why-button').onclick = () => refreshWhy(true);
  $('restart').onclick = () => state.overview && load({ game: state.overview.game, moves: [], boyi: play.boyi, hide: state.hide });
  $('cancel').onclick = () => state.signal.cancel && state.signal.cancel();
  $('boyi').onchange = () => act(() => play.setBoyi($('boyi').value));
  $('hide').onchange = () => {
    state.hide = $('hide').checked;
    document.body.classList.toggle('values-hidden', state.hide);
    writeAddress();
  };
  $('drawing').addEventListener('keydown', boardKeys);
  window.addEventListener('hashchange', () => {
    const a = readAddress();
    if (!a.game) { showGallery(); return; }
    // Our own rewrites of the address do not reload; back, forward and edits do.
    const same = state.overview && a.game === state.overview.game && a.moves.join(',') === play.moves().join(',');
    if (!same) load(a);
  });
  await step(async () => {
    state.catalog = (await get('/api/games')).json;
    fillChooser();
  }, t('page-error-server'));
  const a = readAddress();
  if (!a.game && state.catalog && state.catalog.opened) a.game = state.catalog.opened;
  if (a.game) await load(a);
  else if (state.catalog) showGallery();
}

start();
