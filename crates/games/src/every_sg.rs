//! Every-SG: a sum of games in which the player to move must move in *every* component that
//! still has a move (Winning Ways' "continued conjunctive compound"). Whoever cannot move in
//! any component loses.
//!
//! Sprague–Grundy values do not decide it; how long each component lasts does. A player
//! who wins a component wants it to last, a player who loses it wants it over, and the last
//! component to end decides the game. The *step* count of a position (Winning Ways'
//! *suspense*; 步数 in the Chinese texts) is
//!
//! ```text
//! step(v) = 0                                  if v has no move,
//!           1 + max { step(u) : u a P-position } if v is an N-position (its winner prolongs),
//!           1 + min { step(u) : u an option }    if v is a P-position (its loser hurries),
//! ```
//!
//! and the first player wins the Every-SG sum exactly when the largest step count of its
//! components is odd. (The step count of a P-position is even and of an N-position odd, so
//! one component alone is decided as usual.)
//!
//! ```
//! use boyi_games::every_sg;
//!
//! // The Bash game (take 1..=m): step(n) = 2 floor(n / (m + 1)) + [n mod (m + 1) != 0].
//! assert_eq!(every_sg::bash_steps(7, 3), 3); // 7 -> 4 (P); 4 -> 3 (the loser hurries) -> 0
//! // Heaps 7 and 8 of that game (m = 3) have steps 3 and 4: the largest, 4, is even, so the
//! // first player loses the Every-SG sum (the plain sum, 3 xor 0, is a first-player win).
//! assert_eq!(every_sg::bash_steps(8, 3), 4);
//! assert!(!every_sg::first_player_wins([3, 4]));
//! ```

use boyi_core::{CoreError, CoreResult, Game, Graph, PositionId, Terminal};

/// The step count of a position from those of its options (0 when it has none).
fn step_from_options(options: impl Iterator<Item = u32>) -> u32 {
    let (mut any, mut min, mut max_even) = (false, u32::MAX, None::<u32>);
    for s in options {
        any = true;
        min = min.min(s);
        if s % 2 == 0 {
            max_even = Some(max_even.map_or(s, |m| m.max(s)));
        }
    }
    match (any, max_even) {
        (false, _) => 0,
        (true, Some(m)) => m + 1,
        (true, None) => min + 1,
    }
}

/// Whether the first player wins the Every-SG sum of components with these step counts:
/// the largest is odd (no component at all: a loss).
pub fn first_player_wins(steps: impl IntoIterator<Item = u32>) -> bool {
    steps.into_iter().max().is_some_and(|m| m % 2 == 1)
}

/// The step count of every position of an acyclic impartial game graph (normal play).
///
/// Positions are valued once their options are, counting down unresolved moves as
/// [`boyi_core::sg::grundy`] does, with no recursion. Fails with [`CoreError::Cycle`] on a cycle
/// and with [`CoreError::At`] on a position with a final value other than a normal-play loss.
///
/// ```
/// use boyi_core::Graph;
/// use boyi_games::every_sg;
/// // A heap of 3 in Nim: each of 1, 2, 3 moves to 0 at once (step 1).
/// let g = Graph::from_edges(4, &[(3, 2), (3, 1), (3, 0), (2, 1), (2, 0), (1, 0)]).unwrap();
/// assert_eq!(every_sg::steps(&g).unwrap(), vec![0, 1, 1, 1]);
/// ```
pub fn steps(graph: &Graph) -> CoreResult<Vec<u32>> {
    let n = graph.num_positions();
    if let Some(u) = (0..n as PositionId).find(|&u| {
        graph
            .terminal(u)
            .is_some_and(|t| t != Terminal::Loss || graph.out_degree(u) > 0)
    }) {
        return Err(CoreError::At {
            position: u,
            problem: boyi_core::AtProblem::FinalValueSteps,
        });
    }
    let mut remaining: Vec<u32> = (0..n as PositionId).map(|u| graph.out_degree(u)).collect();
    let mut values = vec![u32::MAX; n];
    let mut ready: Vec<PositionId> = (0..n as PositionId)
        .filter(|&u| remaining[u as usize] == 0)
        .collect();
    let mut done = 0;
    while let Some(u) = ready.pop() {
        values[u as usize] = step_from_options(graph.moves(u).iter().map(|&t| values[t as usize]));
        done += 1;
        for &p in graph.predecessors(u) {
            remaining[p as usize] -= 1;
            if remaining[p as usize] == 0 {
                ready.push(p);
            }
        }
    }
    if done < n {
        let position = values.iter().position(|&v| v == u32::MAX).unwrap_or(0) as u32;
        return Err(CoreError::Cycle { position });
    }
    Ok(values)
}

