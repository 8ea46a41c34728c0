//! Moves named by what they change in a picture: a game whose positions have no picture of
//! their own names a move by the position it leads to, which for a rules script is a value in
//! script syntax (`#{board: "X...O....", turn: 'X'}`). When the script draws its positions
//! (`draw`), a move is named as boyi's own games name theirs: the cell it fills or the two a
//! stone moves between (`b2`, `a1-b2`: column letter, row from the top, as Cram and Clobber),
//! the column a disc drops into (`3`, as Connect-Four), the heap it changes (`2 4`, `2 -`, as
//! Nim). Names must tell every move apart; when some move changes something else (two heaps,
//! three cells) or two moves would share a name, every move keeps its position's name.

use crate::families::grid::rules::cell_name;
use crate::families::heap::position::heap_move_name;
use crate::report::Drawing;

/// The moves from `from` named by what each changes, in order, or `None` when some cannot be
/// (a position drawn as text, as one `draw` did not draw, names nothing).
pub(crate) fn names(from: &Drawing, to: &[Drawing]) -> Option<Vec<String>> {
    let names = to
        .iter()
        .map(|t| name(from, t))
        .collect::<Option<Vec<String>>>()?;
    let mut sorted = names.clone();
    sorted.sort();
    sorted.dedup();
    (sorted.len() == names.len()).then_some(names)
}

fn name(from: &Drawing, to: &Drawing) -> Option<String> {
    match (from, to) {
        (
            Drawing::Grid {
                width,
                height,
                cells,
                gravity,
                ..
            },
            Drawing::Grid {
                width: w2,
                height: h2,
                cells: after,
                gravity: g2,
                ..
            },
        ) if (width, height, gravity) == (w2, h2, g2) => {
            let changed: Vec<(u32, u32)> = (0..*height)
                .flat_map(|r| (0..*width).map(move |c| (r, c)))
                .filter(|&(r, c)| cells[r as usize][c as usize] != after[r as usize][c as usize])
                .collect();
            let at = |&(r, c): &(u32, u32)| cells[r as usize][c as usize];
            if *gravity {
                // One disc dropped: its column, counted from 1 in base 36 as Connect-Four's.
                match changed[..] {
                    [(_, c)] if at(&changed[0]) == 0 && c < 36 => {
                        char::from_digit(c + 1, 36).map(String::from)
                    }
                    _ => None,
                }
            } else {
                let cell = |&(r, c): &(u32, u32)| cell_name(r * width + c, *width);
                match &changed[..] {
                    [one] => Some(cell(one)),
                    // A stone leaves the first cell named (a move or a capture), else the
                    // cells are read row by row (a domino).
                    [a, b] if at(b) != 0 && at(a) == 0 => Some(format!("{}-{}", cell(b), cell(a))),
                    [a, b] => Some(format!("{}-{}", cell(a), cell(b))),
                    _ => None,
                }
            }
        }
        (Drawing::Heaps { heaps }, Drawing::Heaps { heaps: after })
            if heaps.len() == after.len() =>
        {
            let mut changed = (0..heaps.len()).filter(|&i| heaps[i] != after[i]);
            let i = changed.next()?;
            if changed.next().is_some() {
                return None;
            }
            let left: &[u64] = if after[i] == 0 { &[] } else { &after[i..=i] };
            Some(heap_move_name(i, heaps[i], left))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str], gravity: bool) -> Drawing {
        let cells: Vec<Vec<u8>> = rows
            .iter()
            .map(|r| {
                r.chars()
                    .map(|c| match c {
                        'x' => 1,
                        'o' => 2,
                        _ => 0,
                    })
                    .collect()
            })
            .collect();
        Drawing::Grid {
            width: cells[0].len() as u32,
            height: cells.len() as u32,
            cells,
            gravity,
            text: rows.join("\n"),
        }
    }

    #[test]
    fn cells_filled_moved_and_dropped() {
        let from = grid(&["x..", "...", "..o"], false);
        let to = [
            grid(&["x..", ".x.", "..o"], false),
            grid(&["...", "x..", "..o"], false),
        ];
        assert_eq!(names(&from, &to), Some(vec!["b2".into(), "a1-a2".into()]));
        let from = grid(&["..", "x."], true);
        let to = [grid(&["..", "xo"], true), grid(&["o.", "x."], true)];
        assert_eq!(names(&from, &to), Some(vec!["2".into(), "1".into()]));
    }

    #[test]
    fn heaps_changed_one_at_a_time() {
        let from = Drawing::Heaps {
            heaps: vec![3, 4, 5],
        };
        let to = |h: Vec<u64>| Drawing::Heaps { heaps: h };
        assert_eq!(
            names(&from, &[to(vec![3, 1, 5]), to(vec![0, 4, 5])]),
            Some(vec!["2 1".into(), "1 -".into()])
        );
        // A move that changes two heaps, or a move without a picture: positions' names.
        assert_eq!(names(&from, &[to(vec![2, 3, 5])]), None);
        let text = Drawing::Text {
            text: "[3, 4, 5]".into(),
        };
        assert_eq!(names(&from, &[text]), None);
    }

    #[test]
    fn names_that_would_clash_are_not_used() {
        // Either player's stone in the same cell (a game where the mover picks the colour).
        let from = grid(&["..."], false);
        let to = [grid(&["x.."], false), grid(&["o.."], false)];
        assert_eq!(names(&from, &to), None);
    }
}
