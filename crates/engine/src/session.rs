//! Play and explore, move by move, the same way for every game.
//!
//! A [`Session`] holds a game's position with its moves and their values; a move is made by
//! its name (as the position's report lists it) or by its number in that list written
//! `#2`, so a position named `2` and the second move cannot be confused. Moves can be taken
//! back and played again; a move that throws a win away (or a draw, or points) is flagged;
//! the game ends where play stops, or drawn when a position comes up a third time.
//!
//! ```
//! use boyi_engine::{Catalog, Context, Options};
//! let game = Catalog::builtin().parse("nim 1 2").unwrap();
//! let mut s = game.session(&Options::default(), &Context::new()).unwrap();
//! assert_eq!(s.position().value.outcome, boyi_core::Outcome::Win);
//! let played = s.play("2 1").unwrap(); // heap 2 down to 1: value 1 xor 1 = 0
//! assert!(played.mistake.is_none());
//! let reply = s.play_best().unwrap();
//! assert!(s.undo() && s.undo());
//! assert!(s.play("#1").is_ok());
//! # let _ = reply;
//! ```

use crate::error::EngineResult;
use crate::report::{MoveReport, PositionReport, Side, ValueReport};
use boyi_core::{Outcome, Terminal};
use boyi_report::{phrase, Phrase};
pub(crate) use boyi_report::{GameEnd, HistoryEntry, Played};
use indexmap::IndexSet;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// A game as a session plays it: a family's positions and their reports.
pub(crate) trait Playable: Send + Sync + 'static {
    /// A position.
    type Pos: Clone + Eq + Hash + Send + Sync;
    /// The position's report (moves best first) and the position each move leads to, in the
    /// same order.
    fn view(&self, pos: &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)>;
    /// How to type a move, for the prompt.
    fn how_to_move(&self) -> boyi_report::Phrase;
    /// Who is to move at `pos`, when the game says (otherwise the players alternate, the
    /// player to move at the start being [`Side::First`]).
    fn side(&self, _pos: &Self::Pos) -> Option<Side> {
        None
    }
    /// Whether `pos` is a pass the player to move must make (boyi makes it for them).
    fn is_pass(&self, _pos: &Self::Pos) -> bool {
        false
    }
    /// Another spelling of a move, read into its name in `report.moves` (`None` when the
    /// text names no move; exact names and `#k` are handled by the session).
    fn read_move(&self, _report: &PositionReport, _text: &str) -> Option<String> {
        None
    }
    /// The position written `text` in the game's notation (as reports name positions), for
    /// [`Session::lookup`]; `None` when the game cannot read positions back.
    fn find(&self, _text: &str) -> Option<EngineResult<Self::Pos>> {
        None
    }
    /// [`Playable::view`] where only a best move is needed (the computer's turn): a game
    /// whose moves' values are costly may list the best move alone
    /// (`moves_complete: false`).
    fn view_best(&self, pos: &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)> {
        self.view(pos)
    }
    /// The positions the session may be asked about next: the current position's moves,
    /// best first, which `replies` says the computer will answer (so they need only a best
    /// move, and then the position its reply leads to in full). A game whose answers take
    /// time may start on them in the background and answer from that when asked; a new
    /// call replaces the last one's work.
    fn ponder(&self, _next: &[Self::Pos], _replies: bool) {}
}

/// A [`Playable`] game with its positions numbered as they come up, so that the session
/// holding it is one type whatever the positions are.
trait Numbered: Send + Sync {
    fn view(&self, pos: usize, best_only: bool) -> EngineResult<(PositionReport, Vec<usize>)>;
    fn side(&self, pos: usize) -> Option<Side>;
    fn is_pass(&self, pos: usize) -> bool;
    fn read_move(&self, report: &PositionReport, text: &str) -> Option<String>;
    fn find(&self, text: &str) -> Option<EngineResult<usize>>;
    fn ponder(&self, next: &[usize], replies: bool);
}

