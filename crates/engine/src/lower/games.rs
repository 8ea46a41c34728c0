//! boyi-games' typed refusals as messages of the catalogue: a board's picture, a partizan
//! position, a heap, an m,n,k or Connect-Four board, and the contest games' parameters.

use crate::error::EngineError;
use crate::said::own_words;
use boyi_report::{phrase, Phrase};

/// Why a grid (a board's picture, a Chomp diagram, a graph, a placement game's pieces)
/// cannot be read or built, as boyi-games types it.
pub(crate) fn shape_reason(e: &boyi_games::grid::shape::ShapeError) -> Phrase {
    use boyi_games::grid::shape::ShapeError as S;
    match e {
        S::Size { width, height } => phrase!("shape-size", width = *width, height = *height),
        S::Ragged {
            row,
            found,
            expected,
        } => phrase!(
            "shape-ragged",
            row = *row,
            found = *found,
            expected = *expected
        ),
        S::Character {
            found,
            row,
            column,
            allowed,
        } => phrase!(
            "shape-character",
            found = format!("{found:?}"),
            row = *row,
            column = *column,
            allowed = *allowed
        ),
        S::NotASize { text } => phrase!("shape-not-a-size", text = text.clone()),
        S::ChompEmpty => phrase!("shape-chomp-empty"),
        S::ChompGrowing { row, len, below } => {
            phrase!(
                "shape-chomp-growing",
                row = *row,
                len = *len,
                below = *below
            )
        }
        S::ChompRows { rows, bottom } => {
            phrase!("shape-chomp-rows", rows = *rows, bottom = *bottom)
        }
        S::ChompSkyline { rows, bottom } => {
            phrase!("shape-chomp-skyline", rows = *rows, bottom = *bottom)
        }
        S::GraphSize { vertices, most } => {
            phrase!("shape-graph-size", vertices = *vertices, most = *most)
        }
        S::EdgeOutside { a, b, vertices } => {
            phrase!("shape-edge-outside", a = *a, b = *b, vertices = *vertices)
        }
        S::EdgeLoop { a, b } => phrase!("shape-edge-loop", a = *a, b = *b),
        S::EdgeTwice { a, b } => phrase!("shape-edge-twice", a = *a, b = *b),
        S::NotAnEdge { item } => phrase!("shape-not-an-edge", item = item.clone()),
        S::ShortCycle { vertices } => phrase!("shape-short-cycle", vertices = *vertices),
        S::NoLiberty { board } => phrase!("shape-no-liberty", board = board.clone()),
        S::StoneClash => phrase!("shape-stone-clash"),
        S::NoPieces => phrase!("shape-no-pieces"),
        S::PieceTooLarge { width, height } => {
            phrase!("shape-piece-too-large", width = *width, height = *height)
        }
        S::Piece { piece, problem } => {
            use boyi_games::grid::shape::PieceFault as F;
            let piece = *piece;
            match problem {
                F::Empty => phrase!("shape-piece-empty", piece = piece),
                F::Outside => phrase!("shape-piece-outside", piece = piece),
                F::Disconnected => phrase!("shape-piece-disconnected", piece = piece),
            }
        }
    }
}

/// Why a partizan grid game's picture cannot be read.
pub(crate) fn grid_reason(e: &boyi_games::partizan::grid::GridError) -> Phrase {
    use boyi_games::partizan::grid::GridError as G;
    match e {
        G::Character {
            found,
            row,
            col,
            allowed,
        } => phrase!(
            "grid-character",
            found = format!("{found:?}"),
            row = *row,
            column = *col,
            allowed = format!("{allowed:?}")
        ),
        G::Ragged { row, len, first } => {
            phrase!("grid-ragged", row = *row, len = *len, first = *first)
        }
        G::TooLarge { rows, cols } => phrase!("grid-too-large", rows = *rows, cols = *cols),
    }
}

