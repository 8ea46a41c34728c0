//! Each classic variant's position worked out by its theorem (`boyi_games`' modules): the
//! parts, their combination, the outcome and the winning moves, as one
//! [`ClassicDerivation`] that `solve` and `explain` both report.

use crate::error::{EngineError, EngineResult};
use crate::report::{ClassicDerivation, ClassicMove, ClassicPart};
use boyi_core::Outcome;
use boyi_games::coins::{self, CoinRule, MockTurtles, Ruler, Turn, TurningTurtles, Twins};
use boyi_games::northcott::{self, Row};
use boyi_games::tartan::Product;
use boyi_games::{euclid, every_sg, moore, staircase};

/// A classic position and what it is worth.
pub(super) struct Worked {
    pub(super) outcome: Outcome,
    /// The Sprague-Grundy value, where the variant is an impartial game whose theorem gives
    /// it (staircase Nim, the coin-turning games, Turning Corners).
    pub(super) sg: Option<u64>,
    pub(super) derivation: ClassicDerivation,
}

fn words(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

fn xor_text(values: &[u64]) -> String {
    let total = values.iter().fold(0, |x, v| x ^ v);
    if values.is_empty() {
        return "no part: the xor is 0".into();
    }
    let terms: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("xor: {} = {total}", terms.join(" ⊕ "))
}

fn by_xor(total: u64, what: &str) -> (Outcome, String) {
    if total == 0 {
        (
            Outcome::Loss,
            format!("the {what} is 0: every move leaves it non-zero, so the player to move loses"),
        )
    } else {
        (
            Outcome::Win,
            format!("the {what} is {total}, not 0: the player to move wins by making it 0"),
        )
    }
}

fn derivation(
    variant: &str,
    theorem: &str,
    parts: Vec<ClassicPart>,
    combination: String,
    conclusion: String,
    winning_moves: Vec<ClassicMove>,
) -> ClassicDerivation {
    ClassicDerivation {
        variant: variant.into(),
        theorem: theorem.into(),
        parts,
        combination,
        conclusion,
        winning_moves,
    }
}

/// Staircase Nim: coins on steps 1..n (`coins[i]` on step i + 1).
pub(super) fn staircase(coins: &[u64]) -> Worked {
    let mut stairs = vec![0];
    stairs.extend_from_slice(coins);
    let parts = coins
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let step = i + 1;
            let odd = step % 2 == 1;
            ClassicPart {
                part: format!("step {step}: {c} coin{}", if c == 1 { "" } else { "s" }),
                value: odd.then_some(c),
                why: if odd {
                    "an odd step is a Nim heap: coins moved down from it leave the game's odd steps".into()
                } else {
                    "an even step: coins moved from it onto an odd step are moved on by the opponent".into()
                },
            }
        })
        .collect();
    let odd: Vec<u64> = coins.iter().step_by(2).copied().collect();
    let total = staircase::value(&stairs);
    let (outcome, conclusion) = by_xor(total, "xor of the odd steps");
    let moves = staircase::winning_moves(&stairs)
        .into_iter()
        .map(|m| {
            let mut after = stairs.clone();
            after[m.step] -= m.coins;
            after[m.step - 1] += m.coins;
            let to = if m.step == 1 {
                "the ground"
            } else {
                "the step below"
            };
            let plural = if m.coins == 1 { "" } else { "s" };
            ClassicMove {
                r#move: format!("move {} coin{plural} from step {} to {to}", m.coins, m.step),
                to: format!("staircase {}", words(&after[1..])),
            }
        })
        .collect();
    Worked {
        outcome,
        sg: Some(total),
        derivation: derivation(
            "staircase",
            "Staircase Nim is Nim on the odd steps: the player to move loses exactly when the xor of the coins on steps 1, 3, 5, ... is 0.",
            parts,
            xor_text(&odd),
            conclusion,
            moves,
        ),
    }
}

