// The explorer page: choose a game, see it drawn with every move's value, play it against
// perfect play or explore it, and see what only some games have (the graph, the sum, the
// sequence). All the game knowledge is the server's; this file only asks and draws.
//
// The address names the game (`#game=tictactoe`), so a page can be bookmarked or opened by a
// test. `document.body.dataset.busy` is "true" while a request is out: the browser tests
// wait for "false" before they look.

import { get, post, del, query, patient } from './api.js';
import { el, drawPosition, valueText, moveText, loopy } from './draw.js';
import { drawGraph } from './graph.js';
import { drawHistory, drawSequence, patternText } from './chart.js';

const $ = (id) => document.getElementById(id);
const state = { catalog: null, overview: null, session: null, boyi: 'none', pending: 0, signal: {} };

function busy(delta) {
  state.pending += delta;
  document.body.dataset.busy = state.pending > 0 ? 'true' : 'false';
}

function showError(err) {
  const box = $('error');
  if (!err) {
    box.hidden = true;
    return;
  }
  box.textContent = String(err.message || err);
  box.hidden = false;
}

// Runs an async step with the busy flag up and errors shown.
async function step(fn) {
  busy(1);
  try {
    showError(null);
    await fn();
  } catch (err) {
    showError(err);
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
    ? `${p.phase}${p.total ? ` (${p.done} of ${p.total})` : p.done ? ` (${p.done})` : ''}`
    : 'starting';
  const bar = $('progress-bar');
  if (p.total) {
    bar.max = p.total;
    bar.value = Math.min(p.done, p.total);
  } else {
    bar.removeAttribute('value');
  }
}

// ---- choosing a game ----------------------------------------------------------------

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
      input = el('select', { 'data-param': i }, el('option', { value: '' }, `(default${p.default ? `: ${p.default}` : ''})`),
        p.choices.map((c) => el('option', { value: c }, c)));
    } else {
      input = el('input', {
        'data-param': i, autocomplete: 'off', spellcheck: 'false',
        placeholder: p.default ? `default ${p.default}` : p.kind === 'numbers' ? 'e.g. 3 4 5' : p.kind,
        inputmode: p.kind === 'number' || p.kind === 'numbers' ? 'numeric' : undefined,
      });
    }
    box.append(el('label', {}, `${p.name}${p.flag ? ` (--${p.name})` : ''}`, input, el('span', { class: 'param-about' }, p.about)));
  });
  const misere = info.verbs.some((v) => v.verb === 'solve' && v.options.includes('misere'));
  if (misere) box.append(el('label', {}, el('span', {}, el('input', { type: 'checkbox', id: 'misere' }), ' misère play (the last player to move loses)')));
  const ex = $('game-examples');
  ex.replaceChildren('examples: ', ...info.examples.map((e) => el('button', { type: 'button', onclick: () => openGame(e) }, e)));
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

// ---- opening a game -----------------------------------------------------------------

function openGame(name) {
  const hash = `#game=${encodeURIComponent(name)}`;
  if (location.hash !== hash) location.hash = hash; // hashchange opens it
  else load(name);
}

async function load(name) {
  $('chooser').hidden = true;
  await step(async () => {
    if (state.session) del(`/api/sessions/${state.session.id}`).catch(() => {});
    state.session = null;
    state.overview = null;
    $('game').hidden = true;
    state.signal = {};
    const overview = await patient('GET', `/api/solve?${query({ game: name, wait: 300 })}`, undefined, onProgress, state.signal);
    state.overview = overview;
    if (overview.play) {
      state.session = await patient('POST', '/api/sessions?wait=300', { game: overview.game }, onProgress, state.signal);
    }
    renderOverview();
    renderSession();
    if (overview.sequence_game) await loadSequence();
  });
  autoPlay();
}

