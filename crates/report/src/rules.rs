//! Rules found in tables of values (打表找规律): the simplest description of a series, tested
//! against the whole table, proved or checked; and two-parameter tables with their rules.

use crate::Phrase;
use schemars::JsonSchema;
use serde::Serialize;

/// Whether a rule found in a table is a theorem or only fits the values computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum RuleStatus {
    /// A theorem gives it for every n (named in `proof`).
    Proved,
    /// It fits every value computed, to `checked_to`; not proved beyond.
    Checked,
}

/// The simplest description found for a series of values.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "rule", rename_all = "kebab-case")]
pub enum Rule {
    /// a(n) = value from n = `from` on (`from` 0: constant).
    EventuallyConstant {
        /// Where it becomes constant.
        from: u64,
        /// The value.
        value: i64,
    },
    /// a(n) = slope·n + intercept.
    Linear {
        /// The slope.
        slope: i64,
        /// The value at n = 0.
        intercept: i64,
    },
    /// From n = `preperiod` on, a(n + period) = a(n) + saltus (saltus 0: periodic; else
    /// arithmetic-periodic).
    Periodic {
        /// Where the pattern starts.
        preperiod: u64,
        /// The period.
        period: u64,
        /// The growth per period.
        saltus: i64,
        /// One period of values, from n = preperiod.
        values: Vec<i64>,
    },
    /// a(n) = 2^n + offset (offset 0: powers of two; −1: 2^n − 1).
    PowersOfTwo {
        /// Added to 2^n.
        offset: i64,
    },
    /// a(n) = c1·a(n−1) + ... + ck·a(n−k) from n = `from` + k on.
    LinearRecurrence {
        /// c1, ..., ck.
        coefficients: Vec<i64>,
        /// The first n of the initial values.
        from: u64,
    },
    /// a(n) = ⌊n·α⌋ + offset.
    Beatty {
        /// α, as found.
        alpha: f64,
        /// Its name, when it is a known constant (`φ`, `φ²`, `√2`, ...).
        #[serde(skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// The interval of α that fits every value.
        interval: (f64, f64),
        /// Added to ⌊nα⌋.
        offset: i64,
    },
    /// The set's members are exactly the n ≥ `from` with n mod `modulus` in `residues`
    /// (together with `below`, the members under `from`).
    ModSet {
        /// The modulus.
        modulus: u64,
        /// The residues.
        residues: Vec<u64>,
        /// Where the rule starts.
        from: u64,
        /// Members below `from`.
        below: Vec<u64>,
    },
    /// The set's members are exactly the n = 2^k + offset.
    PowersOfTwoSet {
        /// Added to 2^k (0 or −1).
        offset: i64,
    },
    /// The set's k-th member (k = 1, 2, ...) is given by `member`.
    Enumerated {
        /// The rule for the k-th member.
        member: Box<Rule>,
    },
    /// A set of cells (x, y): the P-positions are exactly (a_k, b_k) and (b_k, a_k), k = 0, 1,
    /// ... (`a` and `b` the rules of a_k and b_k; x = y when they are equal).
    Pairs {
        /// The rule of a_k.
        a: Box<Rule>,
        /// The rule of b_k.
        b: Box<Rule>,
    },
    /// A table's values v(x, y) = x xor y (Nim's).
    Xor,
    /// The cells with x = y.
    Diagonal,
    /// The cells with one side equal to `value`: x = value or y = value.
    Side {
        /// The side.
        value: u64,
    },
    /// The cells with x ≡ y (mod `modulus`).
    Congruent {
        /// The modulus.
        modulus: u64,
    },
    /// A table periodic in each direction: v(x + px, y) = v(x, y) for x >= sx, and v(x, y +
    /// py) = v(x, y) for y >= sy, so the cells x < sx + px, y < sy + py give every other.
    Periodic2 {
        /// (sx, sy): where the periods start.
        start: (u64, u64),
        /// (px, py).
        period: (u64, u64),
        /// For a set whose pattern starts at the table's first cell: its members' residues
        /// (x mod px, y mod py).
        #[serde(skip_serializing_if = "Option::is_none")]
        residues: Option<Vec<(u64, u64)>>,
    },
    /// A finite set of cells: these only.
    FiniteCells {
        /// The cells (x, y).
        cells: Vec<(u64, u64)>,
    },
    /// The set is finite: these members only.
    Finite {
        /// The members.
        members: Vec<u64>,
    },
    /// Nothing simple fits.
    Nothing,
}

/// A series of a table, described.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RuleReport {
    /// What is described: `sg` values, `outcome` codes, `p-positions` (the n lost for the
    /// player to move, as a set), `a` or `b` (the pairs' members).
    pub of: String,
    /// The rule.
    #[serde(flatten)]
    pub rule: Rule,
    /// The rule as a formula (`a(n) = n mod 4`, `n mod 7 in {0, 2}`), worded in the reader's
    /// language ([`Rule::formula`]).
    pub formula: Phrase,
    /// Proved or checked.
    pub status: RuleStatus,
    /// The theorem, when proved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proof: Option<Phrase>,
    /// Every value of the table was checked against the rule, up to this n.
    pub checked_to: u64,
}

/// A two-parameter table: the value of every cell (x, y) with x and y from `from` to `from +
/// size - 1`, and the rules found for its values and its P-positions.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct TableReport {
    /// What the cells hold: `sg` values, or `outcome` codes (loss 0, win 1, draw 2).
    pub of: String,
    /// The parameters x and y are: heaps `x`, `y`; a sheet's `w`, `h`; a script's own names.
    pub axes: (String, String),
    /// The first value of each parameter.
    pub from: u64,
    /// Cells per side.
    pub size: usize,
    /// The values, row by row: cell (x, y) at (x − from) · size + (y − from).
    pub values: Vec<u32>,
    /// The rule of the values, tested against every cell.
    pub rule: RuleReport,
    /// The rule of the cells of value 0 (lost for the player to move), tested against every
    /// cell.
    pub p_positions: RuleReport,
}