/// Moore's Nim_k.
pub(super) fn moore(k: u64, heaps: &[u64]) -> Worked {
    let width = heaps
        .iter()
        .map(|&h| 64 - h.leading_zeros())
        .max()
        .unwrap_or(0)
        .max(1) as usize;
    let parts = heaps
        .iter()
        .enumerate()
        .map(|(i, &h)| ClassicPart {
            part: format!("heap {}", i + 1),
            value: Some(h),
            why: format!("{h:0width$b} in binary"),
        })
        .collect();
    let sums = moore::digit_sums(heaps, k);
    let shown: Vec<String> = (0..width)
        .rev()
        .map(|b| format!("2^{b}: {}", sums[b]))
        .collect();
    let combination = format!(
        "binary digit sums modulo k + 1 = {}, from the top: {}",
        k + 1,
        shown.join(", ")
    );
    let loss = moore::is_loss(heaps, k);
    let (outcome, conclusion) = if loss {
        (Outcome::Loss, format!("every digit sum is 0 modulo {}: a move changes at most {k} heaps, so it leaves some sum non-zero; the player to move loses", k + 1))
    } else {
        (Outcome::Win, format!("some digit sum is not 0 modulo {}: the player to move wins by making every one 0, changing at most {k} heaps", k + 1))
    };
    let moves = moore::winning_move(heaps, k)
        .map(|changes| {
            let mut after = heaps.to_vec();
            let mut said = Vec::new();
            for &(i, size) in &changes {
                said.push(format!("heap {} from {} to {size}", i + 1, heaps[i]));
                after[i] = size;
            }
            vec![ClassicMove {
                r#move: said.join(", "),
                to: format!("moore {k} {}", words(&after)),
            }]
        })
        .unwrap_or_default();
    Worked {
        outcome,
        sg: None,
        derivation: derivation(
            "moore",
            "Moore's theorem (1910): in Nim_k (take from 1 to k heaps) the player to move loses exactly when, written in binary, every digit's count of 1s is divisible by k + 1.",
            parts,
            combination,
            conclusion,
            moves,
        ),
    }
}

/// Northcott's game: rows with the white and the black piece's columns.
pub(super) fn northcott(rows: &[Row]) -> Worked {
    let gaps: Vec<u64> = rows.iter().map(Row::gap).collect();
    let parts = rows
        .iter()
        .enumerate()
        .map(|(i, r)| ClassicPart {
            part: format!("row {}: white at {}, black at {}", i + 1, r.white, r.black),
            value: Some(r.gap()),
            why: "the squares between the pieces: a Nim heap".into(),
        })
        .collect();
    let total = northcott::value(rows);
    let (outcome, conclusion) = by_xor(total, "xor of the gaps");
    let text = |rows: &[Row]| {
        let cols: Vec<String> = rows
            .iter()
            .map(|r| format!("{} {}", r.white, r.black))
            .collect();
        format!("northcott {}", cols.join(" "))
    };
    let moves = northcott::winning_moves(rows)
        .into_iter()
        .map(|(i, d)| {
            let mut after = rows.to_vec();
            let r = &mut after[i];
            // Either player closes the gap: White's piece moves toward Black's.
            if r.white < r.black {
                r.white += d;
            } else {
                r.white -= d;
            }
            ClassicMove {
                r#move: format!(
                    "row {}: move your piece {d} square{} toward the other (gap {} to {})",
                    i + 1,
                    if d == 1 { "" } else { "s" },
                    gaps[i],
                    gaps[i] - d
                ),
                to: format!("{} (White moved)", text(&after)),
            }
        })
        .collect();
    Worked {
        outcome,
        sg: None,
        derivation: derivation(
            "northcott",
            "Northcott's game is Nim on the gaps: moving away from the other piece is answered by following it, so the player to move (White or Black) loses exactly when the xor of the gaps is 0.",
            parts,
            xor_text(&gaps),
            conclusion,
            moves,
        ),
    }
}