async function loadSequence() {
  const upto = Number($('upto').value) || 300;
  const seq = await patient('GET', `/api/sequence?${query({ game: state.overview.sequence_game, upto, wait: 300 })}`, undefined, onProgress, state.signal);
  $('sequence-view').hidden = false;
  $('pattern').textContent = patternText(seq.pattern);
  const box = $('sequence');
  if (seq.kind === 'sg') box.replaceChildren(drawSequence(seq.values, seq.pattern && seq.pattern.pattern !== null ? seq.pattern : null));
  else box.replaceChildren(el('pre', {}, JSON.stringify(seq.values.slice(0, 200))));
}

// ---- drawing ----------------------------------------------------------------------

function renderOverview() {
  const o = state.overview;
  $('game').hidden = false;
  $('title').textContent = o.title;
  const r = o.report;
  // The game graph, for explored games whose every position the report lists.
  const listed = r.positions && r.positions.length > 1 && r.details.family === 'explicit';
  $('graph-view').hidden = !listed;
  $('sum-view').hidden = r.details.family !== 'sum';
  $('sequence-view').hidden = true;
  if (r.details.family === 'sum') renderSum(r);
  $('play-note').hidden = o.play;
  $('play-note').textContent = o.play ? '' : o.play_note || '';
  $('controls').hidden = !o.play;
  const d = { ...r.details };
  delete d.winning_moves;
  $('details').replaceChildren(el('pre', {}, JSON.stringify(d, null, 2)));
}

function renderSum(r) {
  const s = r.details;
  const win = s.winning_move;
  const rows = s.components.map((c, i) => el('tr', { class: win && win.component === i + 1 ? 'winning' : '', 'data-component': i + 1 },
    el('td', {}, String(i + 1)), el('td', {}, c.game), el('td', {}, loopy(c.value)),
    el('td', {}, win && win.component === i + 1 ? `winning move here: ${win.move}` : '')));
  const xor = s.components.map((c) => loopy(c.value)).join(' ⊕ ');
  $('sum').replaceChildren(
    el('table', { class: 'sum-table' },
      el('thead', {}, el('tr', {}, el('th', {}, '#'), el('th', {}, 'component'), el('th', {}, 'SG value'), el('th', {}, ''))),
      el('tbody', {}, rows)),
    el('p', { id: 'sum-value' }, s.value ? `${xor} = ${loopy(s.value)}` : '', s.misere ? ' (misère play)' : ''),
    el('p', { id: 'sum-outcome' }, `${s.outcome} for the player to move — ${s.method}`),
    el('p', { id: 'sum-move' }, win ? `winning move: in component ${win.component} (${win.game}), ${win.move}`
      : s.drawing_move ? `drawing move: in component ${s.drawing_move.component}, ${s.drawing_move.move}` : 'no winning move: every move loses'));
}

function sideName(side) {
  const who = state.boyi === side ? 'boyi' : state.boyi === 'none' ? null : 'you';
  return `${side === 'first' ? 'the first player' : 'the second player'}${who ? ` (${who})` : ''}`;
}

