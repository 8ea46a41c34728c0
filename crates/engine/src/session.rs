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

use crate::error::Result;
use crate::report::{MoveReport, PositionReport, Side, ValueReport};
use boyi_core::{Outcome, Terminal};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::HashMap;
use std::hash::Hash;

/// A game as a session plays it: a family's positions and their reports.
pub(crate) trait Playable: Send + Sync + 'static {
    /// A position.
    type Pos: Clone + Eq + Hash + Send + Sync;
    /// The position's report (moves best first) and the position each move leads to, in the
    /// same order.
    fn view(&self, pos: &Self::Pos) -> Result<(PositionReport, Vec<Self::Pos>)>;
    /// How to type a move, for the prompt.
    fn how_to_move(&self) -> String;
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
    fn find(&self, _text: &str) -> Option<Result<Self::Pos>> {
        None
    }
    /// [`Playable::view`] where only a best move is needed (the computer's turn): a game
    /// whose moves' values are costly may list the best move alone
    /// (`moves_complete: false`).
    fn view_best(&self, pos: &Self::Pos) -> Result<(PositionReport, Vec<Self::Pos>)> {
        self.view(pos)
    }
    /// The positions the session may be asked about next: the current position's moves,
    /// best first, which `replies` says the computer will answer (so they need only a best
    /// move, and then the position its reply leads to in full). A game whose answers take
    /// time may start on them in the background and answer from that when asked; a new
    /// call replaces the last one's work.
    fn ponder(&self, _next: &[Self::Pos], _replies: bool) {}
}

/// A move made in a session.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Played {
    /// Who made it.
    pub by: Side,
    /// The move's name.
    pub r#move: String,
    /// The position it led to.
    pub to: String,
    /// Its value for the player who made it.
    pub value: ValueReport,
    /// Its minimax value for the player who made it (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    /// What the move gave away, when it was worse than the best.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mistake: Option<String>,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct End {
    /// The winner (`None` for a draw). `first` is the player to move when the session began.
    pub winner: Option<Side>,
    /// Why the game is over, in words.
    pub reason: String,
    /// The final position.
    pub position: String,
    /// The final score for the player to move there (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
}

/// One step of the game so far, for a value-history chart.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct HistoryEntry {
    /// The position.
    pub position: String,
    /// Who was to move there.
    pub to_move: Side,
    /// Its value for the player to move.
    pub value: ValueReport,
    /// Its score for the player to move (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    /// The move made from it (absent for the current position).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub r#move: Option<String>,
    /// What that move gave away, when it was worse than the best (as [`Played::mistake`]),
    /// so a history keeps its mistakes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mistake: Option<String>,
}

/// Why a typed move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Rejected(pub String);

/// What every session does, whatever its positions.
trait SessionCore: Send + Sync {
    fn title(&self) -> &str;
    fn game(&self) -> &str;
    fn how_to_move(&self) -> &str;
    fn position(&self) -> &PositionReport;
    fn to_move(&self) -> Side;
    fn status(&self) -> Option<End>;
    fn play(&mut self, input: &str) -> std::result::Result<Played, Rejected>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn history(&self) -> Vec<HistoryEntry>;
    fn lookup(&self, text: &str) -> Result<PositionReport>;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn set_computer(&mut self, side: Option<Side>);
}

/// A game being played: its position, the moves so far, and what can be undone.
pub struct Session(Box<dyn SessionCore>);

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Session({} at {})",
            self.game(),
            self.position().position
        )
    }
}

impl Session {
    /// A session of `game` (named `name`, titled `title`) from `start`.
    pub(crate) fn new<G: Playable>(
        game: G,
        start: G::Pos,
        name: String,
        title: String,
    ) -> Result<Session> {
        let how = game.how_to_move();
        let (report, next) = game.view(&start)?;
        let side = game.side(&start).unwrap_or(Side::First);
        let mut core = Core {
            game,
            name,
            title,
            how,
            at: Step {
                pos: start,
                report,
                next,
                side,
                played: None,
            },
            past: Vec::new(),
            future: Vec::new(),
            seen: HashMap::new(),
            computer: None,
        };
        core.seen.insert((core.at.pos.clone(), side), 1);
        core.skip_passes()
            .map_err(|e| crate::Error::Unsupported(e.0))?;
        core.look_ahead();
        Ok(Session(Box::new(core)))
    }

    /// Says which side the computer plays (`play_best` makes its moves), or none. Its
    /// positions are then answered with a best move alone where a game's moves' values are
    /// costly (exact search: their reports say `moves_complete: false`), and while the
    /// other side is to move, the positions its moves lead to are solved ahead in the
    /// background, with the computer's replies there.
    pub fn set_computer(&mut self, side: Option<Side>) {
        self.0.set_computer(side)
    }

