//! `explain`: why a position is won or lost, worked on the user's numbers.
//!
//! An [`Explanation`] is data, not prose: the heaps in binary with the xor of each column,
//! each component's options with the smallest value missing among them, the rounds of the
//! retrograde analysis. Front ends turn it into words (the command line's `render::explain`),
//! the web explorer into pictures. It is computed by the engine's `explain` module from the
//! solvers' results.

use crate::{PatternStatus, Phrase, Side, ValueReport};
use boyi_core::{Convention, LoopyValue, Outcome};
use schemars::JsonSchema;
use serde::Serialize;
/// `explain`: why the position has its value.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Explanation {
    /// The game's name; it reads back as the same game.
    pub game: String,
    /// The game as understood, in words.
    pub title: Phrase,
    /// The position explained.
    pub position: String,
    /// Its outcome for the player to move (absent where the game has no winner: the
    /// pirates' vote, the Absolute Game's value).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// The derivation, by kind of argument.
    pub derivation: Derivation,
}

/// The argument that decides a position.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Derivation {
    /// Bouton's theorem: Nim is lost exactly when the xor of the heaps is 0.
    Nim(NimDerivation),
    /// Misère Nim: as normal Nim unless every heap is at most 1.
    MisereNim(MisereNimDerivation),
    /// The Bash game on one heap: n mod (m + 1).
    Bash(BashDerivation),
    /// A subtraction (or take-and-break) game on one heap: its table of values and period.
    Heap(HeapDerivation),
    /// A sum: each component's Sprague-Grundy value by mex, and their xor.
    Sum(SumDerivation),
    /// Retrograde analysis of a game graph, round by round from the ends.
    Retrograde(RetrogradeDerivation),
    /// The pirates' gold: backward induction from one pirate up.
    Pirates(PiratesDerivation),
    /// Pie Rules: the suffix recurrence and the perfect line with running totals.
    Pie(PieDerivation),
    /// The Absolute Game: max over Alice's numbers of the distance to Bob's nearest.
    Absolute(AbsoluteDerivation),
    /// Wythoff's game: the pairs by the mex construction, and the moves to one.
    Wythoff(WythoffDerivation),
    /// The line of perfect play, and the refutation of every move of a lost position.
    Line(LineDerivation),
    /// A scoring game graph: the minimax value, each move's, and the principal variation.
    Scores(ScoresDerivation),
    /// A partizan position: its options, the dominated and reversible ones, the canonical
    /// form.
    Canonical(crate::CanonicalDerivation),
    /// A misère sum of heaps of one game: the product of their elements in its misère
    /// quotient.
    MisereQuotient(crate::MisereQuotientDerivation),
    /// A misère sum by the SJ theorem on its components' Sprague-Grundy values.
    AntiSg(crate::AntiSgDerivation),
    /// A classic variant: its theorem applied part by part.
    Classic(crate::ClassicDerivation),
}

/// One heap in binary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct BinaryRow {
    /// The heap's size.
    pub heap: u64,
    /// Its binary digits, padded to the width of the largest heap.
    pub binary: String,
}

/// One binary column of a Nim position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Column {
    /// The bit's position (0 for the units).
    pub bit: u32,
    /// How many heaps have this bit.
    pub ones: u32,
    /// The xor of the column: the count's parity.
    pub xor: u8,
}

/// A Nim move: heap `heap` (1-based) from `from` to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct NimWinningMove {
    /// 1-based heap number.
    pub heap: usize,
    /// Its size before.
    pub from: u64,
    /// Its size after (`from xor x`, where x is the position's xor).
    pub to: u64,
    /// Tokens taken.
    pub take: u64,
    /// The move as `boyi play` types it.
    pub r#move: String,
}

