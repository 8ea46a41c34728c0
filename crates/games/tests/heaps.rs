//! Heap games against the general engine and closed forms: Nim's xor rule, the Bash game's
//! `n mod (m + 1)`, Wythoff's golden-ratio pairs, Lasker's Nim formula; the naive and sparse
//! methods against each other and against `boyi_core`'s take-and-break solver.

use boyi_core::progress::Silent;
use boyi_core::{explore, retrograde, sg, Budget, Game, Outcome};
use boyi_games::nim::{self, Nim};
use boyi_games::octal::{Checkpoint, Code, HeapValues, Method, OctalGame, OctalRules, Sequencer};
use boyi_games::subtraction::{bash_value, Subtraction};
use boyi_games::wythoff::{self, Wythoff};
use boyi_games::{grundy, lasker};
use proptest::prelude::*;

fn seq(rules: &OctalRules, method: Method, upto: usize) -> Vec<u32> {
    let mut s = Sequencer::new(rules.clone(), method);
    s.extend_to(upto, &Silent).unwrap();
    s.values()
}

/// Values of heaps 0..=upto from the general take-and-break solver.
fn engine(game: &OctalGame, upto: u64) -> Vec<u32> {
    let starts: Vec<u64> = (0..=upto).collect();
    let v = sg::split_grundy(game, &starts, &Budget::default()).unwrap();
    starts.iter().map(|h| v[h]).collect()
}

/// Outcome and the losing successors of a game's start, by retrograde analysis.
fn solve<G: Game>(game: &G) -> (Outcome, Vec<G::Position>) {
    let e = explore(game, &Budget::default()).unwrap();
    let s = retrograde::solve(&e.graph, game.convention());
    let start = e.starts[0];
    let winning: Vec<G::Position> = e
        .graph
        .moves(start)
        .iter()
        .filter(|&&t| s.value(t).outcome() == Outcome::Loss)
        .map(|&t| e.position(t).clone())
        .collect();
    (s.value(start).outcome(), winning)
}

fn apply(heaps: &[u64], m: &nim::NimMove) -> Vec<u64> {
    let mut h = heaps.to_vec();
    h[m.heap] = m.to;
    let mut h: Vec<u64> = h.into_iter().filter(|&x| x > 0).collect();
    h.sort_unstable();
    h
}

