//! A sequence's table as source code (打表): an array literal to paste into a C++, Python or
//! Rust solution, with a comment saying what it holds, from which n, and the `--check`
//! verdict when there is one.
//!
//! ```
//! use boyi_render::code::{literal, CodeLang};
//! use boyi_report::{SequenceReport, SequenceValues, TableReport};
//! let r = SequenceReport {
//!     game: "bash 3".into(), title: boyi_report::phrase!("game-bash", m = 3), parameter: "n".into(), from: 0,
//!     values: SequenceValues::Sg(vec![0, 1, 2, 3, 0]), pattern: None, rules: Vec::new(),
//!     table: None, check: None, heap_stats: None, positions: None,
//!     shared_exploration: None, checkpoint: None,
//! };
//! assert!(literal(&r, CodeLang::Python).ends_with("sg = [0, 1, 2, 3, 0]\n"));
//! assert!(literal(&r, CodeLang::Cpp).ends_with("const int sg[5] = {0, 1, 2, 3, 0};\n"));
//! assert!(literal(&r, CodeLang::Rust).ends_with("const SG: [u32; 5] = [0, 1, 2, 3, 0];\n"));
//! ```

use boyi_core::Outcome;
use boyi_report::{SequenceReport, SequenceValues, TableReport};
use std::fmt::Write;

/// The languages a table is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeLang {
    /// C++: `const int sg[N] = {...};`.
    Cpp,
    /// Python: `sg = [...]`.
    Python,
    /// Rust: `const SG: [u32; N] = [...];`.
    Rust,
}

impl CodeLang {
    /// The language named by `--format` (`cpp`, `python`, `rust`).
    pub fn named(name: &str) -> Option<CodeLang> {
        match name {
            "cpp" | "c++" => Some(CodeLang::Cpp),
            "python" | "py" => Some(CodeLang::Python),
            "rust" | "rs" => Some(CodeLang::Rust),
            _ => None,
        }
    }

    fn comment(self) -> &'static str {
        match self {
            CodeLang::Python => "#",
            CodeLang::Cpp | CodeLang::Rust => "//",
        }
    }
}

/// Items joined by `, `, broken into lines of about 100 characters, each line after the
/// first indented by `indent`.
fn join(items: impl IntoIterator<Item = String>, indent: &str) -> String {
    let mut out = String::new();
    let mut line = 0;
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            if line + item.len() + 2 > 100 {
                out.push_str(",\n");
                out.push_str(indent);
                line = indent.len();
            } else {
                out.push_str(", ");
                line += 2;
            }
        }
        line += item.len();
        out.push_str(&item);
    }
    out
}

/// An array of numbers (`kind` the Rust element type), one dimension.
fn array(lang: CodeLang, name: &str, kind: &str, items: Vec<String>) -> String {
    let len = items.len();
    match lang {
        CodeLang::Cpp => {
            let ty = if kind == "u64" {
                "unsigned long long"
            } else {
                "int"
            };
            format!("const {ty} {name}[{len}] = {{{}}};\n", join(items, "    "))
        }
        CodeLang::Python => format!("{name} = [{}]\n", join(items, "    ")),
        CodeLang::Rust => format!(
            "const {}: [{kind}; {len}] = [{}];\n",
            name.to_uppercase(),
            join(items, "    ")
        ),
    }
}

/// A square table, row by row.
fn square(lang: CodeLang, name: &str, rows: Vec<Vec<String>>) -> String {
    let n = rows.len();
    let (open, close) = match lang {
        CodeLang::Cpp => ("{", "}"),
        CodeLang::Python | CodeLang::Rust => ("[", "]"),
    };
    let body: Vec<String> = rows
        .into_iter()
        .map(|r| format!("    {open}{}{close}", join(r, "     ")))
        .collect();
    let body = body.join(",\n");
    match lang {
        CodeLang::Cpp => format!("const int {name}[{n}][{n}] = {{\n{body}\n}};\n"),
        CodeLang::Python => format!("{name} = [\n{body}\n]\n"),
        CodeLang::Rust => format!(
            "const {}: [[u32; {n}]; {n}] = [\n{body}\n];\n",
            name.to_uppercase()
        ),
    }
}

