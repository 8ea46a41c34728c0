// Playing a game through a session of the server's: the person's moves, boyi's replies, undo
// and redo that keep whose turn it is, going back to any point of the value history. The
// session is the truth (every call answers its whole state); this file only decides when to
// ask, and never lets two requests race: a move while boyi thinks is refused, boyi moves
// only when it is its turn in the state just answered, whatever happened before.

import { post, patient } from './api.js';

export class Play {
  // `changed()` redraws after every state change; `progress(job)` shows long computations.
  constructor({ changed, progress }) {
    this.changed = changed;
    this.progress = progress;
    this.session = null;
    this.boyi = 'none';
    this.thinking = false;
    this.working = false;
    this.note = null; // the person's last move, with its mistake, kept until their next
    this.signal = {};
  }

  // The side the person plays against boyi (null when nobody is boyi: exploring).
  person() {
    if (this.boyi === 'none') return null;
    return { first: 'second', second: 'first', left: 'right', right: 'left' }[this.boyi];
  }

  // Whether a move may be made from the page now.
  canMove() {
    const s = this.session;
    return !!s && !s.status && !this.thinking && !this.working && s.to_move !== this.boyi;
  }

  // The moves played from the start, for the address.
  moves() {
    return this.session ? this.session.history.filter((h) => h.move !== undefined).map((h) => h.move) : [];
  }

  // Opens a session of `game` after `moves`, boyi playing `boyi`.
  async open(game, moves, boyi) {
    this.boyi = boyi;
    this.note = null;
    this.signal = {};
    this.session = await patient('POST', '/api/sessions?wait=400', { game, moves, boyi: boyi === 'none' ? null : boyi }, this.progress, this.signal);
    await this.settle();
  }

  async call(path, body) {
    this.working = true;
    this.changed();
    try {
      const { json } = await post(`/api/sessions/${this.session.id}/${path}`, body);
      this.session = json;
    } finally {
      this.working = false;
    }
  }

  // The person's move `name` (as listed, or `#k`).
  async move(name) {
    if (!this.canMove()) return;
    await this.call('play', { move: name });
    const last = this.session.last;
    this.note = last ? { ...last } : null;
    await this.settle();
  }

  // After every change: boyi replies while it is its turn, then the page redraws.
  async settle() {
    this.changed();
    while (this.session && !this.session.status && this.session.to_move === this.boyi) {
      this.thinking = true;
      this.changed();
      try {
        await this.call('best');
      } finally {
        this.thinking = false;
      }
      this.changed();
    }
  }

  async undo() {
    if (!this.session || this.thinking || this.working || !this.session.can_undo) return;
    const turn = this.person();
    await this.call('undo', turn ? { turn } : {});
    this.note = null;
    await this.settle();
  }

  async redo() {
    if (!this.session || this.thinking || this.working || !this.session.can_redo) return;
    const turn = this.person();
    await this.call('redo', turn ? { turn } : {});
    await this.settle();
  }

  // Back (or forward, after undo) to the position `ply` of the value history.
  async goTo(ply) {
    if (!this.session || this.thinking || this.working) return;
    const now = this.session.history.length - 1;
    if (ply === now) return;
    if (ply < now) await this.call('undo', { steps: now - ply });
    else await this.call('redo', { steps: ply - now });
    this.note = null;
    // Back at boyi's turn, boyi moves again.
    await this.settle();
  }

  // Boyi plays `side` (or `none`) from now on; `settle` false leaves its turn alone.
  async setBoyi(side, settle = true) {
    this.boyi = side;
    if (this.session) await this.call('boyi', { side: side === 'none' ? null : side });
    if (settle) await this.settle();
    else this.changed();
  }

  async hint() {
    if (!this.session || this.session.status) return null;
    const res = await fetch(`/api/sessions/${this.session.id}/hint`);
    return res.ok ? (await res.json()).move : null;
  }
}
