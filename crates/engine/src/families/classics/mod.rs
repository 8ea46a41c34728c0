//! The classic variants the 博弈论 articles teach after Nim: staircase Nim, Moore's Nim_k,
//! Northcott's game, Euclid's game, Every-SG (HDU 3595's Euclid components), the coin-turning
//! games (Ruler, Mock Turtles, Turning Turtles) and Turning Corners. Each is answered by its
//! theorem (`boyi_games`' modules, each checked there against brute force); `derive` works it
//! out part by part for `solve` and `explain`; the coin games' values and Turning Corners'
//! table of nim products are `sequence`s.

mod derive;

use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, Family, GameImpl, SequenceAnswer};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::{
    Derivation, Details, Drawing, Explanation, MoveReport, PositionReport, SequenceReport,
    SequenceValues, SolveReport, Source, ValueReport, Worth,
};
use crate::said::{Call, Range, Said, Sizes, Way};
use boyi_core::Budget;
use boyi_core::{LoopyValue, Outcome};
use boyi_games::northcott::Row;
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
use derive::Worked;

/// The classic variants.
pub(crate) struct Classics;

/// The names, each with its aliases.
const NAMES: &[(&str, &[&str])] = &[
    ("staircase", &["staircase-nim"]),
    ("moore", &["moore-nim", "nimk"]),
    ("northcott", &[]),
    ("euclid", &[]),
    ("every-sg", &["everysg"]),
    ("ruler", &[]),
    ("mock-turtles", &["mockturtles"]),
    ("turning-turtles", &["turningturtles"]),
    ("corners", &["turning-corners"]),
];

/// The longest coin sequence, and the largest side of Turning Corners' table.
const MAX_COINS: u64 = 1_000_000;
const MAX_CORNERS: u64 = 1000;

fn numbers(name: &str, min: i64, about: &str) -> ParamInfo {
    ParamInfo::positional(name, ParamKind::numbers(min, u64::MAX), about)
}