/// The options of Euclid's game at `(a, b)` that matter (a move takes a positive multiple of
/// the smaller heap from the larger): to the remainder, and to one multiple more. Every other
/// option leaves a quotient of 2 or more, a won position for the opponent and never the
/// longest lost one, so neither a winning move nor Every-SG's choice is among them. Each with
/// how much is taken, and the heaps in the order given.
fn euclid_options(a: u64, b: u64) -> Vec<(u64, (u64, u64))> {
    let (big, small) = (a.max(b), a.min(b));
    if small == 0 {
        return Vec::new();
    }
    let q = big / small;
    [q, q - 1]
        .into_iter()
        .filter(|&k| k >= 1)
        .map(|k| {
            let rest = big - k * small;
            let heaps = if a >= b { (rest, small) } else { (small, rest) };
            (k * small, heaps)
        })
        .collect()
}

/// Whether Euclid's game at `(x, y)` is lost for the player to move (an empty heap ends it).
fn euclid_lost(x: u64, y: u64) -> bool {
    x == 0 || y == 0 || !euclid::is_win(x, y)
}

/// Euclid's game.
pub(super) fn euclid(a: u64, b: u64) -> EngineResult<Worked> {
    if a == 0 || b == 0 {
        return Err(EngineError::usage(
            "Euclid's game starts with two positive heaps (a move that empties one ends it)",
        ));
    }
    let mut parts = Vec::new();
    let (mut x, mut y) = (a.max(b), a.min(b));
    while y > 0 {
        let q = x / y;
        let why = if q == 1 {
            "quotient 1: the move is forced".to_string()
        } else {
            "quotient 2 or more: the player to move chooses the remainder or one multiple less, so this position is won".to_string()
        };
        parts.push(ClassicPart {
            part: format!("({x}, {y}) = {q} × {y} + {}", x % y),
            value: Some(q),
            why,
        });
        (x, y) = (y, x % y);
    }
    let win = euclid::is_win(a, b);
    let conclusion = if win {
        "the player to move meets a quotient of 2 or more first (or the last quotient, which empties a heap): a win".to_string()
    } else {
        "the player to move must take the forced quotient of 1, and the opponent meets the first quotient of 2 or more: a loss".to_string()
    };
    let combination = format!(
        "Euclid's algorithm from ({}, {}): {} quotient{}",
        a.max(b),
        a.min(b),
        parts.len(),
        if parts.len() == 1 { "" } else { "s" }
    );
    let moves = euclid_options(a, b)
        .into_iter()
        .filter(|&(_, (x, y))| euclid_lost(x, y))
        .map(|(taken, (x, y))| ClassicMove {
            r#move: format!("take {taken} from the heap of {}", a.max(b)),
            to: format!("euclid {x} {y}"),
        })
        .collect();
    Ok(Worked {
        outcome: if win { Outcome::Win } else { Outcome::Loss },
        sg: None,
        derivation: derivation(
            "euclid",
            "Euclid's game: follow Euclid's algorithm; the player who first meets a quotient of 2 or more wins (one of the two positions they can reach is lost), and forced quotients of 1 alternate.",
            parts,
            combination,
            conclusion,
            moves,
        ),
    })
}