/// Why a Toads-and-Frogs strip cannot be read.
pub(crate) fn strip_reason(e: &boyi_games::partizan::toads_and_frogs::StripError) -> Phrase {
    use boyi_games::partizan::toads_and_frogs::StripError as S;
    match e {
        S::Character(c, at) => phrase!("strip-character", found = format!("{c:?}"), at = *at),
        S::TooLong(n) => phrase!("strip-too-long", n = *n),
    }
}

/// Why a row of Toppling Dominoes cannot be read.
pub(crate) fn row_reason(e: &boyi_games::partizan::toppling_dominoes::RowError) -> Phrase {
    phrase!(
        "domino-row-character",
        found = format!("{:?}", e.0),
        at = e.1
    )
}

/// Why a heap game's heap is refused, with its numbers (boyi-games' typed refusal).
pub(crate) fn heap_refusal(r: &boyi_games::octal::HeapRefusal) -> Phrase {
    use boyi_games::octal::{HeapRefusal as H, PeriodWhy, WorkWhy};
    // Steps are written as the English does, `3.4e10`: a number's notation, not a word.
    let steps = |s: f64| format!("{s:.1e}");
    match r {
        H::Work {
            heap,
            game,
            why,
            most_steps,
            period,
        } => {
            let why = match why {
                WorkWhy::Steps {
                    steps: s,
                    method,
                    three_way: false,
                } => phrase!(
                    "heap-why-steps",
                    steps = steps(*s),
                    method = method.to_string()
                ),
                WorkWhy::Steps {
                    steps: s, method, ..
                } => phrase!(
                    "heap-why-steps-three-way",
                    steps = steps(*s),
                    method = method.to_string()
                ),
                WorkWhy::BeyondDirect { direct } => {
                    phrase!("heap-why-beyond-direct", direct = *direct)
                }
            };
            let period = match period {
                PeriodWhy::NotFound {
                    searched,
                    three_way: true,
                } => phrase!("heap-period-three-way", searched = *searched),
                PeriodWhy::NotFound { searched, .. } => {
                    phrase!("heap-period-not-found", searched = *searched)
                }
                PeriodWhy::NoTheorem => phrase!("heap-period-no-theorem", game = game),
            };
            phrase!(
                "heap-too-much-work",
                heap = *heap,
                game = game,
                why = why,
                most = steps(*most_steps),
                period = period
            )
        }
        H::Memory {
            heap,
            game,
            budget_mib,
            held,
        } => phrase!(
            "heap-memory",
            heap = *heap,
            game = game,
            budget = *budget_mib,
            held = *held
        ),
        H::Unproved { heap, game, direct } => {
            phrase!("heap-unproved", heap = *heap, game = game, direct = *direct)
        }
        H::NoTheorem { heap, game, direct } => {
            phrase!(
                "heap-no-theorem",
                heap = *heap,
                game = game,
                direct = *direct
            )
        }
    }
}

/// Why a Hackenbush or Col graph string cannot be read.
pub(crate) fn graph_reason(e: &boyi_games::partizan::graph::GraphError) -> Phrase {
    use boyi_games::partizan::graph::GraphProblem as G;
    let why = match &e.problem {
        G::NoEdge { edges } => phrase!("graph-string-no-edge", edges = edges),
        G::BraceNotClosed => phrase!("graph-string-brace"),
        G::NoSemicolon => phrase!("graph-string-no-semicolon"),
        G::TooDeep => phrase!("graph-string-too-deep"),
        G::Unmatched => phrase!("graph-string-unmatched"),
        G::NoName => phrase!("graph-string-no-name"),
        G::TwoLabels => phrase!("graph-string-two-labels"),
    };
    match e.at {
        usize::MAX => phrase!("graph-string-end", why = why),
        at => phrase!("graph-string-at", at = at, why = why),
    }
}