fn sorted(mut v: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    v.sort();
    v.dedup();
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Nim: the xor rule and every winning move, normal and misère, against retrograde
    /// analysis of the game graph.
    #[test]
    fn nim_against_engine(heaps in proptest::collection::vec(0u64..6, 1..4)) {
        let (outcome, winning) = solve(&Nim::new(&heaps));
        prop_assert_eq!(outcome == Outcome::Win, nim::nim_sum(&heaps) != 0);
        let mine: Vec<Vec<u64>> = nim::winning_moves(&heaps).iter().map(|m| apply(&heaps, m)).collect();
        prop_assert_eq!(sorted(mine), sorted(winning));

        let (outcome, winning) = solve(&Nim::new(&heaps).misere());
        prop_assert_eq!(outcome == Outcome::Loss, nim::misere_is_loss(&heaps));
        let mine: Vec<Vec<u64>> = nim::misere_winning_moves(&heaps).iter().map(|m| apply(&heaps, m)).collect();
        prop_assert_eq!(sorted(mine), sorted(winning));
    }

    /// The Bash game's closed form falls out of the general machinery.
    #[test]
    fn bash_closed_form(m in 1u64..8) {
        let game = Subtraction::bash(m);
        let values = seq(&game.rules(), Method::Sparse, 200);
        for (n, &v) in values.iter().enumerate() {
            prop_assert_eq!(u64::from(v), bash_value(n as u64, m));
        }
        prop_assert_eq!(engine(&game.game(), 40), values[..=40].to_vec());
        let p = boyi_games::octal::proof::prove(&game.rules(), &values).unwrap();
        prop_assert_eq!((p.pattern.preperiod, p.pattern.period), (0, m as usize + 1));
    }

    /// Subtraction and all-but games: naive, sparse and the engine agree.
    #[test]
    fn subtraction_games(set in proptest::collection::btree_set(1u64..9, 1..4), all_but: bool) {
        let set: Vec<u64> = set.into_iter().collect();
        let game = if all_but { Subtraction::all_but(&set) } else { Subtraction::new(&set) }.unwrap();
        let naive = seq(&game.rules(), Method::Naive, 300);
        prop_assert_eq!(&seq(&game.rules(), Method::Sparse, 300), &naive);
        prop_assert_eq!(engine(&game.game(), 30), naive[..=30].to_vec());
    }

    /// Any octal or hexadecimal code: the naive and sparse methods against the engine.
    #[test]
    fn codes_against_engine(d0 in prop::sample::select(vec![0u8, 4, 8, 12]), digits in proptest::collection::vec(0u8..16, 1..4)) {
        let mut all = vec![d0];
        all.extend(&digits);
        prop_assume!(all.iter().any(|&d| d != 0));
        let code = Code::from_digits(&all).unwrap();
        let upto = if code.is_hex() { 18 } else { 30 };
        let naive = seq(&code.rules(), Method::Naive, upto);
        prop_assert_eq!(&seq(&code.rules(), Method::Sparse, upto), &naive, "{}", code);
        prop_assert_eq!(engine(&OctalGame::new(code.clone()), upto as u64), naive, "{}", code);
    }

    /// Octal codes far enough out for the sparse method's batches, candidate searches and
    /// rebuilds to all come into play, computed in uneven steps (each `extend_to` may stop
    /// inside a batch): equal to the naive method. Grundy's game too.
    #[test]
    fn sparse_in_steps_equals_naive(
        digits in proptest::collection::vec(0u8..8, 1..4),
        grundy in proptest::bool::weighted(0.1),
        steps in proptest::collection::vec(1usize..900, 1..6),
    ) {
        let rules = if grundy {
            grundy::rules()
        } else {
            let mut all = vec![0u8];
            all.extend(&digits);
            prop_assume!(digits.iter().any(|&d| d & 4 != 0));
            Code::from_digits(&all).unwrap().rules()
        };
        let upto = 2500;
        let naive = seq(&rules, Method::Naive, upto);
        let mut s = Sequencer::new(rules.clone(), Method::Sparse);
        let mut at = 0;
        for step in steps {
            at += step;
            s.extend_to(at.min(upto), &Silent).unwrap();
        }
        s.extend_to(upto, &Silent).unwrap();
        prop_assert_eq!(s.values(), naive, "{}", rules.name());
    }

    /// Wythoff's P-positions: the golden-ratio pairs against retrograde analysis, and
    /// against the zeros of the SG table.
    #[test]
    fn wythoff_against_engine(a in 0u64..14, b in 0u64..14) {
        let (outcome, winning) = solve(&Wythoff::new(a, b));
        prop_assert_eq!(outcome == Outcome::Loss, wythoff::is_p_position(a, b));
        let mut mine = wythoff::winning_moves(a, b);
        let mut theirs = winning;
        mine.sort_unstable();
        theirs.sort_unstable();
        prop_assert_eq!(mine, theirs);
    }

    /// Large Wythoff pairs stay exact: b_k = a_k + k, consecutive a_k grow by 1 or 2, and
    /// the partner lookup inverts the pairs.
    #[test]
    fn wythoff_large(k in 1u64..600_000_000_000_000_000) {
        let (a, b) = wythoff::p_position(k);
        let (a1, _) = wythoff::p_position(k + 1);
        prop_assert_eq!(b, a + k);
        prop_assert!(a1 - a == 1 || a1 - a == 2);
        prop_assert_eq!(wythoff::partner(a), b);
        prop_assert_eq!(wythoff::partner(b), a);
        prop_assert!(wythoff::is_p_position(b, a));
        prop_assert!(!wythoff::is_p_position(a, b + 1));
    }

    /// A heap game's answer reaches the value it claims.
    #[test]
    fn moves_reach_their_target(code in prop::sample::select(vec!["0.77", "0.07", "0.137", "4.07", "0.6", "0.16"]), n in 1u64..200, t in 0u128..8) {
        let mut hv = HeapValues::new(code.parse::<Code>().unwrap().rules(), Method::Sparse);
        hv.prepare(400, 400, u64::MAX, &Silent).unwrap();
        if let Some(left) = hv.move_to(n, t) {
            let x = left.iter().fold(0, |x, &h| x ^ hv.value(h).unwrap());
            prop_assert_eq!(x, t);
            let mut all = Vec::new();
            hv.sequencer().rules().heap_moves(n, &mut all);
            prop_assert!(all.contains(&left));
        } else {
            prop_assert!(hv.options(n).iter().all(|(_, v)| *v != t));
        }
    }
}

