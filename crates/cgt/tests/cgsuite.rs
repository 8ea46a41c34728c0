//! Every game of CGSuite's own canonical-form test suite (tests/data/cgsuite-canonical.txt,
//! with its source): boyi-cgt must read CGSuite's input, print CGSuite's output, and give
//! CGSuite's stops, mean, temperature, thermograph, birthday, options, incentives, outcome,
//! reduced canonical form, atomic weight, companion and frozen value.

use boyi_cgt::{Arena, GameId};
use std::collections::BTreeMap;

fn blocks() -> Vec<BTreeMap<String, String>> {
    let text = include_str!("data/cgsuite-canonical.txt");
    let mut out = Vec::new();
    let mut cur = BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if line.trim().is_empty() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            continue;
        }
        let (k, v) = line.split_once(": ").expect("field: value");
        cur.insert(k.to_string(), v.to_string());
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn set(arena: &mut Arena, games: &[GameId]) -> String {
    arena.display_set(games)
}

#[test]
fn cgsuite_canonical_forms() {
    let cases = blocks();
    assert_eq!(cases.len(), 24);
    let mut arena = Arena::new();
    let mut failures = Vec::new();
    for case in &cases {
        let input = &case["input"];
        let g = arena
            .parse(input)
            .unwrap_or_else(|e| panic!("{input}: {e}"));
        let mut check = |field: &str, got: String| {
            if let Some(want) = case.get(field) {
                let ok = if want.starts_with("!!") {
                    got.starts_with("!!")
                } else {
                    &got == want
                };
                if !ok {
                    failures.push(format!("{input}: {field}: got {got}, want {want}"));
                }
            }
        };
        let printed = arena.display(g);
        check("output", printed.clone());
        let again = arena
            .parse(&printed)
            .unwrap_or_else(|e| panic!("{printed}: {e}"));
        assert_eq!(again, g, "{input}: parse(print(g)) == g");
        check("leftStop", arena.left_stop(g).to_string());
        check("rightStop", arena.right_stop(g).to_string());
        check("mean", arena.mean(g).to_string());
        check("temperature", arena.temperature(g).to_string());
        if case["thermograph"].starts_with("Thermograph") {
            check("thermograph", arena.thermograph(g).to_string());
        }
        check("birthday", arena.birthday(g).to_string());
        check("outcomeClass", arena.outcome(g).to_string());
        let (l, r) = arena.options_vec(g);
        if l.len() + r.len() < 50 {
            check("leftOptions", set(&mut arena, &l));
            check("rightOptions", set(&mut arena, &r));
        }
        let rcf = arena.reduced(g);
        check("reducedCanonicalForm", arena.display(rcf));
        let aw = match arena.atomic_weight(g) {
            Ok(w) => arena.display(w),
            Err(e) => format!("!!{e}"),
        };
        check("atomicWeight", aw);
        check("isAllSmall", arena.is_all_small(g).to_string());
        check("isInfinitesimal", arena.is_infinitesimal(g).to_string());
        if arena.birthday(g) < 40 {
            let inc = arena.incentives(g, true, true);
            check("incentives", set(&mut arena, &inc));
            let inc = arena.incentives(g, true, false);
            check("leftIncentives", set(&mut arena, &inc));
            let inc = arena.incentives(g, false, true);
            check("rightIncentives", set(&mut arena, &inc));
            let c = arena.companion(g);
            check("companion", arena.display(c));
            let f = arena.freeze(g);
            check("freeze", arena.display(f));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