/// Bouton's argument on the user's heaps.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct NimDerivation {
    /// The heaps in binary.
    pub rows: Vec<BinaryRow>,
    /// The columns from the highest bit down, with their xor.
    pub columns: Vec<Column>,
    /// The xor of all heaps.
    pub xor: u64,
    /// It in binary, at the same width.
    pub xor_binary: String,
    /// The xor's highest set bit, when the xor is not 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub highest_bit: Option<u32>,
    /// The winning moves: one for each heap that has the highest bit (`a xor x < a` exactly
    /// there), listed in heap order.
    pub winning_moves: Vec<NimWinningMove>,
    /// A lost position: how many moves were tried, each leaving a nonzero xor (a move
    /// changes one heap, so it changes the xor).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves_checked: Option<u64>,
}

/// Misère Nim on the user's heaps.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct MisereNimDerivation {
    /// The heaps.
    pub heaps: Vec<u64>,
    /// Heaps of more than one token.
    pub big_heaps: usize,
    /// Heaps of exactly one token.
    pub ones: usize,
    /// The xor of the heaps.
    pub xor: u64,
    /// Whether every heap is at most 1, where misère play differs from normal play: the
    /// player to move wins exactly when the number of 1-heaps is even.
    pub all_small: bool,
    /// The winning moves, as `boyi play` types them, with the heaps they leave.
    pub winning_moves: Vec<HeapMove>,
}

/// A move in a heap game, with the heaps it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HeapMove {
    /// The move as `boyi play` types it.
    pub r#move: String,
    /// The heaps after it.
    pub leaves: Vec<u64>,
}

/// The Bash game on one heap.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct BashDerivation {
    /// The most tokens a move takes.
    pub m: u64,
    /// The heap.
    pub n: u64,
    /// n mod (m + 1): 0 exactly at the lost positions.
    pub residue: u64,
    /// The winning move takes this many tokens (the residue), leaving a multiple of m + 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub take: Option<u64>,
    /// The table it comes from: outcome codes (0 lost, 1 won) for heaps 0..=2(m+1),
    /// computed, showing the period m + 1.
    pub table: Vec<u32>,
}

/// One value of a heap, with its options (the mex worked out).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Mex {
    /// The position (heap size or component).
    pub position: String,
    /// The values of its options, sorted, each once.
    pub option_values: Vec<u64>,
    /// The smallest value missing among them: the position's value.
    pub mex: u64,
}

/// A subtraction or take-and-break game on one heap.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct HeapDerivation {
    /// The heap.
    pub n: u64,
    /// Its Sprague-Grundy value (a `u128`: Lasker's Nim gives a heap of 2^64 - 1 the value 2^64).
    pub value: u128,
    /// The values of heaps 0..table.len(), the table the pattern is read from.
    pub table: Vec<u32>,
    /// The heap's value by mex (absent when its options are too many to list).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mex: Option<Mex>,
    /// The period of the values, when one is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub period: Option<HeapPeriod>,
    /// The moves to a heap (or heaps) of value 0.
    pub winning_moves: Vec<HeapMove>,
}

/// The period of a heap game's values and the heap's place in it.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct HeapPeriod {
    /// Where the period starts.
    pub preperiod: usize,
    /// Its length.
    pub period: usize,
    /// The growth per period (0: purely periodic).
    pub saltus: u32,
    /// Proved (a theorem applies) or observed (checked on the table).
    pub status: PatternStatus,
    /// When proved: the theorem (the periodicity theorem, or the game's closed form).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proof: Option<String>,
    /// Up to which heap it was checked (or compared by the proof).
    pub checked_to: usize,
    /// Within the period, the residues n mod period whose value is 0 (the lost heaps from
    /// the preperiod on), when the saltus is 0.
    pub lost_residues: Vec<usize>,
}

/// A sum of components.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SumDerivation {
    /// Each component's value by mex.
    pub components: Vec<ComponentValue>,
    /// The xor of the finite values (absent when a component's value is infinite).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub xor: Option<u64>,
    /// Which component to move in, to which value, when the sum is won.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_move: Option<SumWinningMove>,
}

/// One component of a sum with its value.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ComponentValue {
    /// The component.
    pub component: String,
    /// Its (loopy) Sprague-Grundy value.
    pub value: LoopyValue,
    /// The mex worked out: its options' values (absent when they are too many to list or
    /// the value is loopy).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mex: Option<Mex>,
}

