//! What an engine error says when it names something to type: an option, a verb, a whole
//! command. Each front end calls these by its own names (the command line's `--upto 30`,
//! Python's `upto=30`, the web's `upto=30`; `boyi sequence 0.77 --upto 100`,
//! `boyi.game("0.77").sequence(upto=100)`, `/api/sequence?game=0.77&upto=100`), so the engine
//! keeps them typed ([`Said`], [`Call`]) and words them at the end, through the catalogue, for
//! the language and the front end asked ([`Said::words`]).
//!
//! A game's description (`cram --width 3`, `0.77 --misere`) is one grammar that every front
//! end takes as it is (`boyi.game(...)`, `?game=`): it is quoted whole, flags and all.

use boyi_i18n::{tr, Lang};
use boyi_report::{FrontEnd, Opt, Verb};
use std::fmt;
use std::path::PathBuf;

mod call;
mod id;
mod json;
mod what;
pub use call::{verb_words, Call, Tool, Way};
pub use id::TEXT_ID;
pub use json::{json_reason, json_reason_words};
use what::{need, range, ways};
pub use what::{Choices, Need, Range, Sizes};

/// A message of an engine error: a message of the catalogue, its options, verbs and commands
/// worded per front end. Every message has an id (there is no variant for bare prose, so a
/// new message cannot compile without one); what a lower crate says in its own words goes
/// through [`own_words`], inside a frame of the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A message of the catalogue that names nothing a front end calls differently (a
    /// contest input's line and what was expected there).
    Phrase(boyi_report::Phrase),
    /// An option's value is wrong: `--check `x >`: <problem>` (the problem as its parser
    /// words it).
    OptionValue {
        /// The option.
        option: Opt,
        /// The value given.
        given: String,
        /// What is wrong with it.
        problem: Box<Said>,
    },
    /// An option takes one of a few words, and was given another.
    Choices {
        /// The option.
        option: Opt,
        /// The word given.
        given: String,
        /// The words it takes.
        choices: Choices,
    },
    /// A sequence (or a book) needs its range: one or two ways to give it.
    GiveRange {
        /// How to ask, each for what it lists.
        ways: Vec<Way>,
    },
    /// A verb takes the game without its sizes (heaps, heads, a board, a sheet).
    WithoutSizes {
        /// The verb.
        verb: Verb,
        /// What to leave out.
        sizes: Sizes,
        /// How to ask instead.
        ways: Vec<Way>,
    },
    /// A table needs a sum of two games; this one has `parts`.
    SumOfTwo {
        /// The parts of the sum given.
        parts: usize,
    },
    /// A verb needs a board, which a game named by its width only has not.
    NeedsBoard {
        /// The verb.
        verb: Verb,
        /// The game's name (`cram`).
        game: String,
    },
    /// A number given to an option is out of the range the computation takes.
    OutOfRange {
        /// The option (`--upto`).
        option: Opt,
        /// The number given.
        given: u64,
        /// The least it takes.
        least: u64,
        /// The most it takes.
        most: u64,
        /// What it would list.
        of: Range,
    },
    /// A computation needs more memory than the budget.
    OverBudget {
        /// What needs it.
        need: Need,
        /// The budget, in MiB.
        budget_mib: u64,
    },
    /// `--resume` without a checkpoint to resume from.
    ResumeNeedsCheckpoint,
    /// `--resume` with `--at`.
    ResumeWithAt,
    /// A checkpoint waits to be resumed (of `held`: the game and its last heap, when it can
    /// be read).
    CheckpointWaiting {
        /// The checkpoint.
        path: PathBuf,
        /// Whose values and how far.
        held: Option<(String, u64)>,
    },
    /// A checkpoint holds more values than asked for.
    CheckpointBeyond {
        /// The checkpoint.
        path: PathBuf,
        /// Its last heap.
        held: u64,
    },
    /// An interrupted sequence: what was kept.
    KeptCheckpoint {
        /// The values computed (heaps 0..n).
        n: u64,
        /// The checkpoint.
        path: PathBuf,
    },
    /// An interrupted database: its finished tiers are kept.
    KeptTiers {
        /// The database.
        dir: PathBuf,
    },
    /// An interrupted book: what was done is kept.
    KeptBook {
        /// The book's directory.
        dir: PathBuf,
    },
    /// A book is there already.
    BookExists {
        /// The book's directory.
        dir: PathBuf,
    },
    /// The directory holds another book than the one asked for.
    BookMismatch {
        /// The book's directory.
        dir: PathBuf,
        /// What it holds.
        found: String,
        /// What was asked.
        wanted: String,
    },
    /// A book is damaged: how to repair it.
    BookDamaged {
        /// The book's directory.
        dir: PathBuf,
        /// The game.
        game: String,
        /// The damage, as the book's reader says it.
        damage: String,
        /// The book's depth, when its manifest says it.
        plies: Option<u32>,
    },
    /// A board game answered by search has no database to write or resume.
    SearchHasNoDatabase {
        /// The game.
        game: String,
    },
    /// A conjecture is checked against a table, not one value.
    CheckNeedsUpto,
    /// A conjecture cannot be checked against pairs (Wythoff's P-positions).
    CheckPairs,
    /// The report has no square table to check a conjecture against.
    CheckNoTable,
    /// A table of a script needs two different parameters.
    TableOfOneParameter {
        /// The parameter named twice.
        param: String,
    },
    /// In misère play a heap has an outcome: the sequence of outcomes is asked without a
    /// method, a resume or one value.
    MisereOutcomes {
        /// The game without heaps, misère (`0.77 --misere`).
        game: String,
    },
    /// Misère play of a heap game other than Nim has no worked explanation.
    MisereNoExplanation {
        /// The game's rules (`0.77`).
        rules: String,
        /// The game with its heaps, misère, as `solve` takes it.
        game: String,
    },
    /// Misère play is of a whole sum, not of one part.
    MisereOfSum,
    /// Every number of pirates is solved up to a limit.
    AllPiratesUpTo {
        /// The most pirates `--all` takes.
        most: u64,
    },
    /// An expression that ends in a comparison was given a value to compare with as well
    /// (`--compare` on the command line): one comparison or the other.
    CompareTwice {
        /// The expression, as given.
        expression: String,
    },
    /// An option refused here is an option of other verbs.
    OptionOfVerbs {
        /// The verbs that take it.
        verbs: Vec<Verb>,
    },
    /// A partizan game summed with an impartial one: a Nim heap is a value (`*n`).
    PartizanSum {
        /// The partizan game.
        game: String,
    },
    /// A misère sum that neither a quotient nor the SJ theorem decides.
    MisereSumExplored,
    /// `--method` of a sum none of whose parts chooses a method.
    NoPartTakesMethod {
        /// The parts' names.
        parts: Vec<String>,
    },
    /// A board game's position asked before its database is solved.
    NoDatabaseYet {
        /// The game.
        game: String,
        /// Where its database would be.
        dir: PathBuf,
    },
    /// Cutting a sheet needs the sheet's two sides.
    CuttingSides,
    /// A game graph's position to look up is not named.
    NameGraphPosition {
        /// The graph's file.
        path: String,
    },
    /// A script's position to look up is not named.
    NameScriptPosition {
        /// The script's file.
        path: String,
    },
    /// A board game named without a board or a graph.
    NeedsBoardOrGraph {
        /// The game's name (`node-kayles`).
        game: String,
    },
    /// The strategy checker does not know Chomp's rules.
    ChompUnchecked,
    /// A script that splits its positions into parts asked a verb of whole positions.
    WholePositions {
        /// The script's file.
        path: String,
        /// The verb.
        verb: Verb,
    },
    /// A heap's value does not fit the 32 bits a sum's derivation is written in.
    BeyondSmallValues {
        /// The heap.
        heap: u64,
        /// Its value, written out (a `u128` here would double the alignment, and so the
        /// size, of every engine error).
        value: String,
    },
    /// A heap game named without its heaps.
    GiveHeaps {
        /// The verb asked.
        verb: Verb,
        /// The game (`0.77`).
        game: String,
    },
    /// Wythoff's game takes two heaps.
    WythoffTwoHeaps {
        /// The verb asked.
        verb: Verb,
    },
    /// `play` of a heap game keeps its heaps small.
    PlayHeapLimit {
        /// The most tokens a heap may have.
        limit: u64,
    },
    /// No game was named.
    NameAGame,
    /// The verbs a game takes, when another was asked.
    TakesOnly {
        /// The verbs it takes (none: it takes no verb).
        verbs: Vec<Verb>,
    },
    /// A message put in a frame that says where or why (`FILE: ...`): the frame is a message
    /// of the catalogue whose `$why` is `inner`, worded for the same front end.
    Framed {
        /// The frame, without its `why`.
        frame: boyi_report::Phrase,
        /// What it frames.
        inner: Box<Said>,
    },
}

