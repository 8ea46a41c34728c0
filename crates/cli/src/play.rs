//! `boyi play`: the terminal drives an engine [`Session`], the same for every game.
//!
//! Each position is drawn with its moves and their values for the player to move; the person
//! types a move as listed (or `#k`), or `undo`, `redo`, `hint`, `help`, `quit`. With `--json`
//! every event is one line of JSON ([`PlayEvent`]).

use anyhow::Result;
use boyi_engine::report::phrase;
use boyi_engine::report::{PlayEvent, PositionReport, Side};
use boyi_engine::Session;
use boyi_i18n::{tr, Lang};
use boyi_render::text::{move_value, position_value};
use std::io::{BufRead, Write};

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

/// How to move and the commands, as `help` shows them.
fn help(lang: Lang, how: &boyi_engine::report::Phrase) -> String {
    format!(
        "{}\n{}",
        tr!(
            lang,
            "play-how-to-move",
            how = boyi_render::words(lang, how)
        ),
        tr!(lang, "play-commands")
    )
}

fn position_text(lang: Lang, p: &PositionReport, boyi_to_move: bool, listing: bool) -> String {
    let drawing = p.drawing.text();
    let who = if boyi_to_move { "boyi" } else { "you" };
    let value = position_value(lang, p);
    let mut s = if drawing.contains('\n') {
        // Some drawings end their last row with a newline (boards of marks), others not
        // (grids as CGSuite writes them): the line under the board starts on its own.
        let end = if drawing.ends_with('\n') { "" } else { "\n" };
        format!(
            "\n{drawing}{end}{}",
            tr!(lang, "play-to-move", value = value, who = who)
        )
    } else {
        format!(
            "\n{}",
            tr!(
                lang,
                "play-position",
                drawing = drawing,
                value = value,
                who = who
            )
        )
    };
    if listing && !p.moves.is_empty() {
        s += &format!("\n{}", tr!(lang, "play-your-moves"));
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
                move_value(lang, m)
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
    lang: Lang,
) -> Result<()> {
    // boyi's own positions need only its move; the person's are solved ahead while they think.
    session.set_computer(Some(boyi_side));
    let mut o = Out { out, json };
    let how = session.how_to_move().clone();
    o.event(
        &PlayEvent::Start {
            game: session.game().into(),
            title: session.title().clone(),
            how_to_move: how.clone(),
        },
        || {
            format!(
                "{}\n{}",
                boyi_render::words(lang, session.title()),
                help(lang, &how)
            )
        },
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
                || position_text(lang, &p, session.to_move() == boyi_side, false),
            )?;
            let winner = match end.winner {
                Some(w) if w == boyi_side => "boyi",
                Some(_) => "you",
                None => "nobody",
            };
            let reason = boyi_render::words(lang, &end.reason);
            return o.event(&PlayEvent::End(end), || {
                tr!(lang, "play-over", winner = winner, reason = reason)
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
                || position_text(lang, &p, boyi_turn, !boyi_turn),
            )?;
        }
        shown = true;
        if boyi_turn {
            let played = session.play_best()?;
            let text = tr!(
                lang,
                "play-boyi-plays",
                m = played.r#move.as_str(),
                value = boyi_render::text::value(lang, &played.value)
            );
            o.event(&PlayEvent::Move(played), || text)?;
            continue;
        }
        if !json {
            write!(o.out, "{} ", tr!(lang, "play-prompt"))?;
            o.out.flush()?;
        }
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            // The same ending for every game: the game stops where the input did.
            return o.event(
                &PlayEvent::Rejected {
                    input: String::new(),
                    reason: phrase!("play-end-of-input"),
                },
                || format!("\n{}", tr!(lang, "play-end-of-input")),
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
                        title: session.title().clone(),
                        how_to_move: how.clone(),
                    },
                    || help(lang, &how),
                )?;
                shown = false;
            }
            "hint" => {
                if let Some(m) = session.hint().cloned() {
                    let t = tr!(
                        lang,
                        "play-hint",
                        m = m.r#move.as_str(),
                        value = move_value(lang, &m)
                    );
                    o.event(&PlayEvent::Hint { r#move: m }, || t)?;
                }
                shown = false;
            }
            "undo" | "u" => {
                // Back to the person's last turn: boyi's reply and the person's move.
                if !session.undo_turn() {
                    o.event(
                        &PlayEvent::Rejected {
                            input: text.into(),
                            reason: phrase!("play-nothing-to-undo"),
                        },
                        || tr!(lang, "play-nothing-to-undo"),
                    )?;
                    shown = false;
                } else {
                    let position = session.position().position.clone();
                    o.event(
                        &PlayEvent::Undo {
                            position: position.clone(),
                        },
                        || tr!(lang, "play-took-back", position = position.as_str()),
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
                        || tr!(lang, "play-played-again", position = position.as_str()),
                    )?;
                } else {
                    o.event(
                        &PlayEvent::Rejected {
                            input: text.into(),
                            reason: phrase!("play-nothing-to-redo"),
                        },
                        || tr!(lang, "play-nothing-to-redo"),
                    )?;
                    shown = false;
                }
            }
            _ => match session.play(text) {
                Ok(played) => {
                    let note = played
                        .mistake
                        .as_ref()
                        .map(|m| format!("({})", boyi_render::words(lang, m)))
                        .unwrap_or_default();
                    o.event(&PlayEvent::Move(played), || note)?;
                }
                Err(rejected) => {
                    let reason = boyi_render::words(lang, &rejected.0);
                    o.event(
                        &PlayEvent::Rejected {
                            input: text.into(),
                            reason: rejected.0,
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
