//! The classic variants of the 博弈论 articles (Every-SG, Moore's Nim_k, staircase Nim,
//! Northcott's game, Euclid's game, the coin-turning games and Turning Corners): each decided
//! by a theorem applied part by part. One type serves `solve` (as its details) and `explain`
//! (as its derivation): the theorem, what each part contributes, how the parts combine, and
//! the winning moves.

use crate::Phrase;
use schemars::JsonSchema;
use serde::Serialize;

/// A classic variant's position worked out by its theorem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ClassicDerivation {
    /// The variant (`staircase`, `moore`, `northcott`, `euclid`, `every-sg`, `ruler`,
    /// `mock-turtles`, `turning-turtles`, `corners`).
    pub variant: String,
    /// The theorem that decides it.
    pub theorem: Phrase,
    /// Each part of the position and what it contributes.
    pub parts: Vec<ClassicPart>,
    /// How the parts combine, worked on the numbers (`3 ⊕ 2 = 1`).
    pub combination: Phrase,
    /// What the outcome is read from.
    pub conclusion: Phrase,
    /// The winning moves (none when the player to move loses).
    pub winning_moves: Vec<ClassicMove>,
}

/// One part of a classic position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ClassicPart {
    /// The part (`step 3: 2 coins`, `head at 6`, `row 1`).
    pub part: Phrase,
    /// What it contributes (a heap's size, a gap, g(x), a step count); absent when it does
    /// not count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<u64>,
    /// Why.
    pub why: Phrase,
}

/// A winning move of a classic position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ClassicMove {
    /// The move.
    pub r#move: Phrase,
    /// The position it leads to, in the game's notation.
    pub to: String,
}
