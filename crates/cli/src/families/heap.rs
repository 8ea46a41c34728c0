//! Heap games: Nim, the Bash game, subtraction and all-but games, octal and hexadecimal codes,
//! Grundy's game, Lasker's Nim and Wythoff's game.
//!
//! ```text
//! boyi solve nim 3 4 5 [--misere]        boyi solve 0.77 20 7
//! boyi solve bash 3 10                   boyi solve subtraction 1,3,4 10 12
//! boyi solve allbut 2,5 30               boyi solve grundy 20    boyi solve lasker 7 9
//! boyi solve wythoff 3 5                 boyi solve nim 3 + 0.77 5
//! boyi sequence 0.77 --upto 100 [--format text|csv|json] [--output F] [--plot F.svg]
//!               [--method naive|sparse] [--at N] [--resume]
//! ```
//!
//! Parsing and printing only: the games and their values are `boyi_games`'.

mod plot;
mod sequence;

use super::{Entry, Family};
use crate::args::{PlayOpts, SequenceOpts, SolveOpts};
use crate::ctx::{core_err, Ctx};
use crate::summand::Summand;
use anyhow::{bail, Context, Result};
use boyi_core::{LoopyValue, Outcome};
use boyi_games::octal::{Code, HeapValues, Method, Rules};
use boyi_games::subtraction::Subtraction;
use boyi_games::{lasker, nim, wythoff};
use serde::Serialize;
use std::io::{BufRead, Write};

/// Heap games.
pub struct Heaps;

/// Heaps up to this size are computed directly; beyond it a proved period is needed.
const DIRECT: usize = 1 << 22;

const NAMES: &[&str] = &[
    "nim",
    "bash",
    "subtraction",
    "sub",
    "allbut",
    "all-but",
    "grundy",
    "lasker",
    "wythoff",
];

/// Which heap game, with its parameters.
#[derive(Clone, Debug)]
pub(crate) enum Kind {
    Nim,
    Octal(Code),
    Subtraction(Subtraction),
    Grundy,
    Lasker,
    Wythoff,
}

impl Kind {
    fn name(&self) -> String {
        match self {
            Kind::Nim => "nim".into(),
            Kind::Octal(c) => match c.to_string().as_str() {
                "0.77" => "0.77 (Kayles)".into(),
                "0.07" => "0.07 (Dawson's Kayles)".into(),
                "0.137" => "0.137 (Dawson's chess)".into(),
                s => s.to_string(),
            },
            Kind::Subtraction(s) => s.to_string(),
            Kind::Grundy => "Grundy's game".into(),
            Kind::Lasker => "Lasker's Nim".into(),
            Kind::Wythoff => "Wythoff's game".into(),
        }
    }

    /// The move rules, for the general sequence machinery.
    fn rules(&self) -> Rules {
        match self {
            Kind::Nim => "0.3...".parse::<Code>().expect("valid").rules(),
            Kind::Octal(c) => c.rules(),
            Kind::Subtraction(s) => s.rules(),
            Kind::Grundy => boyi_games::grundy::rules(),
            Kind::Lasker => lasker::code().rules(),
            Kind::Wythoff => unreachable!("Wythoff's game is not a heap game of one heap"),
        }
    }

    /// Values of single heaps, with closed forms where there are some.
    fn values(&self, method: Method) -> HeapValues {
        let v = HeapValues::new(self.rules(), method);
        match self {
            Kind::Nim => v.with_closed_form(|n| n),
            Kind::Lasker => v.with_closed_form(lasker::value),
            _ => v,
        }
    }
}

/// A game with its heaps.
pub(crate) struct Spec {
    kind: Kind,
    heaps: Vec<u64>,
}

