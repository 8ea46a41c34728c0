//! Each partizan ruleset of `boyi_games::partizan` with its notation: how a position is
//! read from the command line and written back, as CGSuite writes it.

use crate::lower::{grid_reason, row_reason, strip_reason};
use boyi_core::partizan::PartizanGame;
use boyi_games::partizan::{
    amazons::Amazons, clobber::Clobber, col, cutcake::Cake, domineering::Domineering,
    hackenbush::Hackenbush, konane::Konane, ski_jumps::SkiJumps, subtraction::PartizanSubtraction,
    toads_and_frogs, toppling_dominoes::TopplingDominoes,
};
use boyi_report::{phrase, Phrase};

/// How a position with nothing left is written where its notation would be empty (a
/// Hackenbush picture of the ground alone, a row of no dominoes, a graph of no vertex): an
/// empty word cannot be typed as a move or seen in a list.
pub(crate) const EMPTY: &str = "empty";

/// A partizan game with a written notation for its positions.
pub(crate) trait Ruleset:
    PartizanGame<Position: Send + Sync> + Clone + Send + Sync + 'static
{
    /// Reads a position as written (the error says what is wrong, a message of the
    /// catalogue).
    fn read(&self, text: &str) -> Result<Self::Position, Phrase>;
    /// Writes a position so that [`Ruleset::read`] reads it back.
    fn write(&self, pos: &Self::Position) -> String;
}

macro_rules! grid_ruleset {
    ($($game:ty),*) => {$(
        impl Ruleset for $game {
            fn read(&self, text: &str) -> Result<Self::Position, Phrase> {
                <$game>::parse(text).map_err(|e| grid_reason(&e))
            }
            fn write(&self, pos: &Self::Position) -> String {
                <$game>::show(pos)
            }
        }
    )*};
}

grid_ruleset!(Domineering, Clobber, Konane, SkiJumps, Amazons);

impl Ruleset for Hackenbush {
    /// CGSuite writes `l`, `r`, `e`; `LR` is read as `lr` (a string naming no vertex).
    fn read(&self, text: &str) -> Result<Self::Position, Phrase> {
        let text = if text == EMPTY {
            String::new()
        } else if text.contains(':') {
            text.to_string()
        } else {
            text.to_lowercase()
        };
        Hackenbush::parse(&text).map_err(|e| crate::lower::graph_reason(&e))
    }
    fn write(&self, pos: &Self::Position) -> String {
        if pos.edges().is_empty() {
            EMPTY.into()
        } else {
            pos.to_string()
        }
    }
}

impl Ruleset for col::Col {
    fn read(&self, text: &str) -> Result<Self::Position, Phrase> {
        // (An empty graph string would be a single uncoloured vertex.)
        if text == EMPTY {
            return Ok(col::ColPos::default());
        }
        col::Col::parse(text).map_err(|e| crate::lower::graph_reason(&e))
    }
    fn write(&self, pos: &Self::Position) -> String {
        if pos.is_empty() {
            EMPTY.into()
        } else {
            pos.to_string()
        }
    }
}

impl Ruleset for toads_and_frogs::ToadsAndFrogs {
    fn read(&self, text: &str) -> Result<Self::Position, Phrase> {
        toads_and_frogs::Strip::parse(text).map_err(|e| strip_reason(&e))
    }
    fn write(&self, pos: &Self::Position) -> String {
        pos.to_string()
    }
}

impl Ruleset for TopplingDominoes {
    fn read(&self, text: &str) -> Result<Self::Position, Phrase> {
        if text == EMPTY {
            return Ok(Vec::new());
        }
        TopplingDominoes::parse(text).map_err(|e| row_reason(&e))
    }
    fn write(&self, pos: &Self::Position) -> String {
        if pos.is_empty() {
            return EMPTY.into();
        }
        pos.iter().map(|&d| ['l', 'r', 'e'][d as usize]).collect()
    }
}

/// The largest side of a cake rectangle read: values are searched rectangle by rectangle,
/// and larger cakes are beyond such a search.
const MAX_CAKE_SIDE: u32 = 64;

impl Ruleset for Cake {
    /// Rectangles `ROWSxCOLUMNS`, several joined by commas: `3x4,2x2`.
    fn read(&self, text: &str) -> Result<Self::Position, Phrase> {
        let mut out = Vec::new();
        if text == EMPTY {
            return Ok(out);
        }
        for piece in text.split(',') {
            let side = |s: &str| {
                s.trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|n| (1..=MAX_CAKE_SIDE).contains(n))
            };
            let rect = piece
                .split_once(['x', 'X'])
                .and_then(|(r, c)| Some((side(r)?, side(c)?)));
            out.push(rect.ok_or_else(|| {
                phrase!("cake-not-a-rectangle", piece = piece, most = MAX_CAKE_SIDE)
            })?);
        }
        out.sort_unstable();
        Ok(out)
    }
    fn write(&self, pos: &Self::Position) -> String {
        if pos.is_empty() {
            return EMPTY.into();
        }
        pos.iter()
            .map(|(r, c)| format!("{r}x{c}"))
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// The largest heap of a partizan subtraction game read: its value is searched heap size
/// by heap size below it.
const MAX_HEAP: u32 = 100_000;

impl Ruleset for PartizanSubtraction {
    fn read(&self, text: &str) -> Result<Self::Position, Phrase> {
        text.parse::<u32>()
            .ok()
            .filter(|&n| n <= MAX_HEAP)
            .ok_or_else(|| phrase!("partizan-not-a-heap", text = text, most = MAX_HEAP))
    }
    fn write(&self, pos: &Self::Position) -> String {
        pos.to_string()
    }
}
