//! The lower crates' typed reasons as messages of the catalogue: boyi-script, boyi-format,
//! boyi-cgt and boyi-games say why they refuse something as a typed value (with English for
//! their own library users); the engine maps each kind to its message here, so that it is
//! worded in the reader's language. What they pass on from elsewhere (Rhai's words, a
//! solver's message) stays in those words ([`own_words`]).

use crate::error::EngineError;
use crate::said::own_words;
use boyi_report::{phrase, Phrase};

/// Why boyi refuses a rules script's definition, a parameter or a position given to it.
pub(crate) fn script_reason(r: &boyi_script::Reason) -> Phrase {
    use boyi_script::Reason as R;
    match r {
        R::NoStart => phrase!("script-no-start"),
        R::StartTakesParameters { n } => phrase!("script-start-takes-parameters", n = *n),
        R::TakesNoParameters { hook, n } => {
            phrase!("script-takes-no-parameters", hook = hook, n = *n)
        }
        R::TakesOneParameter { hook, n } => {
            phrase!("script-takes-one-parameter", hook = hook, n = *n)
        }
        R::MovesOfBothKinds => phrase!("script-moves-of-both-kinds"),
        R::LeftWithoutRight => phrase!("script-left-without-right"),
        R::RightWithoutLeft => phrase!("script-right-without-left"),
        R::NoMoves => phrase!("script-no-moves"),
        R::PartizanTurn => phrase!("script-partizan-turn"),
        R::PartizanTerminal => phrase!("script-partizan-terminal"),
        R::PartizanMisere => phrase!("script-partizan-misere"),
        R::PartizanNotExplored => phrase!("script-partizan-not-explored"),
        R::CanonicalWithoutSplit => phrase!("script-canonical-without-split"),
        R::MisereNotBool { value } => phrase!("script-misere-not-bool", value = value),
        R::PartHasFinalValue { part } => phrase!("script-part-has-final-value", part = part),
        R::SplitOneStart => phrase!("script-split-one-start"),
        R::NoStartFor { param, n } => phrase!("script-no-start-for", param = param, n = *n),
        R::DeclaredNoBoard => phrase!("script-declared-no-board"),
        R::DeclaredDerives { hook } => phrase!("script-declared-derives", hook = hook),
        R::Board(e) => phrase!("script-board", why = shape_reason(e)),
        R::Piece {
            number,
            item,
            problem,
        } => phrase!(
            "script-piece",
            number = *number,
            item = item,
            why = piece_problem(problem)
        ),
        R::Pieces(e) => phrase!("script-pieces", why = shape_reason(e)),
        R::UnknownParameter { name, known } if known.is_empty() => {
            phrase!("script-unknown-parameter-none", name = name)
        }
        R::UnknownParameter { name, known } => phrase!(
            "script-unknown-parameter",
            name = name,
            known = known.join(", ")
        ),
        R::NoParameter { name } => phrase!("script-no-parameter", name = name),
        R::NotNameValue { token } => phrase!("script-not-name-value", token = token),
        R::UnreadablePosition { text, rhai } => {
            phrase!("script-unreadable-position", text = text, why = rhai)
        }
        R::NotAPosition { text, why } => {
            phrase!(
                "script-not-a-position",
                text = text,
                why = not_a_position(why)
            )
        }
        // What the solver says (boyi-core's words), and what a later version may add.
        r => own_words(r),
    }
}

fn piece_problem(p: &boyi_script::PieceProblem) -> Phrase {
    use boyi_script::PieceProblem as P;
    match p {
        P::NoCells => phrase!("script-piece-no-cells"),
        P::Turns { turns } => phrase!("script-piece-turns", turns = turns),
        P::Key { key } => phrase!("script-piece-key", key = key),
        P::NotCells => phrase!("script-piece-not-cells"),
        P::Cell { cell } => phrase!("script-piece-cell", cell = cell),
    }
}

/// Why a value cannot be a position: the Rhai type (as Rhai names it) and where inside.
fn not_a_position(e: &boyi_script::NotAPosition) -> Phrase {
    let found = match e.found.as_str() {
        "f64" | "f32" => phrase!("script-type-float", rhai_type = &e.found),
        _ => phrase!("script-type-other", rhai_type = &e.found),
    };
    if e.path.is_empty() {
        phrase!("script-position-cannot-be", found = found)
    } else {
        phrase!(
            "script-position-cannot-contain",
            found = found,
            path = &e.path
        )
    }
}

