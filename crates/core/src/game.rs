//! The game model: the traits a game implements so the solvers can work on it.

use crate::value::{Convention, Terminal};
use std::hash::Hash;

/// Whether both players have the same moves from every position: what Sprague-Grundy
/// values need. A game says so itself ([`Game::impartiality`]); nothing is assumed, because
/// a partizan game taken for impartial gets Sprague-Grundy values that mean nothing.
///
/// Partizan games with Left's and Right's moves apart have a model of their own; this one
/// is for games that hold the player to move in the position (tic-tac-toe).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Impartiality {
    /// The game has not said. Solved for win, loss and draw only; asking it for
    /// Sprague-Grundy values is refused with [`Impartiality::HOW_TO_DECLARE`].
    #[default]
    Undeclared,
    /// Both players always have the same moves: Sprague-Grundy values apply (under normal
    /// play).
    Impartial,
    /// The players' moves differ (the player to move is part of the position).
    Partizan,
}

impl Impartiality {
    /// How a game declares itself impartial, for the message refusing its Sprague-Grundy
    /// values.
    pub const HOW_TO_DECLARE: &'static str = "if both players always have the same moves, say so in the game: `fn impartiality(&self) -> Impartiality { Impartiality::Impartial }`";

    /// Whether Sprague-Grundy values apply.
    pub fn is_impartial(self) -> bool {
        self == Impartiality::Impartial
    }
}

/// A game given by its rules: start positions and the moves of each position.
///
/// This is the one trait every kind of game implements: explicit graphs read from a file,
/// the built-in games, rules scripts and board games. A game is a directed graph whose
/// vertices are positions; it may have cycles. When the two players have different moves
/// (tic-tac-toe) the player to move is part of the position; in an impartial game it is not.
///
/// Only [`Game::starts`] and [`Game::moves`] are required. A position with a
/// [`Game::terminal`] value is where play stops, whatever moves it may have; a position with
/// no moves and no terminal value is lost for the player to move under normal play and won
/// under misère play ([`Game::convention`]).
///
/// ```
/// use boyi_core::{explore, Budget, Game, retrograde, Value};
///
/// /// The Bash game: take 1..=m stones; who takes the last stone wins.
/// struct Bash { n: u32, m: u32 }
///
/// impl Game for Bash {
///     type Position = u32;
///     fn starts(&self) -> Vec<u32> { vec![self.n] }
///     fn moves(&self, &heap: &u32, out: &mut Vec<u32>) {
///         out.extend((1..=self.m.min(heap)).map(|k| heap - k));
///     }
/// }
///
/// let game = Bash { n: 10, m: 3 };
/// let explored = explore(&game, &Budget::default()).unwrap();
/// let solution = retrograde::solve(&explored.graph, game.convention());
/// let start = explored.starts[0];
/// // 10 mod 4 != 0: the first player wins, taking 2 and then answering k with 4 - k.
/// assert_eq!(solution.value(start), Value::Win(5));
/// ```
pub trait Game {
    /// A position of the game. Cheap to clone and hash: explorers store one per position.
    type Position: Clone + Eq + Hash;

    /// The positions play may start from (usually one).
    fn starts(&self) -> Vec<Self::Position>;

    /// Appends the positions reachable in one move from `pos` to `out`.
    fn moves(&self, pos: &Self::Position, out: &mut Vec<Self::Position>);

    /// The final value of `pos` for the player to move, if play stops there.
    fn terminal(&self, _pos: &Self::Position) -> Option<Terminal> {
        None
    }

    /// What happens to a player who cannot move.
    fn convention(&self) -> Convention {
        Convention::Normal
    }

    /// Whether both players always have the same moves (so Sprague-Grundy values apply).
    /// Undeclared by default: such a game gets win, loss and draw, and no Sprague-Grundy
    /// values until it declares itself [`Impartiality::Impartial`].
    fn impartiality(&self) -> Impartiality {
        Impartiality::Undeclared
    }

    /// The bytes `pos` holds on the heap beyond its inline size, a cheap estimate (see
    /// [`crate::explore::allocated`]): the explorer counts them against the memory budget as
    /// each new position is stored. 0 for positions that own no allocation.
    fn heap_bytes(&self, _pos: &Self::Position) -> usize {
        0
    }
}

/// An impartial game whose moves may split a part into several independent parts.
///
/// Take-and-break games (Grundy's game, octal games, the Cutting Game) are sums whose
/// components multiply as play goes on. A move replaces one part by zero or more parts; the
/// Sprague-Grundy value of a collection of parts is the xor of the parts' values, so only the
/// parts themselves need to be solved (see [`crate::sg::split_grundy`]).
///
/// ```
/// use boyi_core::SplitGame;
/// /// Grundy's game: split a heap into two unequal non-empty heaps.
/// struct Grundy;
/// impl SplitGame for Grundy {
///     type Part = u32;
///     fn part_moves(&self, &n: &u32, out: &mut Vec<Vec<u32>>) {
///         for a in 1..n.div_ceil(2) { out.push(vec![a, n - a]); }
///     }
/// }
/// let values = boyi_core::sg::split_grundy(&Grundy, &[7], &boyi_core::Budget::default()).unwrap();
/// // 7 splits into 6+1, 5+2 or 4+3, of values 1, 2 and 1: none is 0, so 7 is a P-position.
/// assert_eq!(values[&7], 0);
/// ```
pub trait SplitGame {
    /// One independent part (a heap, a sheet of paper, ...).
    type Part: Clone + Eq + Hash;

    /// Appends every move of `part`: each is the list of parts that replace it.
    fn part_moves(&self, part: &Self::Part, out: &mut Vec<Vec<Self::Part>>);

    /// The bytes `part` holds on the heap beyond its inline size, as [`Game::heap_bytes`]:
    /// counted against the memory budget as each new part is stored.
    fn part_heap_bytes(&self, _part: &Self::Part) -> usize {
        0
    }
}