/// Why a subtraction set cannot be a game's.
pub(crate) fn set_reason(e: &boyi_games::subtraction::SetError) -> Phrase {
    use boyi_games::subtraction::{SetError as S, MAX_ELEMENT};
    match e {
        S::Empty => phrase!("set-empty"),
        S::Zero => phrase!("set-zero"),
        S::Duplicate(n) => phrase!("set-duplicate", n = *n),
        S::TooLarge(n) => phrase!("set-too-large", n = *n, most = MAX_ELEMENT),
        S::NotNumber(token) => phrase!("set-not-number", token = token),
    }
}

/// Why an octal (or hexadecimal) game code cannot be read.
pub(crate) fn code_reason(e: &boyi_games::octal::CodeError) -> Phrase {
    use boyi_games::octal::{CodeError as C, MAX_DIGITS};
    match e {
        C::Empty => phrase!("code-empty"),
        C::Points(code) => phrase!("code-points", code = code),
        C::Digit { code, ch, hex } => phrase!(
            "code-digit",
            code = code,
            ch = ch.to_string(),
            hint = match (*hex, ch.is_ascii_hexdigit()) {
                (true, _) => "hex",
                (false, true) => "hex-digit",
                (false, false) => "octal",
            }
        ),
        C::Before(code) => phrase!("code-before", code = code),
        C::Tail(code) => phrase!("code-tail", code = code),
        C::TooLong(code) => phrase!("code-too-long", code = code, most = MAX_DIGITS),
        C::NoMove(code) => phrase!("code-no-move", code = code),
    }
}

/// Why an m,n,k-game cannot be played or its position read: the sizes typed, what is wrong
/// with a position in boyi-games' own words.
pub(crate) fn mnk_reason(e: &boyi_games::mnk::MnkError) -> Phrase {
    use boyi_games::mnk::MnkError as M;
    match e {
        M::Size { m, n, k } => phrase!("mnk-size", m = *m, n = *n, k = *k),
        M::TooLarge { cells } => phrase!("mnk-too-large", cells = *cells),
        M::Position { text, reason } => {
            phrase!("mnk-position", text = text, why = mnk_fault(reason))
        }
    }
}

/// Why a Connect-Four game cannot be played or its moves read.
pub(crate) fn connect4_reason(e: &boyi_games::connect4::Connect4Error) -> Phrase {
    use boyi_games::connect4::Connect4Error as C;
    match e {
        C::Size { width, height } => {
            phrase!("connect4-size", width = *width, height = *height)
        }
        C::K { k } => phrase!("connect4-k", k = *k),
        C::Move { moves, at, reason } => phrase!(
            "connect4-move",
            at = *at,
            moves = moves,
            why = connect4_fault(reason)
        ),
    }
}

/// [`mnk_reason`] as the engine's words: a position's fault framed, its id the fault's
/// (`mnk-taken`).
pub(crate) fn mnk_said(e: &boyi_games::mnk::MnkError) -> crate::said::Said {
    use crate::said::Said;
    match e {
        boyi_games::mnk::MnkError::Position { text, reason } => Said::framed(
            phrase!("mnk-position", text = text),
            Said::Phrase(mnk_fault(reason)),
        ),
        e => Said::Phrase(mnk_reason(e)),
    }
}

/// [`connect4_reason`] as the engine's words: a move's fault framed, its id the fault's
/// (`connect4-full`).
pub(crate) fn connect4_said(e: &boyi_games::connect4::Connect4Error) -> crate::said::Said {
    use crate::said::Said;
    match e {
        boyi_games::connect4::Connect4Error::Move { moves, at, reason } => Said::framed(
            phrase!("connect4-move", at = *at, moves = moves),
            Said::Phrase(connect4_fault(reason)),
        ),
        e => Said::Phrase(connect4_reason(e)),
    }
}

/// What is wrong with an m,n,k position.
fn mnk_fault(f: &boyi_games::mnk::PositionFault) -> Phrase {
    use boyi_games::mnk::PositionFault as F;
    match f {
        F::NotACell { at, token, cells } => {
            phrase!("mnk-not-a-cell", at = *at, token = token, cells = *cells)
        }
        F::Over { at } => phrase!("mnk-over", at = *at),
        F::Taken { at, cell } => phrase!("mnk-taken", at = *at, cell = *cell),
        F::PictureSize { cells, found } => {
            phrase!("mnk-picture-size", cells = *cells, found = *found)
        }
        F::Mark { found } => phrase!("mnk-mark", found = found.to_string()),
        F::Count { x, o } => phrase!("mnk-count", x = *x, o = *o),
        F::CannotArise => phrase!("mnk-cannot-arise"),
    }
}

