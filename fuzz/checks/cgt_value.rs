//! Values in CGSuite's notation (`boyi_cgt::Arena::parse`): any text is a value or an error
//! naming a place inside the text, never a panic; a value prints as text that reads back as
//! the same value (in the same arena and in a fresh one), and its stops, temperature,
//! thermograph and outcome are consistent.

use boyi_cgt::{Arena, Dyadic, ValueOutcome};

pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 2000 {
        return;
    }
    let mut arena = Arena::new();
    let g = match arena.parse(text) {
        Ok(g) => g,
        Err(e) => {
            assert!(
                e.at <= text.len(),
                "{text:?}: error place {} beyond the text",
                e.at
            );
            assert!(!e.reason.to_string().is_empty());
            return;
        }
    };
    let printed = arena.display(g);
    let again = arena
        .parse(&printed)
        .unwrap_or_else(|e| panic!("{printed} does not read back: {e}"));
    assert_eq!(again, g, "{text:?} printed as {printed}");
    let mut fresh = Arena::new();
    let other = fresh.parse(&printed).unwrap();
    assert_eq!(fresh.display(other), printed);
    // Quantities on games small enough to answer quickly.
    if arena.birthday(g) > 24 {
        return;
    }
    let (l, r) = (arena.left_stop(g), arena.right_stop(g));
    assert!(r <= l, "{printed}: right stop above left stop");
    let mean = arena.mean(g);
    assert!(r <= mean && mean <= l, "{printed}: mean outside the stops");
    let t = arena.thermograph(g);
    assert_eq!(t.mast(), mean);
    let outcome = arena.outcome(g);
    match outcome {
        ValueOutcome::L => assert!(r >= Dyadic::ZERO),
        ValueOutcome::R => assert!(l <= Dyadic::ZERO),
        ValueOutcome::P | ValueOutcome::N => {}
    }
    let minus = arena.neg(g);
    let zero = arena.add(g, minus);
    assert_eq!(arena.display(zero), "0", "{printed} - itself");
}
