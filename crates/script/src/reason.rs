//! Why boyi refuses a rules script, its parameters or a value it returned, typed: each reason
//! is a variant with what it names as fields, so that a front end can word it in its reader's
//! language (the engine maps each variant to a message of its catalogue). [`fmt::Display`]
//! words them in English, for library users and the English front ends.

use crate::position::NotAPosition;
use crate::problem::RhaiProblem;
use boyi_games::grid::shape::ShapeError;
use std::fmt;

/// What is wrong with a script's definition, or with a `name=value` parameter or a position
/// given to it ([`crate::ScriptError::Definition`], [`crate::ScriptError::Parameter`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// Neither `start` nor `starts` is defined.
    NoStart,
    /// `start` takes parameters (how many).
    StartTakesParameters {
        /// How many it takes.
        n: usize,
    },
    /// A function that must take no parameters takes some (`starts`, `board`, `pieces`).
    TakesNoParameters {
        /// The function.
        hook: String,
        /// How many it takes.
        n: usize,
    },
    /// A function of a position takes another number of parameters than one.
    TakesOneParameter {
        /// The function.
        hook: String,
        /// How many it takes.
        n: usize,
    },
    /// Both `moves` and `left_moves`/`right_moves` are defined.
    MovesOfBothKinds,
    /// `left_moves` without `right_moves`.
    LeftWithoutRight,
    /// `right_moves` without `left_moves`.
    RightWithoutLeft,
    /// No moves at all.
    NoMoves,
    /// A partizan script defines `turn`.
    PartizanTurn,
    /// A partizan script defines `terminal`.
    PartizanTerminal,
    /// A partizan script asks for misère play.
    PartizanMisere,
    /// A partizan script asked for its moves as an impartial game's.
    PartizanNotExplored,
    /// `canonical` without `split`.
    CanonicalWithoutSplit,
    /// `MISERE` is neither true nor false.
    MisereNotBool {
        /// Its value, as the script shows it.
        value: String,
    },
    /// A part of a split position has a final value.
    PartHasFinalValue {
        /// The part.
        part: String,
    },
    /// A script with `split` has several start positions, or none.
    SplitOneStart,
    /// `starts()` gave no position for this value of the parameter varied.
    NoStartFor {
        /// The parameter.
        param: String,
        /// Its value.
        n: u64,
    },
    /// A declared placement game without `board()`.
    DeclaredNoBoard,
    /// A declared placement game defines a function boyi derives.
    DeclaredDerives {
        /// The function.
        hook: String,
    },
    /// `board()`'s picture cannot be read.
    Board(ShapeError),
    /// A piece of `pieces()` is wrong.
    Piece {
        /// Its number, from 1.
        number: usize,
        /// The piece as the script wrote it.
        item: String,
        /// What is wrong.
        problem: PieceProblem,
    },
    /// The pieces cannot be placed on the board.
    Pieces(ShapeError),
    /// Why a solver does not apply to the script's game.
    Unsupported(boyi_core::Unsupported),
    /// The game the script describes is inconsistent.
    Invalid(boyi_core::Invalid),
    /// What the solver finds wrong at one of the game's positions.
    At {
        /// The position, as the script writes it.
        position: String,
        /// What is wrong there.
        problem: boyi_core::AtProblem,
    },
    /// A parameter given on the command line that the script does not declare.
    UnknownParameter {
        /// The name given.
        name: String,
        /// The parameters the script declares.
        known: Vec<String>,
    },
    /// A parameter given a value of another type than its default's (boxed: an error stays
    /// small to pass around).
    ParameterType(Box<WrongParameter>),
    /// A parameter to vary that the script does not declare.
    NoParameter {
        /// The name given.
        name: String,
    },
    /// A parameter on the command line that is not `name=value`.
    NotNameValue {
        /// The token given.
        token: String,
    },
    /// A position given as text that Rhai cannot evaluate, for one of its common reasons.
    PositionProblem {
        /// The text.
        text: String,
        /// What Rhai says, typed (boxed: an error stays small to pass around).
        problem: Box<RhaiProblem>,
    },
    /// A position given as text that Rhai cannot evaluate, for a rare reason (Rhai's words).
    UnreadablePosition {
        /// The text.
        text: String,
        /// What Rhai says.
        rhai: String,
    },
    /// A position given as text whose value cannot be a position.
    NotAPosition {
        /// The text.
        text: String,
        /// Why not.
        why: NotAPosition,
    },
}

/// A parameter given a value of another type than its default's ([`Reason::ParameterType`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrongParameter {
    /// The parameter.
    pub name: String,
    /// The type of its default, as Rhai names it (`i64`).
    pub rhai_type: String,
    /// Its default, as the script shows it.
    pub default: String,
    /// The value given, as the script shows it.
    pub given: String,
}