/// The move the step rule prescribes in one component, given the step counts of its graph
/// ([`steps`]): from an N-position, to the P-position of largest step count (the winner
/// prolongs); from a P-position, to the option of least step count (the loser hurries).
/// Playing it in every component wins the Every-SG sum whenever the largest step count is
/// odd. `None` when `u` has no move.
///
/// ```
/// use boyi_core::Graph;
/// use boyi_games::every_sg;
/// // 2 -> 1 -> 0 and 2 -> 0: from 2 the winner goes to 0, its only P-position option.
/// let g = Graph::from_edges(3, &[(2, 1), (2, 0), (1, 0)]).unwrap();
/// let steps = every_sg::steps(&g).unwrap();
/// assert_eq!(every_sg::best_move(&g, &steps, 2), Some(0));
/// ```
pub fn best_move(graph: &Graph, steps: &[u32], u: PositionId) -> Option<PositionId> {
    let options = graph.moves(u).iter().copied();
    if steps[u as usize] % 2 == 1 {
        options
            .filter(|&t| steps[t as usize].is_multiple_of(2))
            .max_by_key(|&t| steps[t as usize])
    } else {
        options.min_by_key(|&t| steps[t as usize])
    }
}

/// The step counts of heaps `0..=upto` of a heap game whose moves go to smaller heaps
/// (a subtraction game, Nim, ...): `moves(n, out)` appends the heaps `n` can move to.
/// Fails with [`CoreError::InvalidGame`] if a heap moves to one as large.
///
/// ```
/// use boyi_games::every_sg;
/// // Nim: every non-empty heap moves to 0 at once.
/// let nim = every_sg::heap_steps(4, |n, out| out.extend(0..n)).unwrap();
/// assert_eq!(nim, vec![0, 1, 1, 1, 1]);
/// ```
pub fn heap_steps(upto: u64, mut moves: impl FnMut(u64, &mut Vec<u64>)) -> CoreResult<Vec<u32>> {
    let mut values: Vec<u32> = Vec::new();
    let mut options = Vec::new();
    for n in 0..=upto {
        options.clear();
        moves(n, &mut options);
        if let Some(&o) = options.iter().find(|&&o| o >= n) {
            return Err(CoreError::InvalidGame(boyi_core::Invalid::HeapGrows {
                from: n,
                to: o,
            }));
        }
        values.push(step_from_options(
            options.iter().map(|&o| values[o as usize]),
        ));
    }
    Ok(values)
}

/// The step count of a heap of `n` in the Bash game (take 1 to `m` tokens), in closed form:
/// `2 floor(n / (m + 1)) + [n mod (m + 1) != 0]`. The winner moves to the multiple of
/// `m + 1` below (the only P-position in reach), the loser of `k (m + 1)` can only reach
/// N-positions above `(k - 1)(m + 1)`, all of one step count: two steps a round.
pub fn bash_steps(n: u64, m: u64) -> u64 {
    if m == 0 {
        return 0;
    }
    let period = m.saturating_add(1);
    2 * (n / period) + u64::from(!n.is_multiple_of(period))
}

/// The Every-SG sum of components of one game, as a game for the general engine (the
/// brute-force check of the step rule): a position is every component's position; a move
/// moves every component that has a move, in every combination.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
/// use boyi_games::every_sg::EverySum;
/// use boyi_games::nim::Nim;
///
/// // Two Nim heaps of 2: each lasts one step (the winner empties it), the largest step is
/// // odd: the first player empties both and wins — while 2 xor 2 = 0 loses the plain sum.
/// let game = EverySum::new(vec![Nim::new(&[2]), Nim::new(&[2])]);
/// let e = explore(&game, &Budget::default()).unwrap();
/// let s = retrograde::solve(&e.graph, game.convention());
/// assert_eq!(s.value(e.starts[0]).outcome(), Outcome::Win);
/// ```
#[derive(Clone, Debug)]
pub struct EverySum<G> {
    components: Vec<G>,
}

impl<G: Game> EverySum<G> {
    /// The sum of these components, each from its (first) start position.
    pub fn new(components: Vec<G>) -> EverySum<G> {
        EverySum { components }
    }
}

impl<G: Game> Game for EverySum<G> {
    type Position = Vec<G::Position>;
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Self::Position> {
        let start: Option<Vec<G::Position>> = self
            .components
            .iter()
            .map(|c| c.starts().into_iter().next())
            .collect();
        start.into_iter().collect()
    }

    fn moves(&self, pos: &Self::Position, out: &mut Vec<Self::Position>) {
        let options: Vec<Vec<G::Position>> = self
            .components
            .iter()
            .zip(pos)
            .map(|(c, p)| {
                let mut o = Vec::new();
                c.moves(p, &mut o);
                o
            })
            .collect();
        if options.iter().all(Vec::is_empty) {
            return;
        }
        // Every combination: components without a move stay where they are.
        let mut partial = vec![pos.clone()];
        for (i, opts) in options.iter().enumerate() {
            if opts.is_empty() {
                continue;
            }
            partial = partial
                .into_iter()
                .flat_map(|p| {
                    opts.iter().map(move |o| {
                        let mut q = p.clone();
                        q[i] = o.clone();
                        q
                    })
                })
                .collect();
        }
        out.extend(partial);
    }
}
