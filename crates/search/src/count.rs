//! Counting the positions reachable at each ply, for boards whose full solve does not fit:
//! reachability alone, one ply at a time (the positions of a ply, sorted and deduplicated,
//! are all that is held), within a memory budget.

use boyi_core::progress::Progress;
use boyi_core::Game;
use serde::Serialize;

/// The positions reachable after each number of plies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// `per_ply[n]`: the positions reachable after exactly `n` plies (final positions
    /// included, symmetric images counted separately).
    pub per_ply: Vec<u64>,
    /// Whether every ply was counted: play ended, or the plies asked for were reached.
    pub complete: bool,
    /// Why counting stopped early, if it did.
    pub stopped: Option<CountStop>,
}

/// Why a count stopped before the plies asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CountStop {
    /// The positions of ply `ply` do not fit the budget of `mib` MiB.
    Budget {
        /// The ply that did not fit.
        ply: u32,
        /// The budget, in MiB.
        mib: u64,
    },
    /// The count was cancelled.
    Cancelled,
}

impl std::fmt::Display for CountStop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CountStop::Budget { ply, mib } => {
                write!(f, "ply {ply} needs more than the {mib} MiB allowed")
            }
            CountStop::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl Counts {
    /// All positions counted.
    pub fn total(&self) -> u64 {
        self.per_ply.iter().sum()
    }
}

/// Counts the positions of `game` reachable from its start after 0, 1, ... `max_plies`
/// plies, holding at most `memory` bytes of positions (the buffers of a ply and of its
/// children, as allocated). A count stopped by the budget says so (`complete` is false).
/// Positions are those of a game where each move adds one ply: a position reached after
/// different numbers of plies is counted at each.
///
/// ```
/// use boyi_games::connect4::Connect4;
/// use boyi_search::count::count;
/// let c = count(&Connect4::new(7, 6).unwrap(), 4, 1 << 30, &boyi_core::progress::Silent);
/// assert_eq!(c.per_ply, vec![1, 7, 49, 238, 1120]);
/// ```
pub fn count<G: Game>(game: &G, max_plies: u32, memory: u64, progress: &dyn Progress) -> Counts
where
    G::Position: Ord,
{
    let size = std::mem::size_of::<G::Position>().max(1) as u64;
    let mut frontier: Vec<G::Position> = game.starts();
    frontier.sort();
    frontier.dedup();
    let mut per_ply = vec![frontier.len() as u64];
    progress.start("counting positions by ply", max_plies as u64);
    let mut stopped = None;
    let mut kids = Vec::new();
    while (per_ply.len() as u32) <= max_plies {
        if progress.cancelled() {
            stopped = Some(CountStop::Cancelled);
            break;
        }
        let mut next: Vec<G::Position> = Vec::new();
        let mut over_budget = false;
        for p in &frontier {
            if game.terminal(p).is_some() {
                continue;
            }
            kids.clear();
            game.moves(p, &mut kids);
            if next.len() + kids.len() > next.capacity() {
                // Grown by hand, so that what is allocated (not only what is used) stays
                // within the budget: the ply before, the children, the buffer of moves.
                // The old buffer of children is held while a larger one is filled (a
                // reallocation copies), so it counts against the budget too.
                let held = frontier.capacity() + kids.capacity() + next.capacity();
                let room = usize::try_from(memory / size)
                    .unwrap_or(usize::MAX)
                    .saturating_sub(held);
                let mut want = (next.capacity() * 2).max(next.len() + kids.len()).max(1024);
                if want > room {
                    // Deduplicating may leave room enough: try it before giving up.
                    next.sort_unstable();
                    next.dedup();
                    want = want.min(room);
                    if next.len() + kids.len() > want {
                        over_budget = true;
                        break;
                    }
                }
                if want > next.capacity() {
                    next.reserve_exact(want - next.len());
                }
            }
            next.append(&mut kids);
        }
        if over_budget {
            stopped = Some(CountStop::Budget {
                ply: per_ply.len() as u32,
                mib: memory >> 20,
            });
            break;
        }
        if next.is_empty() {
            break;
        }
        next.sort_unstable();
        next.dedup();
        // No `shrink_to_fit`: shrinking copies into a second buffer, which the budget did
        // not allow for; the unused capacity is counted as held instead.
        per_ply.push(next.len() as u64);
        progress.advance(1);
        frontier = next;
    }
    progress.finish();
    Counts {
        complete: stopped.is_none(),
        per_ply,
        stopped,
    }
}
