//! Components of a sum, from any family: `boyi solve nim 3 + 0.77 5 + graph.txt`.
//!
//! A sum of impartial games is solved from its components' loopy Sprague-Grundy values
//! alone ([`boyi_core::sum`]); each family turns its game into a [`Summand`] that knows its
//! value and can find a move to a given value.

use boyi_core::LoopyValue;

/// One impartial component of a sum, already solved.
pub trait Summand {
    /// How the component is shown (e.g. `nim heap 3`, `cycle.txt at a`).
    fn label(&self) -> String;
    /// Its loopy SG value (finite for acyclic games).
    fn value(&self) -> LoopyValue;
    /// A move to a position of finite value `target`, described for a person, if one exists.
    fn move_to_value(&self, target: u32) -> Option<String>;
    /// The component's options with their values, described for a person (for drawing moves).
    fn options(&self) -> Vec<(String, LoopyValue)>;
}

/// The sum's moves come from `boyi_core::sum`, for components of any family.
impl boyi_core::sum::Part for Box<dyn Summand> {
    type Move = String;

    fn value(&self) -> LoopyValue {
        Summand::value(&**self)
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        Summand::move_to_value(&**self, target)
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        Summand::options(&**self)
    }
}
