//! The Cutting Game (P10501): cut a sheet along a grid line; whoever cuts out a 1 x 1 piece
//! wins. Cuts that leave a strip of width 1 lose at once (the opponent cuts the piece out),
//! so the game is the impartial game of the other cuts, solved by Sprague-Grundy values.

use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, GameImpl, SequenceAnswer};
use crate::name::GameName;
use crate::options::Options;
use crate::params::Args;
use crate::report::Worth;
use crate::report::{
    ClassicDerivation, ClassicMove, ClassicPart, CutReport, CuttingReport, Derivation, Details,
    Drawing, Explanation, MoveReport, PositionReport, QueryReport, SequenceReport, SequenceValues,
    SolveReport, Source, ValueReport,
};
use crate::said::{Call, Range, Said, Sizes, Way};
use crate::session::{Playable, Session};
use crate::sum::Component;
use boyi_core::sum::Part;
use boyi_core::{LoopyValue, Outcome};
use boyi_games::cutting::{self, Sheet};
use boyi_report::GameInfo;
use boyi_report::{phrase, Phrase};
use boyi_report::{Opt, Verb};
use std::collections::HashMap;
use std::sync::Arc;

pub(super) fn parse(args: &Args, name: GameName, info: GameInfo) -> EngineResult<AnyGame> {
    let (Some(w), Some(h)) = (args.number::<u64>("W"), args.number::<u64>("H")) else {
        // `cutting W` names a family of sheets, for `boyi sequence cutting W`; `cutting`
        // alone, every sheet, for the table of `boyi sequence cutting`.
        return Ok(AnyGame::new(Cutting {
            name,
            info,
            sheet: None,
            width: args.number("W"),
        }));
    };
    // Sides are read whole and named as given: a side cut to 32 bits would name another
    // sheet.
    let (Ok(a), Ok(b)) = (u32::try_from(w), u32::try_from(h)) else {
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-sheet-too-large",
            w = w,
            h = h,
            most = u16::MAX
        )));
    };
    let sheet = Sheet::new(a, b)
        .map_err(|e| args.invalid("cutting", "H", crate::lower::sheet_reason(&e)))?;
    if sheet.long() > 2 * cutting::MAX_SIDE {
        return Err(EngineError::TooLarge(
            boyi_report::phrase!(
                "error-sheet-beyond-moments",
                sheet = sheet.to_string(),
                most = 2 * cutting::MAX_SIDE
            )
            .into(),
        ));
    }
    Ok(AnyGame::new(Cutting {
        name,
        info,
        sheet: Some(sheet),
        width: None,
    }))
}

struct Cutting {
    name: GameName,
    info: GameInfo,
    sheet: Option<Sheet>,
    /// For a sequence: the width of the sheets W x h.
    width: Option<u64>,
}

/// The Sprague-Grundy values of the sheets reachable from `sheet`.
fn values(sheet: Sheet) -> EngineResult<Arc<HashMap<Sheet, u32>>> {
    Ok(Arc::new(cutting::grundy(&[sheet])?))
}

fn cuts(sheet: Sheet, values: &HashMap<Sheet, u32>) -> Vec<CutReport> {
    let mut cuts: Vec<CutReport> = sheet
        .cuts()
        .into_iter()
        .map(|(a, b)| CutReport {
            into: [a.to_string(), b.to_string()],
            value: values[&a] ^ values[&b],
        })
        .collect();
    cuts.sort_by_key(|c| c.value);
    cuts
}