fn heap_size(t: &str) -> Result<u64> {
    if t.starts_with('-') && t[1..].chars().all(|c| c.is_ascii_digit()) && t.len() > 1 {
        bail!("`{t}`: a heap size cannot be negative; give whole numbers 0 or more");
    }
    if t.starts_with("--") {
        bail!("unknown option `{t}` for a heap game");
    }
    match t.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(_) if !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) => {
            bail!(
                "`{t}`: heap size too large; heaps go up to {} (2^64 - 1)",
                u64::MAX
            )
        }
        Err(_) => bail!("`{t}` is not a heap size; give whole numbers 0 or more"),
    }
}

/// Heap sizes as given, where `@FILE` reads more from a file and `-` from standard input
/// (whitespace-separated): a hundred thousand 64-bit heaps do not fit on a command line.
fn heap_sizes(tokens: &[String]) -> Result<Vec<u64>> {
    let mut heaps = Vec::new();
    for t in tokens {
        let text = if t == "-" {
            let mut s = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
                .context("cannot read heap sizes from standard input")?;
            s
        } else if let Some(path) = t.strip_prefix('@') {
            std::fs::read_to_string(path)
                .with_context(|| format!("cannot read heap sizes from {path}"))?
        } else {
            heaps.push(heap_size(t)?);
            continue;
        };
        for (i, line) in text.lines().enumerate() {
            for w in line.split_whitespace() {
                heaps.push(heap_size(w).with_context(|| format!("{t}, line {}", i + 1))?);
            }
        }
    }
    Ok(heaps)
}

/// Whether a token looks like an octal code (so a bad one gets the code's error message).
fn looks_like_code(t: &str) -> bool {
    let body = t
        .strip_prefix("0x")
        .or_else(|| t.strip_prefix("0X"))
        .unwrap_or(t);
    body.contains('.')
        && body
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '.')
        && body.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
        && !std::path::Path::new(t).exists()
}

fn parse_set(t: Option<&String>, what: &str) -> Result<Vec<u64>> {
    let Some(t) = t else {
        bail!("{what} needs its set, as in `{what} 1,3,4 10` (the numbers a move may take, then heap sizes)");
    };
    Ok(Subtraction::parse_set(t)?)
}

pub(crate) fn parse(game: &[String]) -> Result<Spec> {
    let first = game[0].as_str();
    let (kind, rest) = match first {
        "nim" => (Kind::Nim, &game[1..]),
        "bash" => {
            let m = game.get(1).with_context(|| {
                "bash needs M, the most tokens a move may take, as in `bash 3 10`".to_string()
            })?;
            let m: u64 = m.parse().ok().filter(|&m| m >= 1).with_context(|| {
                format!("bash: `{m}` is not a valid M; give a whole number 1 or more (the most tokens a move may take)")
            })?;
            if m > boyi_games::subtraction::MAX_ELEMENT {
                bail!(
                    "bash: M = {m} is larger than the largest supported {}",
                    boyi_games::subtraction::MAX_ELEMENT
                );
            }
            (Kind::Subtraction(Subtraction::bash(m)), &game[2..])
        }
        "subtraction" | "sub" => {
            let set = parse_set(game.get(1), first)?;
            (Kind::Subtraction(Subtraction::new(&set)?), &game[2..])
        }
        "allbut" | "all-but" => {
            let set = parse_set(game.get(1), first)?;
            (Kind::Subtraction(Subtraction::all_but(&set)?), &game[2..])
        }
        "grundy" => (Kind::Grundy, &game[1..]),
        "lasker" => (Kind::Lasker, &game[1..]),
        "wythoff" => (Kind::Wythoff, &game[1..]),
        code => (Kind::Octal(code.parse::<Code>()?), &game[1..]),
    };
    let heaps = heap_sizes(rest)?;
    if matches!(kind, Kind::Wythoff) {
        if let Some(h) = heaps.iter().find(|&&h| h > wythoff::MAX_HEAP) {
            bail!(
                "wythoff heap {h} is too large: the golden-ratio pairs are computed exactly for heaps up to {} (10^18)",
                wythoff::MAX_HEAP
            );
        }
    }
    Ok(Spec { kind, heaps })
}

