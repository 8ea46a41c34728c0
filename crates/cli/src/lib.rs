//! The `boyi` command line: arguments → catalog → engine → renderer.
//!
//! The binary is a thin wrapper over [`main_entry`]; [`native`] gives a user's own Rust game
//! type the same command line. Everything a library user needs (the games, the answers, the
//! play sessions) is in `boyi_engine`; this crate parses, prints and handles the terminal
//! (progress bars, Ctrl-C, the exit code).
//!
//! ```text
//! boyi solve    GAME [+ GAME ...] [--json] [--dot FILE] [--all] [--db DIR]
//! boyi sequence GAME --upto N [--param NAME] [--format text|csv|json|cpp|python|rust]
//!               [--check EXPR] [--plot FILE.svg]
//! boyi play     GAME [--first me|boyi]
//! boyi query    GAME POSITION
//! boyi explain  GAME [POSITION] [--dot FILE]
//! boyi value    EXPR [--compare EXPR] [--thermograph FILE.svg]
//! boyi strategy GAME [POSITION] [-o FILE] | boyi check-strategy FILE ...
//! boyi quotient CODE [--upto N]
//! boyi nimber [OP A [B]]                  (no operation: products read from standard input)
//! boyi judge FAMILY [--words WIN,LOSE]     (contest input on standard input)
//! boyi list | boyi schema
//! ```

pub mod args;
mod help;
pub mod native;
mod play;
pub mod progress;
mod refusal;
mod serve;

use anyhow::Result;
use args::{Action, Command};
use boyi_engine::report::{ErrorAnswer, ErrorReport, FrontEnd};
use boyi_engine::{Catalog, Context, EngineError, SequenceAnswer};
use boyi_i18n::{tr, Lang};
use boyi_render as render;
use refusal::{refusal, refuse, Refusal};
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

/// Runs `boyi` with the process arguments and returns its exit code: 0 on success, 2 on an
/// error (printed to standard error), 130 when interrupted by Ctrl-C.
pub fn main_entry() -> ExitCode {
    end_quietly_on_broken_pipe();
    // A script's prints go to standard error: standard output carries the answers.
    let catalog = Catalog::builtin_printing(std::sync::Arc::new(|line| eprintln!("{line}")));
    let argv: Vec<String> = (std::env::args_os())
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let parsed = args::parse_from(argv.clone());
    // An error while the command is parsed (`--memory` given to `value`) is told in the
    // language `--help` would speak: English when the language asked is unknown.
    let lang = parsed
        .as_ref()
        .map_or_else(|_| args::help_lang(&argv), |c| c.lang);
    let json = match &parsed {
        Ok(c) => c.common.json,
        Err(_) => args::asks_json(&argv),
    };
    let result = parsed.and_then(|cmd| run(&cmd, &catalog));
    exit_code("boyi", lang, json, result)
}

/// The exit code of a run, its error printed: the engine's messages say everything once
/// (their causes included), so only the top of an error is printed. Under `--json` (`json`)
/// the error is printed as data on standard output ([`ErrorAnswer`]), with the same code.
pub(crate) fn exit_code(program: &str, lang: Lang, json: bool, result: Result<()>) -> ExitCode {
    let Err(e) = result else {
        return ExitCode::SUCCESS;
    };
    if e.is::<refusal::Told>() {
        return ExitCode::from(2);
    }
    let engine = e.downcast_ref::<EngineError>();
    let report = match engine {
        Some(engine) => ErrorReport {
            message: in_cli_words(lang, engine),
            ..engine.report(lang, FrontEnd::Cli)
        },
        None => match (
            e.downcast_ref::<Refusal>(),
            e.downcast_ref::<std::io::Error>(),
        ) {
            (Some(Refusal(report)), _) => report.clone(),
            // The answer could not be written (standard output on a full disk).
            (None, Some(io)) => boyi_render::error(
                lang,
                &boyi_report::phrase!(
                    "cli-cannot-write-output",
                    why = boyi_engine::os_reason(lang, io)
                ),
            ),
            (None, None) => ErrorReport::new(boyi_engine::said::TEXT_ID, format!("{e:#}")),
        },
    };
    let cancelled = matches!(engine, Some(EngineError::Cancelled { .. }));
    if json {
        print_error_json(report);
    } else if cancelled {
        eprintln!("{program}: {}", report.message);
    } else {
        let line = tr!(lang, "error-line", message = report.message);
        eprintln!("{program}: {line}");
    }
    ExitCode::from(if cancelled { 130 } else { 2 })
}

/// Prints `error` as `--json` prints every failure: `{"error": {...}}` on standard output.
pub(crate) fn print_error_json(error: ErrorReport) {
    // Standard output closed or full: the exit code still tells the failure.
    let _ = print_json(&ErrorAnswer { error });
}

