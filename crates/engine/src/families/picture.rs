//! A rules script's pictures of its positions (its `draw` hook) as the engine's drawings.
//!
//! Reports are made on whatever thread asks (a web request's worker, the play loop), while a
//! script's compiled rules belong to the thread that compiled them (Rhai's engine is not
//! shared between threads). So the drawer keeps the script's text and compiles the rules on
//! first use in each thread, keeping the last script's rules there for the next picture.

use super::explicit::Drawer;
use super::script::ScriptSource;
use crate::error::EngineResult;
use crate::report::Drawing;
use boyi_script::{ScriptPos, ScriptRules, Sketch};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

thread_local! {
    /// The rules of the drawer that last drew on this thread, by the drawer's number.
    static RULES: RefCell<Option<(u64, ScriptRules)>> = const { RefCell::new(None) };
}

/// Numbers drawers, so that a thread knows whose rules it keeps.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// The drawer of a script whose rules define `draw`, checked on `start` first so that a
/// `draw` that fails or returns what is not a picture is reported, naming the script's line,
/// rather than drawn as text. Later failures (a position `draw` was not written for) show the
/// position by name.
pub(crate) fn drawer(
    src: &ScriptSource,
    rules: &ScriptRules,
    start: Option<&ScriptPos>,
) -> EngineResult<Option<Drawer<ScriptPos>>> {
    if !rules.hooks().draw {
        return Ok(None);
    }
    if let Some(p) = start {
        rules.draw(p)?;
    }
    let src = src.without_output();
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    Ok(Some(Arc::new(move |p: &ScriptPos| {
        RULES.with(|kept| {
            let mut kept = kept.borrow_mut();
            if kept.as_ref().map(|(k, _)| *k) != Some(id) {
                *kept = src.rules().ok().map(|r| (id, r));
            }
            let (_, rules) = kept.as_ref()?;
            rules.draw(p.unpassed()).ok().flatten().map(drawing)
        })
    })))
}

/// A checked picture as the drawing every front end knows.
pub(crate) fn drawing(sketch: Sketch) -> Drawing {
    match sketch {
        Sketch::Text(text) => Drawing::Text { text },
        Sketch::Heaps(heaps) => Drawing::Heaps { heaps },
        Sketch::Grid { rows, gravity } => {
            let text = rows
                .iter()
                .map(|r| {
                    let row: String = r.iter().map(|&c| ['.', 'x', 'o'][c as usize]).collect();
                    row + "\n"
                })
                .collect();
            Drawing::Grid {
                width: rows[0].len() as u32,
                height: rows.len() as u32,
                cells: rows,
                gravity,
                text,
            }
        }
    }
}