/// Every-SG over Euclid components (HDU 3595 "GG and MM").
pub(super) fn every_sg(pairs: &[(u64, u64)]) -> EngineResult<Worked> {
    if let Some((a, b)) = pairs.iter().find(|(a, b)| *a == 0 || *b == 0) {
        return Err(EngineError::usage(format!(
            "every component of `every-sg` is Euclid's game on two positive heaps, not ({a}, {b})"
        )));
    }
    let steps: Vec<u64> = pairs.iter().map(|&(a, b)| euclid::steps(a, b)).collect();
    let parts = pairs
        .iter()
        .zip(&steps)
        .map(|(&(a, b), &s)| {
            let win = euclid::is_win(a, b);
            ClassicPart {
                part: format!("Euclid ({a}, {b})"),
                value: Some(s),
                why: format!(
                    "{} alone: its winner prolongs it, its loser ends it fast; it lasts {s} moves",
                    if win { "won" } else { "lost" }
                ),
            }
        })
        .collect();
    let first = every_sg::first_player_wins(steps.iter().map(|&s| s as u32));
    let largest = steps.iter().copied().max().unwrap_or(0);
    let conclusion = format!(
        "the largest step count is {largest}, {}: the last component to end decides, so the player to move {}",
        if largest % 2 == 1 { "odd" } else { "even" },
        if first { "wins" } else { "loses" }
    );
    // The prescribed move in every component: the winner of a component prolongs it, the
    // loser shortens it.
    let mut said = Vec::new();
    let mut after = pairs.to_vec();
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let options: Vec<(u64, u64)> = euclid_options(a, b).into_iter().map(|o| o.1).collect();
        let step_of = |&(x, y): &(u64, u64)| euclid::steps(x, y);
        let pick = if euclid::is_win(a, b) {
            options
                .iter()
                .filter(|&&(x, y)| euclid_lost(x, y))
                .max_by_key(|o| step_of(o))
        } else {
            options.iter().min_by_key(|o| step_of(o))
        };
        if let Some(&(x, y)) = pick {
            said.push(format!("({a}, {b}) to ({x}, {y})"));
            after[i] = (x, y);
        }
    }
    let moves = if first {
        let rest: Vec<String> = after.iter().map(|(x, y)| format!("{x} {y}")).collect();
        vec![ClassicMove {
            r#move: said.join(", "),
            to: format!("every-sg {}", rest.join(" ")),
        }]
    } else {
        Vec::new()
    };
    let shown: Vec<String> = steps.iter().map(u64::to_string).collect();
    Ok(Worked {
        outcome: if first { Outcome::Win } else { Outcome::Loss },
        sg: None,
        derivation: derivation(
            "every-sg",
            "Every-SG: the player to move must move in every component that can still move, so the component that lasts longest decides. Each component's step count: 0 at its end, 1 + the largest step count of a lost option for a won position, 1 + the smallest of any option for a lost one; the player to move wins exactly when the largest is odd.",
            parts,
            format!("step counts: {}; the largest: {largest}", shown.join(", ")),
            conclusion,
            moves,
        ),
    })
}

/// Coins by their rule: Ruler, Mock Turtles, Turning Turtles.
pub(super) fn coins<R: CoinRule>(rule: &R, variant: &str, heads: &[u64]) -> EngineResult<Worked> {
    let mut values = Vec::new();
    let mut parts = Vec::new();
    for &x in heads {
        let v = rule.value(x).ok_or_else(|| {
            EngineError::TooLarge(
                format!(
                    "the value of a head at {x} of {} does not fit in 64 bits",
                    rule.name()
                )
                .into(),
            )
        })?;
        values.push(v);
        parts.push(ClassicPart {
            part: format!("head at {x}"),
            value: Some(v),
            why: match variant {
                "ruler" => "g(x): the largest power of 2 dividing x".into(),
                "mock-turtles" => {
                    "g(x): the x-th odious number (an odd count of 1s in binary)".into()
                }
                _ => "g(x) = x: a head is a Nim heap".into(),
            },
        });
    }
    let total = values.iter().fold(0, |x, v| x ^ v);
    let (outcome, conclusion) = by_xor(total, "xor of the heads' values");
    let moves = coins::winning_move(rule, heads)
        .map(|t| {
            let turned = turned(&t);
            let mut after: Vec<u64> = heads.to_vec();
            for c in &turned {
                match after.iter().position(|h| h == c) {
                    Some(i) => {
                        after.remove(i);
                    }
                    None => after.push(*c),
                }
            }
            after.sort_unstable();
            vec![ClassicMove {
                r#move: format!("turn over {}", turn_text(&t)),
                to: format!("{variant} {}", words(&after))
                    .trim_end()
                    .to_string(),
            }]
        })
        .unwrap_or_default();
    let theorem = match variant {
        "ruler" => "The Ruler game (turn over any run of coins ending at a head): each head is an independent game, worth g(x), the largest power of 2 dividing x; a row is worth the xor.",
        "mock-turtles" => "Mock Turtles (turn over a head and up to two coins left of it): each head is worth the x-th odious number 2x + [popcount(x) even] (coins numbered from 0); a row is worth the xor.",
        _ => "Turning Turtles (turn over a head and up to one coin left of it): each head at x is worth x, so the row is Nim on the heads' positions.",
    };
    Ok(Worked {
        outcome,
        sg: Some(total),
        derivation: derivation(
            variant,
            theorem,
            parts,
            xor_text(&values),
            conclusion,
            moves,
        ),
    })
}

