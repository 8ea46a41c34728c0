//! Scoring games and the contest problems of the source articles: Pie Rules, the Absolute
//! Game, the Cutting Game and the pirates' gold.
//!
//! Parsing and printing only: the solving is in `boyi_games::{pie, absolute, cutting,
//! pirates}` and `boyi_core::minimax`.

mod tokens;

use super::{Entry, Family};
use crate::args::{PlayOpts, SequenceOpts, SolveOpts};
use crate::ctx::{core_err, Ctx};
use crate::summand::Summand;
use anyhow::{bail, Result};
use boyi_core::LoopyValue;
use boyi_games::cutting::{self, Sheet};
use boyi_games::pirates::{self, Pick, Rules, Threshold, Ties};
use boyi_games::{absolute, pie};
use serde::Serialize;
use std::collections::HashMap;
use std::io::BufRead;
use tokens::Tokens;

/// Scoring games and contest problems.
pub struct Contest;

const NAMES: &[&str] = &["pie", "absolute", "cutting", "pirates"];

/// Sequences longer than this are answered by the closed form only.
const SEARCH_UP_TO: usize = 8;

impl Family for Contest {
    fn title(&self) -> &'static str {
        "Scoring games and contest problems"
    }

    fn entries(&self) -> Vec<Entry> {
        vec![
            Entry {
                usage: "pie S1 S2 ...",
                about: "Pie Rules (CF859C): slices handed out in order by the holder of the decider token; both totals",
            },
            Entry {
                usage: "absolute --a A1,A2,... --b B1,B2,...",
                about: "Absolute Game (SEERC 2019): alternate deletions, Alice maximises |x - y|, Bob minimises it",
            },
            Entry {
                usage: "cutting W H",
                about: "Cutting Game (P10501): cut a W x H sheet; who cuts out a 1 x 1 piece wins (impartial, sums with +)",
            },
            Entry {
                usage: "pirates N C [--ties kill|spare] ...",
                about: "the pirates' gold: N pirates share C coins by votes (also --threshold 1/2|>1/2, --pick senior|junior)",
            },
        ]
    }

    fn claims(&self, first: &str) -> bool {
        NAMES.contains(&first)
    }

    fn solve(&self, game: &[String], opts: &SolveOpts, ctx: &Ctx) -> Result<()> {
        refuse_options(&game[0], opts)?;
        match game[0].as_str() {
            "pie" => solve_pie(game, ctx),
            "absolute" => solve_absolute(game, ctx),
            "cutting" => solve_cutting(game, ctx),
            "pirates" => solve_pirates(game, opts, ctx),
            other => bail!("unknown game `{other}`"),
        }
    }

    fn sequence(&self, game: &[String], opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
        match game[0].as_str() {
            "cutting" => sequence_cutting(game, opts, ctx),
            "pirates" => bail!("for every number of pirates up to N, use `boyi solve pirates N C --all`"),
            other => bail!("`boyi sequence` does not apply to `{other}`; it applies to `cutting W` (sheets W x h)"),
        }
    }

    fn play(&self, game: &[String], opts: &PlayOpts, ctx: &Ctx) -> Result<()> {
        match game[0].as_str() {
            "pie" => play_pie(game, opts, ctx),
            "cutting" => play_cutting(game, opts),
            other => bail!(
                "`boyi play` does not apply to `{other}`; it plays `pie S1 S2 ...` and `cutting W H`"
            ),
        }
    }

    fn summand(&self, game: &[String], _ctx: &Ctx) -> Result<Box<dyn Summand>> {
        match game[0].as_str() {
            "cutting" => Ok(Box::new(CuttingSummand::new(parse_sheet(game)?)?)),
            other => bail!(
                "`{}` cannot be part of a sum: sums are of impartial games, and {other} is a scoring or voting game",
                game.join(" ")
            ),
        }
    }
}

fn refuse_options(name: &str, opts: &SolveOpts) -> Result<()> {
    if opts.misere {
        bail!("--misere does not apply to `{name}`: its rules say how it ends");
    }
    if opts.dot.is_some() {
        bail!("--dot is not available for `{name}`");
    }
    if opts.db.is_some() || opts.resume {
        bail!("`{name}` is solved in memory in moments: --db and --resume do not apply");
    }
    if opts.all && name != "pirates" {
        bail!("--all applies to `pirates` only (every number of pirates up to N)");
    }
    Ok(())
}

// ---------------------------------------------------------------- Pie Rules

