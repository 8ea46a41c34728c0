//! What the messages are of ([`Choices`], [`Sizes`], [`Range`], [`Need`]) and how each is
//! worded: apart from `mod.rs` so that the messages themselves stay readable in one file.

use super::Way;
use boyi_i18n::{tr, Lang};
use boyi_report::{FrontEnd, Opt};

/// The words an option takes ([`Said::Choices`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choices {
    /// A board game's `--method`: `tablebase` or `search`.
    BoardMethod,
    /// A heap game's `--method` for `sequence`: `naive` or `sparse`.
    HeapMethod,
    /// `--endless`: `zero` or `refuse`.
    Endless,
}

/// What a verb takes the game without ([`Said::WithoutSizes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sizes {
    /// Heap sizes.
    Heaps,
    /// Heads (a coin game's).
    Heads,
    /// A board.
    Board,
    /// A sheet's height.
    Sheet,
}

/// What a range lists ([`Way`], [`Said::OutOfRange`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Range {
    /// The values of heaps 0..=N.
    Heaps,
    /// One value.
    OneValue,
    /// Misère outcomes and genera of heaps 0..=N.
    MisereHeaps,
    /// A misère quotient of heaps 0..=N.
    MisereQuotient,
    /// Wythoff's P-positions (a_k, b_k), k = 0..=N.
    WythoffPairs,
    /// The table of a sum of two games, x, y = 0..=N.
    SumTable,
    /// The table of a script's two parameters.
    ScriptTable,
    /// A script's values over its parameter.
    ScriptValues,
    /// The values of a game's parameter 0..=N.
    Values,
    /// The sheets W x 2 .. W x N.
    SheetsWide(u64),
    /// The table of sheets w x h, w, h = 2..=N.
    SheetsTable,
    /// Turning Corners' table.
    CornersTable,
    /// A coin game's values.
    Coins,
    /// The boards W x 1 .. W x N (a board holds at most 64 cells).
    BoardsWide(u64),
    /// The table of every w x h board (a board holds at most 64 cells).
    BoardsTable,
    /// A book's depth.
    BookDepth,
}

/// What needs more memory than the budget ([`Said::OverBudget`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Need {
    /// A heap game's sequence to `upto`, about `mib` MiB.
    Sequence {
        /// The last heap.
        upto: u64,
        /// About how much it needs.
        mib: u64,
    },
    /// A script's sequence: a start and a value for each of `values` values of `param`, at
    /// least `bytes` bytes each.
    ScriptSequence {
        /// The last value of the parameter.
        upto: u64,
        /// The parameter.
        param: String,
        /// How many values.
        values: u64,
        /// Bytes each at least.
        bytes: u64,
    },
    /// A game graph explored as far as the budget let it grow.
    Explored {
        /// Positions found when the budget ran out.
        positions: u64,
        /// Moves found when the budget ran out.
        moves: u64,
    },
    /// A game graph of about `mib` MiB.
    Graph {
        /// About how much it needs.
        mib: u64,
    },
    /// A file of more than `most` numbers of the parameter `param`.
    Numbers {
        /// The file.
        path: String,
        /// The parameter the numbers are of.
        param: String,
        /// The most the budget holds.
        most: u64,
        /// Bytes per number.
        bytes: u64,
    },
    /// A JSON game graph of `file_tenths` tenths of a MiB, which takes about `mib` MiB to
    /// read.
    Json {
        /// The file.
        path: String,
        /// Its size, in tenths of a MiB.
        file_tenths: u64,
        /// About how much reading it takes.
        mib: u64,
    },
    /// A JSON game graph longer than `kib` KiB.
    JsonLonger {
        /// The file.
        path: String,
        /// The most it may hold.
        kib: u64,
    },
}

pub(super) fn range(lang: Lang, r: Range) -> String {
    match r {
        Range::Heaps => tr!(lang, "range-heaps"),
        Range::OneValue => tr!(lang, "range-one-value"),
        Range::MisereHeaps => tr!(lang, "range-misere-heaps"),
        Range::MisereQuotient => tr!(lang, "range-misere-quotient"),
        Range::WythoffPairs => tr!(lang, "range-wythoff-pairs"),
        Range::SumTable => tr!(lang, "range-sum-table"),
        Range::ScriptTable => tr!(lang, "range-script-table"),
        Range::ScriptValues => tr!(lang, "range-script-values"),
        Range::Values => tr!(lang, "range-values"),
        Range::SheetsWide(w) => tr!(lang, "range-sheets-wide", w = w),
        Range::SheetsTable => tr!(lang, "range-sheets-table"),
        Range::CornersTable => tr!(lang, "range-corners-table"),
        Range::Coins => tr!(lang, "range-coins"),
        Range::BoardsWide(w) => tr!(lang, "range-boards-wide", w = w),
        Range::BoardsTable => tr!(lang, "range-boards-table"),
        Range::BookDepth => tr!(lang, "range-book-depth"),
    }
}

pub(super) fn ways(lang: Lang, front: FrontEnd, ways: &[Way]) -> String {
    let one = |w: &Way| {
        let call = w.call.words(front);
        match w.lists {
            Some(r) => tr!(lang, "error-way", call = call, lists = range(lang, r)),
            None => tr!(lang, "error-way-bare", call = call),
        }
    };
    match ways {
        [first, second, ..] => tr!(lang, "error-ways", first = one(first), second = one(second)),
        [only] => one(only),
        [] => String::new(),
    }
}

pub(super) fn need(lang: Lang, n: &Need, front: FrontEnd) -> String {
    let upto = |u: u64| Opt::Upto.given(front, &u.to_string());
    match n {
        Need::Sequence { upto: u, mib } => tr!(lang, "need-sequence", upto = upto(*u), mib = *mib),
        Need::ScriptSequence {
            upto: u,
            param,
            values,
            bytes,
        } => tr!(
            lang,
            "need-script-sequence",
            upto = upto(*u),
            param = param,
            values = *values,
            bytes = *bytes
        ),
        Need::Graph { mib } => tr!(lang, "need-graph", mib = *mib),
        Need::Explored { positions, moves } => tr!(
            lang,
            "need-explored",
            positions = *positions,
            moves = *moves
        ),
        Need::Numbers {
            path,
            param,
            most,
            bytes,
        } => tr!(
            lang,
            "need-numbers",
            path = path,
            param = param,
            most = *most,
            bytes = *bytes
        ),
        Need::Json {
            path,
            file_tenths,
            mib,
        } => tr!(
            lang,
            "need-json",
            path = path,
            size = format!("{}.{}", file_tenths / 10, file_tenths % 10),
            mib = *mib
        ),
        Need::JsonLonger { path, kib } => tr!(lang, "need-json-longer", path = path, kib = *kib),
    }
}