/// The winning move of a sum.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SumWinningMove {
    /// 1-based component number.
    pub component: usize,
    /// Its value before.
    pub from_value: u64,
    /// The value to move it to: its value xor the sum's xor.
    pub to_value: u64,
    /// The move, as the component names it.
    pub r#move: String,
}

/// A position decided in a retrograde round, and why.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Decided {
    /// The position.
    pub position: String,
    /// Won or lost for the player to move.
    pub outcome: Outcome,
    /// Why: a final value, no move, the move to a lost position (won), or every move with
    /// the won position it leads to (lost).
    pub because: Because,
}

/// Why a position was decided.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum Because {
    /// The file gives the position a final value.
    Final {
        /// The value.
        value: String,
    },
    /// No move: lost in normal play, won in misère play.
    NoMove,
    /// A move to a position lost for the opponent, decided in the round before.
    MoveToLost {
        /// The position moved to.
        to: String,
        /// The round it was decided in.
        round: u32,
    },
    /// Every move leads to a position won for the opponent.
    AllMovesToWon {
        /// Each move's target with the round it was decided in.
        to: Vec<(String, u32)>,
    },
}

/// A drawn position: left undecided when the rounds stopped.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Drawn {
    /// The position.
    pub position: String,
    /// Its moves to positions won for the opponent (which it avoids).
    pub avoids: Vec<String>,
    /// A cycle of drawn positions it can keep to, starting at its drawing move.
    pub cycle: Vec<String>,
}

/// One round of retrograde analysis.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct RetrogradeRound {
    /// The round: the positions' remoteness.
    pub round: u32,
    /// Positions decided in it.
    pub decided: Vec<Decided>,
}

/// Retrograde analysis of the positions reachable from the one explained.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct RetrogradeDerivation {
    /// Normal or misère play.
    pub convention: Convention,
    /// Positions reachable from the one explained.
    pub positions: usize,
    /// The rounds in order (positions reachable from the one explained).
    pub rounds: Vec<RetrogradeRound>,
    /// The drawn positions.
    pub drawn: Vec<Drawn>,
    /// Whether the lists were cut short (more than [`RETROGRADE_LISTED`] positions).
    pub truncated: bool,
    /// An impartial game without cycles under normal play: the Sprague-Grundy value of each
    /// position reachable, the mex of its options' values, every position after its options
    /// (at most [`MEX_LISTED`]; `mex_positions` counts them all).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mex: Vec<Mex>,
    /// How many positions have a value by mex (0 when the game has none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub mex_positions: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Positions whose mex a retrograde explanation lists at most: the values of a larger game
/// are summarised.
pub const MEX_LISTED: usize = 60;

/// Positions a retrograde explanation lists at most.
pub const RETROGRADE_LISTED: usize = 500;

/// The pirates' gold by backward induction.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PiratesDerivation {
    /// The rules, as a message of the catalogue.
    pub rules: Phrase,
    /// One row per number of pirates, from one up.
    pub rows: Vec<PirateRow>,
}

/// The plan with `pirates` pirates, from the one before.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PirateRow {
    /// Pirates left.
    pub pirates: usize,
    /// The proposer's plan (coins for pirate 1 = the proposer, 2, ...), if a plan passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plan: Option<Vec<u64>>,
    /// Votes needed for the plan to pass.
    pub votes_needed: usize,
    /// The pirates bought: each with what they would get if the plan failed and the coins
    /// offered.
    pub bought: Vec<Bought>,
    /// Whether the proposer dies (no plan passes).
    pub proposer_dies: bool,
}

/// A pirate whose vote is bought.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Bought {
    /// The pirate (1 = the proposer).
    pub pirate: usize,
    /// What the pirate gets if the plan fails (in the game with one pirate fewer; `None`:
    /// the pirate would die or be in danger there).
    pub otherwise: Option<u64>,
    /// What the plan offers.
    pub offered: u64,
}

