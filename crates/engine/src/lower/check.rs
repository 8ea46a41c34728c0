//! The strategy checker's rejections (boyi-check's typed reasons) as messages of the
//! catalogue.

use crate::said::own_words;
use boyi_report::{phrase, Phrase};

/// A position as the checker shows it: a position of no heaps in the reader's words.
fn shown(position: &str) -> boyi_report::PhraseArg {
    if position == boyi_check::NO_HEAPS {
        phrase!("check-position-no-heaps").into()
    } else {
        position.into()
    }
}

/// Why the strategy checker rejects a strategy, as a message of the catalogue: the message
/// whose id is the rejection's own ([`boyi_check::Rejection::id`]). The checker depends on
/// nothing of boyi; its reasons are worded here.
pub fn rejection_phrase(r: &boyi_check::Rejection) -> Phrase {
    use boyi_check::Rejection as R;
    match r {
        R::OverBudget => phrase!("check-over-budget"),
        R::Cycle { at, line } => phrase!("check-cycle", at = shown(at), line = line),
        R::EndsLost { line } => phrase!("check-ends-lost", line = line),
        R::EndsNotWon { line } => phrase!("check-ends-not-won", line = line),
        R::NoReply { at, line } => phrase!("check-no-reply", at = shown(at), line = line),
        R::IllegalReply { at, to, line } => phrase!(
            "check-illegal-reply",
            at = shown(at),
            to = shown(to),
            line = line
        ),
        R::NotLost { at, to, line } => phrase!(
            "check-not-lost",
            at = shown(at),
            to = shown(to),
            line = line
        ),
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
        R::NotJson(e) => phrase!("check-not-json", why = crate::said::json_reason_words(e)),
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
