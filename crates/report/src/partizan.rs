//! Partizan games and their values: what `solve` adds for a partizan game
//! ([`PartizanDetails`]), the derivation `explain` gives of a canonical form
//! ([`CanonicalDerivation`]), and `boyi value`, the algebra on its own ([`AlgebraReport`]).
//!
//! Values are strings in CGSuite's notation (`{1|-1}`, `^*`, `3/4`, `+-1`), so they paste
//! into CGSuite and back into `boyi value`.

use crate::{CanonicalValue, PositionReport};
use schemars::JsonSchema;
use serde::Serialize;

/// One game of a partizan sum, with its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PartizanComponent {
    /// The component as named (`domineering ..|..`).
    pub game: String,
    /// Its canonical value.
    pub value: String,
}

/// What `solve` adds for a partizan game (or a sum of them). The report's `start` is the
/// position with Left to move first; `right_first` is the same position with Right to move.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PartizanDetails {
    /// The components of the sum (one for a single game), each with its value.
    pub components: Vec<PartizanComponent>,
    /// The value of the whole, with its outcome class, mean, temperature and stops.
    pub canonical: CanonicalValue,
    /// The birthday of the canonical form.
    pub birthday: u64,
    /// The position with Right to move first: Right's moves with their values.
    pub right_first: PositionReport,
    /// Regions (independent parts, symmetries folded) whose values were searched.
    pub regions: usize,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// What became of an option of a position in its canonical form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "fate", rename_all = "kebab-case")]
pub enum OptionFate {
    /// Kept: an option of the canonical form.
    Kept,
    /// Equal to an option listed before it.
    Duplicate,
    /// Dominated: the player has an option at least as good for them.
    Dominated {
        /// The better option's value.
        by: String,
    },
    /// Reversible: the opponent's reply `through` is at least as good for them as the
    /// position itself, so the option is replaced by the options of `through`.
    Reversible {
        /// The opponent's reply that reverses it.
        through: String,
        /// What replaces it: the player's options from `through` (none: it is dropped).
        replaced_by: Vec<String>,
    },
    /// The canonical form is a number (or a nimber, or an up) and is written as one; the
    /// options are not its options.
    Simplified,
}

/// One option of a position in the derivation of its canonical form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OptionStep {
    /// The move (or the option's position).
    pub r#move: String,
    /// The option's canonical value.
    pub value: String,
    /// What became of it.
    #[serde(flatten)]
    pub fate: OptionFate,
}

/// `explain` of a partizan position: its value from its options.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CanonicalDerivation {
    /// The components of a sum, each with its value (the value is their sum).
    pub components: Vec<PartizanComponent>,
    /// Left's options.
    pub left: Vec<OptionStep>,
    /// Right's options.
    pub right: Vec<OptionStep>,
    /// `{left options | right options}` as the options' values give it.
    pub from_options: String,
    /// The canonical form, with its quantities.
    pub canonical: CanonicalValue,
    /// Why the canonical form is written as it is (a number's simplicity rule, a nimber's
    /// mex, ...), when it is not written by its options.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// How two values compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Relation {
    /// G = H: G - H is a second-player win.
    Equal,
    /// G < H.
    Less,
    /// G > H.
    Greater,
    /// G ‖ H, confused: G - H is a first-player win.
    Confused,
}

/// `boyi value A --compare B`, or `boyi value "A <= B"` (`<=`, `>=`, `==`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Comparison {
    /// The comparison written in the expression (`<=`, `>=`, `==`), if one was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub asked: Option<String>,
    /// Whether the comparison written holds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub holds: Option<bool>,
    /// B as written.
    pub with: String,
    /// B's canonical form.
    pub with_canonical: String,
    /// How A compares with B.
    pub relation: Relation,
    /// A - B, whose outcome class decides the relation.
    pub difference: String,
}

/// `boyi value EXPR`: a value of the algebra, with its quantities.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct AlgebraReport {
    /// The expression as written.
    pub expression: String,
    /// Its canonical form, outcome class, mean, temperature and stops.
    pub canonical: CanonicalValue,
    /// The birthday.
    pub birthday: u64,
    /// Left's options of the canonical form.
    pub left_options: Vec<String>,
    /// Right's options of the canonical form.
    pub right_options: Vec<String>,
    /// Whether it is a number.
    pub number: bool,
    /// Whether it is infinitesimal (both stops 0).
    pub infinitesimal: bool,
    /// Whether it is all-small (every position has moves for both or neither).
    pub all_small: bool,
    /// The atomic weight, for an all-small value that has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub atomic_weight: Option<String>,
    /// The reduced canonical form (infinitesimals ignored).
    pub reduced: String,
    /// Left's incentives (G^L - G), as CGSuite lists them.
    pub left_incentives: Vec<String>,
    /// Right's incentives (G - G^R).
    pub right_incentives: Vec<String>,
    /// The comparison asked for with `--compare`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comparison: Option<Comparison>,
}