/// What is wrong with a piece of `pieces()` ([`Reason::Piece`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PieceProblem {
    /// A map without `cells`.
    NoCells,
    /// `turns` is none of the names.
    Turns {
        /// What it is.
        turns: String,
    },
    /// A key other than `cells` and `turns`.
    Key {
        /// The key.
        key: String,
    },
    /// Not an array of cells.
    NotCells,
    /// A cell that is not `[row, column]` within 0 to 63.
    Cell {
        /// The cell as written.
        cell: String,
    },
}

/// What a script's function returned that boyi cannot use ([`crate::ScriptError::BadValue`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// `()`: nothing.
    Nothing,
    /// A string.
    Str(String),
    /// A value of a Rhai type, shown as Rhai shows it.
    Value {
        /// The Rhai type (`i64`).
        rhai_type: String,
        /// The value.
        shown: String,
    },
    /// A position (of a declared game) that is not a picture.
    Position(String),
    /// An array, of which this element is wrong.
    Element {
        /// The element's index, from 0.
        index: usize,
        /// What it is.
        of: Box<Found>,
    },
}

/// What boyi needs from a script's function ([`crate::ScriptError::BadValue`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// An array of positions.
    Positions,
    /// A position.
    Position(NotAPosition),
    /// `terminal`'s values.
    Terminal,
    /// `board()`'s picture.
    BoardPicture,
    /// `pieces()`'s array.
    Pieces,
    /// A declared placement game's position: a picture.
    PlacementPosition,
    /// `draw`'s picture.
    Drawing(DrawProblem),
}

/// What is wrong with the picture `draw` returned ([`Expected::Drawing`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawProblem {
    /// None of the kinds of picture.
    Kind,
    /// A map without `grid`.
    NoGrid,
    /// A map with another key.
    Key {
        /// The key.
        key: String,
    },
    /// `grid` is not an array.
    GridNotArray,
    /// `gravity` is not a boolean.
    Gravity(Found),
    /// A cell that is none of `.`, `x`, `o`.
    Cell {
        /// The row, from 0.
        row: usize,
        /// The character.
        cell: char,
    },
    /// A row of another length than the first.
    Ragged {
        /// The row, from 0.
        row: usize,
        /// Its length.
        len: usize,
        /// The first row's length.
        first: usize,
    },
    /// Too many cells, or none.
    Cells {
        /// The most a board has.
        most: usize,
        /// The cells given.
        cells: usize,
    },
    /// A heap that is not a size.
    Heap {
        /// Its index, from 0.
        index: usize,
        /// What it is.
        found: Found,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Reason as R;
        match self {
            R::NoStart => f.write_str("a rules script must define `fn start()` returning the start position (or `fn starts()` returning a list of them)"),
            R::StartTakesParameters { n } => write!(f, "`start` must take no parameters (it takes {n}); read parameters with `param(\"name\", default)` in a `const` at the top"),
            R::TakesNoParameters { hook, n } => write!(f, "`{hook}` must take no parameters (it takes {n})"),
            R::TakesOneParameter { hook, n } => write!(f, "`{hook}` must take one parameter, the position (it takes {n})"),
            R::MovesOfBothKinds => f.write_str("the script defines both `moves` and `left_moves`/`right_moves`: an impartial game's moves are `moves(pos)`, a partizan game's are `left_moves(pos)` and `right_moves(pos)`; keep one kind"),
            R::LeftWithoutRight => f.write_str("the script defines `left_moves` but not `right_moves`: a partizan game needs both (return [] where Right has no move)"),
            R::RightWithoutLeft => f.write_str("the script defines `right_moves` but not `left_moves`: a partizan game needs both (return [] where Left has no move)"),
            R::NoMoves => f.write_str("a rules script must define `fn moves(pos)` returning the list of positions reachable in one move (or, for a partizan game, `fn left_moves(pos)` and `fn right_moves(pos)`)"),
            R::PartizanTurn => f.write_str("a partizan script (with `left_moves` and `right_moves`) cannot define `turn`: whose turn it is follows from whose moves are asked for"),
            R::PartizanTerminal => f.write_str("a partizan script (with `left_moves` and `right_moves`) cannot define `terminal`: a partizan game is played to the end: the player who cannot move loses"),
            R::PartizanMisere => f.write_str("a partizan script (with `left_moves` and `right_moves`) is valued under normal play: remove `const MISERE = true;`"),
            R::PartizanNotExplored => f.write_str("the script is a partizan game (`left_moves` and `right_moves`): it is valued in Conway's algebra, not explored as a game where both players have the same moves"),
            R::CanonicalWithoutSplit => f.write_str("the script defines `canonical` but not `split`: `canonical(part)` names the parts `split(pos)` returns (define `split`, or remove `canonical`)"),
            R::MisereNotBool { value } => write!(f, "`MISERE` must be true or false, not `{value}`"),
            R::PartHasFinalValue { part } => write!(f, "part {part} has a final value, but a script with `split` must be an impartial normal-play game (no `terminal` values other than none)"),
            R::SplitOneStart => f.write_str("a script with `split` must have one start position (`start()`)"),
            R::NoStartFor { param, n } => write!(f, "`starts()` returned no position for {param} = {n}"),
            R::DeclaredNoBoard => f.write_str("a script that declares `pieces()` must define `fn board()` returning the board's picture (\"....|.##.|....\", or rect(w, h))"),
            R::DeclaredDerives { hook } => write!(f, "the script declares a placement game (`board()` and `pieces()`), so boyi derives its start, moves and parts: remove `{hook}` (or remove `pieces` to write the rules by hand)"),
            R::Board(e) => write!(f, "board(): {e}"),
            R::Piece { number, item, problem } => write!(f, "pieces(): piece {number} ({item}) {problem}"),
            R::Pieces(e) => write!(f, "pieces(): {e}"),
            R::Unsupported(u) => write!(f, "{u}"),
            R::Invalid(i) => write!(f, "{}", boyi_core::CoreError::InvalidGame(i.clone())),
            R::At { position, problem } => write!(f, "position `{position}`: {problem}"),
            R::UnknownParameter { name, known } if known.is_empty() => write!(f, "the script has no parameter `{name}` (it declares none; a parameter is declared as `const N = param(\"n\", 10);`)"),
            R::UnknownParameter { name, known } => write!(f, "the script has no parameter `{name}`; its parameters are: {}", known.join(", ")),
            R::ParameterType(w) => write!(f, "parameter `{}` must be {} like its default `{}`, not `{}`", w.name, crate::position::a_type(&w.rhai_type), w.default, w.given),
            R::NoParameter { name } => write!(f, "the script has no parameter `{name}`"),
            R::NotNameValue { token } => write!(f, "`{token}`: parameters of a rules script are written name=value, as in n=10"),
            R::PositionProblem { text, problem } => write!(f, "cannot read the position `{text}`: {problem}"),
            R::UnreadablePosition { text, rhai } => write!(f, "cannot read the position `{text}`: {rhai}"),
            R::NotAPosition { text, why } => write!(f, "`{text}` is not a position: {why}"),
        }
    }
}