fn infos() -> Vec<GameInfo> {
    let verbs = |sequence: bool| {
        let mut v = vec![
            VerbInfo {
                verb: Verb::Solve,
                options: Vec::new(),
            },
            VerbInfo {
                verb: Verb::Explain,
                options: Vec::new(),
            },
        ];
        if sequence {
            v.push(VerbInfo {
                verb: Verb::Sequence,
                options: vec![Opt::Upto],
            });
        }
        v
    };
    let game = |name: &str, usage: &str, about: &str, params, sequence, example: &[&str]| {
        let aliases = NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(&[][..], |(_, a)| a);
        GameInfo {
            name: name.into(),
            aliases: aliases.iter().map(|a| a.to_string()).collect(),
            usage: usage.into(),
            about: about.into(),
            params,
            verbs: verbs(sequence),
            summable: false,
            examples: example.iter().map(|e| e.to_string()).collect(),
        }
    };
    vec![
        game(
            "staircase",
            "staircase C1 C2 ...",
            "staircase Nim (阶梯博弈): move coins from a step to the one below; Nim on the odd steps",
            vec![numbers("coins", 0, "the coins on steps 1, 2, ...").required()],
            false,
            &["staircase 3 1 2 5"],
        ),
        game(
            "moore",
            "moore K H1 H2 ...",
            "Moore's Nim_k: take from 1 to K heaps at once; binary digit sums modulo K + 1",
            vec![
                ParamInfo::positional(
                    "K",
                    ParamKind::number(1, u64::MAX - 1),
                    "the most heaps a move takes from",
                )
                .required(),
                numbers("heaps", 0, "the heap sizes").required(),
            ],
            false,
            &["moore 2 1 2 3", "moore 2 7 7 7"],
        ),
        game(
            "northcott",
            "northcott W1 B1 W2 B2 ...",
            "Northcott's game: a white and a black piece per row, each player slides their own; Nim on the gaps",
            vec![numbers("columns", 0, "each row's white and black piece's columns, row by row").required()],
            false,
            &["northcott 0 3 5 1 2 4"],
        ),
        game(
            "euclid",
            "euclid A B",
            "Euclid's game: take a positive multiple of the smaller heap from the larger; won by the first quotient of 2 or more",
            vec![
                ParamInfo::positional("A", ParamKind::number(1, u64::MAX), "the first heap")
                    .required(),
                ParamInfo::positional("B", ParamKind::number(1, u64::MAX), "the second heap")
                    .required(),
            ],
            false,
            &["euclid 25 7"],
        ),
        game(
            "every-sg",
            "every-sg A1 B1 A2 B2 ...",
            "Every-SG (HDU 3595 \"GG and MM\"): move in every Euclid game that can move; the largest step count decides",
            vec![numbers("heaps", 1, "each component's two heaps, component by component").required()],
            false,
            &["every-sg 3 2 4 3"],
        ),
        game(
            "ruler",
            "ruler X1 X2 ...",
            "the Ruler game (翻硬币): turn over a run of coins ending at a head; g(x) the largest power of 2 dividing x",
            vec![numbers("heads", 1, "the coins showing heads, numbered from 1")],
            true,
            &["ruler 3 4 6"],
        ),
        game(
            "mock-turtles",
            "mock-turtles X1 X2 ...",
            "Mock Turtles: turn over a head and up to two coins left of it; g(x) the odious numbers",
            vec![numbers("heads", 0, "the coins showing heads, numbered from 0")],
            true,
            &["mock-turtles 2 5 6"],
        ),
        game(
            "turning-turtles",
            "turning-turtles X1 X2 ...",
            "Turning Turtles: turn over a head and up to one coin left of it; g(x) = x, Nim",
            vec![numbers("heads", 1, "the coins showing heads, numbered from 1")],
            true,
            &["turning-turtles 3 5"],
        ),
        game(
            "corners",
            "corners X1 Y1 X2 Y2 ...",
            "Turning Corners: turn over the corners of a rectangle; a head at (x, y) is worth the nim product x ⊗ y",
            vec![numbers("heads", 0, "the heads' columns and rows, x y for each head")],
            true,
            &["corners 2 3 4 4"],
        ),
    ]
}

impl Family for Classics {
    fn title(&self) -> Phrase {
        phrase!("title-family-classics")
    }

    fn games(&self) -> Vec<GameInfo> {
        infos()
    }

    fn claims(&self, first: &str) -> bool {
        NAMES
            .iter()
            .any(|(n, aliases)| *n == first || aliases.contains(&first))
    }