/// The coins a turn turns over (a long run is listed by its ends only, in `turn_text`).
fn turned(t: &Turn) -> Vec<u64> {
    match t {
        Turn::Coins(c) => c.clone(),
        Turn::Run { first, last } => (*first..=*last).collect(),
    }
}

fn turn_text(t: &Turn) -> String {
    match t {
        Turn::Coins(c) if c.len() == 1 => format!("coin {}", c[0]),
        Turn::Coins(c) => format!("coins {}", words(c)),
        Turn::Run { first, last } if first == last => format!("coin {last}"),
        Turn::Run { first, last } => format!("coins {first} to {last}"),
    }
}

/// The most values the search for a winning move of Turning Corners tries at one head.
const CORNER_TRIES: u64 = 1 << 20;

/// Turning Corners: heads at `(x, y)`.
pub(super) fn corners(heads: &[(u64, u64)]) -> EngineResult<Worked> {
    let p = Product::new(Twins, Twins);
    let mut values = Vec::new();
    let mut parts = Vec::new();
    for &(x, y) in heads {
        let v = p.value(x, y).expect("Twins values every coin");
        values.push(v);
        parts.push(ClassicPart {
            part: format!("head at ({x}, {y})"),
            value: Some(v),
            why: format!("the nim product {x} ⊗ {y} (the Tartan theorem)"),
        });
    }
    let total = values.iter().fold(0, |x, v| x ^ v);
    let (outcome, conclusion) = by_xor(total, "xor of the heads' values");
    // A head far out would need a long search for its move: the outcome stands without it.
    let (found, conclusion) = match p.winning_move(heads, CORNER_TRIES) {
        Ok(m) => (m, conclusion),
        Err(e) => (
            None,
            format!("{conclusion} (no winning move is listed: {e})"),
        ),
    };
    let moves = found
        .map(|m| {
            let (cols, rows) = (turned(&m.columns), turned(&m.rows));
            let mut after = heads.to_vec();
            for &c in &cols {
                for &r in &rows {
                    match after.iter().position(|&h| h == (c, r)) {
                        Some(i) => {
                            after.remove(i);
                        }
                        None => after.push((c, r)),
                    }
                }
            }
            after.sort_unstable();
            let cells: Vec<String> = after.iter().map(|(x, y)| format!("{x} {y}")).collect();
            vec![ClassicMove {
                r#move: format!(
                    "turn over the corners ({}, {}), ({}, {}), ({}, {}), ({}, {})",
                    cols[0], rows[0], cols[0], rows[1], cols[1], rows[0], cols[1], rows[1]
                ),
                to: format!("corners {}", cells.join(" ")),
            }]
        })
        .unwrap_or_default();
    Ok(Worked {
        outcome,
        sg: Some(total),
        derivation: derivation(
            "corners",
            "Turning Corners (turn over the four corners of a rectangle whose corner farthest from (0, 0) is a head) is the product of two Twins rows: by the Tartan theorem a head at (x, y) is worth the nim product x ⊗ y, and the grid the xor.",
            parts,
            xor_text(&values),
            conclusion,
            moves,
        ),
    })
}

/// The rule of a coin game by its name.
pub(super) fn coin_value(variant: &str, x: u64) -> Option<u64> {
    match variant {
        "ruler" => Ruler.value(x),
        "mock-turtles" => MockTurtles.value(x),
        _ => TurningTurtles.value(x),
    }
}
