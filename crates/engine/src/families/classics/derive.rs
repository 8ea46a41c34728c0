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
use boyi_report::{phrase, Phrase};

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

fn xor_text(values: &[u64]) -> Phrase {
    let total = values.iter().fold(0, |x, v| x ^ v);
    if values.is_empty() {
        return phrase!("classic-xor-none");
    }
    let terms: Vec<String> = values.iter().map(u64::to_string).collect();
    phrase!("classic-xor", terms = terms.join(" ⊕ "), total = total)
}

/// The outcome read from the xor of `what` (a `classic-what-*` phrase).
fn by_xor(total: u64, what: Phrase) -> (Outcome, Phrase) {
    if total == 0 {
        (Outcome::Loss, phrase!("classic-xor-zero", what = what))
    } else {
        (
            Outcome::Win,
            phrase!("classic-xor-nonzero", what = what, total = total),
        )
    }
}

fn derivation(
    variant: &str,
    theorem: Phrase,
    parts: Vec<ClassicPart>,
    combination: Phrase,
    conclusion: Phrase,
    winning_moves: Vec<ClassicMove>,
) -> ClassicDerivation {
    ClassicDerivation {
        variant: variant.into(),
        theorem,
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
                part: phrase!("classic-step", step = step, coins = c),
                value: odd.then_some(c),
                why: if odd {
                    phrase!("classic-step-odd")
                } else {
                    phrase!("classic-step-even")
                },
            }
        })
        .collect();
    let odd: Vec<u64> = coins.iter().step_by(2).copied().collect();
    let total = staircase::value(&stairs);
    let (outcome, conclusion) = by_xor(total, phrase!("classic-what-odd-steps"));
    let moves = staircase::winning_moves(&stairs)
        .into_iter()
        .map(|m| {
            let mut after = stairs.clone();
            after[m.step] -= m.coins;
            after[m.step - 1] += m.coins;
            ClassicMove {
                r#move: phrase!(
                    "classic-move-coins",
                    coins = m.coins,
                    step = m.step,
                    ground = if m.step == 1 { "yes" } else { "no" }
                ),
                to: format!("staircase {}", words(&after[1..])),
            }
        })
        .collect();
    Worked {
        outcome,
        sg: Some(total),
        derivation: derivation(
            "staircase",
            phrase!("classic-theorem-staircase"),
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
            part: phrase!("classic-heap", i = i + 1),
            value: Some(h),
            why: phrase!("classic-binary", digits = format!("{h:0width$b}")),
        })
        .collect();
    let sums = moore::digit_sums(heaps, k);
    let shown: Vec<String> = (0..width)
        .rev()
        .map(|b| format!("2^{b}: {}", sums[b]))
        .collect();
    let combination = phrase!("classic-digit-sums", m = k + 1, sums = shown.join(", "));
    let loss = moore::is_loss(heaps, k);
    let (outcome, conclusion) = if loss {
        (
            Outcome::Loss,
            phrase!("classic-moore-lost", m = k + 1, k = k),
        )
    } else {
        (Outcome::Win, phrase!("classic-moore-won", m = k + 1, k = k))
    };
    let moves = moore::winning_move(heaps, k)
        .map(|changes| {
            let mut after = heaps.to_vec();
            let mut said = Vec::new();
            for &(i, size) in &changes {
                said.push(phrase!(
                    "classic-heap-change",
                    i = i + 1,
                    from = heaps[i],
                    to = size
                ));
                after[i] = size;
            }
            vec![ClassicMove {
                r#move: phrase!("classic-moves", moves = said),
                to: format!("moore {k} {}", words(&after)),
            }]
        })
        .unwrap_or_default();
    Worked {
        outcome,
        sg: None,
        derivation: derivation(
            "moore",
            phrase!("classic-theorem-moore"),
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
            part: phrase!("classic-row", i = i + 1, white = r.white, black = r.black),
            value: Some(r.gap()),
            why: phrase!("classic-gap"),
        })
        .collect();
    let total = northcott::value(rows);
    let (outcome, conclusion) = by_xor(total, phrase!("classic-what-gaps"));
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
                r#move: phrase!(
                    "classic-move-row",
                    i = i + 1,
                    d = d,
                    from = gaps[i],
                    to = gaps[i] - d
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
            phrase!("classic-theorem-northcott"),
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
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-euclid-positive-heaps"
        )));
    }
    let mut parts = Vec::new();
    let (mut x, mut y) = (a.max(b), a.min(b));
    while y > 0 {
        let q = x / y;
        let why = if q == 1 {
            phrase!("classic-quotient-forced")
        } else {
            phrase!("classic-quotient-choice")
        };
        parts.push(ClassicPart {
            part: phrase!(
                "classic-notation",
                text = format!("({x}, {y}) = {q} × {y} + {}", x % y)
            ),
            value: Some(q),
            why,
        });
        (x, y) = (y, x % y);
    }
    let win = euclid::is_win(a, b);
    let conclusion = if win {
        phrase!("classic-euclid-won")
    } else {
        phrase!("classic-euclid-lost")
    };
    let combination = phrase!(
        "classic-euclid-algorithm",
        a = a.max(b),
        b = a.min(b),
        n = parts.len()
    );
    let moves = euclid_options(a, b)
        .into_iter()
        .filter(|&(_, (x, y))| euclid_lost(x, y))
        .map(|(taken, (x, y))| ClassicMove {
            r#move: phrase!("classic-take", taken = taken, heap = a.max(b)),
            to: format!("euclid {x} {y}"),
        })
        .collect();
    Ok(Worked {
        outcome: if win { Outcome::Win } else { Outcome::Loss },
        sg: None,
        derivation: derivation(
            "euclid",
            phrase!("classic-theorem-euclid"),
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
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-every-sg-positive-heaps",
            a = *a,
            b = *b
        )));
    }
    let steps: Vec<u64> = pairs.iter().map(|&(a, b)| euclid::steps(a, b)).collect();
    let parts = pairs
        .iter()
        .zip(&steps)
        .map(|(&(a, b), &s)| {
            let win = euclid::is_win(a, b);
            ClassicPart {
                part: phrase!("classic-euclid-part", a = a, b = b),
                value: Some(s),
                why: phrase!(
                    "classic-steps",
                    won = if win { "yes" } else { "no" },
                    steps = s
                ),
            }
        })
        .collect();
    let first = every_sg::first_player_wins(steps.iter().map(|&s| s as u32));
    let largest = steps.iter().copied().max().unwrap_or(0);
    let conclusion = phrase!(
        "classic-every-sg",
        largest = largest,
        odd = if largest % 2 == 1 { "yes" } else { "no" },
        wins = if first { "yes" } else { "no" }
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
            said.push(phrase!(
                "classic-component-move",
                from = format!("({a}, {b})"),
                to = format!("({x}, {y})")
            ));
            after[i] = (x, y);
        }
    }
    let moves = if first {
        let rest: Vec<String> = after.iter().map(|(x, y)| format!("{x} {y}")).collect();
        vec![ClassicMove {
            r#move: phrase!("classic-moves", moves = said),
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
            phrase!("classic-theorem-every-sg"),
            parts,
            phrase!(
                "classic-step-counts",
                counts = shown.join(", "),
                largest = largest
            ),
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
                boyi_report::phrase!(
                    "error-head-value-beyond-64-bits",
                    x = x,
                    rules = rule.name().to_string()
                )
                .into(),
            )
        })?;
        values.push(v);
        parts.push(ClassicPart {
            part: phrase!("classic-head", at = x),
            value: Some(v),
            why: match variant {
                "ruler" => phrase!("classic-why-ruler"),
                "mock-turtles" => phrase!("classic-why-mock-turtles"),
                _ => phrase!("classic-why-turning-turtles"),
            },
        });
    }
    let total = values.iter().fold(0, |x, v| x ^ v);
    let (outcome, conclusion) = by_xor(total, phrase!("classic-what-heads"));
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
                r#move: turn_text(&t),
                to: format!("{variant} {}", words(&after))
                    .trim_end()
                    .to_string(),
            }]
        })
        .unwrap_or_default();
    let theorem = match variant {
        "ruler" => phrase!("classic-theorem-ruler"),
        "mock-turtles" => phrase!("classic-theorem-mock-turtles"),
        _ => phrase!("classic-theorem-turning-turtles"),
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

/// A turn in words: "turn over coin 3", "coins 1 4", "coins 2 to 9".
fn turn_text(t: &Turn) -> Phrase {
    match t {
        Turn::Coins(c) if c.len() == 1 => phrase!("classic-turn-coin", at = c[0]),
        Turn::Coins(c) => phrase!("classic-turn-coins", coins = words(c)),
        Turn::Run { first, last } if first == last => phrase!("classic-turn-coin", at = *last),
        Turn::Run { first, last } => phrase!("classic-turn-run", first = *first, last = *last),
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
            part: phrase!("classic-head", at = format!("({x}, {y})")),
            value: Some(v),
            why: phrase!("classic-why-corners", x = x, y = y),
        });
    }
    let total = values.iter().fold(0, |x, v| x ^ v);
    let (outcome, conclusion) = by_xor(total, phrase!("classic-what-heads"));
    // A head far out would need a long search for its move: the outcome stands without it.
    let (found, conclusion) = match p.winning_move(heads, CORNER_TRIES) {
        Ok(m) => (m, conclusion),
        Err(e) => (
            None,
            phrase!(
                "classic-no-move-listed",
                conclusion = conclusion,
                reason = e.to_string()
            ),
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
                r#move: phrase!(
                    "classic-turn-corners",
                    corners = format!(
                        "({}, {}), ({}, {}), ({}, {}), ({}, {})",
                        cols[0], rows[0], cols[0], rows[1], cols[1], rows[0], cols[1], rows[1]
                    )
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
            phrase!("classic-theorem-corners"),
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
