//! Northcott's game: a board of rows, each holding one white and one black piece. White
//! moves a white piece, Black a black one, any number of squares left or right along its
//! row, but never onto or over the other piece. Whoever cannot move loses.
//!
//! Though the players move different pieces, the game is Nim: the gap between the two
//! pieces of a row is a heap. Moving toward the other piece shrinks the heap; moving away
//! grows it, but the opponent can at once follow and restore the gap, and a player can only
//! retreat so far before the edge of the board stops them — such moves never change who
//! wins. So the player to move wins exactly when the xor of the gaps is not 0, and wins by
//! closing a gap `g` to `g xor s` (`s` the xor), as in Nim.
//!
//! ```
//! use boyi_games::northcott::{self, Row};
//!
//! // Gaps 2, 3 and 1: 2 xor 3 xor 1 = 0, so the player to move loses.
//! let rows = [Row { white: 0, black: 3 }, Row { white: 5, black: 1 }, Row { white: 2, black: 4 }];
//! assert_eq!(northcott::value(&rows), 0);
//! let rows = [Row { white: 0, black: 7 }, Row { white: 2, black: 0 }];
//! // Gaps 6 and 1: White (or Black) closes the first gap to 1, moving 5 squares.
//! assert_eq!(northcott::winning_moves(&rows), vec![(0, 5)]);
//! ```

use boyi_core::Game;

/// One row: the columns of its white and its black piece (different columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    /// The white piece's column.
    pub white: u64,
    /// The black piece's column.
    pub black: u64,
}

impl Row {
    /// The number of empty squares between the two pieces: the row's Nim heap.
    pub fn gap(&self) -> u64 {
        self.white.abs_diff(self.black).saturating_sub(1)
    }
}

/// The value of the board: the xor of the gaps. The player to move (either colour) wins
/// exactly when it is not 0.
pub fn value(rows: &[Row]) -> u64 {
    rows.iter().fold(0, |x, r| x ^ r.gap())
}

/// The winning moves that close a gap, as `(row, squares)`: the player to move advances
/// their piece in `row` by `squares` toward the other piece (empty when they lose).
pub fn winning_moves(rows: &[Row]) -> Vec<(usize, u64)> {
    let s = value(rows);
    if s == 0 {
        return Vec::new();
    }
    rows.iter()
        .enumerate()
        .filter(|(_, r)| r.gap() ^ s < r.gap())
        .map(|(i, r)| (i, r.gap() - (r.gap() ^ s)))
        .collect()
}

/// Northcott's game on a board `width` columns wide, as a (partizan) game for the general
/// engine: a position is the rows and whether White is to move. Moving away from the other
/// piece is allowed, so the graph has cycles; retrograde analysis still finds no draw.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
/// use boyi_games::northcott::{Northcott, Row};
///
/// let game = Northcott::new(5, &[Row { white: 0, black: 2 }, Row { white: 4, black: 1 }]).unwrap();
/// let e = explore(&game, &Budget::default()).unwrap();
/// let s = retrograde::solve(&e.graph, game.convention());
/// assert_eq!(s.value(e.starts[0]).outcome(), Outcome::Win); // gaps 1 and 2
/// ```
#[derive(Clone, Debug)]
pub struct Northcott {
    width: u64,
    rows: Vec<Row>,
}

impl Northcott {
    /// The board `width` columns wide with these rows, White to move; `None` if a piece is
    /// off the board or shares its square with the other piece of its row.
    pub fn new(width: u64, rows: &[Row]) -> Option<Northcott> {
        let fits = |r: &Row| r.white < width && r.black < width && r.white != r.black;
        rows.iter().all(fits).then(|| Northcott {
            width,
            rows: rows.to_vec(),
        })
    }
}

impl Game for Northcott {
    /// The rows, and `true` when White is to move.
    type Position = (Vec<Row>, bool);

    fn starts(&self) -> Vec<(Vec<Row>, bool)> {
        vec![(self.rows.clone(), true)]
    }

    fn moves(&self, (rows, white): &(Vec<Row>, bool), out: &mut Vec<(Vec<Row>, bool)>) {
        for (i, r) in rows.iter().enumerate() {
            let (mine, theirs) = if *white {
                (r.white, r.black)
            } else {
                (r.black, r.white)
            };
            // The squares between the wall or the other piece on each side.
            let (low, high) = if mine < theirs {
                (0, theirs - 1)
            } else {
                (theirs + 1, self.width - 1)
            };
            for to in (low..=high).filter(|&c| c != mine) {
                let mut next = rows.clone();
                if *white {
                    next[i].white = to;
                } else {
                    next[i].black = to;
                }
                out.push((next, !*white));
            }
        }
    }

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Partizan
    }

    fn heap_bytes(&self, (rows, _): &(Vec<Row>, bool)) -> usize {
        rows.capacity() * std::mem::size_of::<Row>()
    }
}