#[test]
fn wythoff_pairs_are_the_mex_construction() {
    // a_k is the least number not yet used, b_k = a_k + k.
    let mut used = std::collections::HashSet::new();
    for k in 0..5000u64 {
        let a = (0..).find(|x| !used.contains(x)).unwrap();
        used.insert(a);
        used.insert(a + k);
        assert_eq!(wythoff::p_position(k), (a, a + k));
    }
    let size = 60;
    let t = wythoff::sg_table(size);
    for a in 0..size {
        for b in 0..size {
            assert_eq!(
                t[a * size + b] == 0,
                wythoff::is_p_position(a as u64, b as u64)
            );
        }
    }
}

#[test]
fn lasker_formula_against_machinery() {
    let values = seq(&lasker::code().rules(), Method::Sparse, 2000);
    for (n, &v) in values.iter().enumerate() {
        assert_eq!(u128::from(v), lasker::value(n as u64), "heap {n}");
    }
    assert_eq!(engine(&lasker::game(), 40), values[..=40].to_vec());
}

#[test]
fn grundy_game() {
    let naive = seq(&grundy::rules(), Method::Naive, 3000);
    assert_eq!(seq(&grundy::rules(), Method::Sparse, 3000), naive);
    assert_eq!(engine(&grundy::game(), 60), naive[..=60].to_vec());
    // No periodicity theorem for Grundy's game: only observation.
    assert!(boyi_games::octal::proof::prove(&grundy::rules(), &naive).is_none());
}

#[test]
fn nim_as_an_infinite_code() {
    let values = seq(
        &"0.3...".parse::<Code>().unwrap().rules(),
        Method::Sparse,
        3000,
    );
    assert!(values.iter().enumerate().all(|(n, &v)| v as usize == n));
}

