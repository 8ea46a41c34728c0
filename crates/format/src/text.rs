//! The plain-text game-graph format (see the crate documentation).

use crate::{Builder, GraphFile, Malformed, ParseError};
use boyi_core::{Convention, Terminal};
use std::fmt::Write;
use std::io::{BufRead, Read};

/// Where something is written: line, then column (so the first in the file is the least).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Loc {
    line: usize,
    column: usize,
}

struct Token<'a> {
    text: &'a str,
    column: usize,
}

/// Splits a line into tokens: whitespace and commas separate; `->` and `=` stand alone; `#`
/// starts a comment.
fn tokens(line: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    let mut column = 0;
    let mut iter = line.char_indices().peekable();
    fn flush<'a>(
        line: &'a str,
        start: &mut Option<(usize, usize)>,
        end: usize,
        out: &mut Vec<Token<'a>>,
    ) {
        if let Some((b, c)) = start.take() {
            out.push(Token {
                text: &line[b..end],
                column: c,
            });
        }
    }
    while let Some((b, ch)) = iter.next() {
        column += 1;
        if ch == '#' {
            flush(line, &mut start, b, &mut out);
            return out;
        }
        if ch.is_whitespace() || ch == ',' {
            flush(line, &mut start, b, &mut out);
            continue;
        }
        if ch == '=' {
            flush(line, &mut start, b, &mut out);
            out.push(Token {
                text: &line[b..b + 1],
                column,
            });
            continue;
        }
        if ch == '-' && iter.peek().is_some_and(|&(_, c)| c == '>') {
            flush(line, &mut start, b, &mut out);
            iter.next();
            out.push(Token {
                text: &line[b..b + 2],
                column,
            });
            column += 1;
            continue;
        }
        if start.is_none() {
            start = Some((b, column));
        }
    }
    flush(line, &mut start, line.len(), &mut out);
    out
}

/// Parses the text format.
///
/// ```
/// let err = boyi_format::parse_text("a -> b\n").unwrap_err();
/// assert_eq!(err.to_string(), "line 1, column 6: move to unknown position `b`; every position must be defined (`b ->` for one with no moves)");
/// ```
pub fn parse_text(contents: &str) -> Result<GraphFile, ParseError> {
    read_text(contents.as_bytes(), u64::MAX)
}

/// Reads the text format line by line from `input`, holding at most about `max_bytes` for the
/// graph: past that it stops with an error at the line reached whose `too_large` is set. The
/// text itself is not kept, only the names and moves.
///
/// ```
/// let text: String = (0..1000).map(|i| format!("p{i} -> p{}\n", i + 1)).collect();
/// let e = boyi_format::read_text(text.as_bytes(), 10_000).unwrap_err();
/// assert!(e.too_large, "{e}");
/// assert!(e.to_string().starts_with("line ") && e.to_string().contains("memory budget"), "{e}");
/// assert!(boyi_format::read_text((text + "p1000 ->\n").as_bytes(), 1 << 20).is_ok());
/// ```
pub fn read_text(mut input: impl BufRead, max_bytes: u64) -> Result<GraphFile, ParseError> {
    let mut graph = Builder::new(max_bytes);
    let mut convention: Option<(Convention, usize)> = None;
    let err = |l: Loc, m| ParseError::at(l.line, l.column, m);
    let mut bytes = Vec::new();
    let (mut line_no, mut offset) = (0, 0);
    loop {
        bytes.clear();
        // A line is held whole while it is read: no longer than the budget leaves room for
        // (a file with no line break, such as /dev/zero, stops there).
        let room = max_bytes.saturating_sub(graph.bytes()).max(1);
        let read = (&mut input)
            .take(room)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| ParseError::whole(Malformed::Unreadable(e.to_string())))?;
        if read == 0 {
            break;
        }
        line_no += 1;
        if read as u64 == room && bytes.last() != Some(&b'\n') {
            let mut e = ParseError::at(
                line_no,
                0,
                Malformed::LineTooLong {
                    budget_mib: max_bytes >> 20,
                },
            );
            e.too_large = true;
            return Err(e);
        }
        let line = std::str::from_utf8(&bytes).map_err(|e| {
            ParseError::at(
                line_no,
                0,
                Malformed::NotUtf8 {
                    byte: offset + e.valid_up_to(),
                },
            )
        })?;
        offset += read;
        let line = line.strip_suffix('\n').unwrap_or(line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        let line = match line_no {
            1 => line.strip_prefix('\u{feff}').unwrap_or(line),
            _ => line,
        };
        read_line(line, line_no, &mut graph, &mut convention)?;
        graph.check(
            Loc {
                line: line_no,
                column: 0,
            },
            &err,
        )?;
    }
    graph.finish(convention.map_or(Convention::Normal, |(c, _)| c), &err)
}

