//! `boyi nimber`: nim arithmetic on 64-bit nimbers as reports, and Library Checker's
//! "Nim Product (F_{2^64})" batch format. The arithmetic is `boyi_core::nimber`'s; here
//! operands are read (decimal, or hexadecimal with `0x`), results named, and a batch of
//! products answered from text to text without a report per line (a million products in
//! well under a second).
//!
//! ```
//! use boyi_engine::nimber;
//! let r = nimber::operation("mul", &["3", "5"]).unwrap();
//! assert_eq!((r.result, r.equation.as_str()), (Some(15), "3 ⊗ 5 = 15"));
//! assert_eq!(nimber::operation("inv", &["0"]).unwrap().result, None);
//! let mut out = Vec::new();
//! nimber::products(b"2\n2 2\n4 4\n", &mut out).unwrap();
//! assert_eq!(out, b"3\n6\n");
//! ```

use crate::error::{EngineError, EngineResult};
use crate::report::NimberReport;
use boyi_core::nimber as nim;
use boyi_report::phrase;

/// The operations, with their operands' names, as `boyi nimber --help` lists them.
pub const OPERATIONS: &[(&str, &str, &str)] = &[
    ("mul", "A B", "the nim product A ⊗ B"),
    ("div", "A B", "A ⊗ B^-1 (B not 0)"),
    ("add", "A B", "the nim sum A ⊕ B (xor)"),
    ("inv", "A", "the inverse A^-1 (A not 0)"),
    ("sqrt", "A", "the square root: the R with R ⊗ R = A"),
    ("square", "A", "A ⊗ A"),
    (
        "pow",
        "A E",
        "A to the E-th nim power (E an ordinary integer)",
    ),
    ("order", "A", "the least k > 0 with A^k = 1 (A not 0)"),
    ("log", "A B", "the least x with A^x = B, if there is one"),
];

/// Reads a 64-bit nimber: decimal, or hexadecimal after `0x`.
pub fn parse_nimber(text: &str) -> EngineResult<u64> {
    let parsed = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse::<u64>(),
    };
    parsed.map_err(|_| EngineError::usage(phrase!("nimber-not-a-nimber", text = text)))
}

/// One operation (`mul`, `inv`, ...) on the operands as written.
pub fn operation(op: &str, operands: &[&str]) -> EngineResult<NimberReport> {
    let Some(&(_, names, _)) = OPERATIONS.iter().find(|(name, _, _)| *name == op) else {
        let known: Vec<&str> = OPERATIONS.iter().map(|o| o.0).collect();
        return Err(EngineError::usage(phrase!(
            "nimber-no-such-operation",
            op = op,
            known = known.join(", ")
        )));
    };
    let want = names.split(' ').count();
    if operands.len() != want {
        return Err(EngineError::usage(phrase!(
            "nimber-operands",
            op = op,
            names = names,
            want = want,
            given = operands.len()
        )));
    }
    let v: Vec<u64> = operands
        .iter()
        .map(|t| parse_nimber(t))
        .collect::<EngineResult<_>>()?;
    let a = v[0];
    let b = v.get(1).copied().unwrap_or(0);
    let (result, equation, note) = match op {
        "mul" => (Some(nim::mul(a, b)), format!("{a} ⊗ {b}"), None),
        "add" => (Some(a ^ b), format!("{a} ⊕ {b}"), None),
        "div" => (
            nim::div(a, b),
            format!("{a} ⊘ {b}"),
            Some(phrase!("nimber-division-by-zero")),
        ),
        "inv" => (
            nim::inverse(a),
            format!("{a}^-1"),
            Some(phrase!("nimber-no-inverse")),
        ),
        "sqrt" => (Some(nim::sqrt(a)), format!("sqrt({a})"), None),
        "square" => (Some(nim::square(a)), format!("{a} ⊗ {a}"), None),
        "pow" => (Some(nim::pow(a, b)), format!("{a}^{b}"), None),
        "order" => (
            nim::order(a),
            format!("order({a})"),
            Some(phrase!("nimber-no-order")),
        ),
        _ => (
            nim::log(a, b),
            format!("log_{a}({b})"),
            Some(phrase!("nimber-no-log")),
        ),
    };
    Ok(NimberReport {
        operation: op.into(),
        operands: v,
        // Without a result the operation alone: `none` is a word of the reader's language,
        // which the renderer adds with the note.
        equation: match result {
            Some(r) => format!("{equation} = {r}"),
            None => equation,
        },
        note: if result.is_none() { note } else { None },
        result,
    })
}

/// Library Checker's "Nim Product (F_{2^64})": `T`, then `T` lines `a b`; one product per
/// line into `out`. Errors name the line (counting from 1) and what was expected there.
pub fn products(input: &[u8], out: &mut Vec<u8>) -> EngineResult<()> {
    let mut words = crate::judge::Words::new(input);
    let t = words.number(crate::judge::Expected::Products)?;
    out.reserve((t as usize).min(1 << 24) * 21);
    for _ in 0..t {
        let a = words.number(crate::judge::Expected::FactorA)?;
        let b = words.number(crate::judge::Expected::FactorB)?;
        crate::judge::push_number(out, nim::mul(a, b));
        out.push(b'\n');
    }
    words.end()
}