struct Numbering<G: Playable> {
    game: G,
    /// Every position seen, numbered in the order they came up.
    positions: Mutex<IndexSet<G::Pos>>,
}

impl<G: Playable> Numbering<G> {
    fn number(&self, pos: G::Pos) -> usize {
        self.positions
            .lock()
            .expect("not poisoned")
            .insert_full(pos)
            .0
    }

    fn pos(&self, n: usize) -> G::Pos {
        let positions = self.positions.lock().expect("not poisoned");
        positions[n].clone()
    }
}

impl<G: Playable> Numbered for Numbering<G> {
    fn view(&self, pos: usize, best_only: bool) -> EngineResult<(PositionReport, Vec<usize>)> {
        let p = self.pos(pos);
        let (report, next) = if best_only {
            self.game.view_best(&p)?
        } else {
            self.game.view(&p)?
        };
        Ok((report, next.into_iter().map(|q| self.number(q)).collect()))
    }

    fn side(&self, pos: usize) -> Option<Side> {
        self.game.side(&self.pos(pos))
    }

    fn is_pass(&self, pos: usize) -> bool {
        self.game.is_pass(&self.pos(pos))
    }

    fn read_move(&self, report: &PositionReport, text: &str) -> Option<String> {
        self.game.read_move(report, text)
    }

    fn find(&self, text: &str) -> Option<EngineResult<usize>> {
        self.game.find(text).map(|r| r.map(|p| self.number(p)))
    }

    fn ponder(&self, next: &[usize], replies: bool) {
        let next: Vec<G::Pos> = next.iter().map(|&n| self.pos(n)).collect();
        self.game.ponder(&next, replies)
    }
}

/// Why a typed move was refused, as a message of the catalogue (`to_string` is its
/// English).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::said::phrase_words(boyi_i18n::Lang::En, &self.0))]
pub struct Rejected(pub Phrase);

/// A game being played: its position, the moves so far, and what can be undone.
pub struct Session {
    game: Box<dyn Numbered>,
    name: String,
    title: boyi_report::Phrase,
    how: boyi_report::Phrase,
    at: Step,
    past: Vec<Step>,
    future: Vec<Step>,
    /// How often each position (with the player to move) has come up in this game.
    seen: HashMap<(usize, Side), u32>,
    /// The side whose moves the computer makes, if any.
    computer: Option<Side>,
}

/// One position of the game played, with its report.
struct Step {
    pos: usize,
    report: PositionReport,
    next: Vec<usize>,
    side: Side,
    /// The move made from here to the next step (absent for the current one).
    played: Option<Played>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Session({} at {})", self.name, self.at.report.position)
    }
}

impl Session {
    /// A session of `game` (named `name`, titled `title`) from `start`.
    pub(crate) fn new<G: Playable>(
        game: G,
        start: G::Pos,
        name: String,
        title: boyi_report::Phrase,
    ) -> EngineResult<Session> {
        let how = game.how_to_move();
        let numbering = Numbering {
            game,
            positions: Mutex::new(IndexSet::from([start])),
        };
        let (report, next) = numbering.view(0, false)?;
        let side = numbering.side(0).unwrap_or(Side::First);
        let mut session = Session {
            game: Box::new(numbering),
            name,
            title,
            how,
            at: Step {
                pos: 0,
                report,
                next,
                side,
                played: None,
            },
            past: Vec::new(),
            future: Vec::new(),
            seen: HashMap::from([((0, side), 1)]),
            computer: None,
        };
        session
            .skip_passes()
            .map_err(|e| crate::EngineError::unsupported(e.0))?;
        session.look_ahead();
        Ok(session)
    }

    /// Says which side the computer plays (`play_best` makes its moves), or none. Its
    /// positions are then answered with a best move alone where a game's moves' values are
    /// costly (exact search: their reports say `moves_complete: false`), and while the
    /// other side is to move, the positions its moves lead to are solved ahead in the
    /// background, with the computer's replies there.
    pub fn set_computer(&mut self, side: Option<Side>) {
        self.computer = side;
        self.look_ahead();
    }