/// An engine error in the command line's words: the run's settings by their flags (the
/// engine words the game's options, verbs and commands for the command line itself).
fn in_cli_words(lang: Lang, e: &EngineError) -> String {
    use boyi_engine::ResourceProblem as R;
    match e {
        EngineError::Resource(R::Memory { mib: 0 }) => tr!(lang, "error-memory-zero"),
        EngineError::Resource(R::Memory { mib }) => tr!(lang, "error-memory-huge", mib = *mib),
        EngineError::Resource(R::Threads { threads }) => tr!(
            lang,
            "error-threads",
            threads = *threads,
            max = boyi_engine::context::MAX_THREADS
        ),
        e => e.message(lang),
    }
}

fn print_json<T: Serialize>(value: &T) -> Result<()> {
    let mut out = std::io::stdout().lock();
    // As an I/O error when standard output refuses it, which the exit code path words.
    serde_json::to_writer_pretty(&mut out, value).map_err(std::io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

/// Writes a file whole or not at all ([`boyi_fs::write`]), so that a full disk or an
/// interruption never leaves a truncated file that looks finished.
/// `what` names the file in the catalogue's `error-cannot-write`: `thermograph`, `dot`,
/// `strategy`, `plot` or `values`.
fn write_file(lang: Lang, path: &std::path::Path, body: &str, what: &str) -> Result<()> {
    boyi_fs::write(path, body.as_bytes()).map_err(|e| {
        refusal!(
            lang,
            "error-cannot-write",
            what = what,
            path = path.display().to_string(),
            why = boyi_engine::os_reason(lang, &e)
        )
    })
}

/// Runs a parsed command against `catalog`.
pub fn run(cmd: &Command, catalog: &Catalog) -> Result<()> {
    if let Action::Serve(s) = &cmd.action {
        // Before the Ctrl-C flag below: the server stops on Ctrl-C by itself.
        return serve::run(s, cmd, catalog);
    }
    let json = cmd.common.json;
    let lang = cmd.lang;
    let cancel = progress::ctrl_c_flag();
    let bars = Arc::new(progress::Bars::new(
        cmd.common.quiet || json,
        cancel.clone(),
    ));
    // The command line keeps databases, books and checkpoints between runs (a library
    // context keeps none unless given a directory).
    let mut cx = Context::new()
        .with_memory_mib(cmd.common.memory)?
        .with_progress(bars)
        .with_data_dir(Context::default_data_dir());
    if let Some(t) = cmd.common.threads {
        cx = cx.with_threads(t)?;
    }
    // For the kill tests: checkpoints closer together than every 20 s (not a user option).
    if let Some(s) = std::env::var("BOYI_CHECKPOINT_SECONDS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
    {
        cx = cx.with_save_every(std::time::Duration::from_secs_f64(s));
    }
    let out = &mut std::io::stdout();
    let game = || catalog.parse_tokens_within(&cmd.game, &cx.budget());
    let opts = cmd.options();
    match &cmd.action {
        Action::List => {
            let r = catalog.report();
            if json {
                return print_json(&r);
            }
            write!(out, "{}", render::text::list(lang, &r))?;
        }
        Action::Schema => print_json(&boyi_engine::schema::schema())?,
        Action::Value(v) => {
            let expression = cmd.game.join(" ");
            let r = boyi_engine::algebra::value(&expression, v.compare.as_deref())?;
            if let Some(path) = &v.thermograph {
                let svg = boyi_engine::algebra::thermograph_svg(&expression)?;
                write_file(lang, path, &svg, "thermograph")?;
            }
            if json {
                return print_json(&r);
            }
            write!(out, "{}", render::partizan::value(lang, &r))?;
        }
        Action::Nimber => return nimber(&cmd.game, json, lang),
        Action::Judge(j) => {
            let words = j.pair(lang)?;
            let judge = boyi_engine::judge::Judge::parse(&cmd.game)?;
            let input = read_stdin(lang)?;
            let mut body = Vec::new();
            judge.run(&input, [&words[0], &words[1]], &mut body, &cx)?;
            out.write_all(&body)?;
        }
        Action::Serve(_) => unreachable!("served above"),
        Action::Solve(s) => {
            let g = game()?;
            let r = g.solve(&opts, &cx)?;
            if let Some(path) = &s.dot {
                write_file(lang, path, &render::dot::render(&r), "dot")?;
            }
            if json {
                return print_json(&r);
            }
            let mut r = r;
            if s.dot.is_some() && !s.all {
                // Every position was asked for the drawing; the text shows what it would.
                if let boyi_engine::report::Details::Explicit(d) = &r.details {
                    if d.positions_total > 200 {
                        r.positions.clear();
                    }
                }
            }
            write!(out, "{}", render::text::solve(lang, &r))?;
        }
        Action::Query(_) => {
            let g = game()?;
            let clock = std::time::Instant::now();
            let r = g.query(&opts, &cx)?;
            if json {
                return print_json(&r);
            }
            write!(out, "{}", render::text::query(lang, &r))?;
            if r.database.is_some() {
                let ms = format!("{:.1}", clock.elapsed().as_secs_f64() * 1e3);
                writeln!(out, "{}", tr!(lang, "answered-in", ms = ms))?;
            }
        }
        Action::Sequence(s) => sequence(&game()?, s, &opts, &cx, json, lang)?,
        Action::Explain(e) => {
            let r = game()?.explain(&opts, &cx)?;
            if let Some(path) = &e.dot {
                let dot = render::explain::dot(&r)
                    .ok_or_else(|| refusal!(lang, "error-dot-no-rounds"))?;
                write_file(lang, path, &dot, "dot")?;
            }
            if json {
                return print_json(&r);
            }
            write!(out, "{}", render::explain::text(lang, &r))?;
        }
        Action::Strategy(s) => {
            let r = game()?.strategy(&opts, &cx)?;
            let body = serde_json::to_string(&r)? + "\n";
            match &s.output {
                Some(path) => {
                    write_file(lang, path, &body, "strategy")?;
                    if !json {
                        let line = tr!(
                            lang,
                            "cli-strategy-written",
                            game = r.game.as_str(),
                            start = r.start.to_string(),
                            replies = r.replies.len(),
                            plies = r.remoteness,
                            file = path.display().to_string()
                        );
                        writeln!(out, "{line}")?;
                    }
                }
                None => write!(out, "{body}")?,
            }
        }
        Action::CheckStrategy => {
            let r = check_strategies(&cmd.game, cx.budget().max_bytes);
            if json {
                print_json(&r)?;
            } else {
                write!(out, "{}", render::text::strategy_check(lang, &r))?;
            }
            let rejected = r.files.iter().filter(|f| f.rejected.is_some()).count();
            if rejected > 0 {
                if json {
                    // The verdicts printed say which and why.
                    return Err(refusal::Told.into());
                }
                refuse!(
                    lang,
                    "cli-strategies-rejected",
                    rejected = rejected,
                    all = cmd.game.len()
                );
            }
        }
        Action::Quotient(_) => {
            let r = game()?.quotient(&opts, &cx)?;
            if json {
                return print_json(&r);
            }
            write!(out, "{}", render::quotient::text(lang, &r))?;
        }
        Action::Book(_) => {
            let r = game()?.book(&opts, &cx)?;
            if json {
                return print_json(&r);
            }
            write!(out, "{}", render::text::book(lang, &r))?;
        }
        Action::Count(_) => {
            let r = game()?.count(&opts, &cx)?;
            if json {
                print_json(&r)?;
            } else {
                write!(out, "{}", render::text::count_report(lang, &r))?;
            }
            // The counts so far are printed, and the exit code says they are not the answer.
            if let Some(why) = r.stopped.as_ref().filter(|_| !r.complete) {
                if cancel.load(std::sync::atomic::Ordering::Relaxed) {
                    return Err(EngineError::Cancelled { kept: None }.into());
                }
                if json {
                    // The report printed says so (`complete`, `stopped`): a second document
                    // on standard output would break a reader of one.
                    return Err(refusal::Told.into());
                }
                refuse!(lang, "cli-count-incomplete", why = why.clone());
            }
        }
        Action::Play(p) => {
            let g = game()?;
            let mut session = g.session(&opts, &cx)?;
            let side = play::boyi_side(p.first.as_deref(), &session);
            let stdin = std::io::stdin();
            play::play(&mut session, side, &mut stdin.lock(), out, json, lang)?;
        }
    }
    Ok(())
}

/// The independent checker's verdict on each strategy file of `files`, each read within
/// `max_bytes`.
fn check_strategies(files: &[String], max_bytes: u64) -> boyi_report::StrategyCheck {
    use boyi_report::{CheckedStrategy, VerifiedStrategy};
    let check = |f: &String| match boyi_check::check_file_within(std::path::Path::new(f), max_bytes)
    {
        Ok(v) => CheckedStrategy {
            file: f.clone(),
            accepted: Some(VerifiedStrategy {
                game: v.game,
                positions: v.positions as u64,
                longest: v.longest,
                stated: v.stated,
            }),
            rejected: None,
        },
        Err(why) => CheckedStrategy {
            file: f.clone(),
            accepted: None,
            rejected: Some(boyi_engine::rejection_phrase(&why)),
        },
    };
    boyi_report::StrategyCheck {
        files: files.iter().map(check).collect(),
    }
}

/// Standard input, whole, as bytes (contest input is read once and parsed in place).
fn read_stdin(lang: Lang) -> Result<Vec<u8>> {
    let mut input = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut input)
        .map_err(|e| args::cannot_read_stdin(lang, &e))?;
    Ok(input)
}

/// `boyi nimber OP A [B]`, or products read from standard input.
fn nimber(words: &[String], json: bool, lang: Lang) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let Some((op, operands)) = words.split_first() else {
        let input = read_stdin(lang)?;
        let mut body = Vec::new();
        boyi_engine::nimber::products(&input, &mut body)?;
        out.write_all(&body)?;
        return Ok(());
    };
    let operands: Vec<&str> = operands.iter().map(String::as_str).collect();
    let r = boyi_engine::nimber::operation(op, &operands)?;
    if json {
        return print_json(&r);
    }
    match &r.note {
        Some(note) => {
            let why = boyi_render::words(lang, note);
            writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "nimber-no-result",
                    equation = r.equation.as_str(),
                    why = why
                )
            )?
        }
        None => writeln!(out, "{}", r.equation)?,
    }
    Ok(())
}

