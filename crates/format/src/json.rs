//! The JSON game-graph format (see the crate documentation).

use crate::{Builder, GraphFile, Malformed, ParseError};
use boyi_core::{Convention, Terminal};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonGraph {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<OneOrMany>,
    #[serde(default)]
    convention: Convention,
    positions: Vec<JsonPosition>,
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPosition {
    name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    value: Option<Terminal>,
}

/// Where a JSON item sits, for error messages: the index of the position (and of the move
/// in it, which orders errors but is not shown).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Item(usize, usize);

/// Parses the JSON format.
///
/// ```
/// let f = boyi_format::parse_json(r#"{"positions": [{"name": "a", "moves": ["b"]}, {"name": "b"}]}"#).unwrap();
/// assert_eq!(f.graph.num_moves(), 1);
/// let e = boyi_format::parse_json(r#"{"positions": [{"name": "a", "mvoes": []}]}"#).unwrap_err();
/// assert!(e.to_string().starts_with("line 1, column"));
/// ```
pub fn parse_json(contents: &str) -> Result<GraphFile, ParseError> {
    let g: JsonGraph = serde_json::from_str(contents).map_err(|e| {
        if e.line() == 0 {
            ParseError::whole(Malformed::Json(e.to_string()))
        } else {
            let msg = e.to_string();
            // serde_json appends " at line L column C"; we report the location ourselves.
            let msg = msg.split(" at line ").next().unwrap_or(&msg).to_string();
            ParseError::at(e.line(), e.column(), Malformed::Json(msg))
        }
    })?;
    let err = |Item(i, _), why| {
        ParseError::whole(Malformed::JsonPosition {
            number: i + 1,
            why: Box::new(why),
        })
    };
    // The whole document is in memory already: no budget here (see `read_text`).
    let mut graph = Builder::new(u64::MAX);
    if let Some(start) = g.start {
        let names = match start {
            OneOrMany::One(s) => vec![s],
            OneOrMany::Many(v) => v,
        };
        for s in &names {
            graph.start(s, Item(0, 0));
        }
    }
    for (i, p) in g.positions.into_iter().enumerate() {
        graph.define(&p.name, Item(i, 0), &err)?;
        match (p.value, p.moves.is_empty()) {
            (Some(_), false) => {
                return Err(ParseError::whole(Malformed::MovesAndFinalValue {
                    number: i + 1,
                    name: p.name,
                }))
            }
            (Some(v), true) => graph.final_value(v),
            (None, _) => graph.moves(
                p.moves
                    .iter()
                    .enumerate()
                    .map(|(j, m)| (m.as_str(), Item(i, j))),
            )?,
        }
    }
    graph.finish(g.convention, &err)
}

/// Writes a graph as JSON.
pub fn to_json(file: &GraphFile) -> String {
    let g = JsonGraph {
        start: Some(OneOrMany::Many(
            file.starts
                .iter()
                .map(|&u| file.names[u as usize].clone())
                .collect(),
        )),
        convention: file.convention,
        positions: (0..file.names.len() as u32)
            .map(|u| JsonPosition {
                name: file.names[u as usize].clone(),
                moves: file
                    .graph
                    .moves(u)
                    .iter()
                    .map(|&t| file.names[t as usize].clone())
                    .collect(),
                value: file.graph.terminal(u),
            })
            .collect(),
    };
    serde_json::to_string_pretty(&g).expect("plain data serialises")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_errors() {
        let f = parse_json(
            r#"{"start": "b", "convention": "misere", "positions": [
            {"name": "a", "moves": ["b"]}, {"name": "b", "moves": ["a", "c"]},
            {"name": "c", "value": {"score": 3}}, {"name": "d", "value": "draw"}]}"#,
        )
        .unwrap();
        assert_eq!(f.starts, [1]);
        assert_eq!(f.convention, Convention::Misere);
        assert_eq!(f.graph.terminal(2), Some(Terminal::Score(3)));
        let again = parse_json(&to_json(&f)).unwrap();
        assert_eq!(again.names, f.names);
        assert_eq!(again.graph.moves(1), f.graph.moves(1));
        assert_eq!(again.graph.terminal(3), Some(Terminal::Draw));

        let e = parse_json(r#"{"positions": [{"name": "a", "moves": ["z"]}]}"#).unwrap_err();
        assert_eq!(e.to_string(), "position #1: move to unknown position `z`; every position must be defined (`z ->` for one with no moves)");
        let e = parse_json("{\n\"positions\": [}").unwrap_err();
        assert_eq!(e.location.unwrap().line, 2);
        let e = parse_json(r#"{"positions": []}"#).unwrap_err();
        assert!(e.to_string().contains("empty"));
    }
}
