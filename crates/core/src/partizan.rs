//! Partizan games: Left and Right have moves of their own.
//!
//! A [`PartizanGame`] says what each player may do from a position, with no player to move
//! stored in it: the same position is worth something to Left and something to Right, and
//! `boyi-cgt` computes that worth (its canonical form, temperature, thermograph, ...).
//! [`AsGame`] turns it into a core [`Game`] whose positions carry the player to move, so the
//! retrograde solver says who wins: an independent check of the algebra's outcome classes.

use crate::game::Game;
use std::hash::Hash;

/// One of the two players of a partizan game. Left is the positive side: positive values
/// are wins for Left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player whose moves are listed first, `L` in `{L | R}`.
    Left,
    /// The other player.
    Right,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }
}

/// A value a game can name for a region without search, because a theorem gives it.
///
/// Green Hackenbush trees are nimbers by the colon principle; blue-red Hackenbush stalks are
/// numbers by Berlekamp's sign rule. The solver trusts these values, so tests should check
/// them against search on small regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KnownValue {
    /// The nimber `*n`.
    Nimber(u64),
    /// The number `numerator / 2^exponent` (a dyadic rational).
    Number {
        /// The numerator.
        numerator: i64,
        /// The power of two in the denominator.
        exponent: u32,
    },
}

/// A short partizan game given by its rules: the moves of Left and of Right from a position.
///
/// Only [`PartizanGame::left_moves`] and [`PartizanGame::right_moves`] are required. Play is
/// normal: a player who cannot move loses. The game must be short: no position may repeat
/// along a line of play (solvers report a repetition as an error).
///
/// A game whose positions fall apart into independent regions (Domineering's empty areas,
/// Toads and Frogs' blocked stretches) says so with [`PartizanGame::split`]: the value of a
/// position is then the sum of its regions' values, and each region is solved once.
/// [`PartizanGame::canonical`] folds symmetries (reflections, and exchanges of the players,
/// which negate the value) so that equal regions share one table entry.
///
/// ```
/// use boyi_core::partizan::PartizanGame;
///
/// /// Cutcake on a strip one unit high: Left cuts it in two, Right cannot cut.
/// struct Strip;
/// impl PartizanGame for Strip {
///     type Position = Vec<u32>;
///     fn left_moves(&self, strips: &Vec<u32>, out: &mut Vec<Vec<u32>>) {
///         for (i, &n) in strips.iter().enumerate() {
///             for a in 1..n {
///                 let mut next = strips.clone();
///                 next[i] = a;
///                 next.push(n - a);
///                 out.push(next);
///             }
///         }
///     }
///     fn right_moves(&self, _: &Vec<u32>, _: &mut Vec<Vec<u32>>) {}
/// }
/// let mut moves = Vec::new();
/// Strip.left_moves(&vec![3], &mut moves);
/// assert_eq!(moves, vec![vec![1, 2], vec![2, 1]]);
/// ```
pub trait PartizanGame {
    /// A position (or a region of one). Cheap to clone and hash: solvers store one per
    /// region they value.
    type Position: Clone + Eq + Hash;

    /// Appends the positions Left can move to from `pos` to `out`.
    fn left_moves(&self, pos: &Self::Position, out: &mut Vec<Self::Position>);

    /// Appends the positions Right can move to from `pos` to `out`.
    fn right_moves(&self, pos: &Self::Position, out: &mut Vec<Self::Position>);

    /// Appends the independent regions whose sum is `pos` to `out` (none for a position
    /// where nobody can move). By default a position is one region.
    fn split(&self, pos: &Self::Position, out: &mut Vec<Self::Position>) {
        out.push(pos.clone());
    }

    /// The key of `region` in the solvers' tables: a representative of its symmetry class,
    /// and whether the representative's value is the *negative* of `region`'s. Symmetries
    /// that keep each player's moves theirs (a Domineering board mirrored) keep the value;
    /// those that exchange the players (the board turned a quarter, Clobber's colours
    /// swapped) negate it. By default a region is its own key.
    ///
    /// The key must be a position of the game (the solver plays from it), and every region
    /// of a class must get the same key.
    fn canonical(&self, region: &Self::Position) -> (Self::Position, bool) {
        (region.clone(), false)
    }

    /// The value of `region` when a theorem gives it without search, else `None`.
    fn known_value(&self, _region: &Self::Position) -> Option<KnownValue> {
        None
    }

    /// The bytes `pos` holds on the heap beyond its inline size (see [`Game::heap_bytes`]).
    fn heap_bytes(&self, _pos: &Self::Position) -> usize {
        0
    }
}

/// A partizan game seen as a core [`Game`]: a position is a partizan position with the player
/// to move, and moves alternate. The retrograde solver then says who wins from each start.
///
/// ```
/// use boyi_core::partizan::{AsGame, PartizanGame, Player};
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
///
/// /// A heap of `n` tokens; Left takes one, Right takes two.
/// struct Heap;
/// impl PartizanGame for Heap {
///     type Position = u32;
///     fn left_moves(&self, &n: &u32, out: &mut Vec<u32>) { if n >= 1 { out.push(n - 1) } }
///     fn right_moves(&self, &n: &u32, out: &mut Vec<u32>) { if n >= 2 { out.push(n - 2) } }
/// }
/// let game = AsGame::new(&Heap, vec![(2, Player::Left), (3, Player::Right)]);
/// let explored = explore(&game, &Budget::default()).unwrap();
/// let solution = retrograde::solve(&explored.graph, game.convention());
/// // Left to move on 2 takes one; Right cannot take two from 1.
/// assert_eq!(solution.value(explored.starts[0]).outcome(), Outcome::Win);
/// // Right to move on 3 takes two, Left takes the last one and Right is stuck.
/// assert_eq!(solution.value(explored.starts[1]).outcome(), Outcome::Loss);
/// ```
pub struct AsGame<'g, G: PartizanGame> {
    game: &'g G,
    starts: Vec<(G::Position, Player)>,
}

impl<'g, G: PartizanGame> AsGame<'g, G> {
    /// The game `game` started from each position with the given player to move.
    pub fn new(game: &'g G, starts: Vec<(G::Position, Player)>) -> Self {
        AsGame { game, starts }
    }
}

impl<G: PartizanGame> Game for AsGame<'_, G> {
    type Position = (G::Position, Player);

    fn starts(&self) -> Vec<Self::Position> {
        self.starts.clone()
    }

    fn moves(&self, (pos, player): &Self::Position, out: &mut Vec<Self::Position>) {
        let mut next = Vec::new();
        match player {
            Player::Left => self.game.left_moves(pos, &mut next),
            Player::Right => self.game.right_moves(pos, &mut next),
        }
        out.extend(next.into_iter().map(|p| (p, player.opponent())));
    }

    fn is_impartial(&self) -> bool {
        false
    }

    fn heap_bytes(&self, (pos, _): &Self::Position) -> usize {
        self.game.heap_bytes(pos)
    }
}