impl Said {
    /// `inner` in `frame`, whose `$why` it fills.
    pub fn framed(frame: boyi_report::Phrase, inner: Said) -> Said {
        Said::Framed {
            frame,
            inner: Box::new(inner),
        }
    }
}

/// The id of [`own_words`].
pub(crate) const OWN_WORDS_ID: &str = "words-of-a-lower-crate";

/// What a lower crate (boyi-core, boyi-format, boyi-games, boyi-cgt, ...) said, in its own
/// words: those crates word their errors in English and have no catalogue, so their text is
/// passed through as it is, inside the catalogue's frame where the engine knows one. The one
/// door for text without an id, kept apart so that each use is visible (grep `own_words`).
pub(crate) fn own_words(e: impl fmt::Display) -> boyi_report::Phrase {
    boyi_report::phrase!("words-of-a-lower-crate", why = e.to_string())
}

/// [`own_words`] as an engine message.
pub(crate) fn in_own_words(e: impl fmt::Display) -> Said {
    Said::Phrase(own_words(e))
}

/// A game-graph file that cannot be read: the file and the place, and what is wrong there
/// (boyi-format's typed reason), in the catalogue's words. Its id is the reason's.
pub(crate) fn graph_file_error(path: &str, e: &boyi_format::ParseError) -> Said {
    use boyi_format::Location;
    use boyi_report::phrase;
    let why = Said::Phrase(crate::lower::format_reason(&e.reason));
    let frame = match e.location {
        Some(Location { line, column }) if column > 0 => phrase!(
            "error-graph-file-at",
            path = path,
            line = line,
            column = column
        ),
        Some(Location { line, .. }) => phrase!("error-graph-file-line", path = path, line = line),
        None => phrase!("error-of-file", path = path),
    };
    Said::framed(frame, why)
}