    fn parse(&self, tokens: &[String], misere: bool, _: &Budget) -> EngineResult<AnyGame> {
        let first = tokens[0].as_str();
        let name = NAMES
            .iter()
            .find(|(n, aliases)| *n == first || aliases.contains(&first))
            .map(|(n, _)| *n)
            .expect("claimed");
        if misere {
            return Err(EngineError::NotApplicable {
                option: boyi_report::Opt::Misere,
                game: crate::name::join_words(tokens),
                reason: Some(
                    boyi_report::phrase!("reason-normal-play-only", game = name.to_string()).into(),
                ),
            });
        }
        let info = infos()
            .into_iter()
            .find(|i| i.name == name)
            .expect("listed");
        let args = Args::read_game(name, &info, &tokens[1..])?;
        let param = &info.params.last().expect("a parameter").name;
        let values: Vec<u64> = args.numbers(param);
        let pairs = |what: boyi_report::Phrase| -> EngineResult<Vec<(u64, u64)>> {
            if values.len() % 2 == 1 {
                return Err(args.invalid(
                    name,
                    param,
                    boyi_report::phrase!("error-in-pairs", what = what, n = values.len()),
                ));
            }
            Ok(values.chunks(2).map(|c| (c[0], c[1])).collect())
        };
        let position = match name {
            "moore" => Position::Moore(args.number("K").expect("required"), values.clone()),
            "northcott" => {
                let rows = pairs(boyi_report::phrase!("pairs-pieces-columns"))?;
                if let Some((w, _)) = rows.iter().find(|(w, b)| w == b) {
                    return Err(args.invalid(
                        name,
                        param,
                        boyi_report::phrase!("error-both-pieces-on", column = *w),
                    ));
                }
                Position::Northcott(
                    rows.into_iter()
                        .map(|(white, black)| Row { white, black })
                        .collect(),
                )
            }
            "euclid" => Position::Euclid(
                args.number("A").expect("required"),
                args.number("B").expect("required"),
            ),
            "every-sg" => Position::EverySg(pairs(boyi_report::phrase!("pairs-components-heaps"))?),
            "corners" => Position::Corners(pairs(boyi_report::phrase!("pairs-heads-coordinates"))?),
            "staircase" => Position::Staircase(values.clone()),
            coins => Position::Coins(coins, values.clone()),
        };
        let mut canonical = vec![name.to_string()];
        for p in &info.params {
            canonical.extend(args.tokens(&p.name).iter().cloned());
        }
        // The position is what follows the game's own parameters (Moore's K).
        let shown = match name {
            "moore" | "euclid" => args.tokens(param).to_vec(),
            _ => canonical[1..].to_vec(),
        };
        let shown = match (name, shown.is_empty()) {
            ("euclid", _) => canonical[1..].join(" "),
            (_, true) => "(none)".into(),
            _ => shown.join(" "),
        };
        Ok(AnyGame::new(Classic {
            name: GameName::single(canonical, false),
            info,
            position,
            shown,
        }))
    }
}

/// A classic variant's position.
#[derive(Clone, Debug)]
enum Position {
    Staircase(Vec<u64>),
    Moore(u64, Vec<u64>),
    Northcott(Vec<Row>),
    Euclid(u64, u64),
    EverySg(Vec<(u64, u64)>),
    /// Ruler, Mock Turtles or Turning Turtles, with the heads.
    Coins(&'static str, Vec<u64>),
    Corners(Vec<(u64, u64)>),
}

struct Classic {
    name: GameName,
    info: GameInfo,
    position: Position,
    /// The position as written (without Moore's K).
    shown: String,
}

impl Classic {
    fn worked(&self) -> EngineResult<Worked> {
        use boyi_games::coins::{MockTurtles, Ruler, TurningTurtles};
        Ok(match &self.position {
            Position::Staircase(c) => derive::staircase(c),
            Position::Moore(k, h) => derive::moore(*k, h),
            Position::Northcott(rows) => derive::northcott(rows),
            Position::Euclid(a, b) => derive::euclid(*a, *b)?,
            Position::EverySg(pairs) => derive::every_sg(pairs)?,
            Position::Coins("ruler", h) => derive::coins(&Ruler, "ruler", h)?,
            Position::Coins("mock-turtles", h) => derive::coins(&MockTurtles, "mock-turtles", h)?,
            Position::Coins(_, h) => derive::coins(&TurningTurtles, "turning-turtles", h)?,
            Position::Corners(heads) => derive::corners(heads)?,
        })
    }

    fn position_text(&self) -> String {
        self.shown.clone()
    }
}

impl GameImpl for Classic {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!(
            "title-classic",
            game = phrase!("classic-about", game = &self.info.name),
            position = self.position_text()
        )
    }