#[derive(Serialize)]
struct MoveReport {
    /// 1-based heap number; 0 when `to` is the whole position (Wythoff's game).
    heap: usize,
    from: u64,
    /// The heaps left in its place.
    to: Vec<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value_after: Option<u64>,
}

impl MoveReport {
    fn describe(&self) -> String {
        if self.heap == 0 {
            return format!("-> ({}, {})", self.to[0], self.to[1]);
        }
        let left = if self.to.is_empty() {
            "nothing".to_string()
        } else {
            self.to
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" + ")
        };
        format!("heap {} ({}) -> {left}", self.heap, self.from)
    }
}

#[derive(Serialize)]
struct SolveReport {
    game: String,
    heaps: Vec<u64>,
    misere: bool,
    /// Each heap's Sprague-Grundy value (normal play).
    #[serde(skip_serializing_if = "Option::is_none")]
    heap_values: Option<Vec<u64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<u64>,
    outcome: Outcome,
    winning_moves: Vec<MoveReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pattern: Option<String>,
}

impl SolveReport {
    fn print(&self) {
        let heaps: Vec<String> = self.heaps.iter().take(20).map(u64::to_string).collect();
        let more = if self.heaps.len() > 20 {
            format!(" ... ({} heaps)", self.heaps.len())
        } else {
            String::new()
        };
        println!(
            "{}{}: heaps {}{more}",
            self.game,
            if self.misere { " (misère)" } else { "" },
            heaps.join(" ")
        );
        if let Some(v) = &self.heap_values {
            let vs: Vec<String> = v.iter().take(20).map(u64::to_string).collect();
            println!(
                "heap values: {}{}",
                vs.join(" "),
                if v.len() > 20 { " ..." } else { "" }
            );
        }
        if let Some(v) = self.value {
            println!("value: {v}");
        }
        println!(
            "outcome: {} for the player to move ({})",
            self.outcome,
            self.outcome.letter()
        );
        if let Some(p) = &self.pattern {
            println!("pattern: {p}");
        }
        match self.winning_moves.len() {
            0 => {}
            1 => println!("winning move: {}", self.winning_moves[0].describe()),
            n => {
                println!("winning moves ({n}):");
                for m in self.winning_moves.iter().take(20) {
                    println!("  {}", m.describe());
                }
                if n > 20 {
                    println!("  ... ({} more; --json lists them all)", n - 20);
                }
            }
        }
    }
}

fn outcome(win: bool) -> Outcome {
    if win {
        Outcome::Win
    } else {
        Outcome::Loss
    }
}

fn solve_nim(spec: &Spec, misere: bool) -> SolveReport {
    let h = &spec.heaps;
    let moves = if misere {
        nim::misere_winning_moves(h)
    } else {
        nim::winning_moves(h)
    };
    let win = if misere {
        !nim::misere_is_loss(h)
    } else {
        nim::nim_sum(h) != 0
    };
    SolveReport {
        game: "nim".into(),
        heaps: h.clone(),
        misere,
        heap_values: None,
        value: (!misere).then(|| nim::nim_sum(h)),
        outcome: outcome(win),
        winning_moves: moves
            .into_iter()
            .map(|m| MoveReport {
                heap: m.heap + 1,
                from: m.from,
                to: if m.to == 0 { vec![] } else { vec![m.to] },
                value_after: None,
            })
            .collect(),
        pattern: None,
    }
}

fn solve_wythoff(spec: &Spec) -> Result<SolveReport> {
    let [a, b] = spec.heaps[..] else {
        bail!("wythoff takes two heap sizes, as in `wythoff 3 5`");
    };
    const TABLE: u64 = 2048;
    let value = (a < TABLE && b < TABLE).then(|| {
        let size = (a.max(b) + 1) as usize;
        u64::from(wythoff::sg_table(size)[a as usize * size + b as usize])
    });
    // The whole position after the move: (heap 1, heap 2).
    let moves = wythoff::winning_moves(a, b)
        .into_iter()
        .map(|(x, y)| MoveReport {
            heap: 0,
            from: 0,
            to: vec![x, y],
            value_after: Some(0),
        })
        .collect();
    Ok(SolveReport {
        game: "Wythoff's game".into(),
        heaps: spec.heaps.clone(),
        misere: false,
        heap_values: None,
        value,
        outcome: outcome(!wythoff::is_p_position(a, b)),
        winning_moves: moves,
        pattern: None,
    })
}

