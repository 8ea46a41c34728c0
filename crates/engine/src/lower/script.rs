//! A rules script's refusals (boyi-script's typed reasons) as messages of the catalogue.

use super::shape_reason;
use crate::said::own_words;
use boyi_report::{phrase, Phrase};

/// Why boyi refuses a rules script's definition, a parameter or a position given to it.
pub(crate) fn script_reason(r: &boyi_script::Reason) -> Phrase {
    use boyi_script::Reason as R;
    match r {
        R::NoStart => phrase!("script-no-start"),
        R::Unsupported(u) => crate::lower::unsupported_phrase(u),
        R::Invalid(i) => crate::lower::invalid_phrase(i),
        R::At { position, problem } => phrase!(
            "error-at-position",
            position = position,
            why = crate::lower::at_phrase(problem)
        ),
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
        R::ParameterType(w) => phrase!(
            "script-parameter-type",
            name = &w.name,
            rhai_type = a_type(&w.rhai_type),
            default = &w.default,
            given = &w.given
        ),
        R::NoParameter { name } => phrase!("script-no-parameter", name = name),
        R::NotNameValue { token } => phrase!("script-not-name-value", token = token),
        R::PositionProblem { text, problem } => phrase!(
            "script-unreadable-position",
            text = text,
            why = rhai_problem(problem)
        ),
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

/// A value of a Rhai type (as Rhai names it): a number by its kind, another by its name.
fn a_type(rhai_type: &str) -> Phrase {
    match rhai_type {
        "f64" | "f32" => phrase!("script-type-float", rhai_type = rhai_type),
        "i64" | "i32" => phrase!("script-type-integer", rhai_type = rhai_type),
        _ => phrase!("script-type-other", rhai_type = rhai_type),
    }
}

/// Why a value cannot be a position: the Rhai type (as Rhai names it) and where inside.
fn not_a_position(e: &boyi_script::NotAPosition) -> Phrase {
    let found = match e.found.as_str() {
        "i64" | "i32" => phrase!("script-type-other", rhai_type = &e.found),
        t => a_type(t),
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

/// A script's error in one of Rhai's common kinds ([`boyi_script::ScriptError::Rhai`]) as a
/// message of the catalogue: the frame (where, and which call or a syntax error) around what
/// Rhai says, typed. `None` for the other errors.
pub(crate) fn rhai_fault(e: &boyi_script::ScriptError) -> Option<Phrase> {
    let boyi_script::ScriptError::Rhai { at, call, problem } = e else {
        return None;
    };
    Some(match call {
        Some(call) => phrase!(
            "error-script-runtime",
            at = at.to_string(),
            call = call,
            why = rhai_problem(problem)
        ),
        None => phrase!(
            "error-script-syntax",
            at = at.to_string(),
            why = rhai_problem(problem)
        ),
    })
}

/// The id of a script's error in one of Rhai's common kinds: what Rhai says
/// (`rhai-function-not-found`).
pub(crate) fn rhai_id(p: &boyi_script::RhaiProblem) -> &'static str {
    boyi_i18n::catalogued_id(&rhai_problem(p).id).unwrap_or("error-script")
}

/// A token Rhai expects, and what for.
fn missing_token(token: &str, purpose: &boyi_script::TokenPurpose) -> Phrase {
    use boyi_script::TokenPurpose as T;
    let (kind, function) = match purpose {
        T::EndStatement => ("end-statement", ""),
        T::EndBlock => ("end-block", ""),
        T::StartBlock => ("start-block", ""),
        T::ArrayItems => ("array-items", ""),
        T::MapItems => ("map-items", ""),
        T::CallArguments { function } => ("call-arguments", function.as_str()),
        T::CloseCall { function } => ("close-call", function.as_str()),
        T::CloseParameters { function } => ("close-parameters", function.as_str()),
        T::MatchIndex => ("match-index", ""),
        T::MatchParenthesis => ("match-parenthesis", ""),
        T::Said(words) => {
            return phrase!(
                "rhai-missing-token-said",
                token = token,
                context = words.as_str()
            )
        }
    };
    phrase!(
        "rhai-missing-token",
        token = token,
        purpose = kind,
        function = function
    )
}

/// What Rhai says went wrong (or which of the sandbox's limits stopped a call). A script's
/// own words (the value it throws, the names and types it uses) stay as written.
pub(crate) fn rhai_problem(p: &boyi_script::RhaiProblem) -> Phrase {
    use boyi_script::RhaiProblem as P;
    match p {
        P::Incomplete => phrase!("rhai-incomplete"),
        P::MissingToken { token, purpose } => missing_token(token, purpose),
        P::Unexpected { text } => phrase!("rhai-unexpected", text = text),
        P::UnterminatedString => phrase!("rhai-unterminated-string"),
        P::MalformedNumber { text } => phrase!("rhai-malformed-number", text = text),
        P::MalformedChar { text } => phrase!("rhai-malformed-char", text = text),
        P::MalformedEscape { text } => phrase!("rhai-malformed-escape", text = text),
        P::UnknownOperator { operator } => phrase!("rhai-unknown-operator", operator = operator),
        P::Reserved { word, keyword } => phrase!(
            "rhai-reserved",
            word = word,
            kind = if *keyword { "keyword" } else { "symbol" }
        ),
        P::FunctionDefinedTwice { name, params } => {
            phrase!("rhai-function-defined-twice", name = name, params = *params)
        }
        P::NestedFunction => phrase!("rhai-nested-function"),
        P::VariableNotFound { name } => phrase!("rhai-variable-not-found", name = name),
        P::FunctionNotFound { signature } => {
            phrase!("rhai-function-not-found", signature = signature)
        }
        P::PropertyNotFound { name } => phrase!("rhai-property-not-found", name = name),
        P::TypeMismatch { expected, found } if found.is_empty() => {
            phrase!("rhai-type-expected", expected = expected)
        }
        P::TypeMismatch { expected, found } if expected.is_empty() => {
            phrase!("rhai-type-found", found = found)
        }
        P::TypeMismatch { expected, found } => {
            phrase!("rhai-type-mismatch", expected = expected, found = found)
        }
        P::NotIndexable { what } => phrase!("rhai-not-indexable", what = what),
        P::ArrayIndex { index, len } => phrase!("rhai-array-index", index = *index, len = *len),
        P::StringIndex { index, len } => {
            phrase!("rhai-string-index", index = *index, len = *len)
        }
        P::NotIterable => phrase!("rhai-not-iterable"),
        P::AssignToConstant { name } => phrase!("rhai-assign-to-constant", name = name),
        P::Thrown { value } if value.is_empty() => phrase!("rhai-thrown-nothing"),
        P::Thrown { value } => phrase!("rhai-thrown", value = value),
        P::DivisionByZero { operation } => {
            phrase!("rhai-division-by-zero", operation = operation)
        }
        P::Overflow { operation } => phrase!("rhai-overflow", operation = operation),
        P::TooManyOperations { limit } => phrase!("rhai-too-many-operations", limit = *limit),
        P::TooDeep { limit } => phrase!("rhai-too-deep", limit = *limit),
        P::TooLarge { what, limit } => phrase!(
            "rhai-too-large",
            // Rhai names what in English ("Size of array"); the other languages by its kind.
            what = what,
            kind = match what.as_str() {
                "Size of array/BLOB" => "array",
                "Length of string" => "string",
                "Size of object map" => "map",
                _ => "other",
            },
            limit = *limit
        ),
        P::TooSlow { limit } => phrase!(
            "rhai-too-slow",
            seconds = format!("{:.1}", limit.as_secs_f64())
        ),
        P::Import { module } => phrase!("rhai-import", module = module),
    }
}
