//! A strategy's `game` label read back against its rules and start: the verdict repeats the
//! label, so an accepted strategy must be one of the game the label names (a strategy of
//! Nim from 1 2 labelled `nim 3 4 5` is rejected).
//!
//! Labels are boyi's game names: words as a shell splits them, `--misere` for misère play.
//! What the checker reads of them: Nim's heaps, the heaps ending a subtraction game's label
//! (its set comes first, in a form each game names its own way), a game graph's file and
//! start position, a board game's board (a size `WxH` for its standard start, or a
//! picture), a Kayles graph (`path N`, `cycle N`, `grid WxH`, `edges 0-1,1-2`, or a board
//! whose cells are the vertices).

use crate::grid::{CheckedBoard, CheckedBoardGame, CheckedKayles};
use crate::reject::{Mislabel, Rejection};
use crate::rules::{CheckedPos, CheckedRules};
use serde_json::Value as Json;

/// Words as a shell splits them: whitespace separates, single and double quotes group, a
/// backslash escapes the next character outside single quotes.
fn words(label: &str) -> Result<Vec<String>, Rejection> {
    let open = || Rejection::OpenQuote {
        label: label.to_string(),
    };
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = label.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => out.extend(word.take()),
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => w.push(c),
                        None => return Err(open()),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => w.extend(chars.next()),
                        Some(c) => w.push(c),
                        None => return Err(open()),
                    }
                }
            }
            '\\' => word.get_or_insert_with(String::new).extend(chars.next()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    out.extend(word);
    Ok(out)
}

/// Checks that `label` names the game of `rules` (as written in the strategy: `spec`) from
/// `start`.
pub(crate) fn check(
    label: &str,
    spec: &Json,
    rules: &CheckedRules,
    start: &CheckedPos,
) -> Result<(), Rejection> {
    let all = words(label)?;
    let misere = all.iter().any(|w| w == "--misere");
    let words: Vec<&str> = all
        .iter()
        .map(String::as_str)
        .filter(|&w| w != "--misere")
        .collect();
    let wrong = |why: Mislabel| -> Result<(), Rejection> {
        Err(Rejection::Mislabelled {
            label: label.to_string(),
            why,
        })
    };
    let heaps = match start {
        CheckedPos::Heaps(h) => &h[..],
        _ => &[],
    };
    match rules {
        CheckedRules::Nim { misere: m } => {
            if words.first() != Some(&"nim") {
                return wrong(Mislabel::NimRules);
            }
            if misere != *m {
                return wrong(Mislabel::NimPlay { misere: *m });
            }
            let mut named = Vec::new();
            for w in &words[1..] {
                let n: u64 = w.parse().map_err(|_| Rejection::LabelNotAHeap {
                    label: label.to_string(),
                    word: w.to_string(),
                })?;
                if n > 0 {
                    named.push(n);
                }
            }
            named.sort_unstable();
            if named != heaps {
                return wrong(Mislabel::Heaps(heaps.to_vec()));
            }
            Ok(())
        }
        CheckedRules::Subtraction { .. } => {
            if misere {
                return wrong(Mislabel::NormalPlay);
            }
            // The heaps end the label; zero heaps are not in the start.
            let mut named = Vec::new();
            for w in words.iter().skip(1).rev() {
                if named.len() == heaps.len() {
                    break;
                }
                match w.parse::<u64>() {
                    Ok(0) => {}
                    Ok(n) => named.push(n),
                    Err(_) => break,
                }
            }
            named.sort_unstable();
            if words.len() < 2 || named != heaps {
                return wrong(Mislabel::Heaps(heaps.to_vec()));
            }
            Ok(())
        }
        CheckedRules::Graph(_) => {
            let file = spec.get("file").and_then(Json::as_str).unwrap_or("");
            let m = spec.get("misere").and_then(Json::as_bool).unwrap_or(false);
            if words.first() != Some(&file) {
                return wrong(Mislabel::GraphRules {
                    file: file.to_string(),
                });
            }
            if misere != m {
                return wrong(Mislabel::GraphPlay {
                    file: file.to_string(),
                    misere: m,
                });
            }
            match &words[1..] {
                [] => Ok(()),
                [at] if *at == rules.show(start) => Ok(()),
                _ => wrong(Mislabel::Start(rules.show(start))),
            }
        }
        CheckedRules::Board(b) => {
            let game = spec.get("game").and_then(Json::as_str).unwrap_or("");
            if words.first() != Some(&game) {
                return wrong(Mislabel::GameRules {
                    game: game.to_string(),
                });
            }
            if misere {
                return wrong(Mislabel::NormalPlay);
            }
            let board = words[1..].join(" ");
            let (w, h, cells) = match size(&board) {
                Some((w, h)) => (w, h, b.sized(w, h)),
                None => CheckedBoard::read(b.game, &board)?,
            };
            match start {
                CheckedPos::Cells(c) if (w, h) == (b.width, b.height) && cells == *c => Ok(()),
                _ => wrong(Mislabel::Start(rules.show(start))),
            }
        }
        CheckedRules::Kayles(k) => {
            let game = if k.arc { "arc-kayles" } else { "node-kayles" };
            if words.first() != Some(&game) {
                return wrong(Mislabel::GameRules {
                    game: game.to_string(),
                });
            }
            if misere {
                return wrong(Mislabel::NormalPlay);
            }
            let (n, edges) = graph(&words[1..])?;
            let named = CheckedKayles::new(k.arc, n, &edges)?;
            let all: Vec<u32> = (0..n).collect();
            if (named.vertices, &named.edges) != (k.vertices, &k.edges) {
                return wrong(Mislabel::OtherGraph);
            }
            match start {
                CheckedPos::Vertices(v) if *v == all => Ok(()),
                _ => wrong(Mislabel::Vertices(rules.show(start))),
            }
        }
    }
}

