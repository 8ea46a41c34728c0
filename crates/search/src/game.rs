//! What a game gives the search: positions, keys, and static analysis with ordered moves.
//!
//! Scores are for the player to move and count plies: a game that ends at absolute ply `e`
//! (the `e`-th move of the game was the last) is worth `max_plies + 1 - e` to the winner and
//! the negation to the loser, a draw 0. So a faster win scores more and a slower loss scores
//! more, the order of [`boyi_core::Value`], and a child's score is simply negated (the end ply
//! does not depend on who looks at it).

use boyi_core::Value;
use std::fmt::Debug;
use std::mem::MaybeUninit;

/// The most moves a position may have (move ids are `0..MAX_MOVES`).
pub const MAX_MOVES: usize = 64;

/// What static analysis proved about a position before any search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Static<P> {
    /// The exact score; no move needs searching.
    Exact(i32),
    /// The score lies in `lo..=hi`; the moves to search are in the move list, best first.
    /// The list holds at least one move, and the moves left out cannot score more than the
    /// best of those kept.
    Bounds {
        /// A lower bound of the score.
        lo: i32,
        /// An upper bound of the score.
        hi: i32,
    },
    /// The position's score is the negation of the score of this position, reached by a
    /// forced move (the only move that does not lose at once), which needs no node of its own.
    Forced(P),
}

/// A move to search: its id (as [`SearchGame::play`] takes it) and the position it leads to.
#[derive(Clone, Copy, Debug)]
pub struct SearchMove<P> {
    /// The move's id, below [`MAX_MOVES`].
    pub id: u8,
    /// The position after the move.
    pub child: P,
}

/// The moves of a position, best first: a fixed array of `N` moves on the stack, left
/// uninitialised past its length (a search node must not pay for clearing slots it rarely
/// uses, and a small `N` keeps the search's stack frames in the cache).
pub struct Moves<P: Copy, const N: usize = MAX_MOVES> {
    list: [MaybeUninit<SearchMove<P>>; N],
    len: usize,
}

impl<P: Copy, const N: usize> Default for Moves<P, N> {
    #[inline]
    fn default() -> Self {
        Moves {
            list: [const { MaybeUninit::uninit() }; N],
            len: 0,
        }
    }
}

impl<P: Copy, const N: usize> Moves<P, N> {
    /// Appends a move (at most `N`).
    #[inline]
    pub fn push(&mut self, id: u8, child: P) {
        self.list[self.len] = MaybeUninit::new(SearchMove { id, child });
        self.len += 1;
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Move `i`, below [`Moves::len`].
    #[inline]
    pub fn get(&self, i: usize) -> SearchMove<P> {
        assert!(i < self.len);
        // Safety: slots below `len` were written by `push` (and only moved within the
        // initialised prefix since).
        unsafe { self.list[i].assume_init() }
    }

    /// Moves the move with id `id`, if present, to the front (keeping the others' order).
    #[inline]
    pub fn bring_to_front(&mut self, id: u8) {
        if let Some(i) = (0..self.len).find(|&i| self.get(i).id == id) {
            self.list[..=i].rotate_right(1);
        }
    }

    /// Swaps moves `i` and `j`, both below [`Moves::len`].
    #[inline]
    pub fn swap(&mut self, i: usize, j: usize) {
        assert!(i < self.len && j < self.len);
        self.list.swap(i, j);
    }
}

/// What the search needs of a move list (implemented by [`Moves`] of any capacity).
pub trait MoveList<P>: Default {
    /// The number of moves.
    fn len(&self) -> usize;
    /// Whether the list is empty.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Empties the list.
    fn clear(&mut self);
    /// Move `i`.
    fn get(&self, i: usize) -> SearchMove<P>;
    /// Swaps two moves.
    fn swap(&mut self, i: usize, j: usize);
    /// Moves the move of id `id`, if present, to the front.
    fn bring_to_front(&mut self, id: u8);
}

impl<P: Copy, const N: usize> MoveList<P> for Moves<P, N> {
    #[inline]
    fn len(&self) -> usize {
        self.len
    }
    #[inline]
    fn clear(&mut self) {
        Moves::clear(self)
    }
    #[inline]
    fn get(&self, i: usize) -> SearchMove<P> {
        Moves::get(self, i)
    }
    #[inline]
    fn swap(&mut self, i: usize, j: usize) {
        Moves::swap(self, i, j)
    }
    #[inline]
    fn bring_to_front(&mut self, id: u8) {
        Moves::bring_to_front(self, id)
    }
}

/// A game the search can solve exactly.
///
/// The game must end within [`SearchGame::max_plies`] plies from its start (no cycles), and
/// [`SearchGame::expand`] must be sound: its bounds and exact scores true, the moves it
/// leaves out no better than those it keeps.
pub trait SearchGame: Sync {
    /// A position. Small and copied freely.
    type Pos: Copy + Send + Sync + Debug;