/// Pie Rules: the suffix recurrence on the slices and the perfect line.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PieDerivation {
    /// One row per slice, from the last back to the first.
    pub rows: Vec<PieRow>,
    /// The perfect line with the running totals.
    pub line: Vec<PieStep>,
    /// Alice's pie.
    pub alice: u64,
    /// Bob's pie.
    pub bob: u64,
}

/// Pie Rules at slice `slice`: what the token holder makes from here on.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PieRow {
    /// 1-based slice number.
    pub slice: usize,
    /// Its size s.
    pub size: u64,
    /// f of the next slice: the token holder's margin from there on.
    pub after: i64,
    /// Taking the slice: s − after.
    pub take: i64,
    /// Giving it away and keeping the token: after − s.
    pub give: i64,
    /// f here: the better of the two.
    pub value: i64,
}

/// One slice on the perfect line.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PieStep {
    /// The slice's size.
    pub slice: u64,
    /// Who holds the token.
    pub decider: String,
    /// Who gets the slice.
    pub receiver: String,
    /// Alice's pie so far.
    pub alice: u64,
    /// Bob's pie so far.
    pub bob: u64,
}

/// The Absolute Game: each of Alice's numbers with Bob's nearest.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct AbsoluteDerivation {
    /// Alice's numbers, each with Bob's nearest and the distance.
    pub rows: Vec<AbsoluteRow>,
    /// max over Alice's numbers of the distance to Bob's nearest.
    pub value: i64,
    /// The (1-based) number Alice keeps.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keeps: Option<usize>,
}

/// One of Alice's numbers.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct AbsoluteRow {
    /// The number.
    pub a: i64,
    /// Bob's nearest number.
    pub nearest: i64,
    /// |a − nearest|.
    pub distance: u64,
}

/// A game explained by its line of perfect play (board games).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LineDerivation {
    /// Perfect play from the position, move by move.
    pub principal_variation: Vec<LineStep>,
    /// How the line ends.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<crate::GameEnd>,
    /// For a lost position: every move with the opponent's best reply.
    pub refutations: Vec<Refutation>,
}

/// One move of the principal variation.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LineStep {
    /// Who moves.
    pub by: Side,
    /// The move.
    pub r#move: String,
    /// The position after it.
    pub to: String,
    /// Its value for the player who makes it.
    pub value: ValueReport,
}

/// A move of a lost position and the reply that refutes it.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Refutation {
    /// The move.
    pub r#move: String,
    /// Its value for the player who makes it.
    pub value: ValueReport,
    /// The opponent's best reply (absent when the move ends the game).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reply: Option<String>,
    /// The reply's value for the opponent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reply_value: Option<ValueReport>,
}

/// Wythoff's game: its P-positions and the moves to them.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct WythoffDerivation {
    /// The heaps.
    pub heaps: (u64, u64),
    /// The pairs (a_k, b_k) for k = 0, 1, ... up to the heaps, by the mex construction.
    pub pairs: Vec<(u64, u64)>,
    /// Whether every pair listed is (⌊kφ⌋, ⌊kφ²⌋).
    pub closed_form_agrees: bool,
    /// The k of the pair the heaps form, when they form one (a loss).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pair: Option<u64>,
    /// The moves to a pair.
    pub winning_moves: Vec<(u64, u64)>,
}

/// A scoring game: values are the final score for the player to move (negamax).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ScoresDerivation {
    /// The position's value for the player to move.
    pub value: i64,
    /// Each move with its value for the player who makes it, best first.
    pub moves: Vec<(String, i64)>,
    /// Perfect play from the position: each move, the position it leads to, and that
    /// position's value for the player to move there (the negated running value).
    pub principal_variation: Vec<ScoreStep>,
    /// The final value where the line ends, for the player to move there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_score: Option<i64>,
}

/// One move of a scoring game's principal variation.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ScoreStep {
    /// The position moved to.
    pub to: String,
    /// Its value for the player to move there.
    pub value: i64,
}