/// What a script's function returned that boyi cannot use.
pub(crate) fn script_found(f: &boyi_script::Found) -> Phrase {
    use boyi_script::Found as F;
    match f {
        F::Nothing => phrase!("script-found-nothing"),
        F::Str(s) => phrase!("script-found-string", text = format!("{s:?}")),
        F::Value { rhai_type, shown } => {
            phrase!("script-found-value", rhai_type = rhai_type, shown = shown)
        }
        F::Position(p) => phrase!("script-found-position", position = p),
        F::Element { index, of } => {
            phrase!(
                "script-found-element",
                index = *index,
                of = script_found(of)
            )
        }
    }
}

/// What boyi needs from a script's function.
pub(crate) fn script_expected(e: &boyi_script::Expected) -> Phrase {
    use boyi_script::Expected as E;
    match e {
        E::Positions => phrase!("script-expected-positions"),
        E::Position(why) => not_a_position(why),
        E::Terminal => phrase!("script-expected-terminal"),
        E::BoardPicture => phrase!("script-expected-board-picture"),
        E::Pieces => phrase!("script-expected-pieces"),
        E::PlacementPosition => phrase!("script-expected-placement-position"),
        E::Drawing(p) => draw_problem(p),
    }
}

fn draw_problem(p: &boyi_script::DrawProblem) -> Phrase {
    use boyi_script::DrawProblem as D;
    match p {
        D::Kind => phrase!("script-draw-kind"),
        D::NoGrid => phrase!("script-draw-no-grid", kinds = phrase!("script-draw-kind")),
        D::Key { key } => phrase!(
            "script-draw-key",
            kinds = phrase!("script-draw-kind"),
            key = key
        ),
        D::GridNotArray => {
            phrase!(
                "script-draw-grid-not-array",
                kinds = phrase!("script-draw-kind")
            )
        }
        D::Gravity(found) => phrase!("script-draw-gravity", found = script_found(found)),
        D::Cell { row, cell } => {
            phrase!("script-draw-cell", row = *row, cell = format!("{cell:?}"))
        }
        D::Ragged { row, len, first } => {
            phrase!("script-draw-ragged", row = *row, len = *len, first = *first)
        }
        D::Cells { most, cells } => phrase!("script-draw-cells", most = *most, cells = *cells),
        D::Heap { index, found } => phrase!(
            "script-draw-heap",
            index = *index,
            found = script_found(found)
        ),
    }
}

/// Why a grid (a board's picture) cannot be read or built, as boyi-games types it; its
/// other refusals in its own words.
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
        e => own_words(e),
    }
}

/// What is wrong in a game-graph file, as boyi-format types it.
pub(crate) fn format_reason(m: &boyi_format::Malformed) -> Phrase {
    use boyi_format::Malformed as M;
    match m {
        M::DefinedTwice { name } => phrase!("graph-defined-twice", name = name),
        M::TooManyPositions { most } => phrase!("graph-too-many-positions", most = *most),
        M::TooManyMoves { most } => phrase!("graph-too-many-moves", most = *most),
        M::ReadSoFarTooLarge { mib, budget_mib } => phrase!(
            "graph-read-so-far-too-large",
            mib = *mib,
            budget = *budget_mib
        ),
        M::GraphTooLarge {
            positions,
            moves,
            mib,
            budget_mib,
        } => phrase!(
            "graph-too-large",
            positions = *positions,
            moves = *moves,
            mib = *mib,
            budget = *budget_mib
        ),
        M::LineTooLong { budget_mib } => phrase!("graph-line-too-long", budget = *budget_mib),
        M::EmptyButStart { name } => phrase!("graph-empty-but-start", name = name),
        M::Empty => phrase!("graph-empty"),
        M::UnknownMove { name } => phrase!("graph-unknown-move", name = name),
        M::UnknownStart { name } => phrase!("graph-unknown-start", name = name),
        M::Unreadable(e) => phrase!("graph-unreadable", why = own_words(e)),
        M::NotUtf8 { byte } => phrase!("graph-not-utf8", byte = *byte),
        M::NameFirst { token } => phrase!("graph-name-first", token = token),
        M::AmongMoves { token } => phrase!("graph-among-moves", token = token),
        M::StartNeedsName => phrase!("graph-start-needs-name"),
        M::ConventionTwice { line } => phrase!("graph-convention-twice", line = *line),
        M::ConventionExpected => phrase!("graph-convention-expected"),
        M::AfterConvention { token } => phrase!("graph-after-convention", token = token),
        M::Unrecognized { line } => phrase!("graph-unrecognized", line = line),
        M::FinalValueExpected => phrase!("graph-final-value-expected"),
        M::ScoreExpected => phrase!("graph-score-expected"),
        M::AfterFinalValue { token } => phrase!("graph-after-final-value", token = token),
        M::JsonPosition { number, why } => phrase!(
            "graph-json-position",
            number = *number,
            why = format_reason(why)
        ),
        M::MovesAndFinalValue { number, name } => {
            phrase!("graph-moves-and-final-value", number = *number, name = name)
        }
        M::NotTextName { name } => phrase!("graph-not-text-name", name = name),
        // serde_json's and boyi-core's words, and what a later version may add.
        m => own_words(m),
    }
}

