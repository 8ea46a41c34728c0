//! Rule fitting (打表找规律): the simplest rule behind a table of values, tested against the
//! whole table, proved where the family names a theorem the rule matches. Mathematics used
//! by `sequence` (and its two-parameter tables), not tied to any family.
//!
//! - [`pattern`]: one parameter: periodic, arithmetic-periodic, linear, Beatty ⌊nα⌋, powers
//!   of two, "n mod k in S", ... for the values and for the P-positions;
//! - [`plane`]: two parameters: x xor y, x ≡ y (mod m), Beatty pairs, periodic in each
//!   direction, proved from what the family knows (the components' proved periods);
//! - [`check`]: a conjecture the user writes (`--check EXPR`) checked against the table,
//!   and proved where a proved rule settles it.

pub(crate) mod check;
pub(crate) mod pattern;
pub(crate) mod plane;
