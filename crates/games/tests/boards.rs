//! Board games against published counts and outcomes, through the generic machinery of
//! boyi-core (explore + retrograde), and their perfect hashes on random positions.

use boyi_core::tier::{canonical, TieredGame};
use boyi_core::{explore, retrograde, Budget, Game, Outcome};
use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;
use proptest::prelude::*;

fn count_and_outcome<G: Game>(game: &G) -> (usize, Outcome) {
    let e = explore(game, &Budget::default()).unwrap();
    let s = retrograde::solve(&e.graph, game.convention());
    (e.graph.num_positions(), s.value(e.starts[0]).outcome())
}

#[test]
fn tic_tac_toe_5478_positions_a_draw() {
    assert_eq!(
        count_and_outcome(&Mnk::tic_tac_toe()),
        (5478, Outcome::Draw)
    );
}

#[test]
fn connect4_4x4_161029_positions_a_draw() {
    assert_eq!(
        count_and_outcome(&Connect4::new(4, 4).unwrap()),
        (161_029, Outcome::Draw)
    );
}

/// A few seconds in release, longer in the test profile: `cargo test -- --ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn connect4_5x4_3945711_positions_a_draw() {
    assert_eq!(
        count_and_outcome(&Connect4::new(5, 4).unwrap()),
        (3_945_711, Outcome::Draw)
    );
}

/// The number of positions of each tier that a board allows, counted by brute force over
/// all boards, equals the tier size the index claims (so the index is dense and onto).
#[test]
fn tier_sizes_count_every_board() {
    let g = Connect4::new(3, 3).unwrap();
    // Each column holds 0..=3 stones; each stone is X or O: enumerate all fillings.
    let mut per_tier = [0u64; 10];
    for heights in 0..4u32.pow(3) {
        let h: Vec<u32> = (0..3).map(|c| heights / 4u32.pow(c) % 4).collect();
        let n: u32 = h.iter().sum();
        for colours in 0..1u32 << n {
            if colours.count_ones() == n.div_ceil(2) {
                per_tier[n as usize] += 1;
            }
        }
    }
    for t in 0..10 {
        assert_eq!(g.tier_size(t), per_tier[t as usize], "tier {t}");
    }
}

fn random_game<G: Game>(game: &G, choices: &[usize]) -> Vec<G::Position> {
    let mut pos = game.starts().remove(0);
    let mut seen = vec![pos.clone()];
    let mut kids = Vec::new();
    for &c in choices {
        if game.terminal(&pos).is_some() {
            break;
        }
        kids.clear();
        game.moves(&pos, &mut kids);
        if kids.is_empty() {
            break;
        }
        pos = kids[c % kids.len()].clone();
        seen.push(pos.clone());
    }
    seen
}

proptest! {
    #[test]
    fn connect4_index_roundtrips_on_played_games(
        w in 1u32..=9, h in 1u32..=6, choices in prop::collection::vec(0usize..16, 0..60)
    ) {
        prop_assume!(w * (h + 1) <= 64);
        let g = Connect4::new(w, h).unwrap();
        let mut scratch = Vec::new();
        for p in random_game(&g, &choices) {
            let t = g.tier(&p);
            let i = g.index(&p);
            prop_assert!(i < g.tier_size(t));
            prop_assert_eq!(g.position(t, i), Some(p));
            // The mirror is in the same tier, and both share one representative.
            let m = g.mirror(&p);
            prop_assert_eq!(g.terminal(&m), g.terminal(&p));
            prop_assert_eq!(canonical(&g, &m, &mut scratch), canonical(&g, &p, &mut scratch));
        }
    }

    #[test]
    fn mnk_index_roundtrips_on_played_games(
        m in 1u32..=7, n in 1u32..=7, k in 1u32..=5, choices in prop::collection::vec(0usize..64, 0..49)
    ) {
        prop_assume!((m + 1) * n <= 64 && k <= m.max(n));
        let g = Mnk::new(m, n, k);
        // Boards beyond 44 cells are refused: their tiers outgrow a 64-bit index.
        prop_assert_eq!(g.is_ok(), m * n <= 44);
        let Ok(g) = g else { return Ok(()) };
        let mut scratch = Vec::new();
        for p in random_game(&g, &choices) {
            let t = g.tier(&p);
            let i = g.index(&p);
            prop_assert!(i < g.tier_size(t));
            prop_assert_eq!(g.position(t, i), Some(p));
            let mut images = Vec::new();
            g.symmetries(&p, &mut images);
            let rep = canonical(&g, &p, &mut scratch);
            for q in images {
                prop_assert_eq!(g.terminal(&q), g.terminal(&p));
                prop_assert_eq!(canonical(&g, &q, &mut scratch).2, rep.2);
            }
        }
    }
}

/// Connect-K: a line longer than the board allows never ends the game, so every play fills
/// the board and draws; k = 1 is won by the first stone; k = 4 is Connect-Four itself.
#[test]
fn connect_k_extremes() {
    let g = Connect4::with_k(4, 3, 5).unwrap();
    let (n, outcome) = count_and_outcome(&g);
    assert_eq!(outcome, Outcome::Draw);
    // No play stops early, so there are more positions than with lines of four.
    assert!(n > count_and_outcome(&Connect4::new(4, 3).unwrap()).0);
    let g = Connect4::with_k(4, 3, 1).unwrap();
    assert_eq!(count_and_outcome(&g), (5, Outcome::Win));
    assert_eq!(
        count_and_outcome(&Connect4::with_k(4, 4, 4).unwrap()),
        count_and_outcome(&Connect4::new(4, 4).unwrap())
    );
    assert_ne!(
        Connect4::with_k(5, 4, 3).unwrap().variant(),
        Connect4::new(5, 4).unwrap().variant()
    );
}
