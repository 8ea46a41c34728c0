//! `boyi play` on a solved explicit game: one loop for game-graph files and rules scripts
//! (heap games and Wythoff play from their closed forms in their own family).

use crate::args::PlayOpts;
use anyhow::{bail, Result};
use boyi_core::{retrograde, Graph, Outcome, PositionId, Terminal};
use std::collections::HashMap;
use std::hash::Hash;
use std::io::{BufRead, Write};

/// Whether boyi moves first, from `--first`.
pub(crate) fn boyi_first(opts: &PlayOpts) -> Result<bool> {
    Ok(match opts.first.as_str() {
        "me" | "human" | "you" => false,
        "boyi" | "computer" => true,
        other => bail!("--first takes `me` or `boyi`, not `{other}`"),
    })
}

/// Ends a game of `boyi play`: who won, given whether the player to move at the end wins
/// (`None` for a draw) and whether that player is boyi.
pub(crate) fn announce_end(
    out: &mut dyn Write,
    mover_wins: Option<bool>,
    boyi_to_move: bool,
) -> Result<()> {
    match mover_wins {
        Some(w) if w == boyi_to_move => writeln!(out, "game over: boyi wins")?,
        Some(_) => writeln!(out, "game over: you win")?,
        None => writeln!(out, "game over: a draw")?,
    }
    Ok(())
}

/// Counts a visit to `key` in a game of `boyi play`; true on its third occurrence, when the
/// game is declared drawn.
pub(crate) fn third_repetition<K: Hash + Eq>(seen: &mut HashMap<K, u32>, key: K) -> bool {
    let count = seen.entry(key).or_insert(0);
    *count += 1;
    *count >= 3
}

/// Asks the person for a move: writes `prompt`, reads a line. `None` at the end of the
/// input (said so on `out`), where the game stops.
pub(crate) fn read_move(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    prompt: &str,
) -> Result<Option<String>> {
    write!(out, "{prompt}: ")?;
    out.flush()?;
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        writeln!(out, "\n(end of input)")?;
        return Ok(None);
    }
    Ok(Some(line))
}

/// [`play`] on the terminal: moves typed on standard input, the game on standard output.
pub(crate) fn play_in_terminal(
    board: &dyn Board,
    start: PositionId,
    opts: &PlayOpts,
) -> Result<()> {
    let stdin = std::io::stdin();
    play(
        board,
        start,
        opts,
        &mut stdin.lock(),
        &mut std::io::stdout(),
    )
}

/// A solved explicit game as `boyi play` needs it.
pub(crate) trait Board {
    /// The game's graph.
    fn graph(&self) -> &Graph;
    /// Its win/lose/draw values.
    fn wld(&self) -> &retrograde::Solution;
    /// How a position is shown when it comes up, and how a player names a move to it.
    fn shown(&self, u: PositionId) -> String;
    /// Whether `u` is a forced pass inserted by boyi (the player who just moved moves again).
    fn is_pass(&self, _u: PositionId) -> bool {
        false
    }
}

/// Plays from `start` against perfect play. The person picks a move by the position it leads
/// to or by its number in the list.
pub(crate) fn play(
    board: &dyn Board,
    start: PositionId,
    opts: &PlayOpts,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    let (g, wld) = (board.graph(), board.wld());
    let mut boyi_turn = boyi_first(opts)?;
    let mut at = start;
    let mut seen = HashMap::new();
    loop {
        let value = wld.value(at);
        let passing = board.is_pass(at);
        if !passing {
            writeln!(
                out,
                "\nposition {} ({} for {} to move)",
                board.shown(at),
                value,
                if boyi_turn { "boyi" } else { "you" }
            )?;
        }
        if g.terminal(at).is_some() || g.out_degree(at) == 0 {
            let mover_wins = match g.terminal(at) {
                Some(Terminal::Win) => Some(true),
                Some(Terminal::Loss) => Some(false),
                Some(_) => None,
                // A dead end: lost under normal play, won under misère, as solved.
                None => Some(value.outcome() == Outcome::Win),
            };
            return announce_end(out, mover_wins, boyi_turn);
        }
        if third_repetition(&mut seen, (at, boyi_turn)) {
            writeln!(out, "the position has repeated three times: a draw")?;
            return Ok(());
        }
        if passing {
            at = g.moves(at)[0];
            boyi_turn = !boyi_turn;
            continue;
        }
        if boyi_turn {
            let m = wld
                .best_move(g, at)
                .expect("a position with moves has a best move");
            writeln!(out, "boyi moves to {}", board.shown(m))?;
            at = m;
        } else {
            let moves = g.moves(at);
            writeln!(out, "your moves:")?;
            for (i, &t) in moves.iter().enumerate() {
                writeln!(out, "  {}. {}", i + 1, board.shown(t))?;
            }
            let Some(line) = read_move(input, out, "your move (a position, or its number)")? else {
                return Ok(());
            };
            let choice = line.trim();
            // A position's name first: graph files often name positions by numbers.
            let picked = moves
                .iter()
                .find(|&&t| board.shown(t) == choice)
                .or_else(|| {
                    let i = choice.parse::<usize>().ok()?.checked_sub(1)?;
                    moves.get(i)
                });
            let Some(&t) = picked else {
                writeln!(out, "`{choice}` is not a move from here")?;
                continue;
            };
            let v = wld.value(t).parent();
            if v.outcome() != Outcome::Win && value.outcome() == Outcome::Win {
                writeln!(out, "(that lets a win slip: the move was worth {v})")?;
            }
            at = t;
        }
        boyi_turn = !boyi_turn;
    }
}
