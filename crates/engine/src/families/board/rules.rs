//! What the engine needs of a board game beyond solving it ([`BoardRules`]), for tic-tac-toe,
//! the m,n,k-games and Connect-Four: reading and writing positions, drawing them, naming
//! moves, and the game's searcher.

use super::BoardSpec;
use crate::error::{EngineError, EngineResult};
use crate::report::{Drawing, Side};
use boyi_core::tier::TieredGame;
use boyi_games::connect4::{column_name, Connect4};
use boyi_games::mnk::Mnk;
use boyi_report::{phrase, Phrase};
use boyi_search::connect4::C4;
use boyi_search::mnk::MnkSearch;
use boyi_search::tiered::Tiered;

/// What the engine needs of a board game beyond solving it.
pub(crate) trait BoardRules:
    TieredGame<Position: Copy + Ord + std::hash::Hash + Send + Sync> + Clone + Send + Sync + 'static
{
    fn title(&self) -> Phrase;
    /// The rules as data, for programs that solve boards themselves.
    fn spec(&self) -> BoardSpec;
    fn read(&self, text: &str) -> EngineResult<Self::Position>;
    fn drawing(&self, pos: &Self::Position) -> Drawing;
    /// The move from `from` to `to`, as the player types it.
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String;
    /// Who is to move (tiers count stones, so their parity tells).
    fn side(&self, pos: &Self::Position) -> Side {
        if self.tier(pos) % 2 == 0 {
            Side::First
        } else {
            Side::Second
        }
    }
    /// How to type a move.
    fn how_to_move(&self) -> Phrase;
    /// The game for exact search.
    type Search: Tiered<Board = Self> + Send + Sync + 'static;
    /// The game for exact search.
    fn search(&self) -> Self::Search;
    /// The name of the position after `name` is played from the position named `text`.
    fn extend_text(&self, text: &str, name: &str) -> String {
        if text.is_empty() {
            name.to_string()
        } else {
            format!("{text} {name}")
        }
    }
}

impl BoardRules for Mnk {
    /// Boards of up to nine cells write positions as one digit a cell (`519`), others with
    /// spaces between cells.
    fn extend_text(&self, text: &str, name: &str) -> String {
        let (m, n, _) = self.mnk();
        match (text.is_empty(), m * n <= 9) {
            (true, _) => name.to_string(),
            (false, true) => format!("{text}{name}"),
            (false, false) => format!("{text} {name}"),
        }
    }
    type Search = MnkSearch;
    fn spec(&self) -> BoardSpec {
        BoardSpec::Mnk(self.clone())
    }
    fn search(&self) -> MnkSearch {
        MnkSearch::new(self)
    }
    fn title(&self) -> Phrase {
        match self.mnk() {
            (3, 3, 3) => phrase!("game-tic-tac-toe"),
            (m, n, k) => phrase!("game-mnk", m = m, n = n, k = k),
        }
    }
    fn read(&self, text: &str) -> EngineResult<Self::Position> {
        self.parse(text)
            .map_err(|e| EngineError::usage(crate::lower::mnk_said(&e)))
    }
    fn drawing(&self, pos: &Self::Position) -> Drawing {
        let (m, n, _) = self.mnk();
        Drawing::Grid {
            width: m,
            height: n,
            cells: self.cells(pos),
            gravity: false,
            text: self.render(pos),
        }
    }
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String {
        self.cell_between(from, to)
            .map_or_else(|| "?".into(), |c| (c + 1).to_string())
    }
    fn how_to_move(&self) -> Phrase {
        let (m, n, _) = self.mnk();
        phrase!("how-mnk", cells = m * n)
    }
}

impl BoardRules for Connect4 {
    type Search = C4;
    fn spec(&self) -> BoardSpec {
        BoardSpec::Connect4(self.clone())
    }
    fn search(&self) -> C4 {
        C4::new(self)
    }
    /// Connect-Four positions are the columns played, one digit each.
    fn extend_text(&self, text: &str, name: &str) -> String {
        format!("{text}{name}")
    }
    fn title(&self) -> Phrase {
        match self.k() {
            4 => phrase!("game-connect-four", w = self.width(), h = self.height()),
            k => phrase!("game-connect-k", k = k, w = self.width(), h = self.height()),
        }
    }
    fn read(&self, text: &str) -> EngineResult<Self::Position> {
        self.parse(text)
            .map_err(|e| EngineError::usage(crate::lower::connect4_said(&e)))
    }
    fn drawing(&self, pos: &Self::Position) -> Drawing {
        Drawing::Grid {
            width: self.width(),
            height: self.height(),
            cells: self.cells(pos),
            gravity: true,
            text: self.render(pos),
        }
    }
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String {
        self.column_between(from, to)
            .map_or_else(|| "?".into(), column_name)
    }
    fn how_to_move(&self) -> Phrase {
        phrase!("how-connect4", columns = self.width())
    }
}

/// The name of a game's directory under the data directory: its name and variant.
pub(crate) fn dir_name<G: TieredGame>(game: &G) -> String {
    let variant: String = game
        .variant()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { 'x' })
        .collect();
    format!("{}-{variant}", game.name())
}
