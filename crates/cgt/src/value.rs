//! The value of a position of a [`PartizanGame`]: its canonical form, found by memoized
//! search over the game's regions.
//!
//! A position is split into independent regions ([`PartizanGame::split`]); its value is the
//! sum of theirs. A region's value is `{values of Left's moves | values of Right's moves}`,
//! each move's value again a sum over the regions it leaves. Regions are remembered by their
//! symmetry-folded key ([`PartizanGame::canonical`]; a key reached by exchanging the players
//! stands for the negative), so each class is searched once, and regions
//! whose value a theorem gives ([`PartizanGame::known_value`]) are not searched at all.
//!
//! The search keeps its own stack (long games do not overflow the thread's stack), counts
//! its memory against a [`Budget`] (an error, never an abort), reports progress and stops
//! when asked; what was found before stopping stays in the [`Evaluator`], so asking again
//! resumes.

use crate::arena::{Arena, GameId};
use crate::dyadic::Dyadic;
use boyi_core::partizan::{KnownValue, PartizanGame};
use boyi_core::progress::Progress;
use boyi_core::{Budget, CoreError, CoreResult};
use rustc_hash::FxHashMap;

/// Marks a region whose value is being searched: meeting it again means a cycle.
const PENDING: GameId = GameId(u32::MAX);

/// How often (in regions valued) the memory budget and cancellation are checked.
const CHECK_EVERY: u64 = 256;

/// A region being searched: its moves and the values found for them so far.
struct Frame<P> {
    key: P,
    moves: Vec<P>,
    lefts: usize,
    values: Vec<GameId>,
}

/// Values positions of one game, remembering every region it has valued.
///
/// ```
/// use boyi_cgt::{Arena, Evaluator};
/// use boyi_core::partizan::PartizanGame;
/// use boyi_core::progress::Silent;
///
/// /// Cutcake on strips one unit high: Left cuts a strip in two, Right cannot move. A
/// /// position is a list of strips, each an independent region.
/// struct Strips;
/// impl PartizanGame for Strips {
///     type Position = Vec<u32>;
///     fn left_moves(&self, strips: &Vec<u32>, out: &mut Vec<Vec<u32>>) {
///         for (i, &n) in strips.iter().enumerate() {
///             for a in 1..n {
///                 let mut next = strips.clone();
///                 next[i] = a;
///                 next.push(n - a);
///                 out.push(next);
///             }
///         }
///     }
///     fn right_moves(&self, _: &Vec<u32>, _: &mut Vec<Vec<u32>>) {}
///     fn split(&self, strips: &Vec<u32>, out: &mut Vec<Vec<u32>>) {
///         out.extend(strips.iter().filter(|&&n| n > 1).map(|&n| vec![n]));
///     }
/// }
/// let mut arena = Arena::new();
/// let mut eval = Evaluator::new(&Strips);
/// // A strip of n squares is worth n - 1 moves to Left.
/// let v = eval.value(&mut arena, &vec![3, 4], &Silent).unwrap();
/// assert_eq!(arena.display(v), "5");
/// assert_eq!(eval.regions(), 3); // strips of 2, 3 and 4
/// ```
pub struct Evaluator<'g, G: PartizanGame> {
    game: &'g G,
    table: FxHashMap<G::Position, GameId>,
    budget: Budget,
    table_bytes: u64,
    /// Bytes of the regions being searched (their frames on the stack): counted, so that a
    /// line of play that never ends (a rules script that is not short) meets the budget.
    pending_bytes: u64,
    valued: u64,
    /// Regions opened: the budget and cancellation are checked every `CHECK_EVERY` of them
    /// too, as a search going ever deeper values none.
    opened: u64,
}

impl<'g, G: PartizanGame> Evaluator<'g, G> {
    /// An evaluator for `game` with the default memory budget.
    pub fn new(game: &'g G) -> Self {
        Evaluator {
            game,
            table: FxHashMap::default(),
            budget: Budget::default(),
            table_bytes: 0,
            pending_bytes: 0,
            valued: 0,
            opened: 0,
        }
    }

