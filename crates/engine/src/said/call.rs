//! Commands to suggest ([`Call`], [`Way`]) and verbs ([`verb_words`]) as each front end
//! writes them: `boyi sequence 0.77 --upto 100`, `boyi.game("0.77").sequence(upto=100)`,
//! `/api/sequence?game=0.77&upto=100`. Apart from the messages (`mod.rs`) because this is the
//! one place that knows each front end's call syntax; the messages only name what to call.

use super::Range;
use boyi_report::{FrontEnd, Opt, Verb};
use std::fmt;

/// A way to ask: a command and what it lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Way {
    /// The command.
    pub call: Call,
    /// What it lists, when there is more to say.
    pub lists: Option<Range>,
}

impl Way {
    /// `call`, listing `lists`.
    pub fn new(call: Call, lists: Range) -> Way {
        Way {
            call,
            lists: Some(lists),
        }
    }

    /// `call`, with nothing more to say.
    pub fn bare(call: Call) -> Way {
        Way { call, lists: None }
    }
}

/// A command to suggest, which each front end writes in its own way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// The verb.
    pub verb: Verb,
    /// The game's description, as every front end takes it (`cram --width 3`).
    pub game: String,
    /// The options, each with its value (`N`) or none for a switch (`--resume`).
    pub opts: Vec<(Opt, Option<String>)>,
}

impl Call {
    /// `verb` of `game`, without options yet.
    pub fn new(verb: Verb, game: impl Into<String>) -> Call {
        Call {
            verb,
            game: game.into(),
            opts: Vec::new(),
        }
    }

    /// The call with `opt` given `value` (a number, or a placeholder such as `N`).
    pub fn with(mut self, opt: Opt, value: impl fmt::Display) -> Call {
        self.opts.push((opt, Some(value.to_string())));
        self
    }

    /// `boyi sequence GAME --upto N`, the commonest suggestion.
    pub fn sequence_upto(game: impl Into<String>, upto: impl fmt::Display) -> Call {
        Call::new(Verb::Sequence, game).with(Opt::Upto, upto)
    }

    /// The call as `front` writes it: `boyi sequence 0.77 --upto 100`,
    /// `boyi.game("0.77").sequence(upto=100)`, `/api/sequence?game=0.77&upto=100`. A verb
    /// that only the command line has (`book`, `count`, `strategy`) is written as the command
    /// line's; the web's `play` is a session it opens.
    pub fn words(&self, front: FrontEnd) -> String {
        let (game, verb) = (&self.game, self.verb.name());
        let opts = |f: FrontEnd| -> Vec<String> {
            self.opts
                .iter()
                .map(|(o, v)| match (v, f) {
                    (None, _) => o.switched_on(f),
                    (Some(v), FrontEnd::Python) if *o == Opt::Param || *o == Opt::Method => {
                        o.given(f, &format!("{v:?}"))
                    }
                    (Some(v), _) => o.given(f, v),
                })
                .collect()
        };
        let python = matches!(
            self.verb,
            Verb::Solve | Verb::Query | Verb::Sequence | Verb::Play | Verb::Explain
        );
        let web = matches!(
            self.verb,
            Verb::Solve | Verb::Query | Verb::Sequence | Verb::Explain | Verb::Quotient
        );
        match front {
            FrontEnd::Python if self.verb == Verb::Quotient => {
                let mut args = vec![format!("{game:?}")];
                args.extend(opts(front));
                format!("boyi.quotient({})", args.join(", "))
            }
            FrontEnd::Python if python => {
                format!("boyi.game({game:?}).{verb}({})", opts(front).join(", "))
            }
            // The web plays in a session, opened with the game in the request's body.
            FrontEnd::Web if self.verb == Verb::Play => {
                format!("POST /api/sessions {{\"game\": {game:?}}}")
            }
            FrontEnd::Web if web => {
                let endpoint = if self.verb == Verb::Query {
                    "position"
                } else {
                    verb
                };
                let mut q = vec![format!("game={game}")];
                q.extend(opts(front));
                format!("/api/{endpoint}?{}", q.join("&"))
            }
            _ => {
                let mut words = vec!["boyi".to_string(), verb.into(), game.clone()];
                words.extend(opts(FrontEnd::Cli));
                words.join(" ")
            }
        }
    }
}

/// A verb as `front` calls it: `boyi sequence`, `sequence()`, `/api/sequence`.
pub fn verb_words(verb: Verb, front: FrontEnd) -> String {
    let name = verb.name();
    match (front, verb) {
        (FrontEnd::Python, Verb::Quotient) => "boyi.quotient()".into(),
        (FrontEnd::Python, _) => format!("{name}()"),
        (FrontEnd::Web, Verb::Query) => "/api/position".into(),
        (FrontEnd::Web, Verb::Play) => "/api/sessions".into(),
        (FrontEnd::Web, _) => format!("/api/{name}"),
        (FrontEnd::Cli, _) => format!("boyi {name}"),
    }
}

/// A command that is no verb of a game: what each front end has for it, or the command
/// line's when only it has one (`boyi check-strategy`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// The value of a game written in combinatorial game theory's notation (`*3 + {1|0}`).
    Value(String),
    /// The built-in games.
    List,
    /// The independent checker of a strategy file: the command line's only.
    CheckStrategy,
}

impl Tool {
    /// The command as `front` writes it: `boyi value '*3'`, `boyi.value("*3")`,
    /// `/api/value?expression=*3`; `boyi list`, `boyi.games()`, `/api/games`.
    pub fn words(&self, front: FrontEnd) -> String {
        match (self, front) {
            (Tool::Value(e), FrontEnd::Cli) => format!("boyi value '{e}'"),
            (Tool::Value(e), FrontEnd::Python) => format!("boyi.value({e:?})"),
            (Tool::Value(e), FrontEnd::Web) => format!("/api/value?expression={e}"),
            (Tool::List, FrontEnd::Cli) => "boyi list".into(),
            (Tool::List, FrontEnd::Python) => "boyi.games()".into(),
            (Tool::List, FrontEnd::Web) => "/api/games".into(),
            (Tool::CheckStrategy, _) => "boyi check-strategy".into(),
        }
    }
}
