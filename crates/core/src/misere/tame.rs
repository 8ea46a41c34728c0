//! Tame games: those that play like misère Nim, and the genus of their sums.
//!
//! Conway (ONAG ch. 12) calls a game tame when it behaves, in sums with other tame games, like
//! a misère Nim position; its genus is then one of the tame genera ([`Genus::is_tame`]).
//! Being tame is a property of the whole game, not of its genus alone. The verdict here
//! follows CGSuite's phyla (Dan Hoey's classification of misère games):
//!
//! - **hereditarily tame**: the genus is tame and so is every option's, hereditarily;
//! - **tame**: the genus is tame and every option is tame, or *reversible through tame
//!   positions*: a wild option `H` from which tame options `J1`, `J2` lead back to `G`'s
//!   nim-value and to its misère nim-value (so a player who moves to `H` can be answered as
//!   if `H` were not there), and the tame options alone give `G` its two values;
//! - **wild**: otherwise.
//!
//! A sum of tame games is tame, and its genus follows from the components' genera as in
//! misère Nim ([`sum_genus`]): nim-values xor; the sum is "small" (`0^{120}` or `1^{031}`,
//! like heaps of at most one token) when every component is, and `a^{a, a xor 2}` otherwise.
//! For wild games no such rule exists: the genus of a sum is not a function of the genera.
//! (CGSuite decides on misère canonical forms, where reversible options are already gone;
//! here the verdict is on the game graph as given.)

use super::genus::{reverse_topological, Genus};
use crate::error::CoreResult;
use crate::graph::Graph;
use crate::progress::Silent;
use serde::{Deserialize, Serialize};

/// How a position plays under misère play, in Conway's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Tameness {
    /// The genus and every position's below are tame.
    HereditarilyTame,
    /// Tame through reversible wild options (see the module documentation).
    Tame,
    /// Not tame: sums with it are not decided by genus arithmetic.
    Wild,
}

impl Tameness {
    /// Whether the position is tame in Conway's sense (hereditarily or through reversible
    /// options): tame positions add like misère Nim.
    pub fn is_tame(self) -> bool {
        self != Tameness::Wild
    }
}

/// The tameness of every position of an acyclic graph, given the positions' genera (from
/// [`super::genus::genera`]).
///
/// ```
/// use boyi_core::misere::{genus, tame, Tameness};
/// use boyi_core::Graph;
///
/// // 0: the empty game; 1: *1; 2: *2; 3: {*2} (0^02, tame); 4: {*2#, 0} (1^20, wild).
/// let g = Graph::from_edges(5, &[(1, 0), (2, 0), (2, 1), (3, 2), (4, 3), (4, 0)]).unwrap();
/// let t = tame::tameness(&g, &genus::genera(&g).unwrap()).unwrap();
/// assert_eq!(t[3], Tameness::HereditarilyTame);
/// assert_eq!(t[4], Tameness::Wild);
/// ```
pub fn tameness(graph: &Graph, genera: &[Genus]) -> CoreResult<Vec<Tameness>> {
    let order = reverse_topological(graph, "classifying tameness", &Silent)?;
    let mut out = vec![Tameness::Wild; graph.num_positions()];
    for u in order {
        let genus = &genera[u as usize];
        let moves = graph.moves(u);
        out[u as usize] = if !genus.is_tame() {
            Tameness::Wild
        } else if moves
            .iter()
            .all(|&h| out[h as usize] == Tameness::HereditarilyTame)
        {
            Tameness::HereditarilyTame
        } else {
            let tame_options = || moves.iter().filter(|&&h| out[h as usize].is_tame());
            // Each wild option must be answered by tame options of its own that restore
            // G's nim-value and its misère nim-value.
            let reversible = moves
                .iter()
                .filter(|&&h| !out[h as usize].is_tame())
                .all(|&h| {
                    let back = || {
                        graph
                            .moves(h)
                            .iter()
                            .filter(|&&j| out[j as usize].is_tame())
                    };
                    back().any(|&j| genera[j as usize].nim_value() == genus.nim_value())
                        && back()
                            .any(|&j| genera[j as usize].misere_value() == genus.misere_value())
                });
            // And the tame options alone must give G its values (the wild ones add nothing).
            let g = crate::sg::mex(tame_options().map(|&h| genera[h as usize].nim_value()));
            let m = crate::sg::mex(tame_options().map(|&h| genera[h as usize].misere_value()));
            if reversible && g == genus.nim_value() && m == genus.misere_value() {
                Tameness::Tame
            } else {
                Tameness::Wild
            }
        };
    }
    Ok(out)
}

/// The genus of the sum of two tame games from their genera, as in misère Nim; `None` when a
/// genus is not tame. Valid for tame games (see [`Tameness`]); for wild ones the genus of a
/// sum is not determined by the genera.
///
/// ```
/// use boyi_core::misere::{tame, Genus};
/// let two: Genus = "2^20".parse().unwrap();
/// let one: Genus = "1^031".parse().unwrap();
/// assert_eq!(tame::sum_genus(&two, &two).unwrap().to_string(), "0^02"); // *2 + *2
/// assert_eq!(tame::sum_genus(&one, &one).unwrap().to_string(), "0^120"); // *1 + *1
/// assert_eq!(tame::sum_genus(&two, &one).unwrap().to_string(), "3^31"); // *3
/// ```
pub fn sum_genus(a: &Genus, b: &Genus) -> Option<Genus> {
    (a.is_tame() && b.is_tame())
        .then(|| Genus::tame(a.nim_value() ^ b.nim_value(), a.is_small() && b.is_small()))
}