fn sequence(
    g: &boyi_engine::AnyGame,
    s: &args::SequenceOpts,
    opts: &boyi_engine::Options,
    cx: &Context,
    json: bool,
    lang: Lang,
) -> Result<()> {
    let json = json || s.format == "json";
    // Written with `?`: `print!` panics when standard output cannot take the answer.
    let out = &mut std::io::stdout().lock();
    let mut r = match g.sequence(opts, cx)? {
        SequenceAnswer::At(at) => {
            if json {
                return print_json(&at);
            }
            write!(
                out,
                "{}",
                render::sequence::value_at(&at, &render::words(lang, &g.title()))
            )?;
            return Ok(());
        }
        SequenceAnswer::Values(r) => r,
    };
    if let Some(path) = &s.plot {
        if let Some(t) = &r.table {
            // A two-parameter game: the table drawn as a heat map, P-positions marked.
            let title = format!(
                "{}: {} ({})",
                r.game,
                t.of,
                render::words(lang, &t.p_positions.formula)
            );
            write_file(lang, path, &render::plot::heatmap(&title, t), "plot")?;
        } else {
            let boyi_engine::report::SequenceValues::Sg(values) = &r.values else {
                anyhow::bail!(boyi_engine::EngineError::NotApplicable {
                    option: boyi_engine::report::Opt::Plot,
                    game: g.name().to_string(),
                    reason: Some(boyi_report::phrase!("reason-plot-sg-only").into()),
                });
            };
            let pre = r
                .pattern
                .as_ref()
                .and_then(|p| p.pattern)
                .map(|p| p.preperiod);
            let title = format!(
                "{} ({})",
                render::words(lang, &r.title),
                r.pattern
                    .as_ref()
                    .map(|p| render::text::pattern(lang, p))
                    .unwrap_or_default()
            );
            write_file(lang, path, &render::plot::svg(&title, values, pre), "plot")?;
        }
    }
    let body = match s.format.as_str() {
        "csv" => render::sequence::csv(&r),
        lang if render::code::CodeLang::named(lang).is_some() => {
            render::code::literal(&r, render::code::CodeLang::named(lang).expect("named"))
        }
        _ if json => serde_json::to_string_pretty(&r)? + "\n",
        _ => render::sequence::values(lang, &r),
    };
    match &s.output {
        Some(path) => {
            write_file(lang, path, &body, "values")?;
            if !json {
                write!(out, "{}", render::sequence::summary(lang, &r, Some(path)))?;
            }
        }
        None => {
            write!(out, "{body}")?;
            if s.format == "text" && !json {
                write!(out, "{}", render::sequence::summary(lang, &r, None))?;
            } else if let (Some(c), "csv") = (&r.check, s.format.as_str()) {
                // CSV is values only; the verdict goes beside it.
                eprintln!(
                    "--check {}: {}",
                    c.conjecture,
                    render::sequence::verdict(lang, c)
                );
            }
        }
    }
    // Only now, with the values saved, may the checkpoint go.
    boyi_engine::spend_checkpoint(&mut r);
    Ok(())
}

/// Restores the default action of `SIGPIPE`: when the reader of the output goes away
/// (`boyi sequence ... | head`), the process ends quietly, as other command-line tools do,
/// instead of Rust's print macros panicking on the broken pipe.
pub(crate) fn end_quietly_on_broken_pipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to its default at start-up, before any thread
    // is started; no handler code is involved.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