fn parse_pie(game: &[String]) -> Result<Vec<u64>> {
    let mut t = Tokens::new(game, &[])?;
    let slices = t.numbers_rest("slice sizes")?;
    if slices.is_empty() {
        bail!("`pie` needs the slice sizes in the order they are handed out, e.g. `boyi solve pie 141 592 653`");
    }
    Ok(slices)
}

#[derive(Serialize)]
struct PieReport {
    game: &'static str,
    slices: Vec<u64>,
    /// Bob's pie minus Alice's: the value for the first token holder.
    value: i64,
    alice: u64,
    bob: u64,
    principal_variation: Vec<pie::Step>,
}

fn solve_pie(game: &[String], ctx: &Ctx) -> Result<()> {
    let slices = parse_pie(game)?;
    let t = pie::solve(&slices)?;
    let report = PieReport {
        game: "pie",
        value: t.bob as i64 - t.alice as i64,
        alice: t.alice,
        bob: t.bob,
        slices,
        principal_variation: t.steps,
    };
    if ctx.json {
        return ctx.print_json(&report);
    }
    println!(
        "Pie Rules, {} slices; Bob holds the decider token first.",
        report.slices.len()
    );
    println!(
        "value: {:+} for Bob (his pie minus Alice's, under perfect play)",
        report.value
    );
    println!("totals: Alice {}, Bob {}", report.alice, report.bob);
    println!("perfect play (values: the decider's pie minus the other's, from this slice on):");
    for (i, s) in report.principal_variation.iter().enumerate() {
        let choice = if s.receiver == s.decider {
            "takes it"
        } else {
            "gives it away"
        };
        let tie = if s.indifferent {
            " (either is as good)"
        } else {
            ""
        };
        println!(
            "  slice {:>3} ({:>6}): {:5} {:13}  take {:+}, give {:+}{}",
            i + 1,
            s.slice,
            name(s.decider),
            choice,
            s.take_value,
            s.give_value,
            tie
        );
    }
    Ok(())
}

fn name(p: pie::Player) -> &'static str {
    match p {
        pie::Player::Alice => "Alice",
        pie::Player::Bob => "Bob",
    }
}

fn play_pie(game: &[String], opts: &PlayOpts, ctx: &Ctx) -> Result<()> {
    let slices = parse_pie(game)?;
    // The first decider is Bob.
    let me = if crate::play::boyi_first(opts)? {
        pie::Player::Alice
    } else {
        pie::Player::Bob
    };
    let _ = ctx;
    println!(
        "Pie Rules: you are {}; Bob holds the decider token first. Answer `take` or `give` (or `quit`).",
        name(me)
    );
    let mut decider = pie::Player::Bob;
    let (mut alice, mut bob) = (0u64, 0u64);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    for (i, &a) in slices.iter().enumerate() {
        let rest = pie::solve(&slices[i..])?;
        let step = rest.steps[0];
        let take = if decider == me {
            loop {
                println!(
                    "slice {} of {} ({a}); you hold the token. take or give?",
                    i + 1,
                    slices.len()
                );
                let Some(line) = lines.next() else {
                    bail!("standard input ended before the game did");
                };
                match line?.trim() {
                    "take" | "t" => break true,
                    "give" | "g" => break false,
                    "quit" | "q" => return Ok(()),
                    other => println!("`{other}`: answer take or give"),
                }
            }
        } else {
            let take = step.receiver == step.decider;
            println!(
                "slice {} of {} ({a}): boyi {} it",
                i + 1,
                slices.len(),
                if take { "takes" } else { "gives you" }
            );
            take
        };
        let receiver = if take { decider } else { decider.other() };
        match receiver {
            pie::Player::Alice => alice += a,
            pie::Player::Bob => bob += a,
        }
        if take {
            decider = decider.other();
        }
    }
    println!("final: Alice {alice}, Bob {bob}");
    let best = pie::solve(&slices)?;
    let mine = |a: u64, b: u64| if me == pie::Player::Alice { a } else { b };
    println!(
        "you got {}; perfect play would have given you {}",
        mine(alice, bob),
        mine(best.alice, best.bob)
    );
    Ok(())
}

// ---------------------------------------------------------------- Absolute Game

#[derive(Serialize)]
struct AbsoluteReport {
    game: &'static str,
    a: Vec<i64>,
    b: Vec<i64>,
    /// |x - y| under perfect play, for Alice (who maximises it).
    value: i64,
    method: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    search: Option<absolute::Searched>,
}

