//! `boyi play`: the terminal drives an engine [`Session`], the same for every game.
//!
//! Each position is drawn with its moves and their values for the player to move; the person
//! types a move as listed (or `#k`), or `undo`, `redo`, `hint`, `help`, `quit`. With `--json`
//! every event is one line of JSON ([`PlayEvent`]).

use anyhow::Result;
use boyi_engine::report::{MoveReport, PlayEvent, PositionReport, Side};
use boyi_engine::Session;
use std::io::{BufRead, Write};

const COMMANDS: &str =
    "commands: a move as listed (or #k for the k-th), undo, redo, hint, help, quit";

/// How the game is shown: text for a person, or JSON lines.
struct Out<'a> {
    out: &'a mut dyn Write,
    json: bool,
}

impl Out<'_> {
    fn event(&mut self, e: &PlayEvent, text: impl FnOnce() -> String) -> Result<()> {
        if self.json {
            writeln!(self.out, "{}", serde_json::to_string(e)?)?;
        } else {
            let t = text();
            if !t.is_empty() {
                writeln!(self.out, "{t}")?;
            }
        }
        Ok(())
    }
}

fn move_line(m: &MoveReport) -> String {
    let mut s = match m.score {
        Some(v) => format!("{v:+}"),
        None => m.value.to_string(),
    };
    if let Some(sg) = &m.sg {
        s += &format!(", SG {sg}");
    }
    s
}

fn position_text(p: &PositionReport, boyi_to_move: bool, listing: bool) -> String {
    let drawing = p.drawing.text();
    let who = if boyi_to_move { "boyi" } else { "you" };
    let mut s = if drawing.contains('\n') {
        format!(
            "\n{drawing}{} for {who} to move",
            boyi_render::text::position_value(p)
        )
    } else {
        format!(
            "\nposition {drawing} ({} for {who} to move)",
            boyi_render::text::position_value(p)
        )
    };
    if listing && !p.moves.is_empty() {
        s += "\nyour moves:";
        let width = p
            .moves
            .iter()
            .map(|m| m.r#move.chars().count())
            .max()
            .unwrap_or(1);
        for (i, m) in p.moves.iter().enumerate() {
            s += &format!(
                "\n  #{:<3} {}  {}",
                i + 1,
                boyi_render::text::padded(&m.r#move, width),
                move_line(m)
            );
        }
    }
    s
}

/// Plays `session` to its end against perfect play, boyi moving for `boyi_side`.
pub fn play(
    session: &mut Session,
    boyi_side: Side,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    json: bool,
) -> Result<()> {
    // boyi's own positions need only its move; the person's are solved ahead while they think.
    session.set_computer(Some(boyi_side));
    let mut o = Out { out, json };
    let how = session.how_to_move().to_string();
    o.event(
        &PlayEvent::Start {
            game: session.game().into(),
            title: session.title().into(),
            how_to_move: how.clone(),
        },
        || format!("{}\nhow to move: {how}\n{COMMANDS}", session.title()),
    )?;
    let mut shown = true;
    loop {
        if let Some(end) = session.status() {
            let p = session.position().clone();
            o.event(
                &PlayEvent::Position {
                    position: p.clone(),
                    boyi_to_move: session.to_move() == boyi_side,
                },
                || position_text(&p, session.to_move() == boyi_side, false),
            )?;
            let verdict = match end.winner {
                Some(w) if w == boyi_side => "boyi wins",
                Some(_) => "you win",
                None => "a draw",
            };
            let reason = end.reason.clone();
            return o.event(&PlayEvent::End(end), || {
                format!("game over: {verdict} ({reason})")
            });
        }
        let boyi_turn = session.to_move() == boyi_side;
        if shown {
            let p = session.position().clone();
            o.event(
                &PlayEvent::Position {
                    position: p.clone(),
                    boyi_to_move: boyi_turn,
                },
                || position_text(&p, boyi_turn, !boyi_turn),
            )?;
        }
        shown = true;
        if boyi_turn {
            let played = session.play_best().map_err(|e| anyhow::anyhow!("{e}"))?;
            let text = format!("boyi plays {} ({})", played.r#move, played.value);
            o.event(&PlayEvent::Move(played), || text)?;
            continue;
        }
        if !json {
            write!(
                o.out,
                "your move (as listed, or #k; help for how to move and the commands): "
            )?;
            o.out.flush()?;
        }
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            // The same ending for every game: the game stops where the input did.
            return o.event(
                &PlayEvent::Rejected {
                    input: String::new(),
                    reason: "end of input".into(),
                },
                || "\n(end of input)".into(),
            );
        }
        let text = line.trim();
        match text {
            "" => shown = false,
            "quit" | "q" | "exit" => return Ok(()),
            "help" | "?" => {
                o.event(
                    &PlayEvent::Start {
                        game: session.game().into(),
                        title: session.title().into(),
                        how_to_move: how.clone(),
                    },
                    || format!("how to move: {how}\n{COMMANDS}"),
                )?;
                shown = false;
            }
            "hint" => {
                if let Some(m) = session.hint().cloned() {
                    let t = format!("hint: {} ({})", m.r#move, move_line(&m));
                    o.event(&PlayEvent::Hint { r#move: m }, || t)?;
                }
                shown = false;
            }
            "undo" | "u" => {
                // Back to the person's last turn: boyi's reply and the person's move.
                let mut undone = false;
                while session.undo() {
                    undone = true;
                    if session.to_move() != boyi_side {
                        break;
                    }
                }
                if !undone || session.to_move() == boyi_side {
                    // Nothing of the person's to take back: replay boyi's opening move.
                    while session.to_move() == boyi_side && session.redo() {}
                    o.event(
                        &PlayEvent::Rejected {
                            input: text.into(),
                            reason: "nothing to undo".into(),
                        },
                        || "nothing to undo".into(),
                    )?;
                    shown = false;
                } else {
                    let position = session.position().position.clone();
                    o.event(
                        &PlayEvent::Undo {
                            position: position.clone(),
                        },
                        || format!("took back; back at {position}"),
                    )?;
                }
            }
            "redo" => {
                if session.redo() {
                    let position = session.position().position.clone();
                    o.event(
                        &PlayEvent::Redo {
                            position: position.clone(),
                        },
                        || format!("played again; at {position}"),
                    )?;
                } else {
                    o.event(
                        &PlayEvent::Rejected {
                            input: text.into(),
                            reason: "nothing to redo".into(),
                        },
                        || "nothing to redo".into(),
                    )?;
                    shown = false;
                }
            }
            _ => match session.play(text) {
                Ok(played) => {
                    let note = played
                        .mistake
                        .clone()
                        .map(|m| format!("({m})"))
                        .unwrap_or_default();
                    o.event(&PlayEvent::Move(played), || note)?;
                }
                Err(rejected) => {
                    let reason = rejected.to_string();
                    o.event(
                        &PlayEvent::Rejected {
                            input: text.into(),
                            reason: reason.clone(),
                        },
                        || reason,
                    )?;
                    shown = false;
                }
            },
        }
    }
}

/// Who boyi plays, from `--first`: the side to move at the start when boyi moves first.
pub fn boyi_side(first: Option<&str>, session: &Session) -> Side {
    let start = session.to_move();
    match first {
        Some("boyi" | "computer") => start,
        _ => start.other(),
    }
}