    fn solve(&self, _opts: &Options, _cx: &Context) -> EngineResult<SolveReport> {
        let w = self.worked()?;
        // A value beyond 32 bits (coins far out) is reported by the outcome alone.
        let worth =
            w.sg.and_then(|v| u32::try_from(v).ok())
                .map(|v| Worth::Nimber(LoopyValue::Finite(v)));
        let moves: Vec<MoveReport> = w
            .derivation
            .winning_moves
            .iter()
            // A move is named by the position it leads to, in the game's notation: its
            // words (a phrase of the derivation) depend on the reader's language.
            .map(|m| MoveReport {
                r#move: m.to.clone(),
                to: m.to.clone(),
                value: ValueReport::outcome(Outcome::Win),
                worth: w.sg.map(|_| Worth::Nimber(LoopyValue::Finite(0))),
            })
            .collect();
        let start = PositionReport {
            position: self.position_text(),
            drawing: Drawing::Text {
                text: self.position_text(),
            },
            to_move: None,
            value: ValueReport::outcome(w.outcome),
            worth,
            final_value: None,
            best_move: moves.first().map(|m| m.r#move.clone()),
            moves,
            // Only the winning moves are listed: the theorem names them without the others.
            moves_complete: false,
            principal_variation: Vec::new(),
            source: Source::ClosedForm,
        };
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: Some(start),
            positions: Vec::new(),
            details: Details::Classic(w.derivation),
        })
    }

    fn explain(&self, _opts: &Options, _cx: &Context) -> EngineResult<Explanation> {
        let w = self.worked()?;
        Ok(Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: self.position_text(),
            outcome: Some(w.outcome),
            derivation: Derivation::Classic(w.derivation),
        })
    }

    fn sequence(&self, opts: &Options, _cx: &Context) -> EngineResult<SequenceAnswer> {
        let game = &self.name.components[0][0];
        if self.name.components[0].len() > 1 {
            return Err(EngineError::usage(Said::WithoutSizes {
                verb: Verb::Sequence,
                sizes: Sizes::Heads,
                ways: vec![Way::bare(Call::sequence_upto(game.clone(), 100))],
            }));
        }
        let Some(upto) = opts.upto else {
            return Err(EngineError::usage(Said::GiveRange {
                ways: vec![Way::new(
                    Call::sequence_upto(game.clone(), "N"),
                    Range::Values,
                )],
            }));
        };
        if let Position::Corners(_) = self.position {
            if upto > MAX_CORNERS {
                return Err(EngineError::usage(Said::OutOfRange {
                    option: Opt::Upto,
                    given: upto,
                    least: 0,
                    most: MAX_CORNERS,
                    of: Range::CornersTable,
                }));
            }
            let size = upto as usize + 1;
            let values: Vec<u32> = (0..=upto)
                .flat_map(|x| (0..=upto).map(move |y| (x, y)))
                .map(|(x, y)| boyi_core::nimber::mul(x, y) as u32)
                .collect();
            let table = crate::fit::plane::table(
                "sg",
                ("x", "y"),
                0,
                size,
                values,
                &crate::fit::plane::Known::Nothing,
            );
            return Ok(SequenceAnswer::Values(SequenceReport::of_table(
                self.name.to_string(),
                phrase!("title-corners-table", upto = upto),
                table,
            )));
        }
        if upto > MAX_COINS {
            return Err(EngineError::usage(Said::OutOfRange {
                option: Opt::Upto,
                given: upto,
                least: 0,
                most: MAX_COINS,
                of: Range::Coins,
            }));
        }
        let Position::Coins(variant, _) = self.position else {
            return Err(self.not_applicable(Verb::Sequence));
        };
        // From coin 0 (Ruler's and Turning Turtles' coin 0 turns nothing: worth 0).
        let from = 0;
        let values: Vec<u32> = (from..=upto)
            .map(|x| derive::coin_value(variant, x).expect("small coins have values") as u32)
            .collect();
        Ok(SequenceAnswer::Values(SequenceReport::of_values(
            self.name.to_string(),
            phrase!(
                "title-coins-sequence",
                game = phrase!("classic-about", game = &self.info.name),
                from = from,
                upto = upto
            ),
            "x",
            from,
            SequenceValues::Sg(values),
        )))
    }
}