/// What is wrong with a move of a Connect-Four move string.
fn connect4_fault(f: &boyi_games::connect4::MoveFault) -> Phrase {
    use boyi_games::connect4::MoveFault as F;
    match f {
        F::NotAColumn { found, last } => {
            phrase!(
                "connect4-not-a-column",
                found = found.to_string(),
                last = last
            )
        }
        F::Over => phrase!("connect4-over"),
        F::Full { column } => phrase!("connect4-full", column = column.to_string()),
    }
}

/// Why a pie cannot be shared (boyi-games' typed reason); a solver's stop is the engine's.
pub(crate) fn pie_error(e: boyi_games::pie::PieError) -> EngineError {
    match e {
        boyi_games::pie::PieError::Core(c) => c.into(),
        e => EngineError::usage(pie_reason(&e)),
    }
}

/// [`pie_error`]'s reason.
pub(crate) fn pie_reason(e: &boyi_games::pie::PieError) -> Phrase {
    use boyi_games::pie::{PieError as P, MAX_SLICE, MAX_SLICES};
    match e {
        P::TooMany(n) => phrase!("pie-too-many", slices = *n, most = MAX_SLICES),
        P::TooLarge { index, size } => phrase!(
            "pie-slice-too-large",
            index = *index,
            size = *size,
            most = MAX_SLICE
        ),
        e => own_words(e),
    }
}

/// Why the Absolute Game's sequences cannot be played.
pub(crate) fn absolute_error(e: boyi_games::absolute::AbsoluteError) -> EngineError {
    match e {
        boyi_games::absolute::AbsoluteError::Core(c) => c.into(),
        e => EngineError::usage(absolute_reason(&e)),
    }
}

/// [`absolute_error`]'s reason.
pub(crate) fn absolute_reason(e: &boyi_games::absolute::AbsoluteError) -> Phrase {
    use boyi_games::absolute::{AbsoluteError as A, MAX_SEARCH_LEN};
    match e {
        A::Lengths(a, b) => phrase!("absolute-lengths", a = *a, b = *b),
        A::TooLong(n) => phrase!("absolute-too-long", n = *n, most = MAX_SEARCH_LEN),
        A::OutOfRange(x) => phrase!("absolute-out-of-range", x = *x),
        e => own_words(e),
    }
}

/// Why the pirates' rules are not playable.
pub(crate) fn pirates_error(e: boyi_games::pirates::PiratesError) -> EngineError {
    EngineError::usage(pirates_reason(&e))
}

/// [`pirates_error`]'s reason.
pub(crate) fn pirates_reason(e: &boyi_games::pirates::PiratesError) -> Phrase {
    use boyi_games::pirates::{PiratesError as P, MAX_PIRATES};
    match e {
        P::Pirates(n) => phrase!("pirates-count", n = *n, most = MAX_PIRATES),
        P::Threshold(t) => phrase!("pirates-threshold", threshold = t),
    }
}

/// Why a sheet cannot start a Cutting Game.
pub(crate) fn sheet_error(e: boyi_games::cutting::SheetError) -> EngineError {
    EngineError::usage(sheet_reason(&e))
}

/// [`sheet_error`]'s reason.
pub(crate) fn sheet_reason(e: &boyi_games::cutting::SheetError) -> Phrase {
    use boyi_games::cutting::SheetError as S;
    match e {
        S::TooThin(w, h) => phrase!("cutting-too-thin", w = *w, h = *h),
        S::TooLarge(w, h, most) => phrase!("cutting-too-large", w = *w, h = *h, most = *most),
    }
}