/// Why a value in CGSuite's notation cannot be read, and where, as boyi-cgt types it.
pub(crate) fn cgt_unreadable(e: &boyi_cgt::ValueParseError) -> Phrase {
    phrase!("cgt-at", at = e.at + 1, why = cgt_reason(&e.reason))
}

fn cgt_reason(r: &boyi_cgt::Unreadable) -> Phrase {
    use boyi_cgt::{DyadicError as D, Unreadable as U};
    let count = |c: &boyi_cgt::Count| match c {
        boyi_cgt::Count::PowerOfUp => phrase!("cgt-count-power-of-up"),
        boyi_cgt::Count::Ups => phrase!("cgt-count-ups"),
        boyi_cgt::Count::Nimber => phrase!("cgt-count-nimber"),
    };
    match r {
        U::TextAfter => phrase!("cgt-text-after"),
        U::OutOfRange => phrase!("cgt-out-of-range"),
        U::Expected(c) => phrase!("cgt-expected", token = c.to_string()),
        U::NestedTooDeeply => phrase!("cgt-nested-too-deeply"),
        U::BareList => phrase!("cgt-bare-list"),
        U::NotAValue => phrase!("cgt-not-a-value"),
        U::End => phrase!("cgt-end"),
        U::ExpectedCount(c) => phrase!("cgt-expected-count", what = count(c)),
        U::CountTooLarge { what, digits } => {
            phrase!("cgt-count-too-large", what = count(what), digits = digits)
        }
        U::Number(D::Syntax(t)) => phrase!("cgt-number-syntax", text = t),
        U::Number(D::NotDyadic(t)) => phrase!("cgt-number-not-dyadic", text = t),
        U::Number(D::TooLarge(t)) => phrase!("cgt-number-too-large", text = t),
        U::PowerOfUp { most } => phrase!("cgt-power-of-up", most = *most),
        U::UpsTwice => phrase!("cgt-ups-twice"),
        U::EmptyLiteral => phrase!("cgt-empty-literal"),
        U::Unclosed => phrase!("cgt-unclosed"),
        U::NoBar => phrase!("cgt-no-bar"),
        U::AmbiguousBars { bars } => phrase!("cgt-ambiguous-bars", bars = *bars),
        U::NoSeparator => phrase!("cgt-no-separator"),
        U::NoOption => phrase!("cgt-no-option"),
        U::TrailingComma => phrase!("cgt-trailing-comma"),
        r => own_words(r),
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

/// Why an m,n,k-game cannot be played or its position read: the sizes typed, what is wrong
/// with a position in boyi-games' own words.
pub(crate) fn mnk_reason(e: &boyi_games::mnk::MnkError) -> Phrase {
    use boyi_games::mnk::MnkError as M;
    match e {
        M::Size { m, n, k } => phrase!("mnk-size", m = *m, n = *n, k = *k),
        M::TooLarge { cells } => phrase!("mnk-too-large", cells = *cells),
        M::Position { text, reason } => {
            phrase!("mnk-position", text = text, why = own_words(reason))
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
            why = own_words(reason)
        ),
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

/// Why the strategy checker rejects a strategy, as a message of the catalogue: the message
/// whose id is the rejection's own ([`boyi_check::Rejection::id`]). The checker depends on
/// nothing of boyi; its reasons are worded here.
pub fn rejection_phrase(r: &boyi_check::Rejection) -> Phrase {
    use boyi_check::Rejection as R;
    match r {
        R::OverBudget => phrase!("check-over-budget"),
        R::Cycle { at, line } => phrase!("check-cycle", at = at, line = line),
        R::EndsLost { line } => phrase!("check-ends-lost", line = line),
        R::EndsNotWon { line } => phrase!("check-ends-not-won", line = line),
        R::NoReply { at, line } => phrase!("check-no-reply", at = at, line = line),
        R::IllegalReply { at, to, line } => {
            phrase!("check-illegal-reply", at = at, to = to, line = line)
        }
        R::NotLost { at, to, line } => phrase!("check-not-lost", at = at, to = to, line = line),
        R::NoField { name } => phrase!("check-no-field", name = name),
        R::BadField(field) => {
            let what = match field {
                boyi_check::Field::Set => phrase!("check-field-numbers"),
                boyi_check::Field::File => phrase!("check-field-path"),
                boyi_check::Field::Vertices | boyi_check::Field::Remoteness => {
                    phrase!("check-field-number")
                }
                boyi_check::Field::Edges => phrase!("check-field-pairs"),
                boyi_check::Field::Replies => phrase!("check-field-list"),
            };
            phrase!("check-bad-field", name = field.name(), what = what)
        }
        R::FileTooLarge {
            path,
            kib,
            budget_mib,
        } => phrase!(
            "check-file-too-large",
            path = path,
            kib = *kib,
            budget = *budget_mib
        ),
        R::NotUtf8 { path, byte } => phrase!("check-not-utf8", path = path, byte = *byte),
        R::Unreadable { path, os } => phrase!("check-unreadable", path = path, why = own_words(os)),
        R::GameFileUnreadable { file, os } => phrase!(
            "check-game-file-unreadable",
            file = file,
            why = own_words(os)
        ),
        R::InGameFile { file, why } => {
            phrase!(
                "check-in-game-file",
                file = file,
                why = rejection_phrase(why)
            )
        }
        R::UnknownBoardGame { name } => phrase!("check-unknown-board-game", name = name),
        R::StartNotBoard => phrase!("check-start-not-board"),
        R::BlockWithoutLiberty { start } => phrase!("check-block-without-liberty", start = start),
        R::NotKayles => phrase!("check-not-kayles"),
        R::UnknownKind { kind } => phrase!("check-unknown-kind", kind = kind),
        R::StrategyTooLarge {
            kib,
            mib,
            budget_mib,
        } => phrase!(
            "check-strategy-too-large",
            kib = *kib,
            mib = *mib,
            budget = *budget_mib
        ),
        R::NotJson(e) => phrase!("check-not-json", why = own_words(e)),
        R::NotAStrategy => phrase!("check-not-a-strategy"),
        R::OtherVersion => phrase!("check-other-version"),
        R::NoLabel => phrase!("check-no-label"),
        R::TwoReplies { at, first, second } => {
            phrase!("check-two-replies", at = at, first = first, second = second)
        }
        R::ThreadStart(e) => phrase!("check-thread-start", why = own_words(e)),
        R::CheckerFailed => phrase!("check-failed"),
        R::TooLong { longest, stated } => {
            phrase!("check-too-long", longest = *longest, stated = *stated)
        }
        R::DefinedTwice { at, name } => {
            phrase!("check-defined-twice", at = place(at), name = name)
        }
        R::ScoreNotInteger { at, score } => {
            phrase!("check-score-not-integer", at = place(at), score = score)
        }
        R::NotAFinalValue { at, value } => {
            phrase!("check-not-a-final-value", at = place(at), value = value)
        }
        R::UnknownConvention { line, word } => {
            phrase!("check-unknown-convention", line = *line, word = word)
        }
        R::CannotRead { line, text } => phrase!("check-cannot-read", line = *line, text = text),
        R::NoPositions => phrase!("check-no-positions"),
        R::NoName { index } => phrase!("check-no-name", index = *index),
        R::MoveNotName { name } => phrase!("check-move-not-name", name = name),
        R::NeverDefined { name } => phrase!("check-never-defined", name = name),
        R::NotAName { value } => phrase!("check-not-a-name", value = value),
        R::NoSuchPosition { name } => phrase!("check-no-such-position", name = name),
        R::NotHeaps { value } => phrase!("check-not-heaps", value = value),
        R::Ragged { board } => phrase!("check-ragged", board = board),
        R::NotACell { board, cell } => {
            phrase!("check-not-a-cell", board = board, cell = cell.to_string())
        }
        R::NotABoard { value } => phrase!("check-not-a-board", value = value),
        R::OtherSize {
            board,
            size: (w, h),
            start: (sw, sh),
        } => phrase!(
            "check-other-size",
            board = board,
            w = *w,
            h = *h,
            sw = *sw,
            sh = *sh
        ),
        R::BadEdge {
            edge: (a, b),
            vertices,
        } => phrase!("check-bad-edge", a = *a, b = *b, vertices = *vertices),
        R::NotVertices { value } => phrase!("check-not-vertices", value = value),
        R::NotAVertexSet { value, vertices } => {
            phrase!(
                "check-not-a-vertex-set",
                value = value,
                vertices = *vertices
            )
        }
        R::OpenQuote { label } => phrase!("check-open-quote", label = label),
        R::Mislabelled { label, why } => {
            phrase!("check-mislabelled", label = label, why = mislabel(why))
        }
        R::LabelNotAHeap { label, word } => {
            phrase!("check-label-not-a-heap", label = label, word = word)
        }
        R::LabelNotVertices { word } => phrase!("check-label-not-vertices", word = word),
        R::LabelNotAGraph { words } => phrase!("check-label-not-a-graph", words = words),
        // What a later checker may add, in its words.
        r => own_words(r),
    }
}

/// [`rejection_phrase`] in `lang`: what the command line's `check-strategy` prints after
/// `FILE: rejected: `.
pub fn rejection_words(lang: boyi_i18n::Lang, r: &boyi_check::Rejection) -> String {
    crate::said::phrase_words(lang, &rejection_phrase(r))
}

/// A place in a game file the checker read.
fn place(at: &boyi_check::Where) -> Phrase {
    match at {
        boyi_check::Where::Line(line) => phrase!("check-at-line", line = *line),
        boyi_check::Where::Position { number, name } => {
            phrase!("check-at-position", number = *number, name = name)
        }
    }
}

/// What a strategy's label gets wrong.
fn mislabel(m: &boyi_check::Mislabel) -> Phrase {
    use boyi_check::Mislabel as M;
    let play = |misere: bool| match misere {
        true => phrase!("check-misere-play"),
        false => phrase!("check-normal-play"),
    };
    match m {
        M::NimRules => phrase!("check-label-nim-rules"),
        M::NimPlay { misere } => phrase!("check-label-nim-play", play = play(*misere)),
        M::Heaps(h) if h.is_empty() => phrase!("check-label-no-heaps"),
        M::Heaps(h) => {
            let heaps: Vec<String> = h.iter().map(u64::to_string).collect();
            phrase!("check-label-heaps", heaps = heaps.join(" "))
        }
        M::NormalPlay => phrase!("check-label-normal-play"),
        M::GraphRules { file } => phrase!("check-label-graph-rules", file = file),
        M::GraphPlay { file, misere } => {
            phrase!("check-label-graph-play", file = file, play = play(*misere))
        }
        M::Start(s) => phrase!("check-label-start", start = s),
        M::Vertices(s) => phrase!("check-label-vertices", start = s),
        M::GameRules { game } => phrase!("check-label-game-rules", game = game),
        M::OtherGraph => phrase!("check-label-other-graph"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::said::phrase_words;
    use boyi_games::grid::shape::ShapeError;
    use boyi_i18n::{english_runs, Lang};
    use boyi_script::{DrawProblem, Expected, Found, NotAPosition, PieceProblem, Reason};

    fn value() -> Found {
        Found::Value {
            rhai_type: "i64".into(),
            shown: "5".into(),
        }
    }

    fn reasons() -> Vec<Reason> {
        let s = String::from;
        vec![
            Reason::NoStart,
            Reason::StartTakesParameters { n: 2 },
            Reason::TakesNoParameters {
                hook: s("starts"),
                n: 1,
            },
            Reason::TakesOneParameter {
                hook: s("moves"),
                n: 2,
            },
            Reason::MovesOfBothKinds,
            Reason::LeftWithoutRight,
            Reason::RightWithoutLeft,
            Reason::NoMoves,
            Reason::PartizanTurn,
            Reason::PartizanTerminal,
            Reason::PartizanMisere,
            Reason::PartizanNotExplored,
            Reason::CanonicalWithoutSplit,
            Reason::MisereNotBool { value: s("3") },
            Reason::PartHasFinalValue { part: s("[1, 2]") },
            Reason::SplitOneStart,
            Reason::NoStartFor {
                param: s("n"),
                n: 4,
            },
            Reason::DeclaredNoBoard,
            Reason::DeclaredDerives { hook: s("moves") },
            Reason::Board(ShapeError::Size {
                width: 9,
                height: 9,
            }),
            Reason::Board(ShapeError::Ragged {
                row: 2,
                found: 3,
                expected: 4,
            }),
            Reason::Board(ShapeError::Character {
                found: '?',
                row: 1,
                column: 2,
                allowed: "'.' or '#'",
            }),
            Reason::Piece {
                number: 1,
                item: s("#{}"),
                problem: PieceProblem::NoCells,
            },
            Reason::Piece {
                number: 2,
                item: s("#{turns: \"some\"}"),
                problem: PieceProblem::Turns { turns: s("some") },
            },
            Reason::Piece {
                number: 1,
                item: s("#{colour: 1}"),
                problem: PieceProblem::Key { key: s("colour") },
            },
            Reason::Piece {
                number: 1,
                item: s("3"),
                problem: PieceProblem::NotCells,
            },
            Reason::Piece {
                number: 1,
                item: s("[[0, 99]]"),
                problem: PieceProblem::Cell { cell: s("[0, 99]") },
            },
            Reason::Pieces(ShapeError::Size {
                width: 0,
                height: 1,
            }),
            Reason::UnknownParameter {
                name: s("k"),
                known: vec![],
            },
            Reason::UnknownParameter {
                name: s("k"),
                known: vec![s("n"), s("m")],
            },
            Reason::NoParameter { name: s("k") },
            Reason::NotNameValue { token: s("10") },
            Reason::UnreadablePosition {
                text: s("[1, 2"),
                rhai: s("Expecting ']'"),
            },
            Reason::NotAPosition {
                text: s("1.5"),
                why: NotAPosition {
                    found: s("f64"),
                    path: s(""),
                },
            },
            Reason::NotAPosition {
                text: s("[Fn(\"f\")]"),
                why: NotAPosition {
                    found: s("Fn"),
                    path: s("[0]"),
                },
            },
        ]
    }

    fn expected() -> Vec<Expected> {
        let draw = |p| Expected::Drawing(p);
        vec![
            Expected::Positions,
            Expected::Position(NotAPosition {
                found: "f64".into(),
                path: String::new(),
            }),
            Expected::Terminal,
            Expected::BoardPicture,
            Expected::Pieces,
            Expected::PlacementPosition,
            draw(DrawProblem::Kind),
            draw(DrawProblem::NoGrid),
            draw(DrawProblem::Key {
                key: "colour".into(),
            }),
            draw(DrawProblem::GridNotArray),
            draw(DrawProblem::Gravity(value())),
            draw(DrawProblem::Cell { row: 1, cell: '?' }),
            draw(DrawProblem::Ragged {
                row: 1,
                len: 1,
                first: 2,
            }),
            draw(DrawProblem::Cells {
                most: 4096,
                cells: 5000,
            }),
            draw(DrawProblem::Heap {
                index: 1,
                found: Found::Nothing,
            }),
        ]
    }

    fn found() -> Vec<Found> {
        vec![
            Found::Nothing,
            Found::Str("oops".into()),
            value(),
            Found::Position("[3]".into()),
            Found::Element {
                index: 1,
                of: Box::new(value()),
            },
        ]
    }

    fn malformed() -> Vec<boyi_format::Malformed> {
        use boyi_format::Malformed as M;
        let s = String::from;
        vec![
            M::DefinedTwice { name: s("a") },
            M::TooManyPositions { most: 1 << 32 },
            M::TooManyMoves { most: 1 << 32 },
            M::ReadSoFarTooLarge {
                mib: 20,
                budget_mib: 10,
            },
            M::GraphTooLarge {
                positions: 5,
                moves: 7,
                mib: 20,
                budget_mib: 10,
            },
            M::LineTooLong { budget_mib: 10 },
            M::EmptyButStart { name: s("z") },
            M::Empty,
            M::UnknownMove { name: s("b") },
            M::UnknownStart { name: s("z") },
            M::NotUtf8 { byte: 3 },
            M::NameFirst { token: s("->") },
            M::AmongMoves { token: s("=") },
            M::StartNeedsName,
            M::ConventionTwice { line: 2 },
            M::ConventionExpected,
            M::AfterConvention { token: s("x") },
            M::Unrecognized {
                line: s("hello world"),
            },
            M::FinalValueExpected,
            M::ScoreExpected,
            M::AfterFinalValue { token: s("loss") },
            M::JsonPosition {
                number: 2,
                why: Box::new(M::DefinedTwice { name: s("a") }),
            },
            M::MovesAndFinalValue {
                number: 1,
                name: s("a"),
            },
            M::NotTextName { name: s("a b") },
        ]
    }

    fn unreadable() -> Vec<boyi_cgt::Unreadable> {
        use boyi_cgt::{Count, DyadicError as D, Unreadable as U};
        let s = String::from;
        vec![
            U::TextAfter,
            U::OutOfRange,
            U::Expected('|'),
            U::NestedTooDeeply,
            U::BareList,
            U::NotAValue,
            U::End,
            U::ExpectedCount(Count::PowerOfUp),
            U::ExpectedCount(Count::Ups),
            U::CountTooLarge {
                what: Count::Nimber,
                digits: s("99999999"),
            },
            U::Number(D::Syntax(s("1/"))),
            U::Number(D::NotDyadic(s("3/5"))),
            U::Number(D::TooLarge(s("1/0"))),
            U::PowerOfUp { most: 64 },
            U::UpsTwice,
            U::EmptyLiteral,
            U::Unclosed,
            U::NoBar,
            U::AmbiguousBars { bars: 2 },
            U::NoSeparator,
            U::NoOption,
            U::TrailingComma,
        ]
    }

    fn rejections() -> Vec<boyi_check::Rejection> {
        use boyi_check::{Field, Mislabel as L, Rejection as R, Where};
        let s = String::from;
        let at = || Where::Position {
            number: 2,
            name: s("b"),
        };
        let label = |why| R::Mislabelled {
            label: s("nim 3 4 5"),
            why,
        };
        let mut all = vec![
            R::OverBudget,
            R::Cycle {
                at: s("a"),
                line: s("a -> b -> a"),
            },
            R::EndsLost { line: s("a -> b") },
            R::EndsNotWon { line: s("a -> b") },
            R::NoReply {
                at: s("[1]"),
                line: s("[1, 2] -> [1, 1] -> [1]"),
            },
            R::IllegalReply {
                at: s("[3]"),
                to: s("[5]"),
                line: s("[3]"),
            },
            R::NotLost {
                at: s("[3]"),
                to: s("[1]"),
                line: s("[3] -> [1]"),
            },
            R::NoField { name: s("start") },
            R::FileTooLarge {
                path: s("s.json"),
                kib: 64,
                budget_mib: 1,
            },
            R::NotUtf8 {
                path: s("s.json"),
                byte: 7,
            },
            R::InGameFile {
                file: s("g.txt"),
                why: Box::new(R::DefinedTwice {
                    at: Where::Line(3),
                    name: s("a"),
                }),
            },
            R::UnknownBoardGame { name: s("go") },
            R::StartNotBoard,
            R::BlockWithoutLiberty { start: s("x.|..") },
            R::NotKayles,
            R::UnknownKind { kind: s("chess") },
            R::StrategyTooLarge {
                kib: 300,
                mib: 5,
                budget_mib: 1,
            },
            R::NotAStrategy,
            R::OtherVersion,
            R::NoLabel,
            R::TwoReplies {
                at: s("[3]"),
                first: s("[1]"),
                second: s("[2]"),
            },
            R::CheckerFailed,
            R::TooLong {
                longest: 5,
                stated: 3,
            },
            R::ScoreNotInteger {
                at: at(),
                score: s("1.5"),
            },
            R::NotAFinalValue {
                at: Where::Line(2),
                value: s("maybe"),
            },
            R::UnknownConvention {
                line: 1,
                word: s("weird"),
            },
            R::CannotRead {
                line: 1,
                text: s("hello"),
            },
            R::NoPositions,
            R::NoName { index: 0 },
            R::MoveNotName { name: s("a") },
            R::NeverDefined { name: s("c") },
            R::NotAName { value: s("3") },
            R::NoSuchPosition { name: s("z") },
            R::NotHeaps { value: s("\"x\"") },
            R::Ragged { board: s("..|.") },
            R::NotACell {
                board: s("..|.?"),
                cell: '?',
            },
            R::NotABoard { value: s("3") },
            R::OtherSize {
                board: s("..|.."),
                size: (2, 2),
                start: (3, 2),
            },
            R::BadEdge {
                edge: (0, 9),
                vertices: 4,
            },
            R::NotVertices { value: s("3") },
            R::NotAVertexSet {
                value: s("[1, 1]"),
                vertices: 4,
            },
            R::OpenQuote { label: s("nim '3") },
            R::LabelNotAHeap {
                label: s("nim x"),
                word: s("x"),
            },
            R::LabelNotVertices { word: s("x") },
            R::LabelNotAGraph { words: s("star") },
        ];
        for field in [
            Field::Set,
            Field::File,
            Field::Vertices,
            Field::Edges,
            Field::Remoteness,
            Field::Replies,
        ] {
            all.push(R::BadField(field));
        }
        for why in [
            L::NimRules,
            L::NimPlay { misere: true },
            L::NimPlay { misere: false },
            L::Heaps(vec![]),
            L::Heaps(vec![1, 2]),
            L::NormalPlay,
            L::GraphRules { file: s("g.txt") },
            L::GraphPlay {
                file: s("g.txt"),
                misere: true,
            },
            L::Start(s("a")),
            L::Vertices(s("[0, 1]")),
            L::GameRules { game: s("cram") },
            L::OtherGraph,
        ] {
            all.push(label(why));
        }
        all
    }

    /// In Chinese without English (what a script or Rhai wrote aside), in English as
    /// boyi-script words it, under an id of the catalogue.
    #[track_caller]
    fn both_ways(p: &Phrase, english: &str) {
        assert!(boyi_i18n::has_message(&p.id), "{}", p.id);
        assert_eq!(phrase_words(Lang::En, p), english, "{}", p.id);
        let zh = phrase_words(Lang::Zh, p);
        let prose: String = zh.split('`').step_by(2).collect::<Vec<_>>().join("·");
        let allowed = [
            "board()",
            "pieces()",
            "rect(w, h)",
            "true",
            "false",
            "Left",
            "Right",
            "win",
            "loss",
            "draw",
            "all",
            "rotations",
            "half",
            "mirror",
            "none",
            "cells",
            "turns",
            "grid",
            "rows",
            "gravity",
            "Expecting",
            "Fn",
            "oops",
        ];
        let runs = english_runs(&prose, &allowed);
        assert!(runs.is_empty(), "{}: {zh}: {runs:?}", p.id);
    }

    #[test]
    fn every_script_reason_is_worded_in_both_languages() {
        for r in reasons() {
            // A value that is no position is named by its Rhai type rather than in English's
            // articles ("a value of type Fn").
            let english = r
                .to_string()
                .replace("cannot contain a Fn", "cannot contain a value of type Fn");
            both_ways(&script_reason(&r), &english);
        }
        for e in expected() {
            both_ways(&script_expected(&e), &e.to_string());
        }
        for f in found() {
            both_ways(&script_found(&f), &f.to_string());
        }
        for m in malformed() {
            both_ways(&format_reason(&m), &m.to_string());
        }
        for reason in unreadable() {
            let e = boyi_cgt::ValueParseError { at: 2, reason };
            both_ways(&cgt_unreadable(&e), &e.to_string());
        }
        // As the parser finds them.
        for text in ["{1|", "1 2", "^<0>", "{1|2||3||4}", "3/5", "*x"] {
            let e = boyi_cgt::Arena::new().parse(text).unwrap_err();
            both_ways(&cgt_unreadable(&e), &e.to_string());
        }
        // The checker's rejections, each under the id the checker gives it.
        for r in rejections() {
            let p = rejection_phrase(&r);
            assert_eq!(p.id, r.id(), "{r:?}");
            both_ways(&p, &r.to_string());
        }
        // The system's and serde_json's words stay theirs, inside the checker's frame.
        let r = boyi_check::Rejection::NotJson("EOF while parsing".into());
        assert_eq!(rejection_phrase(&r).id, r.id());
        assert_eq!(rejection_words(Lang::En, &r), r.to_string());
        // A partizan position that cannot be read.
        use boyi_games::partizan::{grid::GridError as G, toads_and_frogs::StripError as T};
        let grid = [
            G::Character {
                found: '?',
                row: 1,
                col: 2,
                allowed: ".#".into(),
            },
            G::Ragged {
                row: 2,
                len: 1,
                first: 2,
            },
            G::TooLarge { rows: 20, cols: 20 },
        ];
        for e in grid {
            both_ways(&grid_reason(&e), &e.to_string());
        }
        for e in [T::Character('x', 3), T::TooLong(70)] {
            both_ways(&strip_reason(&e), &e.to_string());
        }
        let e = boyi_games::partizan::toppling_dominoes::RowError('x', 2);
        both_ways(&row_reason(&e), &e.to_string());
        // An m,n,k-game's and Connect-Four's sizes (a position's fault stays their words).
        use boyi_games::{connect4::Connect4Error as C4, mnk::MnkError as M};
        for e in [M::Size { m: 9, n: 9, k: 3 }, M::TooLarge { cells: 50 }] {
            both_ways(&mnk_reason(&e), &e.to_string());
        }
        for e in [
            C4::Size {
                width: 9,
                height: 9,
            },
            C4::K { k: 70 },
        ] {
            both_ways(&connect4_reason(&e), &e.to_string());
        }
        let e = M::Position {
            text: "xxxxx".into(),
            reason: "a picture of the board needs 9 cells".into(),
        };
        assert_eq!(phrase_words(Lang::En, &mnk_reason(&e)), e.to_string());
        // The contest solvers' refusals.
        use boyi_games::pirates::PiratesError as Q;
        use boyi_games::{
            absolute::AbsoluteError as A, cutting::SheetError as S, pie::PieError as P,
        };
        for e in [
            P::TooMany(2_000_000),
            P::TooLarge {
                index: 2,
                size: 1 << 40,
            },
        ] {
            both_ways(&pie_reason(&e), &e.to_string());
        }
        for e in [A::Lengths(2, 1), A::TooLong(11), A::OutOfRange(1 << 41)] {
            both_ways(&absolute_reason(&e), &e.to_string());
        }
        for e in [Q::Pirates(0), Q::Threshold("3/2".into())] {
            both_ways(&pirates_reason(&e), &e.to_string());
        }
        for e in [S::TooThin(2, 1), S::TooLarge(70000, 3, 65535)] {
            both_ways(&sheet_reason(&e), &e.to_string());
        }
        // `split` that returns no parts for a position with moves.
        for moves in [1, 3] {
            let at = boyi_script::ScriptLocation {
                file: "s.rhai".into(),
                line: 4,
                column: 1,
            };
            let e = crate::EngineError::Script(boyi_script::ScriptError::SplitNoParts {
                at,
                call: "split([3])".into(),
                moves,
            });
            assert_eq!(e.message(Lang::En), e.to_string());
            assert_eq!(e.id(), "script-split-no-parts");
            let zh = e.message(Lang::Zh);
            let prose: String = zh.split('`').step_by(2).collect::<Vec<_>>().join("·");
            let runs = english_runs(&prose, &["s.rhai", "split([3])", "[pos]"]);
            assert!(runs.is_empty(), "{zh}: {runs:?}");
        }
        // A solver's own words stay its words, and say so.
        let solver = script_reason(&Reason::Solver("a cycle".into()));
        assert_eq!(solver.id, crate::said::OWN_WORDS_ID);
    }
}
