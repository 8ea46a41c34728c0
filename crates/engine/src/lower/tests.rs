use super::*;
use crate::said::phrase_words;
use boyi_games::grid::shape::ShapeError;
use boyi_i18n::{english_runs, Lang};
use boyi_report::Phrase;
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
        Reason::ParameterType(Box::new(boyi_script::WrongParameter {
            name: s("n"),
            rhai_type: s("i64"),
            default: s("10"),
            given: s("9.2e18"),
        })),
        Reason::PositionProblem {
            text: s("[1, 2"),
            problem: Box::new(boyi_script::RhaiProblem::Incomplete),
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
        R::NoReply {
            at: s(boyi_check::NO_HEAPS),
            line: s("[1] -> (no heaps)"),
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
    assert_eq!(phrase_words(Lang::En, &rejection_phrase(&r)), r.to_string());
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
    // A position's and a move string's faults, as the readers find them.
    let ttt = boyi_games::mnk::Mnk::tic_tac_toe();
    for text in [
        "xxxxx",
        "1a",
        "5 5",
        "1425367",
        "x..|q..|...",
        "xx.|...|...",
        "xxx|oo.|o..",
    ] {
        let e = ttt.parse(text).unwrap_err();
        both_ways(&mnk_reason(&e), &e.to_string());
    }
    let four = boyi_games::connect4::Connect4::new(7, 6).unwrap();
    for moves in ["8", "1111111", "12121212"] {
        let e = four.parse(moves).unwrap_err();
        both_ways(&connect4_reason(&e), &e.to_string());
    }
    // The contest solvers' refusals.
    use boyi_games::pirates::PiratesError as Q;
    use boyi_games::{absolute::AbsoluteError as A, cutting::SheetError as S, pie::PieError as P};
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
    // A solver's refusal is boyi-core's, worded as the engine words it.
    let solver = script_reason(&Reason::Unsupported(boyi_core::Unsupported::PointsOnCycle));
    assert_eq!(solver.id, "unsupported-points-on-cycle");
}

/// Rhai's common errors, typed by boyi-script: each in Chinese without English (what the
/// script wrote aside), in English as boyi-script words it (Rhai's words), under its own id.
#[test]
fn every_rhai_problem_is_worded_in_both_languages() {
    use boyi_script::{RhaiProblem as P, TokenPurpose as T};
    let s = String::from;
    let all = [
        P::Incomplete,
        P::MissingToken {
            token: s(","),
            purpose: T::ArrayItems,
        },
        P::MissingToken {
            token: s(")"),
            purpose: T::CloseCall {
                function: s("frob"),
            },
        },
        P::MissingToken {
            token: s(";"),
            purpose: T::EndStatement,
        },
        P::Unexpected { text: s("@") },
        P::UnterminatedString,
        P::MalformedNumber { text: s("1x") },
        P::MalformedChar { text: s("'ab'") },
        P::MalformedEscape { text: s("\\q") },
        P::UnknownOperator { operator: s("<>") },
        P::Reserved {
            word: s("var"),
            keyword: true,
        },
        P::Reserved {
            word: s(":="),
            keyword: false,
        },
        P::FunctionDefinedTwice {
            name: s("moves"),
            params: 0,
        },
        P::FunctionDefinedTwice {
            name: s("moves"),
            params: 1,
        },
        P::FunctionDefinedTwice {
            name: s("moves"),
            params: 2,
        },
        P::NestedFunction,
        P::VariableNotFound { name: s("nope") },
        P::FunctionNotFound {
            signature: s("frob (i64)"),
        },
        P::PropertyNotFound { name: s("cells") },
        P::TypeMismatch {
            expected: s("i64"),
            found: s("string"),
        },
        P::TypeMismatch {
            expected: s("i64"),
            found: s(""),
        },
        P::TypeMismatch {
            expected: s(""),
            found: s("string"),
        },
        P::NotIndexable { what: s("i64") },
        P::ArrayIndex { index: 5, len: 0 },
        P::ArrayIndex { index: 5, len: 1 },
        P::ArrayIndex { index: -9, len: 3 },
        P::StringIndex { index: 5, len: 0 },
        P::StringIndex { index: 5, len: 1 },
        P::StringIndex { index: 5, len: 3 },
        P::NotIterable,
        P::AssignToConstant { name: s("N") },
        P::Thrown { value: s("oops") },
        P::Thrown { value: s("") },
        P::DivisionByZero {
            operation: s("7 / 0"),
        },
        P::Overflow {
            operation: s("9223372036854775807 + 1"),
        },
        P::TooManyOperations { limit: 1_000_000 },
        P::TooDeep { limit: 48 },
        P::TooLarge {
            what: s("Size of array/BLOB"),
            limit: 1 << 20,
        },
        P::TooLarge {
            what: s("Length of string"),
            limit: 1 << 20,
        },
        P::TooSlow {
            limit: std::time::Duration::from_millis(300),
        },
        P::Import { module: s("fs") },
    ];
    for p in all {
        let phrase = script::rhai_problem(&p);
        assert_eq!(rhai_id(&p), phrase.id, "{p:?}");
        assert!(phrase.id.starts_with("rhai-"), "{p:?}");
        both_ways(&phrase, &p.to_string());
    }
    // Each purpose of a missing token as Rhai words it; a rare one in Rhai's words.
    for purpose in [
        T::EndStatement,
        T::EndBlock,
        T::StartBlock,
        T::ArrayItems,
        T::MapItems,
        T::CallArguments {
            function: s("frob"),
        },
        T::CloseCall {
            function: s("frob"),
        },
        T::CloseParameters {
            function: s("moves"),
        },
        T::MatchIndex,
        T::MatchParenthesis,
    ] {
        let p = P::MissingToken {
            token: s(")"),
            purpose,
        };
        both_ways(&script::rhai_problem(&p), &p.to_string());
    }
    let p = P::MissingToken {
        token: s(")"),
        purpose: T::Said(s("for the do statement")),
    };
    assert_eq!(
        phrase_words(Lang::En, &script::rhai_problem(&p)),
        p.to_string()
    );
    // In a script's error: the frame's words around them, the id theirs.
    let at = boyi_script::ScriptLocation {
        file: "s.rhai".into(),
        line: 3,
        column: 25,
    };
    let e = boyi_script::ScriptError::Rhai {
        at,
        call: Some("moves(2)".into()),
        problem: Box::new(P::VariableNotFound { name: s("nope") }),
    };
    let framed = rhai_fault(&e).unwrap();
    assert_eq!(phrase_words(Lang::En, &framed), e.to_string());
    assert_eq!(
        phrase_words(Lang::Zh, &framed),
        "s.rhai:3:25：moves(2) 出错：找不到变量 `nope`"
    );
}

/// A subtraction set's and an octal code's refusals (boyi-games' typed reasons).
#[test]
fn every_set_and_code_reason_is_worded_in_both_languages() {
    use boyi_games::octal::CodeError as C;
    use boyi_games::subtraction::SetError as S;
    for e in [
        S::Empty,
        S::Zero,
        S::Duplicate(3),
        S::TooLarge(1 << 30),
        S::NotNumber("x".into()),
    ] {
        both_ways(&set_reason(&e), &e.to_string());
    }
    for text in ["", "1.2.3", "3", "0.8", "0.7z", "0x0.g", "0.4...", "0.000"] {
        let e = text.parse::<boyi_games::octal::Code>().unwrap_err();
        both_ways(&code_reason(&e), &e.to_string());
    }
    let e = C::TooLong("0.7".into());
    both_ways(&code_reason(&e), &e.to_string());
}

/// A Hackenbush or Col graph string's refusals, as the reader finds them.
#[test]
fn every_graph_string_reason_is_worded_in_both_languages() {
    use boyi_games::partizan::{col::Col, hackenbush::Hackenbush};
    for text in ["lr)", "l{x", "lq", "l:", "l(r"] {
        let e = Hackenbush::parse(text).unwrap_err();
        both_ways(&graph_reason(&e), &e.to_string());
    }
    for text in ["L-q", "L:a-R:a"] {
        let e = Col::parse(text).unwrap_err();
        both_ways(&graph_reason(&e), &e.to_string());
    }
    let e = boyi_games::partizan::graph::GraphError {
        at: 20_003,
        problem: boyi_games::partizan::graph::GraphProblem::TooDeep,
    };
    both_ways(&graph_reason(&e), &e.to_string());
}

#[test]
fn every_grid_refusal_is_worded_in_both_languages() {
    use boyi_games::grid::shape::PieceFault as F;
    use ShapeError as S;
    let all = [
        S::Size {
            width: 9,
            height: 9,
        },
        S::Ragged {
            row: 2,
            found: 3,
            expected: 4,
        },
        S::Character {
            found: '?',
            row: 1,
            column: 2,
            allowed: "'.' or '#'",
        },
        S::NotASize {
            text: "9x9x".into(),
        },
        S::ChompEmpty,
        S::ChompGrowing {
            row: 2,
            len: 3,
            below: 2,
        },
        S::ChompRows {
            rows: 20,
            bottom: 4,
        },
        S::ChompSkyline {
            rows: 40,
            bottom: 30,
        },
        S::GraphSize {
            vertices: 999,
            most: 128,
        },
        S::EdgeOutside {
            a: 0,
            b: 7,
            vertices: 5,
        },
        S::EdgeLoop { a: 2, b: 2 },
        S::EdgeTwice { a: 1, b: 0 },
        S::NotAnEdge { item: "a-b".into() },
        S::ShortCycle { vertices: 2 },
        S::NoLiberty {
            board: "xo|ox".into(),
        },
        S::StoneClash,
        S::NoPieces,
        S::PieceTooLarge {
            width: 9,
            height: 9,
        },
        S::Piece {
            piece: 2,
            problem: F::Empty,
        },
        S::Piece {
            piece: 1,
            problem: F::Outside,
        },
        S::Piece {
            piece: 3,
            problem: F::Disconnected,
        },
    ];
    for e in all {
        both_ways(&shape_reason(&e), &e.to_string());
    }
}