    /// The same evaluator under the memory budget `budget` (the arena's bytes count too).
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.budget = budget;
        self
    }

    /// How many regions have been valued.
    pub fn regions(&self) -> usize {
        self.table.len()
    }

    /// The value of `region` if it has been found (looked up by its canonical key).
    pub fn known(&self, arena: &mut Arena, region: &G::Position) -> Option<GameId> {
        let (key, negated) = self.game.canonical(region);
        let v = self.table.get(&key).copied().filter(|&v| v != PENDING)?;
        Some(if negated { arena.neg(v) } else { v })
    }

    /// The value of the position `pos`: the sum of its regions' values.
    ///
    /// Errors: [`CoreError::Budget`] when the memory budget runs out, [`CoreError::Cancelled`] when
    /// `progress` asks to stop, [`CoreError::InvalidGame`] when a position repeats (the game is
    /// not short). Regions valued before the error are kept.
    pub fn value(
        &mut self,
        arena: &mut Arena,
        pos: &G::Position,
        progress: &dyn Progress,
    ) -> CoreResult<GameId> {
        let mut regions = Vec::new();
        self.game.split(pos, &mut regions);
        // The units of progress are regions valued; how many there will be is unknown.
        progress.start("values of regions", 0);
        let mut total = GameId::ZERO;
        for region in regions {
            let v = self.region_value(arena, region, progress)?;
            total = checked_add(arena, total, v)?;
        }
        progress.finish();
        Ok(total)
    }

    /// The value of one region (no splitting at its top).
    fn region_value(
        &mut self,
        arena: &mut Arena,
        region: G::Position,
        progress: &dyn Progress,
    ) -> CoreResult<GameId> {
        let (key, negated) = self.game.canonical(&region);
        let v = match self.lookup(arena, &key)? {
            Some(v) => v,
            None => {
                let mut stack = vec![self.open(key)];
                let result = self.search(arena, &mut stack, progress);
                // The frames left (after an error) go with the stack.
                self.pending_bytes = 0;
                if result.is_err() {
                    // Regions left half-searched are forgotten, so a later call searches
                    // them anew.
                    for frame in stack {
                        self.table.remove(&frame.key);
                    }
                }
                result?
            }
        };
        Ok(if negated { arena.neg(v) } else { v })
    }

    /// A known value for the region `key` (from the table or a theorem), `None` if it must
    /// be searched.
    fn lookup(&mut self, arena: &mut Arena, key: &G::Position) -> CoreResult<Option<GameId>> {
        if let Some(&v) = self.table.get(key) {
            if v == PENDING {
                return Err(CoreError::InvalidGame(boyi_core::Invalid::NotShort));
            }
            return Ok(Some(v));
        }
        let Some(known) = self.game.known_value(key) else {
            return Ok(None);
        };
        let v = match known {
            KnownValue::Nimber(k) => {
                let k = u32::try_from(k)
                    .map_err(|_| CoreError::TooLarge(boyi_core::Limit::Nimber { nimber: k }))?;
                arena.nimber(k)
            }
            KnownValue::Number {
                numerator,
                exponent,
            } => {
                if exponent > crate::dyadic::MAX_EXPONENT {
                    return Err(CoreError::TooLarge(boyi_core::Limit::Dyadic {
                        numerator,
                        exponent,
                    }));
                }
                arena.number(Dyadic::new(numerator, exponent))
            }
        };
        self.store(key.clone(), v);
        Ok(Some(v))
    }

    fn store(&mut self, key: G::Position, v: GameId) {
        let entry = std::mem::size_of::<(G::Position, GameId)>() as u64 + 8;
        self.table_bytes += entry + self.game.heap_bytes(&key) as u64;
        self.table.insert(key, v);
    }

    /// Starts searching the region `key`: lists its moves and marks it pending.
    fn open(&mut self, key: G::Position) -> Frame<G::Position> {
        let mut moves = Vec::new();
        self.game.left_moves(&key, &mut moves);
        let lefts = moves.len();
        self.game.right_moves(&key, &mut moves);
        self.table.insert(key.clone(), PENDING);
        let frame = Frame {
            values: Vec::with_capacity(moves.len()),
            key,
            moves,
            lefts,
        };
        self.pending_bytes += self.frame_bytes(&frame);
        frame
    }

    /// What a frame holds: its region, its moves and room for their values.
    fn frame_bytes(&self, frame: &Frame<G::Position>) -> u64 {
        let position = std::mem::size_of::<G::Position>();
        let moves: usize = frame.moves.iter().map(|m| self.game.heap_bytes(m)).sum();
        (std::mem::size_of::<Frame<G::Position>>()
            + self.game.heap_bytes(&frame.key)
            + frame.moves.len() * (position + std::mem::size_of::<GameId>())
            + moves) as u64
    }

    fn search(
        &mut self,
        arena: &mut Arena,
        stack: &mut Vec<Frame<G::Position>>,
        progress: &dyn Progress,
    ) -> CoreResult<GameId> {
        let mut parts = Vec::new();
        loop {
            let top = stack
                .last()
                .expect("the search ends when its first frame closes");
            if top.values.len() < top.moves.len() {
                // Value the next move: the sum of the regions it leaves, opening the first
                // one not yet valued.
                parts.clear();
                self.game.split(&top.moves[top.values.len()], &mut parts);
                let mut sum = GameId::ZERO;
                let mut missing = None;
                for part in parts.drain(..) {
                    let (key, negated) = self.game.canonical(&part);
                    match self.lookup(arena, &key)? {
                        Some(v) => {
                            let v = if negated { arena.neg(v) } else { v };
                            sum = checked_add(arena, sum, v)?;
                        }
                        None => {
                            missing = Some(key);
                            break;
                        }
                    }
                }
                match missing {
                    Some(key) => {
                        let frame = self.open(key);
                        stack.push(frame);
                        self.opened += 1;
                        if self.opened.is_multiple_of(CHECK_EVERY) {
                            self.check(arena, progress)?;
                        }
                    }
                    None => stack.last_mut().expect("a frame").values.push(sum),
                }
                continue;
            }
            let frame = stack.pop().expect("a frame");
            self.pending_bytes -= self.frame_bytes(&frame);
            if !arena.within_limits(&frame.values) {
                return Err(too_large());
            }
            let (left, right) = frame.values.split_at(frame.lefts);
            let v = arena.from_options(left, right);
            self.store(frame.key, v);
            self.valued += 1;
            progress.advance(1);
            if self.valued.is_multiple_of(CHECK_EVERY) {
                self.check(arena, progress)?;
            }
            if stack.is_empty() {
                return Ok(v);
            }
        }
    }

    fn check(&mut self, arena: &mut Arena, progress: &dyn Progress) -> CoreResult<()> {
        if progress.cancelled() {
            return Err(CoreError::Cancelled);
        }
        let held = self.table_bytes + self.pending_bytes;
        if held + arena.bytes() > self.budget.max_bytes {
            // The memo tables are a cache: drop them before giving up.
            arena.clear_memos();
            if held + arena.bytes() > self.budget.max_bytes {
                return Err(CoreError::Budget {
                    positions: self.table.len() as u64,
                    moves: 0,
                    budget_bytes: self.budget.max_bytes,
                });
            }
        }
        Ok(())
    }
}

/// `a + b`, refused when the numbers involved would leave boyi-cgt's range.
fn checked_add(arena: &mut Arena, a: GameId, b: GameId) -> CoreResult<GameId> {
    if arena.within_limits(&[a, b]) {
        Ok(arena.add(a, b))
    } else {
        Err(too_large())
    }
}

fn too_large() -> CoreError {
    CoreError::TooLarge(boyi_core::Limit::ValueRange)
}