#[test]
fn nim_with_many_large_heaps_is_instant() {
    let heaps: Vec<u64> = (0..100_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .collect();
    let s = nim::nim_sum(&heaps);
    let moves = nim::winning_moves(&heaps);
    assert_eq!(s != 0, !moves.is_empty());
    for m in &moves {
        assert_eq!(s ^ heaps[m.heap] ^ m.to, 0);
    }
}

#[test]
fn naive_and_sparse_agree_on_every_short_code() {
    for d0 in [0u8, 4] {
        for d in 0..512u32 {
            let digits = [d0, (d >> 6) as u8 & 7, (d >> 3) as u8 & 7, d as u8 & 7];
            let Ok(code) = Code::from_digits(&digits) else {
                continue;
            };
            let rules = code.rules();
            assert_eq!(
                seq(&rules, Method::Naive, 160),
                seq(&rules, Method::Sparse, 160),
                "{code}"
            );
        }
    }
}

#[test]
fn naive_and_sparse_agree_far_out() {
    for code in [
        "0.6", "0.007", "0.16", "0.137", "4.07", "0.14", "0.36", "0x0.8", "0x4.c",
    ] {
        let rules = code.parse::<Code>().unwrap().rules();
        let n = if rules.has_three_way_splits() {
            300
        } else {
            6000
        };
        assert_eq!(
            seq(&rules, Method::Naive, n),
            seq(&rules, Method::Sparse, n),
            "{code}"
        );
    }
}

/// 0.6 first has a value above 255 at heap 10344, inside a batch of the sparse method: the
/// store widens from one byte to two there (the batch stops, widens and goes on).
#[test]
fn sparse_widens_inside_a_batch() {
    let rules = "0.6".parse::<Code>().unwrap().rules();
    let sparse = seq(&rules, Method::Sparse, 12_000);
    assert_eq!((sparse[10_343] <= 255, sparse[10_344]), (true, 256));
    assert_eq!(sparse, seq(&rules, Method::Naive, 12_000));
}

/// Cancels once `after` heaps are reported done, and counts them.
struct StopAfter {
    after: u64,
    done: std::sync::atomic::AtomicU64,
}

impl boyi_core::progress::Progress for StopAfter {
    fn advance(&self, n: u64) {
        self.done.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.done.load(std::sync::atomic::Ordering::Relaxed) >= self.after
    }
}

/// A long run is reported as it goes and stops soon after being asked to, batches or not
/// (Ctrl-C in `boyi sequence`); going on afterwards gives the same values.
#[test]
fn a_long_run_reports_progress_and_stops_when_asked() {
    let rules = "0.6".parse::<Code>().unwrap().rules();
    let stop = StopAfter {
        after: 20_000,
        done: Default::default(),
    };
    let mut s = Sequencer::new(rules.clone(), Method::Sparse);
    assert!(matches!(
        s.extend_to(1_000_000, &stop),
        Err(boyi_core::CoreError::Cancelled)
    ));
    // Checked every 4096 heaps, a batch at most past that.
    assert!(
        (20_000..20_000 + 4096 + 256).contains(&s.len()),
        "{}",
        s.len()
    );
    assert_eq!(
        stop.done.load(std::sync::atomic::Ordering::Relaxed),
        s.len() as u64
    );
    s.extend_to(25_000, &Silent).unwrap();
    assert_eq!(s.values(), seq(&rules, Method::Sparse, 25_000));
}

#[test]
fn resuming_from_a_checkpoint_changes_nothing() {
    let rules = "0.16".parse::<Code>().unwrap().rules();
    let full = seq(&rules, Method::Sparse, 20_000);
    let mut half = Sequencer::new(rules.clone(), Method::Sparse);
    half.extend_to(7_777, &Silent).unwrap();
    let back = Checkpoint::from_bytes(&Checkpoint::of(&half).to_bytes()).unwrap();
    let mut resumed = Sequencer::from_values(rules, back.method, &back.values);
    resumed.extend_to(20_000, &Silent).unwrap();
    assert_eq!(resumed.values(), full);
    assert!(Checkpoint::from_bytes(b"BOYISEQ1\x05").is_err());
    assert!(Checkpoint::from_bytes(b"nonsense").is_err());
}

#[test]
fn one_byte_per_heap_while_values_are_small() {
    let mut s = Sequencer::new("0.16".parse::<Code>().unwrap().rules(), Method::Sparse);
    s.extend_to(50_000, &Silent).unwrap();
    assert_eq!(s.bytes_per_value(), 1);
    let mut s = Sequencer::new("0.3...".parse::<Code>().unwrap().rules(), Method::Sparse);
    s.extend_to(300, &Silent).unwrap();
    assert_eq!(s.bytes_per_value(), 2);
}

#[test]
fn proved_value_at_huge_heaps() {
    let mut hv = HeapValues::new("0.16".parse::<Code>().unwrap().rules(), Method::Sparse);
    hv.prepare(10u64.pow(18), 1 << 20, u64::MAX, &Silent)
        .unwrap();
    let p = *hv.proof().unwrap();
    assert_eq!((p.pattern.preperiod, p.pattern.period), (105_351, 149_459));
    // n and n + period agree, far out.
    let n = 10u64.pow(18);
    assert_eq!(hv.value(n), hv.value(n - 149_459 * 1_000_000));
    assert_eq!(hv.value(n), hv.value((n - 105_351) % 149_459 + 105_351));
}

#[test]
fn unproved_games_refuse_huge_heaps() {
    let mut hv = HeapValues::new(grundy::rules(), Method::Sparse);
    let err = hv
        .prepare(10u64.pow(12), 1000, u64::MAX, &Silent)
        .unwrap_err();
    assert!(err.to_string().contains("no period"), "{err}");
}
