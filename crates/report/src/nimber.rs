//! `nimber`: one operation of nim arithmetic on 64-bit nimbers.

use schemars::JsonSchema;
use serde::Serialize;

/// `boyi nimber OP A [B]`: the operation, its operands and its result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct NimberReport {
    /// The operation: `mul`, `div`, `add`, `inv`, `sqrt`, `square`, `pow`, `order`, `log`.
    pub operation: String,
    /// Its operands, as numbers.
    pub operands: Vec<u64>,
    /// The result; absent when there is none (the inverse of 0, a logarithm that does not
    /// exist), with the reason in `note`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<u64>,
    /// The operation written out: `3 ⊗ 5 = 15`; without its result (`0^-1`) when there is
    /// none.
    pub equation: String,
    /// Why there is no result, as a message of the catalogue.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<crate::Phrase>,
}