/// The table of `r` as source code in `lang`, with comments above it.
pub fn literal(r: &SequenceReport, lang: CodeLang) -> String {
    let c = lang.comment();
    // The comment is in English: a table pasted into code has no reader's language.
    let title = crate::words(boyi_i18n::Lang::En, &r.title);
    let mut out = format!("{c} {}: {title}\n", r.game);
    let index = |what: &str| {
        if r.from == 0 {
            format!("{c} {what}[{p}] for {p} = 0, 1, ...\n", p = r.parameter)
        } else {
            format!(
                "{c} {what}[i] for {p} = {} + i (the first {p} is {})\n",
                r.from,
                r.from,
                p = r.parameter
            )
        }
    };
    let code = match &r.values {
        SequenceValues::Sg(v) => {
            out += &index("sg");
            array(lang, "sg", "u32", v.iter().map(u32::to_string).collect())
        }
        SequenceValues::Terms(t) => {
            let sg: Option<Vec<String>> = t
                .iter()
                .map(|t| t.sg().and_then(|v| v.finite()).map(|v| v.to_string()))
                .collect();
            match sg {
                Some(sg) => {
                    out += &index("sg");
                    array(lang, "sg", "u32", sg)
                }
                None => {
                    out += &index("outcome");
                    out += &format!(
                        "{c} outcome for the player to move: 0 loss (P), 1 win (N), 2 draw\n"
                    );
                    let codes = t
                        .iter()
                        .map(|t| outcome_code(t.outcome).to_string())
                        .collect();
                    array(lang, "outcome", "u32", codes)
                }
            }
        }
        SequenceValues::Pairs(p) => {
            out += &format!("{c} the P-positions (a_k, b_k), k = 0, 1, ...: a[k] and b[k]\n");
            let a = array(
                lang,
                "a",
                "u64",
                p.iter().map(|(a, _)| a.to_string()).collect(),
            );
            let b = array(
                lang,
                "b",
                "u64",
                p.iter().map(|(_, b)| b.to_string()).collect(),
            );
            // Wythoff's game has the table of both heaps too, which `--check` reads.
            let t = r.table.as_ref().map(|t| table(lang, t)).unwrap_or_default();
            a + &b + &t
        }
        SequenceValues::Table => match &r.table {
            Some(t) => table(lang, t),
            None => String::new(),
        },
    };
    if let Some(check) = &r.check {
        let verdict = crate::words(boyi_i18n::Lang::En, &check.verdict);
        let _ = writeln!(out, "{c} --check {}: {verdict}", check.conjecture);
    }
    out + &code
}

/// A table of two parameters, with comments saying how it is indexed.
fn table(lang: CodeLang, t: &TableReport) -> String {
    let c = lang.comment();
    let name = if t.of == "outcome" { "outcome" } else { "sg" };
    let (x, y) = (&t.axes.0, &t.axes.1);
    let mut out = if t.from == 0 {
        format!("{c} {name}[{x}][{y}] for {x}, {y} = 0, 1, ...\n")
    } else {
        format!(
            "{c} {name}[i][j] for {x} = {} + i, {y} = {} + j\n",
            t.from, t.from
        )
    };
    if t.of == "outcome" {
        out += &format!("{c} outcome for the player to move: 0 loss (P), 1 win (N), 2 draw\n");
    }
    let rows = t
        .values
        .chunks(t.size.max(1))
        .map(|row| row.iter().map(u32::to_string).collect())
        .collect();
    out + &square(lang, name, rows)
}

fn outcome_code(o: Outcome) -> u8 {
    match o {
        Outcome::Loss => 0,
        Outcome::Win => 1,
        Outcome::Draw => 2,
    }
}