function renderSession() {
  const s = state.session;
  const report = s ? s.position : state.overview.report.start;
  if (!report) {
    $('summary').textContent = '';
    $('drawing').replaceChildren();
    $('moves').replaceChildren();
    return;
  }
  const toMove = s ? s.to_move : 'first';
  $('summary').textContent = `${s && s.status ? 'the final position, ' : ''}${sideName(toMove)} to move: ${valueText(report.value)}${report.sg ? `, SG value ${loopy(report.sg)}` : ''}${report.score !== undefined ? `, score ${report.score}` : ''}`;
  const onMove = s && !s.status ? (name) => playMove(name) : () => {};
  $('drawing').replaceChildren(drawPosition(report, onMove));
  const moves = $('moves');
  moves.replaceChildren(...report.moves.map((m, i) => el('li', { 'data-move': m.move, 'data-outcome': m.value.outcome, 'data-remoteness': m.value.remoteness ?? '' },
    el('button', { type: 'button', class: `move ${m.value.outcome}`, disabled: !s || !!s.status, onclick: () => playMove(`#${i + 1}`), title: `play ${m.move}` }, m.move),
    el('span', { class: 'value' }, moveText(m)),
    m.to !== m.move ? el('span', { class: 'to' }, `→ ${m.to}`) : null)));
  if (!report.moves_complete) moves.append(el('li', {}, '(only the best moves are listed: there are too many to list)'));
  if (state.overview.report.positions && state.overview.report.positions.length > 1 && state.overview.report.details.family === 'explicit') {
    $('graph').replaceChildren(drawGraph(state.overview.report.positions, state.overview.report.details.starts, report, onMove));
  }
  const status = $('status');
  if (s && s.status) {
    const w = s.status.winner;
    status.textContent = `Game over: ${w ? `${sideName(w)} wins` : 'a draw'} — ${s.status.reason}.`;
    status.className = 'over';
  } else {
    status.textContent = s ? (state.boyi === toMove ? 'boyi is thinking…' : `${sideName(toMove)} to move`) : '';
    status.className = '';
  }
  $('last').textContent = s && s.last ? `${s.last.by} played ${s.last.move}: ${valueText(s.last.value)}${s.last.mistake ? ` — ${s.last.mistake}` : ''}` : '';
  $('undo').disabled = !s || !s.can_undo;
  $('redo').disabled = !s || !s.can_redo;
  $('hint').disabled = !s || !!s.status;
  $('history').replaceChildren(s ? drawHistory(s.history) : '');
}

// ---- playing ----------------------------------------------------------------------

async function act(path, body) {
  await step(async () => {
    const { json } = await post(`/api/sessions/${state.session.id}/${path}`, body);
    state.session = json;
    renderSession();
  });
}

async function playMove(name) {
  if (!state.session || state.session.status || state.pending) return;
  await act('play', { move: name });
  autoPlay();
}

// boyi plays its side with perfect play, a moment after the other player's move.
function autoPlay() {
  const s = state.session;
  if (!s || s.status || state.boyi !== s.to_move || s.can_redo) return;
  setTimeout(async () => {
    const now = state.session;
    if (!now || now.id !== s.id || now.status || state.boyi !== now.to_move || state.pending) return;
    await act('best');
    autoPlay();
  }, 250);
}

async function undo() {
  await act('undo');
  // Against boyi, take back its reply too, back to a position where it is your move.
  while (state.session && state.boyi === state.session.to_move && state.session.can_undo) await act('undo');
}

async function redo() {
  await act('redo');
  while (state.session && state.boyi === state.session.to_move && state.session.can_redo) await act('redo');
}

async function hint() {
  await step(async () => {
    const { json } = await get(`/api/sessions/${state.session.id}/hint`);
    for (const li of $('moves').children) li.classList.toggle('hinted', li.dataset.move === json.move.move);
    $('last').textContent = `hint: ${json.move.move} (${moveText(json.move)})`;
  });
}

// ---- start ------------------------------------------------------------------------

function fromHash() {
  const m = /^#game=(.*)$/.exec(location.hash);
  return m ? decodeURIComponent(m[1]) : null;
}

async function start() {
  $('choose').onclick = () => { $('chooser').hidden = !$('chooser').hidden; };
  $('game-form').onsubmit = (e) => { e.preventDefault(); openGame(formName()); };
  $('sequence-form').onsubmit = (e) => { e.preventDefault(); step(loadSequence); };
  $('undo').onclick = undo;
  $('redo').onclick = redo;
  $('hint').onclick = hint;
  $('restart').onclick = () => state.overview && load(state.overview.game);
  $('cancel').onclick = () => state.signal.cancel && state.signal.cancel();
  $('boyi').onchange = () => { state.boyi = $('boyi').value; renderSession(); autoPlay(); };
  state.boyi = $('boyi').value;
  window.addEventListener('hashchange', () => { const g = fromHash(); if (g) load(g); });
  await step(async () => {
    state.catalog = (await get('/api/games')).json;
    fillChooser();
  });
  const first = fromHash() || state.catalog?.opened;
  if (first) await load(first);
  else $('chooser').hidden = false;
}

start();
