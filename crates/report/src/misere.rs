//! Misère sums explained: the product in a misère quotient, and the SJ theorem (Anti-SG) on
//! the components' Sprague-Grundy values.

use boyi_core::misere::anti_sg::SjCase;
use boyi_games::misere::ProductStep;
use schemars::JsonSchema;
use serde::Serialize;

/// A misère sum of heaps of one game, decided in the game's misère quotient: each heap's
/// element, the product heap by heap, and whether it lies in the P-portion.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct MisereQuotientDerivation {
    /// The heap game (its code).
    pub game: String,
    /// The quotient's presentation: `<a, b | a^2 = 1, ...>`.
    pub presentation: String,
    /// Its number of elements.
    pub order: usize,
    /// Whether the quotient is proved to be the whole game's (else it is the partial
    /// quotient of the heaps computed, which covers these heaps).
    pub complete: bool,
    /// The product, heap by heap.
    pub steps: Vec<ProductStep>,
    /// The sum's element, in normal form.
    pub element: String,
    /// The P-portion.
    pub p_portion: Vec<String>,
    /// Whether the element is in the P-portion (the player to move loses).
    pub in_p_portion: bool,
    /// A winning move when there is one: the component (1-based) and the move, as it names
    /// it, with the element it leaves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_move: Option<QuotientMove>,
}

/// A move in a sum decided by a quotient.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct QuotientMove {
    /// 1-based component number.
    pub component: usize,
    /// The move, as the component names it.
    pub r#move: String,
    /// The element of the sum after it (in the P-portion).
    pub leaves: String,
    /// The size of the heap the move takes from (the move is `HEAP LEFT...`).
    pub from_heap: u64,
}

/// A misère sum decided by the SJ theorem (Jia Zhihao's rule for Anti-SG games): the first
/// player wins exactly when the xor of the components' Sprague-Grundy values is not 0 and
/// some value is above 1, or the xor is 0 and none is. It is exact here because its condition
/// holds in every component: every position of value 0 ends play or has a move to value 1.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct AntiSgDerivation {
    /// Each component with its Sprague-Grundy value.
    pub components: Vec<SgOf>,
    /// The xor of the values.
    pub xor: u32,
    /// How many values are 1.
    pub ones: usize,
    /// How many values are above 1.
    pub above_one: usize,
    /// The case of the theorem.
    pub case: SjCase,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// A winning move: the component (1-based), its value before and after, and the move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_move: Option<crate::SumWinningMove>,
}

/// A component and its Sprague-Grundy value.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SgOf {
    /// The component.
    pub component: String,
    /// Its Sprague-Grundy value (normal play).
    pub value: u32,
}
