//! Toppling Dominoes: a row of dominoes, Left's (`l`), Right's (`r`) and grey ones (`e`,
//! either player's). A player topples one of their dominoes (or a grey one) to the left or
//! to the right, knocking down it and every domino on that side. Positions are CGSuite's
//! strip strings: `"lrrlrrl"` (`.` is an empty square, which changes nothing).

use boyi_core::partizan::PartizanGame;

/// A row of dominoes: 0 Left's, 1 Right's, 2 grey. Empty squares are dropped: a domino
/// topples everything on its side, gaps or not.
pub type TopplingPos = Vec<u8>;

/// Why a row was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("character {0:?} at square {1} is not `l`, `r`, `e` or `.`")]
pub struct RowError(pub char, pub usize);

/// The rules of Toppling Dominoes.
///
/// ```
/// use boyi_games::partizan::toppling_dominoes::TopplingDominoes;
/// use boyi_core::partizan::PartizanGame;
/// let row = TopplingDominoes::parse("lr").unwrap();
/// let mut moves = Vec::new();
/// TopplingDominoes.left_moves(&row, &mut moves);
/// assert_eq!(moves, vec![vec![1], vec![]]);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct TopplingDominoes;

impl TopplingDominoes {
    /// Reads a row.
    pub fn parse(s: &str) -> Result<TopplingPos, RowError> {
        s.chars()
            .enumerate()
            .filter(|&(_, c)| c != '.')
            .map(|(i, c)| match c {
                'l' => Ok(0),
                'r' => Ok(1),
                'e' => Ok(2),
                _ => Err(RowError(c, i + 1)),
            })
            .collect()
    }

    fn moves(row: &TopplingPos, colour: u8, out: &mut Vec<TopplingPos>) {
        for (i, &d) in row.iter().enumerate() {
            if d == colour || d == 2 {
                out.push(row[i + 1..].to_vec());
                out.push(row[..i].to_vec());
            }
        }
    }
}

impl PartizanGame for TopplingDominoes {
    type Position = TopplingPos;

    fn left_moves(&self, row: &TopplingPos, out: &mut Vec<TopplingPos>) {
        Self::moves(row, 0, out);
    }

    fn right_moves(&self, row: &TopplingPos, out: &mut Vec<TopplingPos>) {
        Self::moves(row, 1, out);
    }

    /// A row and its mirror image have the same value; with the colours swapped, the
    /// negative.
    fn canonical(&self, row: &TopplingPos) -> (TopplingPos, bool) {
        let swapped: TopplingPos = row
            .iter()
            .map(|&d| if d == 2 { 2 } else { 1 - d })
            .collect();
        let least = |r: &TopplingPos| {
            let rev: TopplingPos = r.iter().rev().copied().collect();
            rev.min(r.clone())
        };
        let (same, other) = (least(row), least(&swapped));
        if other < same {
            (other, true)
        } else {
            (same, false)
        }
    }

    fn heap_bytes(&self, row: &TopplingPos) -> usize {
        boyi_core::explore::allocated(row.capacity())
    }
}