fn solve_absolute(game: &[String], ctx: &Ctx) -> Result<()> {
    let t = Tokens::new(game, &["a", "b"])?;
    t.no_positionals("absolute --a A1,A2,... --b B1,B2,...")?;
    let a = t.list("a")?;
    let b = t.list("b")?;
    let value = absolute::solve(&a, &b)?;
    let search = if a.len() <= SEARCH_UP_TO {
        let s = absolute::solve_by_search(&a, &b)?;
        // The closed form is only trusted because it agrees with the engine.
        anyhow::ensure!(
            s.value == value,
            "internal error: the closed form ({value}) and minimax ({}) disagree",
            s.value
        );
        Some(s)
    } else {
        None
    };
    let report = AbsoluteReport {
        game: "absolute",
        method: if search.is_some() {
            "exhaustive minimax, equal to the closed form max_a min_b |a - b|"
        } else {
            "closed form max_a min_b |a - b| (sequences too long for the exhaustive search)"
        },
        a,
        b,
        value,
        search,
    };
    if ctx.json {
        return ctx.print_json(&report);
    }
    println!(
        "Absolute Game, n = {}: Alice deletes first and maximises |x - y|; Bob minimises it.",
        report.a.len()
    );
    println!("value: {} ({})", report.value, report.method);
    if let Some(s) = &report.search {
        println!("positions solved: {}", s.positions);
        let line: Vec<String> = s
            .line
            .iter()
            .map(|d| format!("{} deletes {} (#{})", d.player, d.number, d.index))
            .collect();
        if !line.is_empty() {
            println!("principal variation: {}", line.join(", "));
        }
        if !s.first_moves.is_empty() {
            println!("Alice's first deletions, best first:");
            for (i, v) in &s.first_moves {
                println!("  delete a{i} = {:<12} -> {v}", report.a[i - 1]);
            }
        }
    } else {
        let keep = absolute::alice_keeps(&report.a, &report.b).map_or(0, |i| report.a[i]);
        println!(
            "Alice keeps {keep} (its nearest number of b is the farthest) and deletes the others."
        );
    }
    Ok(())
}

// ---------------------------------------------------------------- Cutting Game

fn parse_sheet(game: &[String]) -> Result<Sheet> {
    // `cutting 4x2`, as sheets are shown, means `cutting 4 2`.
    let game: Vec<String> = game
        .iter()
        .flat_map(|t| t.split('x').map(String::from).collect::<Vec<_>>())
        .collect();
    let mut t = Tokens::new(&game, &[])?;
    let n = t.numbers_rest("the sheet's sides")?;
    let [w, h] = n[..] else {
        bail!("`cutting` takes the two sides of the sheet, e.g. `boyi solve cutting 4 2`");
    };
    let side = |x: u64| u32::try_from(x).unwrap_or(u32::MAX);
    Ok(Sheet::new(side(w), side(h))?)
}

#[derive(Serialize)]
struct CutReport {
    into: [String; 2],
    value: u32,
}

#[derive(Serialize)]
struct CuttingReport {
    game: &'static str,
    sheet: String,
    value: LoopyValue,
    outcome: boyi_core::Outcome,
    winning_cuts: Vec<CutReport>,
    cuts: Vec<CutReport>,
}

/// A solved sheet: its value and its cuts' values.
struct CuttingSummand {
    sheet: Sheet,
    values: HashMap<Sheet, u32>,
}

impl CuttingSummand {
    fn new(sheet: Sheet) -> Result<CuttingSummand> {
        if sheet.long() > 2 * cutting::MAX_SIDE {
            bail!(
                "a {sheet} sheet is larger than boyi solves in moments (sides up to {})",
                2 * cutting::MAX_SIDE
            );
        }
        let values = cutting::grundy(&[sheet]).map_err(core_err)?;
        Ok(CuttingSummand { sheet, values })
    }

    fn cuts(&self) -> Vec<CutReport> {
        let mut cuts: Vec<CutReport> = self
            .sheet
            .cuts()
            .into_iter()
            .map(|(a, b)| CutReport {
                into: [a.to_string(), b.to_string()],
                value: self.values[&a] ^ self.values[&b],
            })
            .collect();
        cuts.sort_by_key(|c| c.value);
        cuts
    }
}

impl Summand for CuttingSummand {
    fn label(&self) -> String {
        format!("cutting {}", self.sheet)
    }