    /// The game's name.
    pub fn game(&self) -> &str {
        &self.name
    }

    /// The game as understood, in words.
    pub fn title(&self) -> &boyi_report::Phrase {
        &self.title
    }

    /// How to type a move.
    pub fn how_to_move(&self) -> &boyi_report::Phrase {
        &self.how
    }

    /// The position now, with every move and its value.
    pub fn position(&self) -> &PositionReport {
        &self.at.report
    }

    /// The moves from here, best first.
    pub fn moves(&self) -> &[MoveReport] {
        &self.position().moves
    }

    /// Who is to move: `first` is the player to move when the session began.
    pub fn to_move(&self) -> Side {
        self.at.side
    }

    /// How the game ended, or `None` while it goes on.
    pub fn status(&self) -> Option<GameEnd> {
        let r = &self.at.report;
        let mover = self.at.side;
        let end = |winner: Option<Side>, reason: Phrase| {
            Some(GameEnd {
                winner,
                reason,
                position: r.position.clone(),
                score: r.score(),
            })
        };
        if let Some(t) = r.final_value {
            return match t {
                Terminal::Win => end(Some(mover), phrase!("play-end-stops-won")),
                Terminal::Loss => end(Some(mover.other()), phrase!("play-end-stops-lost")),
                Terminal::Draw => end(None, phrase!("play-end-stops-drawn")),
                Terminal::Score(s) => {
                    let winner = match s.signum() {
                        1 => Some(mover),
                        -1 => Some(mover.other()),
                        _ => None,
                    };
                    end(
                        winner,
                        phrase!("play-end-stops-scoring", score = format!("{s:+}")),
                    )
                }
            };
        }
        if r.moves.is_empty() {
            return match r.value.outcome {
                Outcome::Win => end(Some(mover), phrase!("play-end-no-move-wins")),
                Outcome::Loss => end(Some(mover.other()), phrase!("play-end-no-move-loses")),
                Outcome::Draw => end(None, phrase!("play-end-no-move-drawn")),
            };
        }
        if self.seen.get(&(self.at.pos, mover)).copied().unwrap_or(0) >= 3 {
            return end(None, phrase!("play-end-repeated"));
        }
        None
    }

