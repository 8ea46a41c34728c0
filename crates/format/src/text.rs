//! The plain-text game-graph format (see the crate documentation).

use crate::{build, Def, GraphFile, ParseError};
use boyi_core::{Convention, Terminal};
use std::borrow::Cow;
use std::fmt::Write;

#[derive(Clone, Copy)]
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
    let contents = contents.strip_prefix('\u{feff}').unwrap_or(contents);
    let mut defs: Vec<(Cow<'_, str>, Loc, Def<'_, Loc>)> = Vec::new();
    let mut starts: Vec<(Cow<'_, str>, Loc)> = Vec::new();
    let mut convention: Option<(Convention, usize)> = None;
    for (i, line) in contents.lines().enumerate() {
        let line_no = i + 1;
        let toks = tokens(line);
        let Some(first) = toks.first() else { continue };
        let loc = |t: &Token<'_>| Loc {
            line: line_no,
            column: t.column,
        };
        let second = toks.get(1).map(|t| t.text);
        if matches!(first.text, "->" | "=") {
            return Err(ParseError::at(
                line_no,
                first.column,
                format!("expected a position name before `{}`", first.text),
            ));
        }
        match second {
            Some("->") => {
                let mut moves = Vec::new();
                for t in &toks[2..] {
                    if matches!(t.text, "->" | "=") {
                        return Err(ParseError::at(
                            line_no,
                            t.column,
                            format!("unexpected `{}` among the moves; write one definition per line", t.text),
                        ));
                    }
                    moves.push((Cow::Borrowed(t.text), loc(t)));
                }
                defs.push((Cow::Borrowed(first.text), loc(first), Def::Moves(moves)));
            }
            Some("=") => {
                let value = parse_value(&toks[2..], line_no, toks[1].column)?;
                defs.push((Cow::Borrowed(first.text), loc(first), Def::Final(value)));
            }
            _ => match first.text {
                "start" => {
                    if toks.len() < 2 {
                        return Err(ParseError::at(line_no, first.column, "`start` needs at least one position name"));
                    }
                    starts.extend(toks[1..].iter().map(|t| (Cow::Borrowed(t.text), loc(t))));
                }
                "convention" => {
                    if let Some((_, l)) = convention {
                        return Err(ParseError::at(line_no, first.column, format!("the convention is already set on line {l}")));
                    }
                    let c = match toks.get(1).map(|t| t.text) {
                        Some("normal") => Convention::Normal,
                        Some("misere") | Some("misère") => Convention::Misere,
                        _ => {
                            return Err(ParseError::at(line_no, first.column, "expected `convention normal` or `convention misere`"))
                        }
                    };
                    if let Some(t) = toks.get(2) {
                        return Err(ParseError::at(line_no, t.column, format!("unexpected `{}` after the convention", t.text)));
                    }
                    convention = Some((c, line_no));
                }
                _ => {
                    return Err(ParseError::at(
                        line_no,
                        first.column,
                        format!(
                            "cannot read `{}`: expected `NAME -> MOVES...`, `NAME = win|loss|draw|score N`, `start NAME` or `convention normal|misere`",
                            line.trim()
                        ),
                    ))
                }
            },
        }
    }
    build(
        defs,
        starts,
        convention.map_or(Convention::Normal, |(c, _)| c),
        |l: Loc, m| ParseError::at(l.line, l.column, m),
    )
}

fn parse_value(toks: &[Token<'_>], line: usize, eq_col: usize) -> Result<Terminal, ParseError> {
    let expected =
        "expected a final value after `=`: `win`, `loss`, `draw` or `score N` (N an integer)";
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
                    "expected an integer score after `score` (from -2^63 to 2^63-1)",
                ))
            }
        },
        _ => return Err(ParseError::at(line, first.column, expected)),
    };
    if let Some(t) = toks.get(used) {
        return Err(ParseError::at(
            line,
            t.column,
            format!("unexpected `{}` after the final value", t.text),
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
/// assert!(e.message.contains("`a b`"), "{e}");
/// ```
pub fn to_text(file: &GraphFile) -> Result<String, ParseError> {
    if let Some(bad) = file.names.iter().find(|n| !is_text_name(n)) {
        return Err(ParseError::whole(format!(
            "the position `{bad}` cannot be written in the text format: a name there is one word, without spaces, `,`, `#`, `=` or `->` (write the graph as JSON instead)"
        )));
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
