//! Any [`boyi_core::Game`] as a [`SearchGame`]: for games without a hand-written analysis,
//! such as the m,n,k-games.
//!
//! A position is the game's position and its ply; the key hashes both (so transpositions
//! are found only between positions of the same ply, which is what the scores need). Static
//! analysis: final values, and a win on this move when a move reaches a position the game
//! declares lost for the opponent (the early win detection every game gets). Moves are
//! searched in the game's order. Scoring final values (`Terminal::Score`) are read by their
//! sign, as a win, a draw or a loss.

use crate::game::{win_score, Moves, SearchGame, Static, MAX_MOVES};
use boyi_core::{Convention, Game, Terminal};
use std::fmt::Debug;
use std::hash::{Hash, Hasher};

/// A position with its ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ply<P> {
    /// The game's position.
    pub pos: P,
    /// Plies from the start.
    pub ply: u32,
}

/// A [`Game`] that ends within `max_plies` plies, as a [`SearchGame`].
pub struct Generic<G> {
    game: G,
    max_plies: u32,
}

impl<G> Generic<G>
where
    G: Game + Sync,
    G::Position: Copy + Send + Sync + Debug,
{
    /// The game, whose plays never last more than `max_plies` plies (at most 120).
    pub fn new(game: G, max_plies: u32) -> Self {
        assert!(max_plies <= 120, "scores must fit the table's 8 bits");
        Generic { game, max_plies }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The start of play (the game's first start position).
    pub fn start(&self) -> Ply<G::Position> {
        self.at(self.game.starts()[0], 0)
    }

    /// A position `ply` plies into the game.
    pub fn at(&self, pos: G::Position, ply: u32) -> Ply<G::Position> {
        Ply { pos, ply }
    }

    fn final_score(&self, p: &Ply<G::Position>) -> Option<i32> {
        let d = self.max_plies;
        let win = win_score(d, p.ply);
        match self.game.terminal(&p.pos)? {
            Terminal::Win => Some(win),
            Terminal::Loss => Some(-win),
            Terminal::Draw => Some(0),
            Terminal::Score(s) => Some(win * s.signum() as i32),
        }
    }

    fn children(&self, p: &Ply<G::Position>) -> Vec<Ply<G::Position>> {
        let mut kids = Vec::new();
        self.game.moves(&p.pos, &mut kids);
        assert!(
            kids.len() <= MAX_MOVES,
            "a position with more than {MAX_MOVES} moves"
        );
        kids.into_iter()
            .map(|k| {
                assert!(
                    p.ply < self.max_plies,
                    "play went on past the {} plies announced",
                    self.max_plies
                );
                Ply {
                    pos: k,
                    ply: p.ply + 1,
                }
            })
            .collect()
    }
}

impl<G> SearchGame for Generic<G>
where
    G: Game + Sync,
    G::Position: Copy + Send + Sync + Debug,
{
    type Pos = Ply<G::Position>;
    type MoveList = Moves<Ply<G::Position>>;

    fn max_plies(&self) -> u32 {
        self.max_plies
    }

    fn ply(&self, p: &Self::Pos) -> u32 {
        p.ply
    }

    fn key(&self, p: &Self::Pos) -> (u64, u8) {
        let mut h = rustc_hash::FxHasher::default();
        p.hash(&mut h);
        // Zero is the table's empty slot, never a key.
        (h.finish().max(1), 0)
    }

    fn key_bits(&self) -> u32 {
        64
    }

    fn end_score(&self, p: &Self::Pos) -> Option<i32> {
        if let Some(s) = self.final_score(p) {
            return Some(s);
        }
        let mut kids = Vec::new();
        self.game.moves(&p.pos, &mut kids);
        if kids.is_empty() {
            let win = win_score(self.max_plies, p.ply);
            return Some(match self.game.convention() {
                Convention::Normal => -win,
                Convention::Misere => win,
            });
        }
        None
    }

    fn legal_moves(&self, p: &Self::Pos, out: &mut Vec<(u8, Self::Pos)>) {
        if self.end_score(p).is_some() {
            return;
        }
        out.extend(
            self.children(p)
                .into_iter()
                .enumerate()
                .map(|(i, k)| (i as u8, k)),
        );
    }

    fn expand(
        &self,
        p: &Self::Pos,
        _window: (i32, i32),
        moves: &mut Moves<Self::Pos>,
    ) -> Static<Self::Pos> {
        if let Some(s) = self.end_score(p) {
            return Static::Exact(s);
        }
        let d = self.max_plies;
        let kids = self.children(p);
        for k in &kids {
            // A move to a position lost for the opponent, there and then: the fastest win.
            if self.final_score(k) == Some(-win_score(d, k.ply)) {
                return Static::Exact(win_score(d, p.ply + 1));
            }
        }
        for (i, k) in kids.into_iter().enumerate() {
            moves.push(i as u8, k);
        }
        Static::Bounds {
            lo: -win_score(d, p.ply + 1),
            hi: win_score(d, p.ply + 2),
        }
    }
}
