//! Positions in every family's notation: board pictures and cell lists (tic-tac-toe and
//! m,n,k-games), Connect-Four move strings, heap lists, moves typed in play, and positions
//! in a rules script's syntax. Any text is a position or an error with a message, never a
//! panic; a board read back from its own picture is the same board.
//!
//! The first byte of the input picks the notation, the rest is the text.

use boyi_engine::{Catalog, Context, Options};
use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;

const STONES: &str = include_str!("../../examples/scripts/stones.rhai");
const TICTACTOE: &str = include_str!("../../examples/scripts/tictactoe.rhai");

fn mnk(m: u32, n: u32, k: u32, text: &str) {
    let game = Mnk::new(m, n, k).unwrap();
    match game.parse(text) {
        Ok(g) => {
            let picture: Vec<String> = game
                .cells(&g)
                .iter()
                .map(|row| row.iter().map(|&c| ['.', 'x', 'o'][c as usize]).collect())
                .collect();
            let again = game.parse(&picture.join("/")).expect("its own picture");
            assert_eq!(game.cells(&again), game.cells(&g), "`{text}`");
            let _ = game.render(&g);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

fn connect4(w: u32, h: u32, text: &str) {
    let game = Connect4::new(w, h).unwrap();
    match game.parse(text) {
        Ok(b) => {
            let _ = game.render(&b);
            assert_eq!(game.cells(&game.mirror(&game.mirror(&b))), game.cells(&b));
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// A built-in game named with a position: parsed, and for heap games solved and played.
fn catalog(prefix: &str, text: &str, solve: bool) {
    let catalog = Catalog::builtin();
    let Ok(mut tokens) = boyi_engine::name::split_words(prefix) else {
        return;
    };
    tokens.extend(text.split_whitespace().map(String::from));
    match catalog.parse_tokens(&tokens) {
        Ok(game) if solve => {
            let (opts, cx) = (Options::default(), Context::new());
            if let Err(e) = game.solve(&opts, &cx) {
                assert!(!e.to_string().is_empty());
            }
        }
        Ok(_) => {}
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// Moves typed during play, one a line.
fn play(game: &str, text: &str) {
    let game = Catalog::builtin().parse(game).unwrap();
    let mut session = game.session(&Options::default(), &Context::new()).unwrap();
    for line in text.lines().take(16) {
        if let Err(e) = session.play(line) {
            assert!(!format!("{e:?}").is_empty());
        }
    }
}

fn script(source: &str, text: &str) {
    let rules = boyi_script::Script::from_source("fuzz.rhai", source)
        .unwrap()
        .rules(&[])
        .unwrap();
    match rules.position(text) {
        Ok(p) => {
            let _ = rules.moves(&p);
            let _ = rules.terminal(&p);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

pub fn run(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    match pick % 14 {
        0 => mnk(3, 3, 3, text),
        1 => mnk(4, 4, 3, text),
        2 => mnk(5, 5, 4, text),
        3 => mnk(6, 6, 4, text),
        4 => connect4(7, 6, text),
        5 => connect4(4, 3, text),
        6 => connect4(5, 4, text),
        7 => catalog("nim", text, true),
        8 => catalog("wythoff", text, true),
        9 => catalog("tictactoe", text, false),
        10 => catalog("connect4 --width 5 --height 4", text, false),
        11 => play("nim 3 4 5", text),
        12 => script(STONES, text),
        _ => script(TICTACTOE, text),
    }
}