    fn value(&self) -> LoopyValue {
        LoopyValue::Finite(self.values[&self.sheet])
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        self.cuts()
            .into_iter()
            .find(|c| c.value == target)
            .map(|c| format!("cut it into {} + {}", c.into[0], c.into[1]))
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        self.cuts()
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

fn solve_cutting(game: &[String], ctx: &Ctx) -> Result<()> {
    let s = CuttingSummand::new(parse_sheet(game)?)?;
    let value = s.value();
    let cuts = s.cuts();
    let report = CuttingReport {
        game: "cutting",
        sheet: s.sheet.to_string(),
        outcome: value.outcome(),
        winning_cuts: cuts
            .iter()
            .filter(|c| c.value == 0)
            .map(|c| CutReport {
                into: c.into.clone(),
                value: 0,
            })
            .collect(),
        value,
        cuts,
    };
    if ctx.json {
        return ctx.print_json(&report);
    }
    println!("Cutting Game, a {} sheet (who cuts out a 1 x 1 piece wins; cuts that leave a strip of width 1 lose at once and are not listed).", report.sheet);
    println!("value: {}", report.value);
    println!(
        "outcome: {} for the player to move ({}) — P10501 prints {}",
        report.outcome,
        report.outcome.letter(),
        if report.outcome == boyi_core::Outcome::Win {
            "WIN"
        } else {
            "LOSE"
        }
    );
    if report.cuts.is_empty() {
        println!(
            "no safe cut: every cut leaves a strip from which the opponent cuts a 1 x 1 piece"
        );
    } else {
        println!("cuts (value of the two pieces together; *0 wins):");
        for c in &report.cuts {
            println!("  {} + {}  *{}", c.into[0], c.into[1], c.value);
        }
    }
    Ok(())
}

fn play_cutting(game: &[String], opts: &PlayOpts) -> Result<()> {
    let start = parse_sheet(game)?;
    let mut my_turn = !crate::play::boyi_first(opts)?;
    let values = CuttingSummand::new(start)?.values;
    let mut sheets = vec![start];
    println!("Cutting Game from a {start} sheet. Cuts that leave a strip of width 1 lose at once (the opponent cuts out a 1 x 1 piece), so only the others are offered. Answer with a cut's number (or `quit`).");
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        let cuts: Vec<(usize, Sheet, Sheet)> = sheets
            .iter()
            .enumerate()
            .flat_map(|(i, s)| s.cuts().into_iter().map(move |(a, b)| (i, a, b)))
            .collect();
        if cuts.is_empty() {
            println!(
                "no safe cut is left: any cut leaves a strip from which the other player cuts out a 1 x 1 piece. {}",
                if my_turn { "boyi wins." } else { "You win!" }
            );
            return Ok(());
        }
        let total = sheets.iter().fold(0, |x, s| x ^ values[s]);
        let after = |&(i, a, b): &(usize, Sheet, Sheet)| {
            total ^ values[&sheets[i]] ^ values[&a] ^ values[&b]
        };
        let chosen = if my_turn {
            let list: Vec<String> = sheets.iter().map(Sheet::to_string).collect();
            println!("sheets: {} (value *{total})", list.join(", "));
            for (k, (i, a, b)) in cuts.iter().enumerate() {
                println!(
                    "  {:>3}. cut sheet {} ({}) into {a} + {b}",
                    k + 1,
                    i + 1,
                    sheets[*i]
                );
            }
            loop {
                let Some(line) = lines.next() else {
                    bail!("standard input ended before the game did");
                };
                let line = line?;
                let line = line.trim();
                if line == "quit" || line == "q" {
                    return Ok(());
                }
                match line.parse::<usize>() {
                    Ok(k) if (1..=cuts.len()).contains(&k) => break k - 1,
                    _ => println!("`{line}`: answer with a number from 1 to {}", cuts.len()),
                }
            }
        } else {
            // Perfect play: a cut to value *0 if there is one, else any cut.
            let k = cuts.iter().position(|c| after(c) == 0).unwrap_or(0);
            let (i, a, b) = cuts[k];
            println!("boyi cuts sheet {} ({}) into {a} + {b}", i + 1, sheets[i]);
            k
        };
        let (i, a, b) = cuts[chosen];
        sheets.remove(i);
        sheets.push(a);
        sheets.push(b);
        sheets.sort();
        my_turn = !my_turn;
    }
}

#[derive(Serialize)]
struct CuttingSequence {
    game: &'static str,
    width: u32,
    /// The height of the first value.
    from: u32,
    values: Vec<u32>,
}

fn sequence_cutting(game: &[String], opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
    let mut t = Tokens::new(game, &[])?;
    let n = t.numbers_rest("the sheet's width")?;
    let [w] = n[..] else {
        bail!("write `boyi sequence cutting W --upto N` for the sheets W x 2 .. W x N");
    };
    let Some(upto) = opts.upto else {
        bail!("give the range: `boyi sequence cutting {w} --upto N`");
    };
    if opts.plot.is_some()
        || opts.at.is_some()
        || opts.method.is_some()
        || opts.resume
        || opts.param.is_some()
    {
        bail!("--plot, --at, --method, --param and --resume do not apply to the Cutting Game");
    }
    if !(2..=400).contains(&w) || !(2..=5000).contains(&upto) {
        bail!("the width must be between 2 and 400 and --upto between 2 and 5000");
    }
    let sheets: Vec<Sheet> = (2..=upto)
        .map(|h| Sheet::new(w as u32, h as u32))
        .collect::<Result<_, _>>()?;
    let sg = cutting::grundy(&sheets).map_err(core_err)?;
    let report = CuttingSequence {
        game: "cutting",
        width: w as u32,
        from: 2,
        values: sheets.iter().map(|s| sg[s]).collect(),
    };
    let text = match (ctx.json, opts.format.as_str()) {
        (true, _) | (_, "json") => serde_json::to_string_pretty(&report)? + "\n",
        (_, "csv") => {
            let mut out = String::from("height,value\n");
            for (i, v) in report.values.iter().enumerate() {
                out += &format!("{},{v}\n", i + 2);
            }
            out
        }
        (_, "text") => {
            let values: Vec<String> = report.values.iter().map(u32::to_string).collect();
            format!(
                "Cutting Game, SG values of {w} x h sheets for h = 2..={upto}:\n{}\n",
                values.join(" ")
            )
        }
        (_, other) => bail!("unknown --format `{other}`; use text, csv or json"),
    };
    match &opts.output {
        Some(path) => std::fs::write(path, text)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?,
        None => print!("{text}"),
    }
    Ok(())
}

// ---------------------------------------------------------------- The pirates' gold

fn parse_pirates(game: &[String]) -> Result<Rules> {
    let mut t = Tokens::new(game, &["threshold", "ties", "pick"])?;
    let n = t.numbers_rest("the number of pirates and of coins")?;
    let [pirates, coins] = n[..] else {
        bail!("`pirates` takes the number of pirates and the number of coins, e.g. `boyi solve pirates 5 100`");
    };
    let mut rules = Rules::new(u32::try_from(pirates).unwrap_or(u32::MAX), coins);
    if let Some(th) = t.flag("threshold") {
        rules.threshold = Threshold::parse(th)?;
    }
    if let Some(ties) = t.flag("ties") {
        rules.ties = match ties {
            "kill" => Ties::Kill,
            "spare" => Ties::Spare,
            other => bail!("--ties must be `kill` (indifferent pirates vote no) or `spare` (they vote yes), not `{other}`"),
        };
    }
    if let Some(pick) = t.flag("pick") {
        rules.pick = match pick {
            "senior" => Pick::Senior,
            "junior" => Pick::Junior,
            other => bail!("--pick must be `senior` or `junior`, not `{other}`"),
        };
    }
    if rules.pirates == 0 || rules.pirates > pirates::MAX_PIRATES {
        bail!(pirates::PiratesError::Pirates(pirates));
    }
    Ok(rules)
}

/// Pirate numbers, runs with a constant step shortened: `3, 5, …, 201`.
fn pirate_list(p: &[u32]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < p.len() {
        let mut j = i + 1;
        if j < p.len() {
            let step = p[j] - p[i];
            while j + 1 < p.len() && p[j + 1] - p[j] == step {
                j += 1;
            }
            if j - i >= 3 {
                out.push(format!("{}, {}, …, {}", p[i], p[i + 1], p[j]));
                i = j + 1;
                continue;
            }
        }
        out.push(p[i].to_string());
        i += 1;
    }
    out.join(", ")
}

fn describe_rules(r: &Rules) -> String {
    format!(
        "{} pirates, {} coins; a proposal passes with {} (the proposer's included); indifferent pirates vote to {}; among voters asking the same price the proposer buys the most {} first",
        r.pirates,
        r.coins,
        r.threshold,
        match r.ties {
            Ties::Kill => "kill",
            Ties::Spare => "spare",
        },
        match r.pick {
            Pick::Senior => "senior",
            Pick::Junior => "junior",
        }
    )
}

fn print_round(r: &pirates::Round, rules: &Rules) {
    let coins = rules.coins;
    if !r.passes {
        let cost = if r.price_of_votes == u128::MAX {
            "more votes than there are pirates".to_string()
        } else {
            format!("{} coins", r.price_of_votes)
        };
        println!(
            "pirate {} proposes to {} pirates and is thrown overboard: he needs {} votes, and the cheapest {} besides his own would cost {cost} (there are {coins})",
            r.proposer,
            r.voters,
            r.needed,
            r.needed - 1,
        );
        return;
    }
    println!(
        "pirate {} proposes to {} pirates and the proposal passes with {} of {} votes ({} needed):",
        r.proposer, r.voters, r.yes, r.voters, r.needed
    );
    println!("  pirate {} keeps {}", r.proposer, r.offer[0]);
    let mut by_amount: std::collections::BTreeMap<u64, Vec<u32>> = Default::default();
    for (i, &g) in r.offer.iter().enumerate().skip(1) {
        by_amount.entry(g).or_default().push(r.proposer + i as u32);
    }
    for (g, who) in by_amount.iter().rev() {
        let each = if who.len() > 1 { " each" } else { "" };
        println!(
            "  {g} coin{}{each}: pirate{} {}",
            if *g == 1 { "" } else { "s" },
            if who.len() > 1 { "s" } else { "" },
            pirate_list(who)
        );
    }
    if let Some(t) = &r.tie {
        println!(
            "  several proposals are equally good: any {} of the {} pirates asking {} coin{} ({}) could be paid; by the rule, the most {} are",
            t.chosen,
            t.candidates.len(),
            t.price,
            if t.price == 1 { "" } else { "s" },
            pirate_list(&t.candidates),
            match rules.pick {
                Pick::Senior => "senior",
                Pick::Junior => "junior",
            }
        );
    }
}

#[derive(Serialize)]
struct PiratesTable {
    rules: Rules,
    games: Vec<pirates::Solution>,
}

fn solve_pirates(game: &[String], opts: &SolveOpts, ctx: &Ctx) -> Result<()> {
    let rules = parse_pirates(game)?;
    if opts.all {
        if rules.pirates > 300 {
            bail!("--all solves every number of pirates up to N; keep N at most 300");
        }
        let games = (1..=rules.pirates)
            .map(|k| {
                pirates::solve(&Rules {
                    pirates: k,
                    ..rules
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if ctx.json {
            return ctx.print_json(&PiratesTable { rules, games });
        }
        println!("{}", describe_rules(&rules));
        println!(
            "{:>8}  {:>9}  gold, most senior first (x: thrown overboard)",
            "pirates", "survivors"
        );
        for g in &games {
            let gold = gold_shares(&g.fates);
            println!(
                "{:>8}  {:>9}  {}",
                g.rules.pirates,
                g.survivors(),
                gold.join(" ")
            );
        }
        return Ok(());
    }
    let s = pirates::solve(&rules)?;
    if ctx.json {
        return ctx.print_json(&s);
    }
    println!("The pirates' gold: {}.", describe_rules(&rules));
    for r in &s.rounds {
        print_round(r, &rules);
    }
    let dead: Vec<u32> = s
        .fates
        .iter()
        .filter(|f| !f.alive)
        .map(|f| f.pirate)
        .collect();
    println!(
        "survivors: {} of {}{}",
        s.survivors(),
        rules.pirates,
        if dead.is_empty() {
            String::new()
        } else {
            format!(
                "; thrown overboard: pirate{} {}",
                if dead.len() > 1 { "s" } else { "" },
                pirate_list(&dead)
            )
        }
    );
    if rules.pirates <= 12 {
        let gold = gold_shares(&s.fates);
        println!("gold, most senior first: {}", gold.join("/"));
    }
    Ok(())
}

/// Each pirate's gold, most senior first, `x` for one thrown overboard.
fn gold_shares(fates: &[pirates::Fate]) -> Vec<String> {
    fates
        .iter()
        .map(|f| {
            if f.alive {
                f.gold.to_string()
            } else {
                "x".into()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pirate_lists_shorten_runs() {
        assert_eq!(pirate_list(&[3, 5]), "3, 5");
        assert_eq!(pirate_list(&[3, 5, 7, 9, 20]), "3, 5, …, 9, 20");
        assert_eq!(pirate_list(&[1, 2, 3, 4]), "1, 2, …, 4");
        assert_eq!(pirate_list(&[]), "");
    }
}