/// One line's definition, start or convention, into `graph`.
fn read_line(
    line: &str,
    line_no: usize,
    graph: &mut Builder<Loc>,
    convention: &mut Option<(Convention, usize)>,
) -> Result<(), ParseError> {
    let err = |l: Loc, m| ParseError::at(l.line, l.column, m);
    let toks = tokens(line);
    let Some(first) = toks.first() else {
        return Ok(());
    };
    let loc = |t: &Token<'_>| Loc {
        line: line_no,
        column: t.column,
    };
    let second = toks.get(1).map(|t| t.text);
    if matches!(first.text, "->" | "=") {
        return Err(ParseError::at(
            line_no,
            first.column,
            Malformed::NameFirst {
                token: first.text.to_string(),
            },
        ));
    }
    match second {
        Some("->") => {
            if let Some(t) = toks[2..].iter().find(|t| matches!(t.text, "->" | "=")) {
                return Err(ParseError::at(
                    line_no,
                    t.column,
                    Malformed::AmongMoves {
                        token: t.text.to_string(),
                    },
                ));
            }
            graph.define(first.text, loc(first), &err)?;
            graph.moves(toks[2..].iter().map(|t| (t.text, loc(t))))?;
        }
        Some("=") => {
            let value = parse_value(&toks[2..], line_no, toks[1].column)?;
            graph.define(first.text, loc(first), &err)?;
            graph.final_value(value);
        }
        _ => match first.text {
            "start" => {
                if toks.len() < 2 {
                    return Err(ParseError::at(
                        line_no,
                        first.column,
                        Malformed::StartNeedsName,
                    ));
                }
                for t in &toks[1..] {
                    graph.start(t.text, loc(t));
                }
            }
            "convention" => {
                if let Some((_, l)) = convention {
                    return Err(ParseError::at(
                        line_no,
                        first.column,
                        Malformed::ConventionTwice { line: *l },
                    ));
                }
                let c = match toks.get(1).map(|t| t.text) {
                    Some("normal") => Convention::Normal,
                    Some("misere") | Some("misère") => Convention::Misere,
                    _ => {
                        return Err(ParseError::at(
                            line_no,
                            first.column,
                            Malformed::ConventionExpected,
                        ))
                    }
                };
                if let Some(t) = toks.get(2) {
                    return Err(ParseError::at(
                        line_no,
                        t.column,
                        Malformed::AfterConvention {
                            token: t.text.to_string(),
                        },
                    ));
                }
                *convention = Some((c, line_no));
            }
            _ => {
                return Err(ParseError::at(
                    line_no,
                    first.column,
                    Malformed::Unrecognized {
                        line: line.trim().to_string(),
                    },
                ))
            }
        },
    }
    Ok(())
}