/// In English on the command line: what `to_string` gives.
impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En, FrontEnd::Cli))
    }
}

impl From<boyi_report::Phrase> for Said {
    fn from(p: boyi_report::Phrase) -> Said {
        Said::Phrase(p)
    }
}

/// `p` in `lang`, its arguments worded first: the engine's own messages (a [`Said::Phrase`],
/// a rejected move's how-to-move line) are worded here, its reports by the renderers.
pub(crate) fn phrase_words(lang: Lang, p: &boyi_report::Phrase) -> String {
    use boyi_i18n::Arg;
    use boyi_report::PhraseArg as A;
    let worded: Vec<(&str, Arg<'_>)> = (p.args.iter())
        .map(|(name, a)| match a {
            A::Number(n) => (name.as_str(), Arg::from(*n)),
            A::Text(t) => (name.as_str(), Arg::from(t)),
            A::Phrase(inner) => (name.as_str(), Arg::from(phrase_words(lang, inner))),
            A::List(all) => {
                let sep = tr!(lang, "phrase-list-separator");
                let all: Vec<String> = all.iter().map(|q| phrase_words(lang, q)).collect();
                (name.as_str(), Arg::from(all.join(&sep)))
            }
        })
        .collect();
    boyi_i18n::text(lang, &p.id, &worded)
}

/// `items` joined as the language lists them: `a, b and c`, `a、b 和 c`.
fn and_list(lang: Lang, mut items: Vec<String>) -> String {
    let Some(last) = items.pop() else {
        return String::new();
    };
    if items.is_empty() {
        return last;
    }
    let rest = items.join(&tr!(lang, "list-comma"));
    format!("{rest}{}{last}", tr!(lang, "list-and"))
}

impl Said {
    /// The message in `lang`, with options, verbs and commands as `front` calls them.
    pub fn words(&self, lang: Lang, front: FrontEnd) -> String {
        let resume = Opt::Resume.switched_on(front);
        let upto_n = Opt::Upto.given(front, "N");
        match self {
            Said::Phrase(p) => phrase_words(lang, p),
            Said::Framed { frame, inner } => {
                let why = boyi_report::PhraseArg::Text(inner.words(lang, front));
                let mut frame = frame.clone();
                frame.args.insert("why".into(), why);
                phrase_words(lang, &frame)
            }
            Said::OptionValue {
                option,
                given,
                problem,
            } => tr!(
                lang,
                "error-option-value",
                option = option.given(front, &format!("`{given}`")),
                problem = problem.words(lang, front)
            ),
            Said::Choices {
                option,
                given,
                choices,
            } => tr!(
                lang,
                "error-option-choices",
                option = option.spelled(front),
                given = given,
                choices = match choices {
                    Choices::BoardMethod => tr!(lang, "choices-board-method"),
                    Choices::HeapMethod => tr!(lang, "choices-heap-method"),
                    Choices::Endless => tr!(lang, "choices-endless"),
                }
            ),
            Said::GiveRange { ways: w } => {
                tr!(lang, "error-give-range", ways = ways(lang, front, w))
            }
            Said::WithoutSizes {
                verb,
                sizes,
                ways: w,
            } => tr!(
                lang,
                "error-without-sizes",
                verb = verb_words(*verb, front),
                sizes = match sizes {
                    Sizes::Heaps => "heaps",
                    Sizes::Heads => "heads",
                    Sizes::Board => "board",
                    Sizes::Sheet => "sheet",
                },
                ways = ways(lang, front, w)
            ),
            Said::SumOfTwo { parts } => tr!(
                lang,
                "error-sum-of-two",
                verb = verb_words(Verb::Sequence, front),
                call = Call::sequence_upto("0.77 + 0.77", 100).words(front),
                parts = *parts
            ),
            Said::NeedsBoard { verb, game } => tr!(
                lang,
                "error-needs-board",
                verb = verb_words(*verb, front),
                call = Call::new(*verb, format!("{game} 3x4")).words(front),
                sequence = verb_words(Verb::Sequence, front)
            ),
            Said::OutOfRange {
                option,
                given,
                least,
                most,
                of,
            } => {
                let (option, of) = (option.given(front, &given.to_string()), range(lang, *of));
                if given > most {
                    tr!(
                        lang,
                        "error-too-large",
                        option = option,
                        most = *most,
                        of = of
                    )
                } else {
                    let least = *least;
                    tr!(
                        lang,
                        "error-out-of-range",
                        option = option,
                        least = least,
                        most = *most,
                        of = of
                    )
                }
            }
            Said::OverBudget {
                need: n,
                budget_mib,
            } => tr!(
                lang,
                "error-over-budget",
                need = need(lang, n, front),
                budget = *budget_mib,
                raise = match front {
                    FrontEnd::Web => tr!(lang, "error-raise-server-memory"),
                    _ => tr!(
                        lang,
                        "error-raise-memory",
                        memory = Opt::Memory.spelled(front)
                    ),
                }
            ),
            Said::ResumeNeedsCheckpoint => tr!(
                lang,
                "error-resume-needs-checkpoint",
                resume = resume,
                checkpoint = Opt::Checkpoint.spelled(front)
            ),
            Said::ResumeWithAt => tr!(
                lang,
                "error-resume-with-at",
                resume = resume,
                upto = Opt::Upto.spelled(front),
                at = Opt::At.spelled(front)
            ),
            Said::CheckpointWaiting { path, held } => {
                let path = path.display().to_string();
                match held {
                    Some((game, n)) => tr!(
                        lang,
                        "error-checkpoint-waiting-of",
                        path = path,
                        game = game,
                        n = *n,
                        resume = resume
                    ),
                    None => tr!(
                        lang,
                        "error-checkpoint-waiting",
                        path = path,
                        resume = resume
                    ),
                }
            }
            Said::CheckpointBeyond { path, held } => tr!(
                lang,
                "error-checkpoint-beyond",
                path = path.display().to_string(),
                held = *held,
                upto = Opt::Upto.spelled(front),
                again = Opt::Upto.given(front, &held.to_string())
            ),
            Said::KeptCheckpoint { n, path } => tr!(
                lang,
                "kept-checkpoint",
                n = *n,
                path = path.display().to_string(),
                resume = resume
            ),
            Said::KeptTiers { dir } => tr!(
                lang,
                "kept-tiers",
                dir = dir.display().to_string(),
                resume = resume
            ),
            Said::KeptBook { dir } => tr!(
                lang,
                "kept-book",
                dir = dir.display().to_string(),
                resume = resume
            ),
            Said::BookExists { dir } => tr!(
                lang,
                "error-book-exists",
                dir = dir.display().to_string(),
                resume = resume
            ),
            Said::BookMismatch { dir, found, wanted } => tr!(
                lang,
                "error-book-mismatch",
                dir = dir.display().to_string(),
                found = found,
                wanted = wanted,
                resume = resume
            ),
            Said::BookDamaged {
                dir,
                game,
                damage,
                plies,
            } => {
                let plies = plies.map_or_else(|| "N".to_string(), |p| p.to_string());
                let mut call = Call::new(Verb::Book, game.clone()).with(Opt::Plies, plies);
                call.opts.push((Opt::Resume, None));
                tr!(
                    lang,
                    "error-book-damaged",
                    dir = dir.display().to_string(),
                    damage = damage,
                    call = call.words(front)
                )
            }
            Said::SearchHasNoDatabase { game } => tr!(
                lang,
                "error-search-has-no-database",
                game = game,
                db = Opt::Db.spelled(front),
                resume = Opt::Resume.spelled(front),
                method = Opt::Method.given(front, "tablebase")
            ),
            Said::CheckNeedsUpto => tr!(
                lang,
                "error-check-needs-upto",
                upto = upto_n,
                at = Opt::At.spelled(front)
            ),
            Said::CheckPairs => tr!(
                lang,
                "error-check-pairs",
                check = Opt::Check.spelled(front),
                call = Call::sequence_upto("wythoff", "N")
                    .with(Opt::Check, "EXPR")
                    .words(front)
            ),
            Said::CheckNoTable => {
                tr!(
                    lang,
                    "error-check-no-table",
                    check = Opt::Check.spelled(front)
                )
            }
            Said::TableOfOneParameter { param } => tr!(
                lang,
                "error-table-of-one-parameter",
                param = Opt::Param.given(front, &format!("{param},{param}"))
            ),
            Said::MisereOutcomes { game } => tr!(
                lang,
                "error-misere-outcomes",
                call = Call::sequence_upto(game.clone(), "N").words(front)
            ),
            Said::MisereNoExplanation { rules, game } => tr!(
                lang,
                "error-misere-no-explanation",
                rules = rules,
                call = Call::new(Verb::Solve, game.clone()).words(front)
            ),
            Said::MisereOfSum => tr!(
                lang,
                "error-misere-of-sum",
                misere = Opt::Misere.spelled(front)
            ),
            Said::AllPiratesUpTo { most } => tr!(
                lang,
                "error-all-pirates",
                all = Opt::All.spelled(front),
                most = *most
            ),
            Said::CompareTwice { expression } => tr!(
                lang,
                "error-compare-twice",
                expression = expression,
                compare = Opt::Compare.spelled(front)
            ),
            Said::OptionOfVerbs { verbs } => tr!(
                lang,
                "error-option-of-verbs",
                verbs = verbs
                    .iter()
                    .map(|v| format!("`{}`", verb_words(*v, front)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Said::PartizanSum { game } => tr!(
                lang,
                "error-partizan-sum",
                game = game,
                call = Tool::Value("*n + ...".into()).words(front)
            ),
            Said::MisereSumExplored => tr!(
                lang,
                "error-misere-sum-explored",
                solve = verb_words(Verb::Solve, front)
            ),
            Said::NoPartTakesMethod { parts } => tr!(
                lang,
                "error-no-part-takes-method",
                sequence = verb_words(Verb::Sequence, front),
                parts = and_list(lang, parts.iter().map(|p| format!("`{p}`")).collect())
            ),
            Said::NoDatabaseYet { game, dir } => tr!(
                lang,
                "error-no-database-yet",
                game = game,
                dir = dir.display().to_string(),
                solve = verb_words(Verb::Solve, front)
            ),
            Said::CuttingSides => tr!(
                lang,
                "error-cutting-sides",
                call = Call::new(Verb::Solve, "cutting 4 2").words(front)
            ),
            Said::NameGraphPosition { path } => tr!(
                lang,
                "error-name-graph-position",
                call = Call::new(Verb::Query, format!("{path} POSITION")).words(front)
            ),
            Said::NameScriptPosition { path } => tr!(
                lang,
                "error-name-script-position",
                call = Call::new(Verb::Query, format!("{path} '[3, 4]'")).words(front)
            ),
            Said::NeedsBoardOrGraph { game } => tr!(
                lang,
                "error-needs-board-or-graph",
                game = game,
                board = Call::new(Verb::Solve, format!("{game} 3x4")).words(front),
                graph = Call::new(Verb::Solve, format!("{game} cycle 8")).words(front)
            ),
            Said::ChompUnchecked => tr!(
                lang,
                "error-chomp-unchecked",
                check = Tool::CheckStrategy.words(front),
                solve = verb_words(Verb::Solve, front)
            ),
            Said::WholePositions { path, verb } => tr!(
                lang,
                "error-whole-positions",
                path = path,
                verb = verb_words(*verb, front)
            ),
            Said::BeyondSmallValues { heap, value } => tr!(
                lang,
                "error-beyond-small-values",
                heap = *heap,
                value = value,
                solve = verb_words(Verb::Solve, front)
            ),
            Said::GiveHeaps { verb, game } => tr!(
                lang,
                "error-give-heaps",
                call = Call::new(*verb, format!("{game} 10")).words(front)
            ),
            Said::WythoffTwoHeaps { verb } => tr!(
                lang,
                "error-wythoff-two-heaps",
                call = Call::new(*verb, "wythoff 3 5").words(front)
            ),
            Said::PlayHeapLimit { limit } => tr!(
                lang,
                "error-play-heap-limit",
                play = verb_words(Verb::Play, front),
                limit = *limit
            ),
            Said::NameAGame => tr!(lang, "error-name-a-game", list = Tool::List.words(front)),
            Said::TakesOnly { verbs } if verbs.is_empty() => tr!(lang, "error-takes-no-verb"),
            // The command line names a game's verbs bare (`solve`), as its list of games does.
            Said::TakesOnly { verbs } => {
                let name = |v: &Verb| match front {
                    FrontEnd::Cli => format!("`{}`", v.name()),
                    _ => format!("`{}`", verb_words(*v, front)),
                };
                let verbs = and_list(lang, verbs.iter().map(name).collect());
                tr!(lang, "error-takes-only", verbs = verbs)
            }
        }
    }
}

#[cfg(test)]
mod tests;