    /// The game's name.
    pub fn game(&self) -> &str {
        self.0.game()
    }

    /// The game as understood, in words.
    pub fn title(&self) -> &str {
        self.0.title()
    }

    /// How to type a move.
    pub fn how_to_move(&self) -> &str {
        self.0.how_to_move()
    }

    /// The position now, with every move and its value.
    pub fn position(&self) -> &PositionReport {
        self.0.position()
    }

    /// The moves from here, best first.
    pub fn moves(&self) -> &[MoveReport] {
        &self.position().moves
    }

    /// Who is to move: `first` is the player to move when the session began.
    pub fn to_move(&self) -> Side {
        self.0.to_move()
    }

    /// How the game ended, or `None` while it goes on.
    pub fn status(&self) -> Option<End> {
        self.0.status()
    }

    /// Makes the move typed as `input`: a move's name, or `#k` for the k-th move listed.
    pub fn play(&mut self, input: &str) -> std::result::Result<Played, Rejected> {
        self.0.play(input)
    }

    /// Makes the move perfect play picks.
    pub fn play_best(&mut self) -> std::result::Result<Played, Rejected> {
        let best = self
            .hint()
            .map(|m| m.r#move.clone())
            .ok_or_else(|| Rejected("no move: the game is over".into()))?;
        self.0.play(&best)
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
        self.0.undo()
    }

    /// Plays a move taken back again; false if there is none.
    pub fn redo(&mut self) -> bool {
        self.0.redo()
    }

    /// The positions of the game so far with their values, the current one last.
    pub fn history(&self) -> Vec<HistoryEntry> {
        self.0.history()
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
    pub fn lookup(&self, text: &str) -> Result<PositionReport> {
        self.0.lookup(text)
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        self.0.can_undo()
    }

    /// Whether there is a move taken back to play again.
    pub fn can_redo(&self) -> bool {
        self.0.can_redo()
    }
}

struct Step<P> {
    pos: P,
    report: PositionReport,
    next: Vec<P>,
    side: Side,
    /// The move made from here to the next step (absent for the current one).
    played: Option<Played>,
}

struct Core<G: Playable> {
    game: G,
    name: String,
    title: String,
    how: String,
    at: Step<G::Pos>,
    past: Vec<Step<G::Pos>>,
    future: Vec<Step<G::Pos>>,
    /// How often each position (with the player to move) has come up in this game.
    seen: HashMap<(G::Pos, Side), u32>,
    /// The side whose moves the computer makes, if any.
    computer: Option<Side>,
}

impl<G: Playable> Core<G> {
    fn enter(&mut self, index: usize, by: Side) -> std::result::Result<Played, Rejected> {
        let report = &self.at.report;
        let m = &report.moves[index];
        let pos = self.at.next[index].clone();
        let side = self.game.side(&pos).unwrap_or(by.other());
        let view = if self.computer == Some(side) {
            self.game.view_best(&pos)
        } else {
            self.game.view(&pos)
        };
        let (next_report, next) = view.map_err(|e| Rejected(e.to_string()))?;
        let played = Played {
            by,
            r#move: m.r#move.clone(),
            to: m.to.clone(),
            value: m.value,
            score: m.score,
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
        *self
            .seen
            .entry((self.at.pos.clone(), self.at.side))
            .or_insert(0) += 1;
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
        while self.game.is_pass(&self.at.pos) && self.at.report.moves.len() == 1 {
            let side = self.at.side;
            self.enter(0, side)?;
        }
        Ok(())
    }
}

/// What a move gives away against the best move, if anything.
fn mistake(report: &PositionReport, m: &MoveReport) -> Option<String> {
    let best = report.moves.iter().max_by_key(|b| b.rank())?;
    if let (Some(s), Some(b)) = (m.score, best.score) {
        return (s < b).then(|| format!("a slip: this move is worth {s:+}, the best {b:+}"));
    }
    let (now, after) = (report.value.outcome, m.value.outcome);
    match (now, after) {
        (Outcome::Win, Outcome::Draw) => Some(format!(
            "a mistake: the position was won ({}), this move only draws",
            report.value
        )),
        (Outcome::Win, Outcome::Loss) => Some(format!(
            "a mistake: the position was won ({}), this move loses ({})",
            report.value, m.value
        )),
        (Outcome::Draw, Outcome::Loss) => Some(format!(
            "a mistake: the position was drawn, this move loses ({})",
            m.value
        )),
        _ => None,
    }
}

impl<G: Playable> SessionCore for Core<G> {
    fn title(&self) -> &str {
        &self.title
    }

    fn game(&self) -> &str {
        &self.name
    }

    fn how_to_move(&self) -> &str {
        &self.how
    }

    fn position(&self) -> &PositionReport {
        &self.at.report
    }

    fn to_move(&self) -> Side {
        self.at.side
    }

    fn status(&self) -> Option<End> {
        let r = &self.at.report;
        let mover = self.at.side;
        let end = |winner: Option<Side>, reason: String| {
            Some(End {
                winner,
                reason,
                position: r.position.clone(),
                score: r.score,
            })
        };
        if let Some(t) = r.final_value {
            return match t {
                Terminal::Win => end(
                    Some(mover),
                    "play stops here, won for the player to move".into(),
                ),
                Terminal::Loss => end(
                    Some(mover.other()),
                    "play stops here, lost for the player to move".into(),
                ),
                Terminal::Draw => end(None, "play stops here with a draw".into()),
                Terminal::Score(s) => {
                    let winner = match s.signum() {
                        1 => Some(mover),
                        -1 => Some(mover.other()),
                        _ => None,
                    };
                    end(
                        winner,
                        format!("play stops here, scoring {s:+} for the player to move"),
                    )
                }
            };
        }
        if r.moves.is_empty() {
            return match r.value.outcome {
                Outcome::Win => end(
                    Some(mover),
                    "the player to move cannot move and wins (misère play)".into(),
                ),
                Outcome::Loss => end(
                    Some(mover.other()),
                    "the player to move cannot move and loses".into(),
                ),
                Outcome::Draw => end(None, "no move is left: a draw".into()),
            };
        }
        if self
            .seen
            .get(&(self.at.pos.clone(), mover))
            .copied()
            .unwrap_or(0)
            >= 3
        {
            return end(None, "the position has come up three times: a draw".into());
        }
        None
    }

    fn play(&mut self, input: &str) -> std::result::Result<Played, Rejected> {
        if let Some(end) = self.status() {
            return Err(Rejected(format!("the game is over: {}", end.reason)));
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
                    return Err(Rejected(format!(
                        "`{text}`: #k picks the k-th move listed, from #1 to #{}",
                        report.moves.len()
                    )))
                }
            },
            (None, None) => {
                let name = self.game.read_move(report, text);
                match name.and_then(|n| report.moves.iter().position(|m| m.r#move == n)) {
                    Some(i) => i,
                    None => {
                        return Err(Rejected(format!(
                            "`{text}` is not a move from here ({}; or #1 to #{} for a move by its number in the list)",
                            self.how,
                            report.moves.len()
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

    fn undo(&mut self) -> bool {
        // Passes are undone with the move before them.
        loop {
            let Some(mut prev) = self.past.pop() else {
                return false;
            };
            if let Some(c) = self.seen.get_mut(&(self.at.pos.clone(), self.at.side)) {
                *c = c.saturating_sub(1);
            }
            prev.played = None;
            let undone = std::mem::replace(&mut self.at, prev);
            self.future.push(undone);
            if !(self.game.is_pass(&self.at.pos) && self.at.report.moves.len() == 1) {
                self.look_ahead();
                return true;
            }
        }
    }

    fn redo(&mut self) -> bool {
        let Some(next) = self.future.pop() else {
            return false;
        };
        let Some(i) = self.at.next.iter().position(|p| *p == next.pos) else {
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

    fn lookup(&self, text: &str) -> Result<PositionReport> {
        match self.game.find(text.trim()) {
            Some(pos) => Ok(self.game.view(&pos?)?.0),
            None => Err(crate::Error::Unsupported(format!(
                "`{}` cannot look positions up by name; play moves from the start instead",
                self.name
            ))),
        }
    }

    fn can_undo(&self) -> bool {
        // Only passes behind: undo would find no move of a player's to take back.
        self.past
            .iter()
            .any(|s| !(self.game.is_pass(&s.pos) && s.report.moves.len() == 1))
    }

    fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    fn set_computer(&mut self, side: Option<Side>) {
        self.computer = side;
        self.look_ahead();
    }

    fn history(&self) -> Vec<HistoryEntry> {
        self.past
            .iter()
            .chain(std::iter::once(&self.at))
            .map(|s| HistoryEntry {
                position: s.report.position.clone(),
                to_move: s.side,
                value: s.report.value,
                score: s.report.score,
                r#move: s.played.as_ref().map(|p| p.r#move.clone()),
                mistake: s.played.as_ref().and_then(|p| p.mistake.clone()),
            })
            .collect()
    }
}
