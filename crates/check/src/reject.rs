//! Why a strategy is rejected, typed: each reason a variant with what it names as fields and
//! a stable id ([`Rejection::id`]), so that a front end can word it in its reader's language
//! from its own catalogue. [`fmt::Display`] words it in English. The checker depends on none
//! of boyi: the ids are plain strings, boyi's catalogue has a message of each.

use std::fmt;

/// Where in a game file: a line of the text format, a position of the JSON format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Where {
    /// A line, from 1.
    Line(usize),
    /// A position of the JSON list, from 1, and its name.
    Position {
        /// Its number, from 1.
        number: usize,
        /// Its name.
        name: String,
    },
}

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Where::Line(line) => write!(f, "line {line}"),
            Where::Position { number, name } => write!(f, "position {number} (`{name}`)"),
        }
    }
}

/// A field of a strategy or its rules that holds the wrong kind of value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `set`: a list of numbers.
    Set,
    /// `file`: a path.
    File,
    /// `vertices`: a number.
    Vertices,
    /// `edges`: a list of pairs of vertices.
    Edges,
    /// `remoteness`: a number.
    Remoteness,
    /// `replies`: a list.
    Replies,
}

impl Field {
    /// The field's name in the file.
    pub fn name(self) -> &'static str {
        match self {
            Field::Set => "set",
            Field::File => "file",
            Field::Vertices => "vertices",
            Field::Edges => "edges",
            Field::Remoteness => "remoteness",
            Field::Replies => "replies",
        }
    }
}

/// What a strategy's `game` label gets wrong ([`Rejection::Mislabelled`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mislabel {
    /// The rules are Nim's.
    NimRules,
    /// The rules are Nim in this play (misère or not).
    NimPlay {
        /// Misère play.
        misere: bool,
    },
    /// The start is these heaps.
    Heaps(Vec<u64>),
    /// The rules are in normal play.
    NormalPlay,
    /// The rules are this game graph.
    GraphRules {
        /// The graph's file.
        file: String,
    },
    /// The rules are this game graph in this play.
    GraphPlay {
        /// The graph's file.
        file: String,
        /// Misère play.
        misere: bool,
    },
    /// The start is this position (quoted).
    Start(String),
    /// The start is this position (as the rules show it).
    Vertices(String),
    /// The rules are this game's.
    GameRules {
        /// The game.
        game: String,
    },
    /// The graph is another.
    OtherGraph,
}

impl fmt::Display for Mislabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let play = |m: bool| if m { "misère play" } else { "normal play" };
        match self {
            Mislabel::NimRules => f.write_str("its rules are Nim's"),
            Mislabel::NimPlay { misere } => write!(f, "its rules are Nim in {}", play(*misere)),
            Mislabel::Heaps(h) if h.is_empty() => f.write_str("its start is no heaps"),
            Mislabel::Heaps(h) => {
                let w: Vec<String> = h.iter().map(u64::to_string).collect();
                write!(f, "its start is {}", w.join(" "))
            }
            Mislabel::NormalPlay => f.write_str("its rules are in normal play"),
            Mislabel::GraphRules { file } => write!(f, "its rules are the game graph {file}"),
            Mislabel::GraphPlay { file, misere } => {
                write!(f, "its rules are {file} in {}", play(*misere))
            }
            Mislabel::Start(s) => write!(f, "its start is `{s}`"),
            Mislabel::Vertices(s) => write!(f, "its start is {s}"),
            Mislabel::GameRules { game } => write!(f, "its rules are {game}'s"),
            Mislabel::OtherGraph => f.write_str("its graph is another"),
        }
    }
}