/// Values of the heaps of a take-and-break game, ready to answer.
fn prepared(kind: &Kind, heaps: &[u64], ctx: &Ctx) -> Result<HeapValues> {
    let mut values = kind.values(Method::Sparse);
    let max = heaps.iter().copied().max().unwrap_or(0);
    let progress = ctx.progress();
    values.prepare(max, DIRECT, &progress).map_err(core_err)?;
    Ok(values)
}

fn pattern_text(values: &HeapValues) -> Option<String> {
    values.proof().map(|p| {
        format!(
            "proved: preperiod {}, period {}, checked to n = {}",
            p.pattern.preperiod, p.pattern.period, p.checked_to
        )
    })
}

fn solve_heaps(spec: &Spec, ctx: &Ctx) -> Result<SolveReport> {
    let values = prepared(&spec.kind, &spec.heaps, ctx)?;
    let hv: Vec<u64> = spec
        .heaps
        .iter()
        .map(|&h| values.value(h).context("value not available"))
        .collect::<Result<_>>()?;
    let s = hv.iter().fold(0, |x, v| x ^ v);
    let mut moves = Vec::new();
    for (i, (&h, &g)) in spec.heaps.iter().zip(&hv).enumerate() {
        if g ^ s < g {
            if let Some(to) = values.move_to(h, g ^ s) {
                moves.push(MoveReport {
                    heap: i + 1,
                    from: h,
                    to,
                    value_after: Some(0),
                });
            }
        }
    }
    Ok(SolveReport {
        game: spec.kind.name(),
        heaps: spec.heaps.clone(),
        misere: false,
        heap_values: Some(hv),
        value: Some(s),
        outcome: outcome(s != 0),
        winning_moves: moves,
        pattern: pattern_text(&values),
    })
}

