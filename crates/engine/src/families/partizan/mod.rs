//! Partizan games: Left and Right have moves of their own, and a position is worth a value
//! of Conway's algebra (`boyi_cgt`), not only a winner. The rulesets are
//! `boyi_games::partizan`'s, their positions written as CGSuite writes them (`rules`); a
//! position's answer is its canonical form with its quantities and each player's moves
//! with their values (`value`); `explain` derives the canonical form from the options
//! (`explain`); `play` lets a person take a side (`play`). Sums (`+`) of partizan games
//! add their values (`sum`). A rules script with `left_moves` and `right_moves` is a partizan
//! game too (`script`).

mod explain;
mod play;
mod rules;
mod script;
mod sum;
mod value;

use crate::context::Context;
use crate::error::EngineResult;
use crate::game::{AnyGame, Family, GameImpl};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::{Explanation, QueryReport, SolveReport};
use crate::session::Session;
use boyi_core::Budget;
use boyi_games::partizan::{
    amazons::Amazons, clobber::Clobber, col::Col, cutcake::Cake, domineering::Domineering,
    hackenbush::Hackenbush, konane::Konane, ski_jumps::SkiJumps, subtraction::PartizanSubtraction,
    toads_and_frogs::ToadsAndFrogs, toppling_dominoes::TopplingDominoes,
};
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
pub(crate) use rules::Ruleset;
pub(crate) use script::script_game;
pub(crate) use sum::sum_game;
pub(crate) use value::{canonical, Part};

/// The partizan games of the catalog.
pub(crate) struct PartizanGames;

/// Each game: its name, what it is, how its position is written, an example.
const GAMES: [(&str, &str, &str, &str); 13] = [
    ("domineering", "Domineering: Left places vertical dominoes, Right horizontal ones; `#` is a blocked square", "a grid, rows joined by `|`: `....|....`", "domineering ..|..|.."),
    ("hackenbush", "Hackenbush: Left cuts blue edges (`l`), Right red ones (`r`), either player green ones (`e`); what no longer reaches the ground falls", "a CGSuite Hackenbush string: `lrl`, `l(l;rl)`, `:{g}eee:{g}`", "hackenbush lrl"),
    ("toads-and-frogs", "Toads and Frogs: Left's toads (`t`) move or jump right, Right's frogs (`f`) left", "a strip: `tt..ff`", "toads-and-frogs tt..ff"),
    ("clobber", "Clobber: Left's stones (`x`) and Right's (`o`) capture an adjacent stone of the other colour", "a grid, rows joined by `|`: `xox|ox.`", "clobber xox|ox."),
    ("cutcake", "Cutcake: Left cuts a rectangle of cake along a vertical line, Right along a horizontal one", "rectangles ROWSxCOLUMNS joined by commas: `3x4,2x2`", "cutcake 3x4"),
    ("eatcake", "Eatcake: Left eats a column of a rectangle, Right a row, leaving the parts on either side", "rectangles ROWSxCOLUMNS joined by commas: `3x4`", "eatcake 2x3"),
    ("col", "Col: players colour vertices, Left blue and Right red, never next to their own colour", "a CGSuite graph string of the uncoloured vertices, each `L` (next to blue), `R` (next to red) or `.`: `.-.-L`", "col .-.-."),
    ("snort", "Snort: players colour vertices, Left blue and Right red, never next to the other's colour", "a CGSuite graph string of the uncoloured vertices, each `L`, `R` or `.`: `.-.-.`", "snort .-.-."),
    ("konane", "Konane: Left's stones (`x`) and Right's (`o`) jump the other's stones orthogonally, capturing them", "a grid, rows joined by `|`: `..ox`", "konane .ox.|o..x"),
    ("toppling-dominoes", "Toppling Dominoes: a player topples one of their dominoes (Left `l`, Right `r`, grey `e` either's) left or right, and all beyond it on that side", "a row: `lrrl`", "toppling-dominoes lrrll"),
    ("ski-jumps", "Ski Jumps: Left's skiers (`L`, `l` once jumped) ski right, Right's (`R`, `r`) left, and may jump a skier just below", "a grid, rows joined by `|`: `L....|....R`", "ski-jumps L....|....R"),
    ("amazons", "Amazons on a small board: Left's (`x`) and Right's (`o`) queens move and shoot an arrow (`#`)", "a grid, rows joined by `|`: `x...|o...`", "amazons x..|..o"),
    ("partizan-subtraction", "a partizan subtraction game: Left takes an amount in her set from the heap, Right one in his", "the heap's size", "partizan-subtraction --left 1,3 --right 2 7"),
];

fn verb(verb: Verb, options: &[Opt]) -> VerbInfo {
    VerbInfo {
        verb,
        options: options.to_vec(),
    }
}