/// Why the checker rejects a strategy: what [`crate::check`] and its kin return.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rejection {
    /// The positions followed need more than the memory budget.
    OverBudget,
    /// The opponent can bring the game back to a position on the line.
    Cycle {
        /// The position.
        at: String,
        /// The line, positions joined by ` -> `.
        line: String,
    },
    /// A line ends with the winner to move and lost.
    EndsLost {
        /// The line.
        line: String,
    },
    /// A line ends with the winner to move and a draw or a score.
    EndsNotWon {
        /// The line.
        line: String,
    },
    /// No reply at a position the opponent can reach.
    NoReply {
        /// The position.
        at: String,
        /// The line.
        line: String,
    },
    /// A reply that is no legal move.
    IllegalReply {
        /// The position.
        at: String,
        /// Where the reply moves.
        to: String,
        /// The line.
        line: String,
    },
    /// A reply after which the opponent is not lost.
    NotLost {
        /// The position.
        at: String,
        /// Where the reply moves.
        to: String,
        /// The line.
        line: String,
    },
    /// A field the strategy must have.
    NoField {
        /// Its name.
        name: String,
    },
    /// A field holding the wrong kind of value.
    BadField(Field),
    /// A file larger than the budget lets the checker read.
    FileTooLarge {
        /// The file.
        path: String,
        /// The most it reads, in KiB.
        kib: u64,
        /// The budget, in MiB.
        budget_mib: u64,
    },
    /// A file that is not UTF-8.
    NotUtf8 {
        /// The file.
        path: String,
        /// The first byte that is not.
        byte: usize,
    },
    /// A file that cannot be read (the system's words).
    Unreadable {
        /// The file.
        path: String,
        /// The system's reason.
        os: String,
    },
    /// A game file named by the rules that cannot be read (the system's words).
    GameFileUnreadable {
        /// The file.
        file: String,
        /// The system's reason.
        os: String,
    },
    /// What is wrong in a game file named by the rules.
    InGameFile {
        /// The file.
        file: String,
        /// What is wrong.
        why: Box<Rejection>,
    },
    /// A board game the checker does not know.
    UnknownBoardGame {
        /// Its name.
        name: String,
    },
    /// The start of a board game is not a board.
    StartNotBoard,
    /// A NoGo start with a block without a liberty.
    BlockWithoutLiberty {
        /// The start.
        start: String,
    },
    /// Kayles rules naming another game.
    NotKayles,
    /// Rules of an unknown kind.
    UnknownKind {
        /// The kind.
        kind: String,
    },
    /// A strategy too large for the budget.
    StrategyTooLarge {
        /// Its size, in KiB.
        kib: u64,
        /// What checking it takes, in MiB.
        mib: u64,
        /// The budget, in MiB.
        budget_mib: u64,
    },
    /// Not JSON (serde_json's words).
    NotJson(String),
    /// Not a boyi strategy.
    NotAStrategy,
    /// A strategy of another version.
    OtherVersion,
    /// No `game` label.
    NoLabel,
    /// Two different replies at one position.
    TwoReplies {
        /// The position.
        at: String,
        /// One reply.
        first: String,
        /// The other.
        second: String,
    },
    /// The checker's thread did not start (the system's words).
    ThreadStart(String),
    /// The checker failed.
    CheckerFailed,
    /// A line longer than the stated remoteness.
    TooLong {
        /// The longest line, in plies.
        longest: u32,
        /// The stated remoteness.
        stated: u32,
    },
    /// A position of a game file defined twice.
    DefinedTwice {
        /// Where.
        at: Where,
        /// Its name.
        name: String,
    },
    /// A score that is not a 64-bit integer.
    ScoreNotInteger {
        /// Where.
        at: Where,
        /// The score as written.
        score: String,
    },
    /// A final value none of the kinds.
    NotAFinalValue {
        /// Where.
        at: Where,
        /// The value as written.
        value: String,
    },
    /// An unknown convention.
    UnknownConvention {
        /// The line.
        line: usize,
        /// The word.
        word: String,
    },
    /// A line of a game file none of the kinds.
    CannotRead {
        /// The line.
        line: usize,
        /// Its text.
        text: String,
    },
    /// A JSON game file without `positions`.
    NoPositions,
    /// A JSON position without a name.
    NoName {
        /// Its index, from 0.
        index: usize,
    },
    /// A move that is not a name.
    MoveNotName {
        /// The position.
        name: String,
    },
    /// A position moved to and never defined.
    NeverDefined {
        /// Its name.
        name: String,
    },
    /// A value that is not a position name.
    NotAName {
        /// The value.
        value: String,
    },
    /// A graph without this position.
    NoSuchPosition {
        /// The name.
        name: String,
    },
    /// A value that is not a list of heap sizes.
    NotHeaps {
        /// The value.
        value: String,
    },
    /// A board with rows of different lengths.
    Ragged {
        /// The board.
        board: String,
    },
    /// A board with a character that is no cell of the game.
    NotACell {
        /// The board.
        board: String,
        /// The character.
        cell: char,
    },
    /// A value that is not a board.
    NotABoard {
        /// The value.
        value: String,
    },
    /// A board of another size than the start.
    OtherSize {
        /// The board.
        board: String,
        /// Its width and height.
        size: (usize, usize),
        /// The start's.
        start: (usize, usize),
    },
    /// An edge that is not one of the graph.
    BadEdge {
        /// Its ends.
        edge: (u32, u32),
        /// The graph's vertices.
        vertices: u32,
    },
    /// A value that is not a list of vertices.
    NotVertices {
        /// The value.
        value: String,
    },
    /// A list that is not a set of the graph's vertices.
    NotAVertexSet {
        /// The value.
        value: String,
        /// The graph's vertices.
        vertices: u32,
    },
    /// A label with an open quote.
    OpenQuote {
        /// The label.
        label: String,
    },
    /// The label names another game than the strategy's.
    Mislabelled {
        /// The label.
        label: String,
        /// What it gets wrong.
        why: Mislabel,
    },
    /// A label's word that is not a heap size.
    LabelNotAHeap {
        /// The label.
        label: String,
        /// The word.
        word: String,
    },
    /// A label's word that is not a number of vertices.
    LabelNotVertices {
        /// The word.
        word: String,
    },
    /// A label's words that name no graph.
    LabelNotAGraph {
        /// The words.
        words: String,
    },
}