impl Family for Heaps {
    fn title(&self) -> &'static str {
        "Heap games (Nim, subtraction, octal codes, Grundy, Wythoff)"
    }

    fn entries(&self) -> Vec<Entry> {
        vec![
            Entry { usage: "nim H1 H2 ... | nim @FILE", about: "Nim: take any number from one heap (--misere: last to take loses)" },
            Entry { usage: "bash M H...", about: "the Bash game: take 1 to M tokens" },
            Entry { usage: "subtraction S H... (sub)", about: "take k tokens for k in the set S, written 1,3,4 (AtCoder DP K \"Stones\")" },
            Entry { usage: "allbut S H...", about: "take any number of tokens except those in S" },
            Entry { usage: "CODE H...", about: "octal take-and-break code: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137, 4.07; hex 0x0.8" },
            Entry { usage: "grundy H...", about: "Grundy's game: split a heap into two unequal heaps" },
            Entry { usage: "lasker H...", about: "Lasker's Nim: take from a heap, or split it in two" },
            Entry { usage: "wythoff A B", about: "Wythoff's game: take from one heap or the same from both" },
        ]
    }

    fn claims(&self, first: &str) -> bool {
        NAMES.contains(&first) || looks_like_code(first)
    }

    fn solve(&self, game: &[String], opts: &SolveOpts, ctx: &Ctx) -> Result<()> {
        let spec = parse(game)?;
        if spec.heaps.is_empty() && !matches!(spec.kind, Kind::Nim) {
            bail!(
                "give the heap sizes after the game, as in `boyi solve {} 10`",
                game.join(" ")
            );
        }
        if opts.misere && !matches!(spec.kind, Kind::Nim) {
            bail!("--misere is available for nim only (misère take-and-break games have no Sprague-Grundy values; write the game as a rules script for small cases)");
        }
        let report = match spec.kind {
            Kind::Nim => solve_nim(&spec, opts.misere),
            Kind::Wythoff => solve_wythoff(&spec)?,
            _ => solve_heaps(&spec, ctx)?,
        };
        if ctx.json {
            return ctx.print_json(&report);
        }
        report.print();
        Ok(())
    }

    fn sequence(&self, game: &[String], opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
        let spec = parse(game)?;
        if !spec.heaps.is_empty() {
            bail!("`boyi sequence` takes the game without heap sizes, as in `boyi sequence {} --upto 100`", game[0]);
        }
        sequence::run(&spec.kind, opts, ctx)
    }

    fn play(&self, game: &[String], opts: &PlayOpts, ctx: &Ctx) -> Result<()> {
        let spec = parse(game)?;
        if matches!(spec.kind, Kind::Wythoff) {
            let [a, b] = spec.heaps[..] else {
                bail!("wythoff takes two heap sizes, as in `boyi play wythoff 3 5`");
            };
            let stdin = std::io::stdin();
            return play_wythoff((a, b), opts, &mut stdin.lock(), &mut std::io::stdout());
        }
        if spec.heaps.is_empty() {
            bail!(
                "give the heap sizes to play with, as in `boyi play {} 5 7`",
                game[0]
            );
        }
        if spec.heaps.iter().any(|&h| h > 1000) {
            bail!("`boyi play` keeps heaps to 1000 tokens or fewer");
        }
        let values = prepared(&spec.kind, &spec.heaps, ctx)?;
        let stdin = std::io::stdin();
        play(
            &spec,
            &values,
            opts,
            &mut stdin.lock(),
            &mut std::io::stdout(),
        )
    }

    fn summand(&self, game: &[String], ctx: &Ctx) -> Result<Box<dyn Summand>> {
        let spec = parse(game)?;
        if matches!(spec.kind, Kind::Wythoff) {
            let [a, b] = spec.heaps[..] else {
                bail!("wythoff takes two heap sizes, as in `wythoff 3 5`");
            };
            if a.max(b) >= 2048 {
                bail!("Wythoff's game joins a sum only with heaps under 2048 (its values come from a table)");
            }
            return Ok(Box::new(WythoffSummand { a, b }));
        }
        let values = prepared(&spec.kind, &spec.heaps, ctx)?;
        let label = format!(
            "{} {}",
            game[0],
            spec.heaps
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
        let hv: Vec<u64> = spec
            .heaps
            .iter()
            .map(|&h| values.value(h).unwrap_or(0))
            .collect();
        let total = hv.iter().fold(0, |x, v| x ^ v);
        if total > u64::from(u32::MAX) {
            bail!("{label}: its value {total} is too large to join a sum (at most 2^32 - 1)");
        }
        Ok(Box::new(HeapSummand {
            label,
            heaps: spec.heaps,
            hv,
            values,
        }))
    }
}

struct HeapSummand {
    label: String,
    heaps: Vec<u64>,
    hv: Vec<u64>,
    values: HeapValues,
}

impl Summand for HeapSummand {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn value(&self) -> LoopyValue {
        LoopyValue::Finite(self.hv.iter().fold(0, |x, v| x ^ v) as u32)
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        let s = self.hv.iter().fold(0, |x, v| x ^ v);
        for (i, (&h, &g)) in self.heaps.iter().zip(&self.hv).enumerate() {
            let want = g ^ s ^ u64::from(target);
            if want < g || (want != g && self.values.sequencer().rules().has_tail()) {
                if let Some(to) = self.values.move_to(h, want) {
                    return Some(
                        MoveReport {
                            heap: i + 1,
                            from: h,
                            to,
                            value_after: None,
                        }
                        .describe(),
                    );
                }
            }
        }
        None
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        let s = self.hv.iter().fold(0, |x, v| x ^ v);
        let mut out = Vec::new();
        for (i, (&h, &g)) in self.heaps.iter().zip(&self.hv).enumerate() {
            if h > 1000 {
                continue;
            }
            for (to, v) in self.values.options(h) {
                let m = MoveReport {
                    heap: i + 1,
                    from: h,
                    to,
                    value_after: None,
                };
                out.push((m.describe(), LoopyValue::Finite((s ^ g ^ v) as u32)));
            }
        }
        out
    }
}