fn sheets_text(sheets: &[Sheet]) -> String {
    sheets
        .iter()
        .map(Sheet::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Sheets in play, answered from the values of every sheet they can become.
struct Sheets {
    values: Arc<HashMap<Sheet, u32>>,
}

impl Sheets {
    fn report(&self, sheets: &[Sheet]) -> (PositionReport, Vec<Vec<Sheet>>) {
        let total = sheets.iter().fold(0, |x, s| x ^ self.values[s]);
        let mut moves = Vec::new();
        // Equal sheets are listed each with its cuts, as the prompt says to type them.
        for (i, &s) in sheets.iter().enumerate() {
            for (a, b) in s.cuts() {
                let mut after: Vec<Sheet> = sheets[..i].to_vec();
                after.extend([a, b]);
                after.extend(&sheets[i + 1..]);
                after.sort();
                let v = total ^ self.values[&s] ^ self.values[&a] ^ self.values[&b];
                let name = if sheets.len() == 1 {
                    format!("{a} + {b}")
                } else {
                    format!("{} {a} + {b}", i + 1)
                };
                let m = MoveReport {
                    r#move: name,
                    to: sheets_text(&after),
                    value: ValueReport::outcome(if v == 0 { Outcome::Win } else { Outcome::Loss }),
                    worth: Some(Worth::Nimber(LoopyValue::Finite(v))),
                };
                moves.push((m, after));
            }
        }
        moves.sort_by_key(|(m, _)| std::cmp::Reverse(m.rank()));
        let (moves, next): (Vec<_>, Vec<_>) = moves.into_iter().unzip();
        let report = PositionReport {
            position: sheets_text(sheets),
            drawing: Drawing::Sheets {
                sheets: sheets
                    .iter()
                    .map(|s| [u32::from(s.short()), u32::from(s.long())])
                    .collect(),
            },
            to_move: None,
            value: ValueReport::outcome(if total == 0 {
                Outcome::Loss
            } else {
                Outcome::Win
            }),
            worth: Some(Worth::Nimber(LoopyValue::Finite(total))),
            final_value: None,
            best_move: moves.first().map(|m: &MoveReport| m.r#move.clone()),
            moves,
            moves_complete: true,
            principal_variation: Vec::new(),
            source: Source::SpragueGrundy,
        };
        (report, next)
    }
}

impl Playable for Sheets {
    type Pos = Vec<Sheet>;

    fn view(&self, pos: &Vec<Sheet>) -> EngineResult<(PositionReport, Vec<Vec<Sheet>>)> {
        Ok(self.report(pos))
    }

    fn how_to_move(&self) -> Phrase {
        phrase!("how-cutting")
    }
}

impl Cutting {
    fn sheet(&self) -> EngineResult<Sheet> {
        self.sheet
            .ok_or_else(|| EngineError::usage(Said::CuttingSides))
    }
}

impl GameImpl for Cutting {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        match self.sheet {
            Some(s) => phrase!("title-cutting-sheet", sheet = s.to_string()),
            None => match self.width {
                Some(w) => phrase!("title-cutting-width", w = w),
                None => phrase!("title-cutting-any"),
            },
        }
    }

    fn solve(&self, _opts: &Options, _cx: &Context) -> EngineResult<SolveReport> {
        let sheet = self.sheet()?;
        let values = values(sheet)?;
        let value = LoopyValue::Finite(values[&sheet]);
        let cuts = cuts(sheet, &values);
        let (start, _) = Sheets {
            values: values.clone(),
        }
        .report(&[sheet]);
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: Some(start),
            positions: Vec::new(),
            details: Details::Cutting(CuttingReport {
                sheet: sheet.to_string(),
                outcome: value.outcome(),
                winning_cuts: cuts.iter().filter(|c| c.value == 0).cloned().collect(),
                value,
                cuts,
            }),
        })
    }

    /// The sheet's value by mex, as the articles work it: each cut's value is the xor of its
    /// two pieces' (separate games), the sheet's the mex of its cuts'.
    fn explain(&self, _opts: &Options, _cx: &Context) -> EngineResult<Explanation> {
        let sheet = self.sheet()?;
        let values = values(sheet)?;
        let value = values[&sheet];
        let mut parts = Vec::new();
        let mut winning_moves = Vec::new();
        for (a, b) in sheet.cuts() {
            let (va, vb) = (values[&a], values[&b]);
            parts.push(ClassicPart {
                part: phrase!("cutting-cut", a = a.to_string(), b = b.to_string()),
                value: Some(u64::from(va ^ vb)),
                why: phrase!(
                    "cutting-cut-why",
                    a = a.to_string(),
                    va = va,
                    b = b.to_string(),
                    vb = vb
                ),
            });
            if va ^ vb == 0 {
                winning_moves.push(ClassicMove {
                    r#move: phrase!("cutting-cut", a = a.to_string(), b = b.to_string()),
                    to: sheets_text(&[a, b]),
                });
            }
        }
        let mut seen: Vec<u64> = parts.iter().filter_map(|p| p.value).collect();
        seen.sort_unstable();
        seen.dedup();
        let listed: Vec<String> = seen.iter().map(u64::to_string).collect();
        let conclusion = if value == 0 {
            phrase!("classic-grid-lost")
        } else {
            phrase!("classic-grid-won", value = value)
        };
        let outcome = if value == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        };
        Ok(Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: sheet.to_string(),
            outcome: Some(outcome),
            derivation: Derivation::Classic(ClassicDerivation {
                variant: "cutting".into(),
                theorem: phrase!("cutting-theorem"),
                parts,
                combination: phrase!(
                    "cutting-mex",
                    values = format!("{{{}}}", listed.join(", ")),
                    mex = value
                ),
                conclusion,
                winning_moves,
            }),
        })
    }

    fn query(&self, opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        let r = self.solve(opts, cx)?;
        Ok(QueryReport {
            game: r.game,
            title: r.title,
            position: r.start.expect("a sheet"),
            database: None,
        })
    }

    fn sequence(&self, opts: &Options, _cx: &Context) -> EngineResult<SequenceAnswer> {
        if let (None, None) = (self.width, self.sheet) {
            return table(&self.name, opts);
        }
        let (Some(w), None) = (self.width, self.sheet) else {
            return Err(EngineError::usage(Said::WithoutSizes {
                verb: Verb::Sequence,
                sizes: Sizes::Sheet,
                ways: vec![
                    Way::new(Call::sequence_upto("cutting 3", "N"), Range::SheetsWide(3)),
                    Way::new(Call::sequence_upto("cutting", "N"), Range::SheetsTable),
                ],
            }));
        };
        let Some(upto) = opts.upto else {
            return Err(EngineError::usage(Said::GiveRange {
                ways: vec![Way::new(
                    Call::sequence_upto(format!("cutting {w}"), "N"),
                    Range::SheetsWide(w),
                )],
            }));
        };
        if !(2..=400).contains(&w) {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-cutting-width",
                least = 2,
                most = 400
            )));
        }
        if !(2..=5000).contains(&upto) {
            return Err(EngineError::usage(Said::OutOfRange {
                option: Opt::Upto,
                given: upto,
                least: 2,
                most: 5000,
                of: Range::SheetsWide(w),
            }));
        }
        let sheets: Vec<Sheet> = (2..=upto)
            .map(|h| Sheet::new(w as u32, h as u32))
            .collect::<EngineResult<_, _>>()
            .map_err(crate::lower::sheet_error)?;
        let sg = cutting::grundy(&sheets)?;
        Ok(SequenceAnswer::Values(SequenceReport::of_values(
            self.name.to_string(),
            phrase!("title-cutting-sequence", w = w, upto = upto),
            "h",
            2,
            SequenceValues::Sg(sheets.iter().map(|s| sg[s]).collect()),
        )))
    }

    fn session(&self, _opts: &Options, _cx: &Context) -> EngineResult<Session> {
        let sheet = self.sheet()?;
        Session::new(
            Sheets {
                values: values(sheet)?,
            },
            vec![sheet],
            self.name.to_string(),
            self.title(),
        )
    }

    fn component(&self, _cx: &Context) -> EngineResult<Box<dyn Component>> {
        let sheet = self.sheet()?;
        Ok(Box::new(CuttingComponent {
            sheet,
            values: values(sheet)?,
        }))
    }
}