    /// The move list of a node: [`Moves`] with room for the most moves a position has.
    type MoveList: MoveList<Self::Pos>;

    /// The longest a game can last, in plies from the start; scores lie within
    /// `-max_plies..=max_plies`, which must fit in `-120..=120`.
    fn max_plies(&self) -> u32;

    /// The plies played from the start to `pos`.
    fn ply(&self, pos: &Self::Pos) -> u32;

    /// The transposition key of `pos`, and the symmetry taking `pos` to the image the key
    /// was taken from (0: `pos` itself; otherwise move ids go through
    /// [`SearchGame::orient_move`] between the two). Positions with equal keys must have
    /// equal scores and plies.
    fn key(&self, pos: &Self::Pos) -> (u64, u8);

    /// The number of significant bits of keys: exact keys below `2^key_bits` are stored
    /// without any chance of a false match; 64 for hashed keys.
    fn key_bits(&self) -> u32;

    /// A generous upper bound of the number of positions the game can reach, if known: the
    /// table never needs more entries.
    fn positions_bound(&self) -> Option<u64> {
        None
    }

    /// The id of move `id` of a position in its image under symmetry `sym` (as
    /// [`SearchGame::key`] numbers them; never 0, the identity), or with `back` the id in the
    /// position of move `id` of the image.
    fn orient_move(&self, id: u8, _sym: u8, _back: bool) -> u8 {
        id
    }

    /// The score of `pos` if play has ended there.
    fn end_score(&self, pos: &Self::Pos) -> Option<i32>;

    /// Every legal move of a position where play goes on, in id order (for the values of all
    /// moves and for principal variations). Empty where play has ended.
    fn legal_moves(&self, pos: &Self::Pos, out: &mut Vec<(u8, Self::Pos)>);

    /// Static analysis of a position where play goes on: an exact score, bounds and the moves
    /// to search best first (`moves` comes empty), or a forced move. `window` is the search
    /// window; analysis may stop early once a bound falls outside it. This is where a game
    /// puts its early win detection (a win on this move: exact), its anticipation of forced
    /// losses, and its move ordering.
    fn expand(
        &self,
        pos: &Self::Pos,
        window: (i32, i32),
        moves: &mut Self::MoveList,
    ) -> Static<Self::Pos>;

    /// What [`SearchGame::expand`] proves of `pos` without its moves (bounds, an exact score
    /// or a forced move), for looking ahead at a node's children: a game may skip the work
    /// of ordering moves. The bounds may be looser than `expand`'s.
    fn settle(&self, pos: &Self::Pos, window: (i32, i32)) -> Static<Self::Pos> {
        let mut moves = Self::MoveList::default();
        self.expand(pos, window, &mut moves)
    }

    /// Whether `score` can be the exact score of `pos` (a parity rule, say): the search on the
    /// score only tries windows at possible scores.
    fn score_possible(&self, _pos: &Self::Pos, _score: i32) -> bool {
        true
    }
}

/// Whether `score` can be the exact score of a position `ply` plies into a game of at most
/// `max_plies` plies where the winner always makes the last move (a stone completing a line):
/// the player to move wins on its own plies only, the opponent on the others.
#[inline]
pub fn last_mover_wins_possible(max_plies: u32, ply: u32, score: i32) -> bool {
    let (d, n) = (max_plies as i32, ply as i32);
    match score {
        0 => true,
        s if s > 0 => (d + 1 - s - n) % 2 == 1,
        s => (d + 1 + s - n) % 2 == 0,
    }
}

/// The score of a game ending at absolute ply `end`, won by the player to move.
#[inline]
pub fn win_score(max_plies: u32, end: u32) -> i32 {
    max_plies as i32 + 1 - end as i32
}

/// The [`Value`] (outcome and remoteness) of `score` at a position `ply` plies into the game.
///
/// ```
/// use boyi_search::game::{to_value, win_score};
/// use boyi_core::Value;
/// // On a 42-ply game, the player to move at ply 40 wins at ply 41: in one move.
/// assert_eq!(to_value(42, 40, win_score(42, 41)), Value::Win(1));
/// assert_eq!(to_value(42, 40, -win_score(42, 42)), Value::Loss(2));
/// assert_eq!(to_value(42, 3, 0), Value::Draw);
/// ```
pub fn to_value(max_plies: u32, ply: u32, score: i32) -> Value {
    let end = |s: i32| (max_plies as i32 + 1 - s) as u32 - ply;
    match score {
        0 => Value::Draw,
        s if s > 0 => Value::Win(end(s)),
        s => Value::Loss(end(-s)),
    }
}

/// The score of a [`Value`] at a position `ply` plies into the game (the inverse of
/// [`to_value`]).
pub fn from_value(max_plies: u32, ply: u32, value: Value) -> i32 {
    match value {
        Value::Draw => 0,
        Value::Win(r) => win_score(max_plies, ply + r),
        Value::Loss(r) => -win_score(max_plies, ply + r),
    }
}
