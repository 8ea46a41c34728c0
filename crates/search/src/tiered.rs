//! The bridge between a search game and a tiered game of the tablebase, and a solved (or
//! partly solved) database read by the search instead of searching.
//!
//! The search and the tablebase see the same game in two ways: [`SearchGame`] positions for
//! the search, [`TieredGame`] positions with a dense index for the tables. A [`Tiered`]
//! search game converts between them; its tiers must be its plies (true of board games that
//! add one stone a move: Connect-Four, m,n,k-games). Then a [`Database`] of the tablebase
//! answers, through [`DatabaseOracle`], every position of the tiers it holds, and an opening
//! book ([`crate::book`]) is written in the tablebase's own file format.

use crate::connect4::{Connect4Pos, C4};
use crate::game::{from_value, SearchGame};
use crate::generic::{Generic, Ply};
use crate::mnk::{MnkPos, MnkSearch};
use crate::search::Oracle;
use boyi_core::tier::TieredGame;
use boyi_core::Game;
use boyi_games::connect4::Connect4;
use boyi_games::mnk::{Grid, Mnk};
use boyi_tablebase::{Database, TablebaseError};
use std::fmt::Debug;

/// A search game whose positions are those of a tiered game, tier `t` holding the positions
/// `t` plies into the game.
pub trait Tiered: SearchGame {
    /// The tiered game.
    type Board: TieredGame + Clone + Send;
    /// The tiered game.
    fn board(&self) -> &Self::Board;
    /// The search position of a board position.
    fn to_search(&self, b: &<Self::Board as Game>::Position) -> Self::Pos;
    /// The board position of a search position.
    fn to_board(p: &Self::Pos) -> <Self::Board as Game>::Position;
}

impl Tiered for C4 {
    type Board = Connect4;

    fn board(&self) -> &Connect4 {
        C4::board(self)
    }

    fn to_search(&self, b: &boyi_games::connect4::Connect4Board) -> Connect4Pos {
        (*b).into()
    }

    fn to_board(p: &Connect4Pos) -> boyi_games::connect4::Connect4Board {
        (*p).into()
    }
}

impl Tiered for MnkSearch {
    type Board = Mnk;

    fn board(&self) -> &Mnk {
        MnkSearch::board(self)
    }

    fn to_search(&self, g: &Grid) -> MnkPos {
        (*g).into()
    }

    fn to_board(p: &MnkPos) -> Grid {
        (*p).into()
    }
}

impl<G> Tiered for Generic<G>
where
    G: TieredGame + Clone + Send,
    G::Position: Copy + Send + Sync + Debug,
{
    type Board = G;

    fn board(&self) -> &G {
        self.game()
    }

    fn to_search(&self, b: &G::Position) -> Ply<G::Position> {
        self.at(*b, self.game().tier(b))
    }

    fn to_board(p: &Ply<G::Position>) -> G::Position {
        p.pos
    }
}

/// A tablebase database consulted by the search at the tiers whose files it has.
pub struct DatabaseOracle<S: Tiered> {
    board: S::Board,
    max_plies: u32,
    db: Database,
    covered: Vec<bool>,
}

impl<S: Tiered> DatabaseOracle<S> {
    /// The tiers of `db` on disk, for `search`'s game; the database must keep remoteness
    /// (exact scores need it) and belong to the game.
    pub fn new(search: &S, db: Database) -> Result<Self, TablebaseError> {
        let m = db.manifest();
        let wanted = boyi_tablebase::Manifest::new(search.board(), m.remoteness, m.symmetry);
        if !m.same_tables(&wanted) {
            return Err(TablebaseError::Mismatch {
                dir: db.dir().to_path_buf(),
                found: m.label(),
                wanted: wanted.label(),
            });
        }
        if !m.remoteness {
            return Err(TablebaseError::Contract(
                "the database keeps no remoteness, so it cannot give exact scores".into(),
            ));
        }
        // A tier is read when its file is there and sound (checked once, when mapped).
        let covered = (0..m.num_tiers).map(|t| db.tier(t).is_ok()).collect();
        Ok(DatabaseOracle {
            board: search.board().clone(),
            max_plies: search.max_plies(),
            db,
            covered,
        })
    }

    /// The tiers read from the database.
    pub fn tiers(&self) -> Vec<u32> {
        (0..self.covered.len() as u32)
            .filter(|&t| self.covered[t as usize])
            .collect()
    }
}

impl<S: Tiered> Oracle<S> for DatabaseOracle<S> {
    fn covers(&self, ply: u32) -> bool {
        self.covered.get(ply as usize).copied().unwrap_or(false)
    }

    fn probe(&self, pos: &S::Pos) -> Option<i32> {
        let b = S::to_board(pos);
        let v = self.db.lookup(&self.board, &b).ok()?.value();
        Some(from_value(self.max_plies, self.board.tier(&b), v))
    }
}