struct WythoffSummand {
    a: u64,
    b: u64,
}

impl WythoffSummand {
    fn table(&self) -> (usize, Vec<u32>) {
        let size = (self.a.max(self.b) + 1) as usize;
        (size, wythoff::sg_table(size))
    }
}

impl Summand for WythoffSummand {
    fn label(&self) -> String {
        format!("wythoff {} {}", self.a, self.b)
    }

    fn value(&self) -> LoopyValue {
        let (size, t) = self.table();
        LoopyValue::Finite(t[self.a as usize * size + self.b as usize])
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        self.options()
            .into_iter()
            .find(|(_, v)| *v == LoopyValue::Finite(target))
            .map(|(m, _)| m)
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        let (size, t) = self.table();
        let (a, b) = (self.a, self.b);
        let v = |x: u64, y: u64| LoopyValue::Finite(t[x as usize * size + y as usize]);
        let mut out = Vec::new();
        out.extend((0..a).map(|x| (format!("({a}, {b}) -> ({x}, {b})"), v(x, b))));
        out.extend((0..b).map(|y| (format!("({a}, {b}) -> ({a}, {y})"), v(a, y))));
        out.extend((1..=a.min(b)).map(|d| {
            (
                format!("({a}, {b}) -> ({}, {})", a - d, b - d),
                v(a - d, b - d),
            )
        }));
        out
    }
}

/// Plays against perfect play: the user names a heap and the heaps it becomes.
/// Wythoff's game against perfect play: boyi's moves come from the golden-ratio pairs, so
/// heaps of any size play at once.
fn play_wythoff(
    mut heaps: (u64, u64),
    opts: &PlayOpts,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    let mut boyi_turn = crate::play::boyi_first(opts)?;
    writeln!(out, "wythoff: a move names the two heaps it leaves, e.g. `3 5`: take from one heap, or the same number from both.")?;
    let legal = |(a, b): (u64, u64), (c, d): (u64, u64)| {
        (c == a && d < b) || (d == b && c < a) || (c < a && d < b && a - c == b - d)
    };
    loop {
        let (a, b) = heaps;
        let lost = wythoff::is_p_position(a, b);
        writeln!(
            out,
            "\nheaps: {a} {b} ({} for the player to move)",
            if lost { "lost" } else { "won" }
        )?;
        if (a, b) == (0, 0) {
            if boyi_turn {
                writeln!(out, "game over: boyi cannot move, you win")?;
            } else {
                writeln!(out, "game over: you cannot move, boyi wins")?;
            }
            return Ok(());
        }
        if boyi_turn {
            // Winning: into a P-position. Losing: take one token from the larger heap and
            // hope (the game is then longest).
            heaps = match wythoff::winning_moves(a, b).first() {
                Some(&m) => m,
                None if a >= b => (a - 1, b),
                None => (a, b - 1),
            };
            writeln!(out, "boyi: {} {}", heaps.0, heaps.1)?;
        } else {
            let Some(line) = crate::play::read_move(input, out, "your move")? else {
                return Ok(());
            };
            let to: Option<Vec<u64>> = line.split_whitespace().map(|t| t.parse().ok()).collect();
            match to.as_deref() {
                Some(&[c, d]) if legal((a, b), (c, d)) => heaps = (c, d),
                Some(&[c, d]) => {
                    writeln!(out, "{c} {d} is not a move from {a} {b}: take from one heap, or the same number from both")?;
                    continue;
                }
                _ => {
                    let (c, d) = if b > 0 { (a, b - 1) } else { (a - 1, b) };
                    writeln!(out, "write the two heaps the move leaves, as in `{c} {d}`")?;
                    continue;
                }
            }
        }
        boyi_turn = !boyi_turn;
    }
}

