//! The mirror rules of Cram, found by search with the rules' hints switched off: every
//! even x even board is worth 0 (the second player mirrors through the centre) and every
//! even x odd board is a first-player win (the central domino, then mirroring). The search
//! uses these rules as hints (`Cram::hint`); here they are found, not assumed.

use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_games::grid::cram::Cram;
use boyi_games::grid::shape::Shape;
use boyi_nimsearch::{NimGame, NimSolver, PartHint};

/// Cram without its hints.
struct Plain(Cram);

impl NimGame for Plain {
    type Position = Shape;
    type Part = Shape;
    fn moves(&self, part: &Shape, out: &mut Vec<Shape>) {
        self.0.moves(part, out);
    }
    fn split(&self, position: &Shape, out: &mut Vec<Shape>) {
        self.0.split(position, out);
    }
    fn size(&self, part: &Shape) -> u32 {
        self.0.size(part)
    }
    fn hint(&self, _part: &Shape) -> PartHint {
        PartHint::Unknown
    }
}

#[test]
fn even_by_even_is_zero_and_even_by_odd_wins() {
    let plain = NimSolver::new(Plain(Cram::rectangle(1, 1).unwrap()), &Budget::mib(64)).unwrap();
    let hinted = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(64)).unwrap();
    let mut checked = 0;
    for w in 2..=8u32 {
        for h in 2..=8u32 {
            if w * h > 24 || (w % 2 == 1 && h % 2 == 1) {
                continue;
            }
            let board = Shape::rectangle(w, h).unwrap();
            let v = plain.value(&board, &Silent).unwrap();
            if w % 2 == 0 && h % 2 == 0 {
                assert_eq!(v, 0, "{w} x {h}");
            } else {
                assert_ne!(v, 0, "{w} x {h}");
            }
            assert_eq!(hinted.value(&board, &Silent).unwrap(), v, "{w} x {h}");
            checked += 1;
        }
    }
    assert!(checked >= 10);
}