/// The most sheets per side of the table.
const MAX_TABLE: u64 = 2000;

/// `boyi sequence cutting --upto N`: the values of every w x h sheet with w, h = 2..=N.
fn table(name: &GameName, opts: &Options) -> EngineResult<SequenceAnswer> {
    let Some(upto) = opts.upto else {
        return Err(EngineError::usage(Said::GiveRange {
            ways: vec![Way::new(
                Call::sequence_upto("cutting", "N"),
                Range::SheetsTable,
            )],
        }));
    };
    if !(3..=MAX_TABLE).contains(&upto) {
        return Err(EngineError::usage(Said::OutOfRange {
            option: Opt::Upto,
            given: upto,
            least: 3,
            most: MAX_TABLE,
            of: Range::SheetsTable,
        }));
    }
    let t = cutting::GrundyTable::new(upto as u16);
    let size = upto as usize - 1;
    let values: Vec<u32> = (2..=upto as usize)
        .flat_map(|w| (2..=upto as usize).map(move |h| (w, h)))
        .map(|(w, h)| t.get(w, h).expect("inside the table"))
        .collect();
    let table = crate::fit::plane::table(
        "sg",
        ("w", "h"),
        2,
        size,
        values,
        &crate::fit::plane::Known::Nothing,
    );
    Ok(SequenceAnswer::Values(SequenceReport::of_table(
        name.to_string(),
        phrase!("title-cutting-table", upto = upto),
        table,
    )))
}

/// A sheet as a component of a sum.
struct CuttingComponent {
    sheet: Sheet,
    values: Arc<HashMap<Sheet, u32>>,
}

impl Part for CuttingComponent {
    type Move = String;

    fn value(&self) -> LoopyValue {
        LoopyValue::Finite(self.values[&self.sheet])
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        self.options()
            .into_iter()
            .find(|(_, v)| *v == LoopyValue::Finite(target))
            .map(|(m, _)| m)
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        cuts(self.sheet, &self.values)
            .into_iter()
            .map(|c| {
                (
                    format!("cut it into {} + {}", c.into[0], c.into[1]),
                    LoopyValue::Finite(c.value),
                )
            })
            .collect()
    }
}

impl Component for CuttingComponent {
    fn label(&self) -> String {
        format!("cutting {}", self.sheet)
    }

    fn explicit(&self, _cx: &Context) -> EngineResult<crate::sum::Explicit> {
        Err(EngineError::unsupported(boyi_report::phrase!(
            "error-cutting-misere-sum",
            game = self.label()
        )))
    }
}