impl fmt::Display for PieceProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceProblem::NoCells => f.write_str("has no `cells`"),
            PieceProblem::Turns { turns } => write!(f, "has turns `{turns}`: expected \"all\", \"rotations\", \"half\", \"mirror\" or \"none\""),
            PieceProblem::Key { key } => write!(f, "has `{key}`: a piece has only `cells` and `turns`"),
            PieceProblem::NotCells => f.write_str("is not an array of cells [row, column]"),
            PieceProblem::Cell { cell } => write!(f, "has the cell `{cell}`: a cell is [row, column], each 0 to 63"),
        }
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Nothing => {
                f.write_str("() (nothing: is a `return` or the last expression missing?)")
            }
            Found::Str(s) => write!(f, "the string {s:?}"),
            Found::Value { rhai_type, shown } => write!(f, "{rhai_type} `{shown}`"),
            Found::Position(p) => f.write_str(p),
            Found::Element { index, of } => write!(f, "an array whose element {index} is {of}"),
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Positions => f.write_str("it must return an array of positions"),
            Expected::Position(why) => write!(f, "{why}"),
            Expected::Terminal => f.write_str("it must return () while play goes on, \"win\", \"loss\" or \"draw\" for the player to move, or an integer score"),
            Expected::BoardPicture => f.write_str("it must return a picture of the board such as \"....|.##.|....\" (or rect(w, h))"),
            Expected::Pieces => f.write_str("it must return an array of pieces, each an array of its cells [row, column] or a map #{cells: [...], turns: \"rotations\"}"),
            Expected::PlacementPosition => f.write_str("a position of a declared placement game is the picture of its free cells, such as \"..#|...\""),
            Expected::Drawing(p) => write!(f, "{p}"),
        }
    }
}

/// What `draw` may return, said first when the kind of picture is wrong.
const DRAWINGS: &str = "`draw` must return a string, an array of heap sizes, an array of rows \
                        (strings) or #{grid: rows, gravity: true}";

impl fmt::Display for DrawProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawProblem::Kind => f.write_str(DRAWINGS),
            DrawProblem::NoGrid => write!(f, "{DRAWINGS}: the map has no `grid`"),
            DrawProblem::Key { key } => write!(f, "{DRAWINGS}: `{key}` is not a part of a drawing"),
            DrawProblem::GridNotArray => write!(f, "{DRAWINGS}: `grid` is not an array"),
            DrawProblem::Gravity(found) => write!(f, "`gravity` must be true or false, not {found}"),
            DrawProblem::Cell { row, cell } => write!(f, "row {row} of the board has {cell:?}: a cell is `.` (empty), `x` or `o`"),
            DrawProblem::Ragged { row, len, first } => write!(f, "every row of the board must be as long as the first: row {row} has length {len}, row 0 {first}"),
            DrawProblem::Cells { most, cells } => write!(f, "a board has from 1 to {most} cells, this one {cells}"),
            DrawProblem::Heap { index, found } => write!(f, "heap {index} is {found}: heap sizes are integers from 0"),
        }
    }
}