fn play(
    spec: &Spec,
    values: &HeapValues,
    opts: &PlayOpts,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    let mut boyi_turn = crate::play::boyi_first(opts)?;
    let rules = spec.kind.rules();
    let mut heaps: Vec<u64> = spec.heaps.iter().copied().filter(|&h| h > 0).collect();
    let value_of = |heaps: &[u64]| {
        heaps
            .iter()
            .fold(0, |x, &h| x ^ values.value(h).unwrap_or(0))
    };
    writeln!(out, "{}: a move names a heap (1-based) and the heaps it becomes, e.g. `2 3` or `1 2 4`; `2 -` takes heap 2 away.", spec.kind.name())?;
    loop {
        let moves_exist = heaps.iter().any(|&h| {
            let mut m = Vec::new();
            rules.heap_moves(h, &mut m);
            !m.is_empty()
        });
        writeln!(out, "\nheaps: {:?} (value {})", heaps, value_of(&heaps))?;
        if !moves_exist {
            if boyi_turn {
                writeln!(out, "game over: boyi cannot move, you win")?;
            } else {
                writeln!(out, "game over: you cannot move, boyi wins")?;
            }
            return Ok(());
        }
        if boyi_turn {
            let s = value_of(&heaps);
            let mut chosen = None;
            for (i, &h) in heaps.iter().enumerate() {
                let g = values.value(h).unwrap_or(0);
                if s != 0 && g ^ s < g {
                    if let Some(to) = values.move_to(h, g ^ s) {
                        chosen = Some((i, to));
                        break;
                    }
                }
            }
            // Losing: make the smallest move available and hope.
            let (i, to) = match chosen {
                Some(c) => c,
                None => heaps
                    .iter()
                    .enumerate()
                    .find_map(|(i, &h)| {
                        let mut m = Vec::new();
                        rules.heap_moves(h, &mut m);
                        m.pop().map(|to| (i, to))
                    })
                    .expect("a move exists"),
            };
            writeln!(out, "boyi: heap {} ({}) -> {:?}", i + 1, heaps[i], to)?;
            heaps.remove(i);
            heaps.extend(to.into_iter().filter(|&h| h > 0));
        } else {
            let Some(line) = crate::play::read_move(input, out, "your move")? else {
                return Ok(());
            };
            let tokens: Vec<&str> = line.split_whitespace().collect();
            let parsed: Option<(usize, Vec<u64>)> = (|| {
                let i: usize = tokens.first()?.parse().ok()?;
                let to: Vec<u64> = if tokens.get(1) == Some(&"-") {
                    Vec::new()
                } else {
                    tokens[1..]
                        .iter()
                        .map(|t| t.parse().ok())
                        .collect::<Option<_>>()?
                };
                Some((i.checked_sub(1)?, to))
            })();
            let Some((i, mut to)) = parsed.filter(|(i, _)| *i < heaps.len()) else {
                writeln!(
                    out,
                    "write a heap number from 1 to {} and the heaps it becomes",
                    heaps.len()
                )?;
                continue;
            };
            to.retain(|&h| h > 0);
            to.sort_unstable();
            let mut legal = Vec::new();
            rules.heap_moves(heaps[i], &mut legal);
            if !legal.iter().any(|m| {
                let mut m = m.clone();
                m.retain(|&h| h > 0);
                m.sort_unstable();
                m == to
            }) {
                writeln!(out, "not a legal move from a heap of {}", heaps[i])?;
                continue;
            }
            heaps.remove(i);
            heaps.extend(to);
        }
        heaps.sort_unstable();
        boyi_turn = !boyi_turn;
    }
}