fn parse_value(toks: &[Token<'_>], line: usize, eq_col: usize) -> Result<Terminal, ParseError> {
    let expected = Malformed::FinalValueExpected;
    let Some(first) = toks.first() else {
        return Err(ParseError::at(line, eq_col, expected));
    };
    let (value, used) = match first.text {
        "win" => (Terminal::Win, 1),
        "loss" | "lose" => (Terminal::Loss, 1),
        "draw" => (Terminal::Draw, 1),
        "score" => match toks.get(1).map(|t| t.text.parse::<i64>()) {
            Some(Ok(n)) => (Terminal::Score(n), 2),
            _ => {
                return Err(ParseError::at(
                    line,
                    toks.get(1).map_or(first.column, |t| t.column),
                    Malformed::ScoreExpected,
                ))
            }
        },
        _ => return Err(ParseError::at(line, first.column, expected)),
    };
    if let Some(t) = toks.get(used) {
        return Err(ParseError::at(
            line,
            t.column,
            Malformed::AfterFinalValue {
                token: t.text.to_string(),
            },
        ));
    }
    Ok(value)
}

/// Whether `name` reads back as itself from the text format: one token, so not empty and
/// without whitespace, `,`, `#`, `=` or `->` (JSON names may hold any of these).
pub fn is_text_name(name: &str) -> bool {
    matches!(&tokens(name)[..], [t] if t.text == name && !matches!(name, "->" | "="))
}

/// Writes a graph in the text format; a position whose name the text format cannot hold (see
/// [`is_text_name`]; a graph read from JSON may have one) is an error naming it, rather than
/// a file that reads back as another graph.
///
/// ```
/// let f = boyi_format::parse_json(r#"{"positions": [{"name": "a b"}]}"#).unwrap();
/// let e = boyi_format::to_text(&f).unwrap_err();
/// assert!(e.to_string().contains("`a b`"), "{e}");
/// let name = "a b".to_string();
/// assert_eq!(e.reason, boyi_format::Malformed::NotTextName { name });
/// ```
pub fn to_text(file: &GraphFile) -> Result<String, ParseError> {
    if let Some(bad) = file.names.iter().find(|n| !is_text_name(n)) {
        return Err(ParseError::whole(Malformed::NotTextName {
            name: bad.clone(),
        }));
    }
    let mut s = String::new();
    let start: Vec<&str> = file
        .starts
        .iter()
        .map(|&u| file.names[u as usize].as_str())
        .collect();
    let _ = writeln!(s, "start {}", start.join(" "));
    if file.convention == Convention::Misere {
        let _ = writeln!(s, "convention misere");
    }
    for (u, name) in file.names.iter().enumerate() {
        match file.graph.terminal(u as u32) {
            Some(Terminal::Win) => {
                let _ = writeln!(s, "{name} = win");
            }
            Some(Terminal::Loss) => {
                let _ = writeln!(s, "{name} = loss");
            }
            Some(Terminal::Draw) => {
                let _ = writeln!(s, "{name} = draw");
            }
            Some(Terminal::Score(n)) => {
                let _ = writeln!(s, "{name} = score {n}");
            }
            None => {
                let _ = write!(s, "{name} ->");
                for &t in file.graph.moves(u as u32) {
                    let _ = write!(s, " {}", file.names[t as usize]);
                }
                s.push('\n');
            }
        }
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(s: &str) -> String {
        parse_text(s).unwrap_err().to_string()
    }

    #[test]
    fn full_example() {
        let f = parse_text(
            "# demo\nstart b\nconvention misere\na -> b, c\nb->a d\nc -> d # comment\nd ->\ne = score -5\n",
        )
        .unwrap();
        assert_eq!(f.names, ["a", "b", "c", "d", "e"]);
        assert_eq!(f.starts, [1]);
        assert_eq!(f.convention, Convention::Misere);
        assert_eq!(f.graph.moves(0), &[1, 2]);
        assert_eq!(f.graph.moves(1), &[0, 3]);
        assert_eq!(f.graph.terminal(4), Some(Terminal::Score(-5)));
        let again = parse_text(&to_text(&f).unwrap()).unwrap();
        assert_eq!(again.names, f.names);
        assert_eq!(again.graph.moves(0), f.graph.moves(0));
        assert_eq!(again.starts, f.starts);
    }

    #[test]
    fn errors_name_line_and_column() {
        assert_eq!(
            err(""),
            "the graph is empty: define at least one position, e.g. `a -> b` and `b ->`"
        );
        assert_eq!(err("a ->\na -> a\n"), "line 2, column 1: position `a` is defined twice; define each position once (list all its moves on one line)");
        assert_eq!(err("a = maybe"), "line 1, column 5: expected a final value after `=`: `win`, `loss`, `draw` or `score N` (N an integer)");
        assert_eq!(
            err("a = score x"),
            "line 1, column 11: expected an integer score after `score` (from -2^63 to 2^63-1)"
        );
        assert_eq!(
            err("a ->\nstart z"),
            "line 2, column 7: start position `z` is not defined"
        );
        assert_eq!(
            err("a ->\nconvention weird"),
            "line 2, column 1: expected `convention normal` or `convention misere`"
        );
        assert!(err("hello world").starts_with("line 1, column 1: cannot read `hello world`"));
        assert_eq!(
            err("-> a"),
            "line 1, column 1: expected a position name before `->`"
        );
        assert_eq!(
            err("a = win loss"),
            "line 1, column 9: unexpected `loss` after the final value"
        );
    }

    #[test]
    fn unicode_columns_count_characters() {
        assert_eq!(err("博弈 -> 胜"), "line 1, column 7: move to unknown position `胜`; every position must be defined (`胜 ->` for one with no moves)");
    }
}