impl Rejection {
    /// The reason's id: stable, the same in every language, and the id of its message in
    /// boyi's catalogue (`check-no-reply`).
    pub fn id(&self) -> &'static str {
        use Rejection as R;
        match self {
            R::OverBudget => "check-over-budget",
            R::Cycle { .. } => "check-cycle",
            R::EndsLost { .. } => "check-ends-lost",
            R::EndsNotWon { .. } => "check-ends-not-won",
            R::NoReply { .. } => "check-no-reply",
            R::IllegalReply { .. } => "check-illegal-reply",
            R::NotLost { .. } => "check-not-lost",
            R::NoField { .. } => "check-no-field",
            R::BadField(_) => "check-bad-field",
            R::FileTooLarge { .. } => "check-file-too-large",
            R::NotUtf8 { .. } => "check-not-utf8",
            R::Unreadable { .. } => "check-unreadable",
            R::GameFileUnreadable { .. } => "check-game-file-unreadable",
            R::InGameFile { .. } => "check-in-game-file",
            R::UnknownBoardGame { .. } => "check-unknown-board-game",
            R::StartNotBoard => "check-start-not-board",
            R::BlockWithoutLiberty { .. } => "check-block-without-liberty",
            R::NotKayles => "check-not-kayles",
            R::UnknownKind { .. } => "check-unknown-kind",
            R::StrategyTooLarge { .. } => "check-strategy-too-large",
            R::NotJson(_) => "check-not-json",
            R::NotAStrategy => "check-not-a-strategy",
            R::OtherVersion => "check-other-version",
            R::NoLabel => "check-no-label",
            R::TwoReplies { .. } => "check-two-replies",
            R::ThreadStart(_) => "check-thread-start",
            R::CheckerFailed => "check-failed",
            R::TooLong { .. } => "check-too-long",
            R::DefinedTwice { .. } => "check-defined-twice",
            R::ScoreNotInteger { .. } => "check-score-not-integer",
            R::NotAFinalValue { .. } => "check-not-a-final-value",
            R::UnknownConvention { .. } => "check-unknown-convention",
            R::CannotRead { .. } => "check-cannot-read",
            R::NoPositions => "check-no-positions",
            R::NoName { .. } => "check-no-name",
            R::MoveNotName { .. } => "check-move-not-name",
            R::NeverDefined { .. } => "check-never-defined",
            R::NotAName { .. } => "check-not-a-name",
            R::NoSuchPosition { .. } => "check-no-such-position",
            R::NotHeaps { .. } => "check-not-heaps",
            R::Ragged { .. } => "check-ragged",
            R::NotACell { .. } => "check-not-a-cell",
            R::NotABoard { .. } => "check-not-a-board",
            R::OtherSize { .. } => "check-other-size",
            R::BadEdge { .. } => "check-bad-edge",
            R::NotVertices { .. } => "check-not-vertices",
            R::NotAVertexSet { .. } => "check-not-a-vertex-set",
            R::OpenQuote { .. } => "check-open-quote",
            R::Mislabelled { .. } => "check-mislabelled",
            R::LabelNotAHeap { .. } => "check-label-not-a-heap",
            R::LabelNotVertices { .. } => "check-label-not-vertices",
            R::LabelNotAGraph { .. } => "check-label-not-a-graph",
        }
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Rejection as R;
        const RAISE: &str = "(raise it with --memory)";
        match self {
            R::OverBudget => write!(f, "checking this strategy needs more than the memory budget {RAISE}"),
            R::Cycle { at, line } => write!(f, "a cycle: the opponent can bring the game back to {at} (line {line}), so play need not end and the loser escapes"),
            R::EndsLost { line } => write!(f, "the line {line} ends with the winner to move and lost"),
            R::EndsNotWon { line } => write!(f, "the line {line} ends with the winner to move and not winning (a draw or a score)"),
            R::NoReply { at, line } => write!(f, "no reply at {at}, which the opponent can reach (line {line})"),
            R::IllegalReply { at, to, line } => write!(f, "the reply at {at} moves to {to}, which is not a legal move (line {line})"),
            R::NotLost { at, to, line } => write!(f, "the reply at {at} moves to {to}, where the opponent to move is not lost (line {line})"),
            R::NoField { name } => write!(f, "the strategy has no `{name}`"),
            R::BadField(field) => {
                let what = match field {
                    Field::Set => "a list of numbers",
                    Field::File => "a path",
                    Field::Vertices | Field::Remoteness => "a number",
                    Field::Edges => "a list of pairs of vertices",
                    Field::Replies => "a list",
                };
                write!(f, "`{}` is not {what}", field.name())
            }
            R::FileTooLarge { path, kib, budget_mib } => write!(f, "{path} is larger than {kib} KiB, which takes more than the memory budget of {budget_mib} MiB to check {RAISE}"),
            R::NotUtf8 { path, byte } => write!(f, "{path}: not UTF-8 text (byte {byte} is not valid UTF-8)"),
            R::Unreadable { path, os } => write!(f, "cannot read {path}: {os}"),
            R::GameFileUnreadable { file, os } => write!(f, "cannot read the game file {file}: {os}"),
            R::InGameFile { file, why } => write!(f, "{file}: {why}"),
            R::UnknownBoardGame { name } => write!(f, "`{name}` is not a board game the checker knows (it knows cram, node-kayles, impartial-clobber, cannibal-clobber and nogo)"),
            R::StartNotBoard => f.write_str("the start is not a board (a picture, rows joined by `|`)"),
            R::BlockWithoutLiberty { start } => write!(f, "the start `{start}` has a block without a liberty"),
            R::NotKayles => f.write_str("`game` is neither node-kayles nor arc-kayles"),
            R::UnknownKind { kind } => write!(f, "rules of kind `{kind}` are not known to the checker (it knows nim, subtraction, graph, board and kayles)"),
            R::StrategyTooLarge { kib, mib, budget_mib } => write!(f, "a strategy of {kib} KiB takes about {mib} MiB to check, more than the memory budget of {budget_mib} MiB {RAISE}"),
            R::NotJson(e) => write!(f, "not JSON: {e}"),
            R::NotAStrategy => f.write_str("not a boyi strategy (`format` is not `boyi-strategy`)"),
            R::OtherVersion => f.write_str("a strategy of another version (this checker reads version 1)"),
            R::NoLabel => f.write_str("the strategy has no `game` (the game it is a strategy of)"),
            R::TwoReplies { at, first, second } => write!(f, "two different replies at {at}: to {first} and to {second}"),
            R::ThreadStart(e) => write!(f, "cannot start the checker's thread: {e}"),
            R::CheckerFailed => f.write_str("the checker failed"),
            R::TooLong { longest, stated } => write!(f, "a line lasts {longest} plies, more than the stated remoteness {stated}"),
            R::DefinedTwice { at, name } => write!(f, "{at}: `{name}` is defined twice"),
            R::ScoreNotInteger { at, score } => write!(f, "{at}: the score `{score}` is not an integer from -2^63 to 2^63-1"),
            R::NotAFinalValue { at, value } => write!(f, "{at}: `{value}` is not a final value"),
            R::UnknownConvention { line, word } => write!(f, "line {line}: unknown convention `{word}`"),
            R::CannotRead { line, text } => write!(f, "line {line}: cannot read `{text}`"),
            R::NoPositions => f.write_str("no `positions` list"),
            R::NoName { index } => write!(f, "position {index} has no name"),
            R::MoveNotName { name } => write!(f, "`{name}`: a move is not a name"),
            R::NeverDefined { name } => write!(f, "`{name}` is moved to but never defined"),
            R::NotAName { value } => write!(f, "`{value}` is not a position name"),
            R::NoSuchPosition { name } => write!(f, "the graph has no position `{name}`"),
            R::NotHeaps { value } => write!(f, "`{value}` is not a list of heap sizes"),
            R::Ragged { board } => write!(f, "the board `{board}` has rows of different lengths"),
            R::NotACell { board, cell } => write!(f, "the board `{board}` has a `{cell}`, which is not a cell of this game"),
            R::NotABoard { value } => write!(f, "`{value}` is not a board (a picture, rows joined by `|`)"),
            R::OtherSize { board, size: (w, h), start: (sw, sh) } => write!(f, "the board `{board}` is {w}x{h}, not {sw}x{sh} as the start"),
            R::BadEdge { edge: (a, b), vertices } => write!(f, "the edge {a}-{b} is not one of a graph of {vertices} vertices"),
            R::NotVertices { value } => write!(f, "`{value}` is not a list of vertices"),
            R::NotAVertexSet { value, vertices } => write!(f, "`{value}` is not a set of vertices of a graph of {vertices} vertices"),
            R::OpenQuote { label } => write!(f, "the label `{label}` has an open quote"),
            R::Mislabelled { label, why } => write!(f, "the strategy is labelled `{label}`, but {why}"),
            R::LabelNotAHeap { label, word } => write!(f, "the strategy's label `{label}`: `{word}` is not a heap size"),
            R::LabelNotVertices { word } => write!(f, "`{word}` is not a number of vertices"),
            R::LabelNotAGraph { words } => write!(f, "`{words}` is not a graph"),
        }
    }
}

impl std::error::Error for Rejection {}
