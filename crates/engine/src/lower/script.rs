//! A rules script's refusals (boyi-script's typed reasons) as messages of the catalogue.

use super::shape_reason;
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