    /// Makes the move typed as `input`: a move's name, or `#k` for the k-th move listed.
    pub fn play(&mut self, input: &str) -> std::result::Result<Played, Rejected> {
        if let Some(end) = self.status() {
            return Err(Rejected(phrase!("play-refused-over", reason = end.reason)));
        }
        let text = input.trim();
        let report = &self.at.report;
        // A move's name first (a script's position may be a map, `#{...}`), then `#k`.
        let exact = report.moves.iter().position(|m| m.r#move == text);
        let numbered = text
            .strip_prefix('#')
            .map(str::trim)
            .filter(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()));
        let index = match (exact, numbered) {
            (Some(i), _) => i,
            (None, Some(k)) => match k.parse::<usize>() {
                Ok(k) if (1..=report.moves.len()).contains(&k) => k - 1,
                _ => {
                    return Err(Rejected(phrase!(
                        "play-refused-number",
                        text = text,
                        n = report.moves.len()
                    )))
                }
            },
            (None, None) => {
                let name = self.game.read_move(report, text);
                match name.and_then(|n| report.moves.iter().position(|m| m.r#move == n)) {
                    Some(i) => i,
                    None => {
                        return Err(Rejected(phrase!(
                            "play-refused-not-a-move",
                            text = text,
                            how = self.how.clone(),
                            n = report.moves.len()
                        )))
                    }
                }
            }
        };
        let by = self.at.side;
        let played = self.enter(index, by)?;
        self.future.clear();
        self.skip_passes()?;
        self.look_ahead();
        Ok(played)
    }

    /// Makes the move perfect play picks.
    pub fn play_best(&mut self) -> std::result::Result<Played, Rejected> {
        let best = self
            .hint()
            .map(|m| m.r#move.clone())
            .ok_or_else(|| Rejected(phrase!("play-refused-no-move")))?;
        self.play(&best)
    }

    /// The move perfect play picks here.
    pub fn hint(&self) -> Option<&MoveReport> {
        if self.status().is_some() {
            return None;
        }
        let p = self.position();
        p.best_move
            .as_deref()
            .and_then(|b| p.find_move(b))
            .or_else(|| p.moves.first())
    }

    /// Takes the last move back; false if there is none.
    pub fn undo(&mut self) -> bool {
        // Passes are undone with the move before them.
        loop {
            let Some(mut prev) = self.past.pop() else {
                return false;
            };
            if let Some(c) = self.seen.get_mut(&(self.at.pos, self.at.side)) {
                *c = c.saturating_sub(1);
            }
            prev.played = None;
            let undone = std::mem::replace(&mut self.at, prev);
            self.future.push(undone);
            if !self.is_forced_pass(&self.at) {
                self.look_ahead();
                return true;
            }
        }
    }

    /// Takes moves back to the last turn of the player the computer does not play: the
    /// computer's reply and the person's move before it. When nothing of the person's is
    /// left to take back (the computer moved first and nothing else was played), nothing
    /// changes and the answer is false. Without a computer side, the same as
    /// [`Session::undo`].
    ///
    /// ```
    /// use boyi_engine::{report::Side, Catalog, Context, Options};
    /// let game = Catalog::builtin().parse("nim 2 3").unwrap();
    /// let mut s = game.session(&Options::default(), &Context::new()).unwrap();
    /// s.set_computer(Some(Side::Second));
    /// s.play("#1").unwrap();
    /// s.play_best().unwrap(); // the computer's reply
    /// assert!(s.undo_turn()); // both taken back
    /// assert_eq!(s.position().position, "2 3");
    /// assert!(!s.undo_turn());
    /// ```
    pub fn undo_turn(&mut self) -> bool {
        let Some(computer) = self.computer else {
            return self.undo();
        };
        let undone = self.future.len();
        while self.undo() {
            if self.to_move() != computer {
                return true;
            }
        }
        // Back at the computer's first move: play it again, as before.
        while self.future.len() > undone && self.redo() {}
        false
    }

    /// Plays a move taken back again; false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.future.pop() else {
            return false;
        };
        let Some(i) = self.at.next.iter().position(|&p| p == next.pos) else {
            return false;
        };
        let by = self.at.side;
        let ok = self.enter(i, by).is_ok() && self.skip_passes().is_ok();
        // Passes made again by `skip_passes` were undone with the move: drop them here.
        while self.future.last().is_some_and(|f| f.pos == self.at.pos) {
            self.future.pop();
        }
        self.look_ahead();
        ok
    }

    /// The positions of the game so far with their values, the current one last.
    pub fn history(&self) -> Vec<HistoryEntry> {
        self.past
            .iter()
            .chain(std::iter::once(&self.at))
            .map(|s| HistoryEntry {
                position: s.report.position.clone(),
                to_move: s.side,
                value: s.report.value,
                worth: s.report.worth.clone(),
                r#move: s.played.as_ref().map(|p| p.r#move.clone()),
                mistake: s.played.as_ref().and_then(|p| p.mistake.clone()),
            })
            .collect()
    }

    /// The report of another position of this game, written `text` in the game's notation
    /// (as reports name positions: `a/A`, `3 4 5`, `4455`), answered from what the session
    /// has already solved, without moving. A front end answering many positions of one game
    /// (the web explorer) keeps one session and looks positions up in it.
    ///
    /// ```
    /// use boyi_engine::{Catalog, Context, Options};
    /// let game = Catalog::builtin().parse("nim 1 2").unwrap();
    /// let s = game.session(&Options::default(), &Context::new()).unwrap();
    /// let r = s.lookup("2 2").unwrap();
    /// assert_eq!(r.value.outcome, boyi_core::Outcome::Loss);
    /// assert_eq!(s.position().position, "1 2"); // the session has not moved
    /// ```
    pub fn lookup(&self, text: &str) -> EngineResult<PositionReport> {
        match self.game.find(text.trim()) {
            Some(pos) => Ok(self.game.view(pos?, false)?.0),
            None => Err(crate::EngineError::unsupported(boyi_report::phrase!(
                "error-no-lookup-by-name",
                game = self.name.to_string()
            ))),
        }
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        // Only passes behind: undo would find no move of a player's to take back.
        self.past.iter().any(|s| !self.is_forced_pass(s))
    }

