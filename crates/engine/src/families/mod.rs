//! The built-in families of games, one module each.

pub(crate) mod board;
mod classics;
mod contest;
pub(crate) mod explicit;
pub(crate) mod files;
mod graph;
mod grid;
pub(crate) mod heap;
pub(crate) mod native;
pub(crate) mod partizan;
mod picture;
mod script;

use crate::game::Family;
use std::sync::Arc;

/// Every built-in family, in the order the catalog lists them; files are claimed by their
/// extension before names are looked at.
/// A rules script's `print` and `debug` lines go to `script_output`, or nowhere.
pub(crate) fn builtin(script_output: Option<boyi_script::Output>) -> Vec<Arc<dyn Family>> {
    vec![
        Arc::new(graph::GraphFiles),
        Arc::new(script::Scripts {
            output: script_output,
        }),
        Arc::new(heap::HeapGames),
        Arc::new(contest::Contest),
        Arc::new(classics::Classics),
        Arc::new(board::Boards),
        Arc::new(partizan::PartizanGames),
        Arc::new(grid::GridGames),
    ]
}

/// The declaration of the game `tokens[0]` names in a family whose games are the rows of one
/// table (`info` reads a row), valued under normal play only: `--misere` is refused with
/// `reason`. The grid and partizan families share it.
pub(crate) fn normal_play_info(
    tokens: &[String],
    misere: bool,
    info: impl Fn(&str) -> Option<boyi_report::GameInfo>,
    reason: boyi_report::Phrase,
) -> crate::error::EngineResult<boyi_report::GameInfo> {
    let found = info(&tokens[0]).expect("claimed");
    if misere {
        return Err(crate::error::EngineError::NotApplicable {
            option: boyi_report::Opt::Misere,
            game: crate::name::join_words(tokens),
            reason: Some(reason.into()),
        });
    }
    Ok(found)
}