fn info(name: &str) -> Option<GameInfo> {
    let &(name, about, written, example) = GAMES.iter().find(|g| g.0 == name)?;
    let mut params = vec![ParamInfo::positional(
        if name == "partizan-subtraction" {
            "heap"
        } else {
            "position"
        },
        ParamKind::Position,
        written,
    )
    .required()];
    let mut usage = format!("{name} POSITION");
    if name == "partizan-subtraction" {
        let set = ParamKind::numbers(1, u32::MAX.into());
        params.push(
            ParamInfo::flag("left", set.clone(), None, "Left's subtraction set, as 1,3").required(),
        );
        params.push(
            ParamInfo::flag("right", set, None, "Right's subtraction set, as 2,3").required(),
        );
        usage = format!("{name} --left L1,L2,... --right R1,R2,... HEAP");
    }
    Some(GameInfo {
        name: name.into(),
        aliases: Vec::new(),
        usage,
        about: about.into(),
        params,
        verbs: vec![
            verb(Verb::Solve, &[]),
            verb(Verb::Query, &[]),
            verb(Verb::Explain, &[]),
            verb(Verb::Play, &[Opt::First]),
        ],
        summable: true,
        examples: vec![example.into()],
    })
}

impl Family for PartizanGames {
    fn title(&self) -> Phrase {
        phrase!("title-family-partizan")
    }

    fn games(&self) -> Vec<GameInfo> {
        GAMES.iter().filter_map(|g| info(g.0)).collect()
    }

    fn claims(&self, first: &str) -> bool {
        GAMES.iter().any(|g| g.0 == first)
    }

    fn parse(&self, tokens: &[String], misere: bool, _: &Budget) -> EngineResult<AnyGame> {
        let first = tokens[0].as_str();
        let info = super::normal_play_info(
            tokens,
            misere,
            info,
            boyi_report::phrase!("reason-partizan-normal-play"),
        )?;
        let args = Args::read_game(first, &info, &tokens[1..])?;
        match first {
            "domineering" => single(Domineering, &args, info),
            "hackenbush" => single(Hackenbush, &args, info),
            "toads-and-frogs" => single(ToadsAndFrogs, &args, info),
            "clobber" => single(Clobber, &args, info),
            "cutcake" => single(Cake::Cutcake, &args, info),
            "eatcake" => single(Cake::Eatcake, &args, info),
            "col" => single(Col::Col, &args, info),
            "snort" => single(Col::Snort, &args, info),
            "konane" => single(Konane, &args, info),
            "toppling-dominoes" => single(TopplingDominoes, &args, info),
            "ski-jumps" => single(SkiJumps, &args, info),
            "amazons" => single(Amazons, &args, info),
            _ => {
                let game = PartizanSubtraction::new(args.numbers("left"), args.numbers("right"));
                single(game, &args, info)
            }
        }
    }
}

/// The game `R` at the position its arguments name.
fn single<R: Ruleset>(game: R, args: &Args, info: GameInfo) -> EngineResult<AnyGame> {
    let param = &info.params[0].name;
    let text = args.text(param).unwrap_or_default();
    let pos = game
        .read(text)
        .map_err(|e| args.invalid(&info.name, param, e))?;
    // The name writes the position as boyi writes it, so it reads back as the same game.
    let mut tokens = vec![info.name.clone()];
    if info.name == "partizan-subtraction" {
        for side in ["left", "right"] {
            let set: Vec<String> = args
                .numbers::<u32>(side)
                .iter()
                .map(u32::to_string)
                .collect();
            tokens.extend([format!("--{side}"), set.join(",")]);
        }
    }
    tokens.push(game.write(&pos));
    Ok(AnyGame::new(Single {
        name: GameName::single(tokens, false),
        info,
        game,
        pos,
    }))
}

/// One partizan game at one position.
pub(crate) struct Single<R: Ruleset> {
    name: GameName,
    info: GameInfo,
    game: R,
    pos: R::Position,
}

impl<R: Ruleset> GameImpl for Single<R> {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!(
            "title-game-at",
            game = phrase!("game-name", game = &self.info.name),
            position = self.game.write(&self.pos)
        )
    }

    fn solve(&self, _opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        value::solve(&self.name, self.title(), &[self as &dyn Part], cx)
    }

    fn query(&self, _opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        value::query(&self.name, self.title(), self, cx)
    }

    fn explain(&self, _opts: &Options, cx: &Context) -> EngineResult<Explanation> {
        explain::explain(&self.name, self.title(), &[self as &dyn Part], cx)
    }

    fn session(&self, _opts: &Options, cx: &Context) -> EngineResult<Session> {
        play::session(
            self.game.clone(),
            self.pos.clone(),
            self.name.to_string(),
            self.title(),
            cx,
        )
    }

    fn partizan(&self) -> Option<&dyn Part> {
        Some(self)
    }
}
