//! The benchmark's second cgt-tools program (`boyi-peer`): cgt-tools' `cgt-cli` evaluates
//! Domineering, Amazons and Ski Jumps positions but has no command for its library's Toads and
//! Frogs or Konane. This program gives them one, evaluated exactly as
//! `cgt-cli <game> evaluate` does (a `ParallelTranspositionTable`, rayon on every core), and
//! prints `Canonical Form: G` as it does:
//!
//! ```text
//! boyi-peer toads 'TT..FF'
//! boyi-peer konane 'xo..|.ox.'
//! ```
//!
//! build.sh copies it into a cgt-tools checkout; it is never part of boyi.

use cgt::short::partizan::games::konane::Konane;
use cgt::short::partizan::games::toads_and_frogs::ToadsAndFrogs;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;
use std::str::FromStr;

fn value<G: PartizanGame + FromStr>(position: &str) -> String {
    let Ok(game) = G::from_str(position) else {
        eprintln!("cannot read the position `{position}`");
        std::process::exit(2);
    };
    let tt = ParallelTranspositionTable::new();
    game.canonical_form(&tt).to_string()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, position] = args.as_slice() else {
        eprintln!("usage: boyi-peer toads|konane POSITION");
        std::process::exit(2);
    };
    let form = match game.as_str() {
        "toads" => value::<ToadsAndFrogs>(position),
        "konane" => value::<Konane>(position),
        _ => {
            eprintln!("boyi-peer knows toads and konane, not `{game}`");
            std::process::exit(2);
        }
    };
    println!("Canonical Form: {form}");
}