    /// Whether there is a move taken back to play again.
    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Whether `step` is a pass boyi makes for the player to move.
    fn is_forced_pass(&self, step: &Step) -> bool {
        self.game.is_pass(step.pos) && step.report.moves.len() == 1
    }

    fn enter(&mut self, index: usize, by: Side) -> std::result::Result<Played, Rejected> {
        let report = &self.at.report;
        let m = &report.moves[index];
        let pos = self.at.next[index];
        let side = self.game.side(pos).unwrap_or(by.other());
        let (next_report, next) = self
            .game
            .view(pos, self.computer == Some(side))
            .map_err(|e| Rejected(phrase!("play-refused-failed", why = e.to_string())))?;
        let played = Played {
            by,
            r#move: m.r#move.clone(),
            to: m.to.clone(),
            value: m.value,
            worth: m.worth.clone(),
            mistake: mistake(report, m),
        };
        let step = Step {
            pos,
            report: next_report,
            next,
            side,
            played: None,
        };
        let mut done = std::mem::replace(&mut self.at, step);
        done.played = Some(played.clone());
        self.past.push(done);
        *self.seen.entry((self.at.pos, self.at.side)).or_insert(0) += 1;
        Ok(played)
    }

    /// Hands the game the positions it may be asked about next: the moves of a player the
    /// computer answers, or of anyone when no side is the computer's (a person exploring);
    /// none at the computer's own turn (it moves at once) or once the game is over, which
    /// drops the work handed before.
    fn look_ahead(&self) {
        let over = self.status().is_some() || self.computer == Some(self.at.side);
        let next = if over { &[][..] } else { &self.at.next[..] };
        self.game.ponder(next, self.computer.is_some());
    }

    /// Makes the passes boyi inserts for a player who must move again.
    fn skip_passes(&mut self) -> std::result::Result<(), Rejected> {
        while self.is_forced_pass(&self.at) {
            let side = self.at.side;
            self.enter(0, side)?;
        }
        Ok(())
    }
}

/// What a move gives away against the best move, if anything.
fn mistake(report: &PositionReport, m: &MoveReport) -> Option<Phrase> {
    let best = report.moves.iter().max_by_key(|b| b.rank())?;
    if let (Some(s), Some(b)) = (m.score(), best.score()) {
        let (score, best) = (format!("{s:+}"), format!("{b:+}"));
        return (s < b).then(|| phrase!("play-slip", score = score, best = best));
    }
    let (was, now) = (value(&report.value), value(&m.value));
    match (report.value.outcome, m.value.outcome) {
        (Outcome::Win, Outcome::Draw) => Some(phrase!("play-mistake-won-draws", was = was)),
        (Outcome::Win, Outcome::Loss) => {
            Some(phrase!("play-mistake-won-loses", was = was, now = now))
        }
        (Outcome::Draw, Outcome::Loss) => Some(phrase!("play-mistake-drawn-loses", now = now)),
        _ => None,
    }
}

/// A value with its remoteness as the catalogue words it (`win in 5`, `draw`), as
/// `boyi_render::text::value` does.
fn value(v: &ValueReport) -> Phrase {
    let o = match v.outcome {
        Outcome::Win => "win",
        Outcome::Loss => "loss",
        Outcome::Draw => "draw",
    };
    match (v.outcome, v.remoteness) {
        (Outcome::Draw, _) | (_, None) => phrase!("outcome", o = o),
        (_, Some(r)) => phrase!("value-in", o = o, r = r),
    }
}
