//! Every judge program against the general engine on many random small inputs: the fast
//! paths (closed forms, dense tables, sequencers) must agree with exploring the game as
//! stated and solving it by retrograde analysis or minimax.

use boyi_contest::{atcoder_dp_k, cf859c, p10501, p2197, seerc2019_absolute, stones2};
use boyi_core::{explore, minimax, retrograde, Budget, Game, Outcome};
use boyi_games::cutting::StatedRules;
use boyi_games::nim::Nim;
use proptest::prelude::*;

/// Retrograde analysis of a game from its single start.
fn outcome<G: Game>(game: &G) -> Outcome {
    let e = explore(game, &Budget::default()).unwrap();
    retrograde::solve(&e.graph, game.convention())
        .value(e.starts[0])
        .outcome()
}

/// AtCoder DP K as stated: a heap of stones, remove any `a_i` of them.
struct Stones {
    set: Vec<u32>,
    k: u32,
}

impl Game for Stones {
    type Position = u32;

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }
    fn starts(&self) -> Vec<u32> {
        vec![self.k]
    }
    fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
        out.extend(self.set.iter().filter(|&&a| a <= n).map(|&a| n - a));
    }
}

/// Pie Rules by exhaustive recursion over every way of handing out the slices.
fn pie_brute(slices: &[u64], bob_holds: bool) -> (u64, u64) {
    let Some((&a, rest)) = slices.split_first() else {
        return (0, 0);
    };
    let (x, y) = pie_brute(rest, !bob_holds);
    let take = if bob_holds { (x, y + a) } else { (x + a, y) };
    let (x, y) = pie_brute(rest, bob_holds);
    let give = if bob_holds { (x + a, y) } else { (x, y + a) };
    let mine = |t: (u64, u64)| if bob_holds { t.1 } else { t.0 };
    if mine(take) >= mine(give) {
        take
    } else {
        give
    }
}

fn line(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn nim_programs_match_retrograde(cases in prop::collection::vec(prop::collection::vec(0u64..6, 1..5), 1..4)) {
        let mut input = format!("{}\n", cases.len());
        let mut expected = String::new();
        for heaps in &cases {
            input += &format!("{}\n{}\n", heaps.len(), line(heaps));
            let won = outcome(&Nim::new(heaps)) == Outcome::Win;
            expected += if won { "Yes\n" } else { "No\n" };
        }
        prop_assert_eq!(p2197::run(&input).unwrap(), expected);
        let heaps = &cases[0];
        let won = outcome(&Nim::new(heaps)) == Outcome::Win;
        prop_assert_eq!(stones2::run(&format!("{}\n{}\n", heaps.len(), line(heaps))).unwrap(), if won { "win\n" } else { "lose\n" });
    }

    #[test]
    fn stones_matches_retrograde(set in prop::collection::btree_set(1u32..9, 1..5), k in 1u32..80) {
        let set: Vec<u32> = set.into_iter().filter(|&a| a <= k).collect();
        prop_assume!(!set.is_empty());
        let input = format!("{} {k}\n{}\n", set.len(), line(&set.iter().map(|&a| a as u64).collect::<Vec<_>>()));
        let won = outcome(&Stones { set, k }) == Outcome::Win;
        prop_assert_eq!(atcoder_dp_k::run(&input).unwrap(), if won { "First\n" } else { "Second\n" });
    }

    #[test]
    fn pie_rules_matches_brute_force_and_alpha_beta(slices in prop::collection::vec(1u64..200, 1..11)) {
        let (alice, bob) = pie_brute(&slices, true);
        let input = format!("{}\n{}\n", slices.len(), line(&slices));
        prop_assert_eq!(cf859c::run(&input).unwrap(), format!("{alice} {bob}\n"));
        let game = boyi_games::pie::PieRules::new(&slices).unwrap();
        let r = minimax::Search::new(&game).solve(&0, slices.len() as u32 + 1, &boyi_core::progress::Silent).unwrap();
        prop_assert_eq!((r.value, r.exact), (bob as i64 - alice as i64, true));
    }

    #[test]
    fn cutting_matches_the_stated_rules(sheets in prop::collection::vec((2u8..6, 2u8..5), 1..4)) {
        let input: String = sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect();
        let expected: String = sheets.iter().map(|&(w, h)| {
            if outcome(&StatedRules::new(vec![(w, h)])) == Outcome::Win { "WIN\n" } else { "LOSE\n" }
        }).collect();
        prop_assert_eq!(p10501::run(&input).unwrap(), expected);
    }

    #[test]
    fn absolute_closed_form_matches_minimax(n in 1usize..6, seed in any::<u64>(), range in prop::sample::select(vec![3u64, 20, 1_000_000_000])) {
        let mut s = seed;
        let mut next = || { s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407); 1 + (s >> 33) % range };
        let a: Vec<u64> = (0..n).map(|_| next()).collect();
        let b: Vec<u64> = (0..n).map(|_| next()).collect();
        let input = format!("{n}\n{}\n{}\n", line(&a), line(&b));
        let to_i = |v: &[u64]| v.iter().map(|&x| x as i64).collect::<Vec<_>>();
        let searched = boyi_games::absolute::solve_by_search(&to_i(&a), &to_i(&b)).unwrap();
        prop_assert_eq!(seerc2019_absolute::run(&input).unwrap(), format!("{}\n", searched.value));
    }
}

/// The dense Cutting Game table against the general take-and-break solver on every sheet up
/// to 200 × 200 (under a second in the test profile).
#[test]
fn cutting_table_matches_split_grundy_up_to_200() {
    use boyi_games::cutting::{grundy, GrundyTable, Sheet};
    let all: Vec<Sheet> = (2..=200)
        .flat_map(|w| (w..=200).map(move |h| Sheet::new(w, h).unwrap()))
        .collect();
    let sg = grundy(&all).unwrap();
    let table = GrundyTable::new(200);
    for s in all {
        assert_eq!(
            table.get(s.short() as usize, s.long() as usize),
            Some(sg[&s]),
            "{s}"
        );
    }
}