/// A size `WxH` (`3x4`, `3X4`, `3×4`).
fn size(text: &str) -> Option<(usize, usize)> {
    let t = text.to_lowercase().replace('×', "x");
    let (w, h) = t.split_once('x')?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

/// The graph a Kayles label names: its vertices and edges.
fn graph(words: &[&str]) -> Result<(u32, Vec<(u32, u32)>), Rejection> {
    let number = |w: &str| {
        w.parse::<u32>().map_err(|_| Rejection::LabelNotVertices {
            word: w.to_string(),
        })
    };
    let path = |n: u32| (1..n).map(|i| (i - 1, i)).collect::<Vec<_>>();
    match words {
        ["path", n] => {
            let n = number(n)?;
            Ok((n, path(n)))
        }
        ["cycle", n] => {
            let n = number(n)?;
            let mut e = path(n);
            e.push((n.saturating_sub(1), 0));
            Ok((n, e))
        }
        ["edges", rest @ ..] => {
            let (mut n, mut e) = (0, Vec::new());
            for item in rest.join(" ").split([' ', ',']).filter(|s| !s.is_empty()) {
                match item.split_once('-') {
                    Some((a, b)) => {
                        let (a, b) = (number(a)?, number(b)?);
                        n = n.max(a + 1).max(b + 1);
                        e.push((a, b));
                    }
                    None => n = n.max(number(item)? + 1),
                }
            }
            Ok((n, e))
        }
        ["grid", s] | [s] => {
            // A board's cells are the vertices, numbered row by row, joined to the cells
            // beside them (`grid WxH` is the full board).
            let (w, h, cells) = match size(s) {
                Some((w, h)) => (w, h, vec![b'.'; w * h]),
                None => CheckedBoard::read(CheckedBoardGame::Cram, s)?,
            };
            let mut index = vec![None; w * h];
            let mut n = 0u32;
            for (i, &c) in cells.iter().enumerate() {
                if c == b'.' {
                    index[i] = Some(n);
                    n += 1;
                }
            }
            let mut e = Vec::new();
            for i in 0..w * h {
                let Some(a) = index[i] else { continue };
                if i % w + 1 < w {
                    e.extend(index[i + 1].map(|b| (a, b)));
                }
                if i + w < w * h {
                    e.extend(index[i + w].map(|b| (a, b)));
                }
            }
            Ok((n, e))
        }
        _ => Err(Rejection::LabelNotAGraph {
            words: words.join(" "),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_as_a_shell_does() {
        assert_eq!(
            words(r#"a 'b c' "d \" e" f\ g"#).unwrap(),
            ["a", "b c", "d \" e", "f g"]
        );
        assert!(words("'open").is_err());
    }

    fn nim(label: &str, start: &[u64], misere: bool) -> Result<(), String> {
        let spec = serde_json::json!({"kind": "nim", "misere": misere});
        check(
            label,
            &spec,
            &CheckedRules::Nim { misere },
            &CheckedPos::Heaps(start.to_vec()),
        )
        .map_err(|e| e.to_string())
    }

    #[test]
    fn a_nim_label_names_the_start_and_the_convention() {
        assert!(nim("nim 3 4 5", &[3, 4, 5], false).is_ok());
        assert!(nim("nim 5 0 4 3", &[3, 4, 5], false).is_ok());
        assert!(nim("nim 3 4 5 --misere", &[3, 4, 5], true).is_ok());
        let spec = serde_json::json!({"kind": "nim", "misere": false});
        let typed = check(
            "nim 3 4 5",
            &spec,
            &CheckedRules::Nim { misere: false },
            &CheckedPos::Heaps(vec![1, 2]),
        );
        let why = Mislabel::Heaps(vec![1, 2]);
        let label = "nim 3 4 5".to_string();
        assert_eq!(typed, Err(Rejection::Mislabelled { label, why }));
        let e = nim("nim 3 4 5", &[1, 2], false).unwrap_err();
        assert!(
            e.contains("`nim 3 4 5`") && e.contains("its start is 1 2"),
            "{e}"
        );
        assert!(nim("nim 3 4 5", &[3, 4, 5], true).is_err());
        assert!(nim("nim 1 2 --misere", &[1, 2], false).is_err());
        assert!(nim("bash 3 5", &[5], false).is_err());
        assert!(nim("test", &[5], false).is_err());
    }

    #[test]
    fn a_subtraction_label_ends_with_the_start() {
        let spec = serde_json::json!({"kind": "subtraction", "set": [1, 2, 3]});
        let rules = CheckedRules::Subtraction {
            set: vec![1, 2, 3],
            all_but: false,
        };
        let at = |h: &[u64]| CheckedPos::Heaps(h.to_vec());
        assert!(check("bash 3 10", &spec, &rules, &at(&[10])).is_ok());
        assert!(check("subtraction 1,2,3 10 0 7", &spec, &rules, &at(&[7, 10])).is_ok());
        assert!(check("bash 3 11", &spec, &rules, &at(&[10])).is_err());
        assert!(check("bash 3 10 --misere", &spec, &rules, &at(&[10])).is_err());
        assert!(check("10", &spec, &rules, &at(&[10])).is_err());
    }
}
