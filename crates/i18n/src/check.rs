//! What the catalogue test reads: the ids of each language's messages and the variables each
//! message uses, from Fluent's syntax tree (a message written in one language only, or one
//! that names a variable the other does not, is a mistake the test finds).

use crate::{source, Lang};
use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::BTreeSet;

/// The resource of `lang`, or the syntax errors in it, as text.
fn resource(lang: Lang) -> Result<FluentResource, String> {
    FluentResource::try_new(source(lang).to_string())
        .map_err(|(_, errors)| format!("{}.ftl: {errors:?}", lang.code()))
}

/// The ids of every message of `lang`, in order; an error when the file does not parse
/// whole.
pub fn message_ids(lang: Lang) -> Result<Vec<String>, String> {
    let r = resource(lang)?;
    Ok(r.entries()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect())
}

/// The variables (`$name`) message `id` of `lang` uses, in all its variants; `None` when
/// there is no such message.
pub fn message_variables(lang: Lang, id: &str) -> Option<BTreeSet<String>> {
    let r = resource(lang).ok()?;
    let message = r.entries().find_map(|e| match e {
        Entry::Message(m) if m.id.name == id => Some(m),
        _ => None,
    })?;
    let mut vars = BTreeSet::new();
    if let Some(p) = &message.value {
        pattern(p, &mut vars);
    }
    Some(vars)
}

fn pattern(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expr(expression, vars);
        }
    }
}

fn expr(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, vars);
            for v in variants {
                pattern(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline(i, vars),
    }
}

fn inline(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expr(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, vars);
            }
            for a in &arguments.named {
                inline(&a.value, vars);
            }
        }
        _ => {}
    }
}

/// The runs of three or more English words in `line`: words of two or more ASCII letters,
/// joined only by spaces, commas, apostrophes and hyphens. A translation that leaves one is
/// an English sentence in the middle of the other language. A game's name (`Toads and
/// Frogs`), notation (`max_a min_b |a - b|`) and paths are not sentences: `allowed` lists the
/// names a line may keep.
///
/// ```
/// use boyi_i18n::english_runs;
/// assert_eq!(english_runs("Nim: take any number of tokens", &[]), ["take any number of tokens"]);
/// assert!(english_runs("Nim 游戏：每次从一堆中取任意多个石子；各堆 3 4 5", &[]).is_empty());
/// assert!(english_runs("闭式 max_a min_b |a - b|", &[]).is_empty());
/// assert!(english_runs("Toads and Frogs（蟾蜍与青蛙）", &["Toads and Frogs"]).is_empty());
/// ```
pub fn english_runs(line: &str, allowed: &[&str]) -> Vec<String> {
    let mut line = line.to_string();
    for a in allowed {
        line = line.replace(a, "·");
    }
    let mut runs = Vec::new();
    let mut run: Vec<String> = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, run: &mut Vec<String>, runs: &mut Vec<String>, end: bool| {
        if word.len() >= 2 {
            run.push(std::mem::take(word));
        } else {
            word.clear();
        }
        if end {
            if run.len() >= 3 {
                runs.push(run.join(" "));
            }
            run.clear();
        }
    };
    for c in line.chars() {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else {
            let joins = matches!(c, ' ' | ',' | '\'' | '-');
            flush(&mut word, &mut run, &mut runs, !joins);
        }
    }
    flush(&mut word, &mut run, &mut runs, true);
    runs
}
