//! Wrong answers found in issue 24 ("No wrong answer, no lost work"), each kept from coming
//! back. The numbers are the issue's; each test asserts the right value, worked out by hand
//! from the game's rules in its comment.

mod common;

use boyi_core::Outcome;
use boyi_engine::report::Derivation;
use boyi_engine::report::{Rule, RuleStatus, SequenceValues};
use boyi_engine::{Options, SequenceAnswer};
use common::*;

const MAX: u64 = u64::MAX;

/// 1. Lasker's Nim's closed form `g(4k + 3) = 4k + 4` wrapped at the largest heap: a heap of
///    2^64 - 1 has the value 2^64 and is won by taking it all; it was called lost (value 0)
///    by `solve`, `query`, `explain` and `sequence --at`, and a sum named a losing move.
#[test]
fn lasker_largest_heap_is_won_by_taking_it_all() {
    let big = MAX.to_string();
    let r = solve(&["lasker", &big]);
    let s = start(&r);
    assert_eq!(s.value.outcome, Outcome::Win);
    assert_eq!(s.best_move.as_deref(), Some("1 -"));
    assert_eq!(heaps(&r).heap_values, Some(vec![1u128 << 64]));
    assert_eq!(heaps(&r).value, Some(1u128 << 64));
    // Too large for a 32-bit SG value: omitted, never truncated.
    assert_eq!(s.sg(), None);

    let q = game(&["lasker", &big])
        .query(&Options::default(), &cx())
        .unwrap();
    assert_eq!(q.position.value.outcome, Outcome::Win);

    let e = game(&["lasker", &big])
        .explain(&Options::default(), &cx())
        .unwrap();
    assert_eq!(e.outcome, Some(Outcome::Win));
    let Derivation::Heap(d) = &e.derivation else {
        panic!("{:?}", e.derivation)
    };
    assert_eq!(d.value, 1u128 << 64);
    assert_eq!(d.winning_moves[0].r#move, "1 -");

    let at = Options {
        at: Some(MAX),
        ..Options::default()
    };
    let Ok(SequenceAnswer::At(v)) = game(&["lasker"]).sequence(&at, &cx()) else {
        panic!()
    };
    assert_eq!(v.value, 1u128 << 64);

    // Two such heaps cancel: 2^64 xor 2^64 = 0, a loss.
    assert_eq!(
        start(&solve(&["lasker", &big, &big])).value.outcome,
        Outcome::Loss
    );
    // Values just below: g(2^64 - 2) = 2^64 - 2, g(2^64 - 4) = 2^64 - 3 (4k + 4 -> 4k + 3).
    let r = solve(&["lasker", &(MAX - 1).to_string(), &(MAX - 3).to_string()]);
    assert_eq!(
        heaps(&r).heap_values,
        Some(vec![u128::from(MAX - 1), u128::from(MAX - 4)])
    );
    assert_eq!(start(&r).value.outcome, Outcome::Win); // xor 3 is not 0

    // In a sum the value does not fit a 32-bit SG value: a clear error, not a wrong move.
    let e = solve_error(&["lasker", &big, "+", "nim", "3"]);
    assert_says(&e, "too large");
    // Several heaps in `explain` are written as a sum: refused the same way.
    let e = error(&["lasker", &big, "5"], |g| {
        g.explain(&Options::default(), &cx())
    });
    assert_says(&e, "beyond the 32-bit");
}

/// A sum with Lasker's Nim names a move to a position of value 0 (checked by solving it).
#[test]
fn lasker_sum_moves_lead_to_lost_positions() {
    // g(7) = 8, so lasker 7 + nim 3 has value 11; the move is in Lasker's heap, to value 3:
    // a heap of 4 (g(4) = 3).
    let r = solve(&["lasker", "7", "+", "nim", "3"]);
    assert_eq!(start(&r).value.outcome, Outcome::Win);
    let best = start(&r).best_move.clone().unwrap();
    assert!(best.contains('4'), "{best}");
    assert_eq!(
        start(&solve(&["lasker", "4", "+", "nim", "3"]))
            .value
            .outcome,
        Outcome::Loss
    );
}

/// The outcomes of a sequence of outcomes, as `N`/`P` letters.
fn outcomes(r: &boyi_engine::report::SequenceReport) -> String {
    let SequenceValues::Terms(t) = &r.values else {
        panic!("{}: not outcomes: {:?}", r.game, r.values)
    };
    t.iter()
        .map(|t| match t.outcome {
            Outcome::Win => 'N',
            Outcome::Loss => 'P',
            Outcome::Draw => 'D',
        })
        .collect()
}

/// The misère outcomes of a subtraction game's heaps 0..=upto, from the definition: a heap
/// with no move is won by the player to move (who cannot move), else won when some move
/// leads to a lost heap.
fn misere_subtraction(set: &[u64], upto: u64) -> String {
    let mut won: Vec<bool> = Vec::new();
    for n in 0..=upto {
        let moves: Vec<u64> = set.iter().filter(|&&k| k <= n).map(|&k| n - k).collect();
        won.push(moves.is_empty() || moves.iter().any(|&m| !won[m as usize]));
    }
    won.iter().map(|&w| if w { 'N' } else { 'P' }).collect()
}

/// 2. `sequence ... --misere` printed normal-play values under a misère title. A misère
///    sequence is of outcomes (misère play has no Sprague-Grundy values), each heap or start
///    solved in misère play; what cannot be computed is refused by name.
#[test]
fn misere_sequences_are_misere_outcomes_or_refused() {
    let upto = Options {
        upto: Some(20),
        ..Options::default()
    };
    // Misère Nim: a heap of 0 is won (no move), of 1 lost (the last token), more won.
    let r = sequence(&["nim", "--misere"], &upto);
    assert_eq!(outcomes(&r), format!("NP{}", "N".repeat(19)));
    let title = boyi_render::words(boyi_i18n::Lang::En, &r.title);
    assert!(title.contains("misère"), "{title}");
    // Its lost heaps, {1}, are a theorem (the argument above), not an observation.
    let p = r.rules.iter().find(|r| r.of == "p-positions").unwrap();
    assert_eq!(p.rule, Rule::Finite { members: vec![1] });
    assert_eq!(p.status, RuleStatus::Proved);

    // A rules script with --misere, and the same script declaring `const MISERE = true`, both
    // equal to the definition worked here.
    let want = misere_subtraction(&[1, 3, 4], 20);
    let r = sequence(&["examples/scripts/stones.rhai", "--misere"], &upto);
    assert_eq!(outcomes(&r), want);
    let dir = tempfile::tempdir().unwrap();
    let own = dir.path().join("misere-stones.rhai");
    let text = std::fs::read_to_string(root().join("examples/scripts/stones.rhai")).unwrap();
    std::fs::write(&own, format!("const MISERE = true;\n{text}")).unwrap();
    let r = sequence(&[own.to_str().unwrap()], &upto);
    assert_eq!(outcomes(&r), want);
    // Normal play is unchanged: n mod 7 in {0, 2} lost.
    let SequenceValues::Sg(v) = sequence(&["examples/scripts/stones.rhai"], &upto).values else {
        panic!()
    };
    assert!((0..=20).all(|n| (v[n] == 0) == [0, 2].contains(&(n % 7))));

    // What a misère sequence cannot answer is refused, naming --misere or the option.
    let at = Options {
        at: Some(5),
        ..Options::default()
    };
    let e = error(&["nim", "--misere"], |g| g.sequence(&at, &cx()));
    assert_says(&e, "--at does not apply");
    assert_says(&e, "outcome");
    let naive = Options {
        method: Some("naive".into()),
        upto: Some(5),
        ..Options::default()
    };
    let e = error(&["nim", "--misere"], |g| g.sequence(&naive, &cx()));
    assert_says(&e, "--method does not apply");
    let e = error(&["0.77", "+", "0.77", "--misere"], |g| {
        g.sequence(&upto, &cx())
    });
    assert_says(&e, "--misere does not apply");
    // A misère sum of Nim heaps is explained (Bouton's misère rule over all the heaps), not
    // refused: 1 + 2 has xor 3 and a heap above 1, so the player to move wins.
    let sum = boyi_engine::Catalog::builtin()
        .parse("nim 1 + nim 2 --misere")
        .unwrap();
    let why = sum.explain(&Options::default(), &cx()).unwrap();
    assert_eq!(why.outcome, Some(boyi_core::Outcome::Win));
}

/// A misère game is refused by every verb that does not declare `--misere`, before anything
/// is computed: the check is the engine's, not each family's.
#[test]
fn misere_is_checked_per_verb_by_the_engine() {
    for words in [
        &["nim", "3", "--misere"][..],
        &["examples/graphs/nim3.json", "--misere"],
        &["examples/scripts/stones.rhai", "--misere"],
        &["nim", "1", "+", "nim", "2", "--misere"],
    ] {
        let g = game(words);
        for verb in boyi_engine::Verb::ALL {
            let Some(taken) = g.info().options(verb) else {
                continue;
            };
            let r = g.check(verb, &Options::default());
            assert_eq!(
                r.is_ok(),
                taken.contains(&boyi_engine::Opt::Misere),
                "{words:?} {verb}: {r:?}"
            );
        }
    }
}

/// 3. Pattern statements agreed neither with each other nor across `--upto`: the pattern, the
///    values' rule and the P-positions' rule are one statement from one source, and a proved
///    period is proved whatever the table's length.
#[test]
fn pattern_statements_agree_and_do_not_depend_on_the_table_length() {
    use boyi_engine::report::{PatternStatus, Rule, RuleStatus};
    for words in [
        &["subtraction", "1,3,4"][..],
        &["lasker"],
        &["nim"],
        &["bash", "3"],
        &["0.77"],
        &["0.07"],
        &["allbut", "2,5"],
        &["grundy"],
    ] {
        let mut proved_at = Vec::new();
        for upto in [3u64, 5, 10, 13, 30, 100] {
            let opts = Options {
                upto: Some(upto),
                ..Options::default()
            };
            let r = sequence(words, &opts);
            let pattern = r.pattern.as_ref().unwrap();
            let sg = r.rules.iter().find(|x| x.of == "sg").unwrap();
            let p = r.rules.iter().find(|x| x.of == "p-positions").unwrap();
            let proved = pattern.status == PatternStatus::Proved;
            assert_eq!(
                proved,
                sg.status == RuleStatus::Proved,
                "{words:?} --upto {upto}: pattern {pattern:?}, values {sg:?}"
            );
            if proved {
                assert_eq!(
                    p.status,
                    RuleStatus::Proved,
                    "{words:?} --upto {upto}: {p:?}"
                );
            }
            // The P-positions' rule names exactly the zeros of the table.
            let SequenceValues::Sg(v) = &r.values else {
                panic!()
            };
            if !matches!(p.rule, Rule::Nothing) {
                for (n, &x) in v.iter().enumerate() {
                    let member = match &p.rule {
                        Rule::ModSet {
                            modulus,
                            residues,
                            from,
                            below,
                        } => {
                            if (n as u64) < *from {
                                below.contains(&(n as u64))
                            } else {
                                residues.contains(&(n as u64 % modulus))
                            }
                        }
                        Rule::Finite { members } => members.contains(&(n as u64)),
                        other => panic!("{words:?}: {other:?}"),
                    };
                    assert_eq!(member, x == 0, "{words:?} --upto {upto}, n = {n}");
                }
            }
            proved_at.push(proved);
        }
        // Proved at one length, proved at every length.
        assert!(
            proved_at.iter().all(|&p| p == proved_at[0]),
            "{words:?}: {proved_at:?}"
        );
    }
    // The cases, with their rules.
    let r = sequence(
        &["subtraction", "1,3,4"],
        &Options {
            upto: Some(13),
            ..Options::default()
        },
    );
    let p = r.rules.iter().find(|x| x.of == "p-positions").unwrap();
    assert_eq!(en(&p.formula), "n mod 7 in {0, 2}");
    let r = sequence(
        &["lasker"],
        &Options {
            upto: Some(100),
            ..Options::default()
        },
    );
    let q = r.pattern.unwrap().pattern.unwrap();
    assert_eq!((q.preperiod, q.period, q.saltus), (1, 4, 4));
}

/// 4. A game-graph file saying `convention misere` was titled "(normal play)".
#[test]
fn a_misere_graph_file_is_titled_misere_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("misere.txt");
    std::fs::write(&file, "convention misere\nstart a\na -> b\nb ->\n").unwrap();
    let f = file.to_str().unwrap();
    let g = game(&[f]);
    let en = |p: &boyi_engine::report::Phrase| boyi_render::words(boyi_i18n::Lang::En, p);
    let want = format!("the game graph {f} (misère play)");
    assert_eq!(en(&g.title()), want);
    let r = g.solve(&Options::default(), &cx()).unwrap();
    assert_eq!(en(&r.title), want);
    // b has no move: in misère play its player wins, so a (whose only move is to b) loses.
    assert_eq!(start(&r).value.outcome, Outcome::Loss);
    // `--json` says the same as data: the message and its arguments.
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["title"]["id"], "title-graph");
    assert_eq!(json["title"]["args"]["play"], "misere");
    assert_eq!(
        en(&g.explain(&Options::default(), &cx()).unwrap().title),
        want
    );
    let s = g.session(&Options::default(), &cx()).unwrap();
    assert_eq!(en(s.title()), want);
    // And the same file in normal play says so.
    std::fs::write(&file, "start a\na -> b\nb ->\n").unwrap();
    assert_eq!(
        en(&game(&[f]).title()),
        format!("the game graph {f} (normal play)")
    );
}

/// A progress that asks to stop once `after` has passed.
struct StopAfter(std::time::Instant, std::time::Duration);

impl boyi_core::progress::Progress for StopAfter {
    fn cancelled(&self) -> bool {
        self.0.elapsed() >= self.1
    }
}

/// 8. `solve 0x0.8 18446744073709551615` ran for ever and ignored Ctrl-C for minutes: a
///    heap of a three-way split game costs n²/12 steps, and cancellation was asked every
///    4096 heaps. It is now asked every few million steps, and the period search is bounded
///    by an estimate of its cost.
#[test]
fn large_heaps_of_costly_games_stop_promptly_when_asked() {
    let stop = std::time::Duration::from_millis(300);
    for words in [
        &["0x0.8", "18446744073709551615"][..],
        &["0x0.8", "4000000"],
        &["0.6", "18446744073709551615"],
    ] {
        let started = std::time::Instant::now();
        let cx = cx().with_progress(std::sync::Arc::new(StopAfter(started, stop)));
        let r = game(words).solve(&Options::default(), &cx);
        // Stopped by the request, or refused up front before it came (a three-way split
        // game's huge heap is refused within the first second: see the next test).
        let waited = started.elapsed().saturating_sub(stop);
        assert!(
            matches!(
                r,
                Err(boyi_engine::EngineError::Cancelled { .. }
                    | boyi_engine::EngineError::TooLarge(_))
            ),
            "{words:?}: {:?}",
            r.map(|r| r.title)
        );
        assert!(
            waited.as_secs_f64() < 1.0,
            "{words:?}: stopped {waited:?} late"
        );
    }
    let started = std::time::Instant::now();
    let cx = cx().with_progress(std::sync::Arc::new(StopAfter(started, stop)));
    let at = Options {
        at: Some(u64::MAX),
        ..Options::default()
    };
    assert!(game(&["0x0.8"]).sequence(&at, &cx).is_err());
    assert!(started.elapsed().saturating_sub(stop).as_secs_f64() < 1.0);
}

/// A heap too large to compute is answered by a proved period, or refused with what it would
/// cost, within a bounded amount of work.
#[test]
fn the_cost_of_large_heaps_is_estimated_before_computing() {
    use boyi_games::octal::{Code, HeapError, HeapRefusal, HeapValues, Method, PeriodWhy, WorkWhy};
    let hex = "0x0.8".parse::<Code>().unwrap().rules();
    // The period search of a three-way split game stops after a thousand or two values.
    let searched = hex.affordable(Method::Sparse, HeapValues::WORK / 256.0);
    assert!((1000..3000).contains(&searched), "{searched}");
    // The sparse method reaches the 2^22 heaps computed directly.
    let kayles = "0.77".parse::<Code>().unwrap().rules();
    assert!(kayles.affordable(Method::Sparse, HeapValues::WORK / 2.0) >= 1 << 22);
    // Refused with the reason, at once when the budget holds few values.
    let mut v = HeapValues::new(hex, Method::Sparse);
    let e = v
        .prepare(
            u64::MAX,
            1 << 22,
            3000 * HeapValues::BYTES_PER_VALUE as u64,
            &boyi_core::progress::Silent,
        )
        .unwrap_err();
    // Typed, with its numbers: no period within the values searched (a three-way split
    // game's search stops early), the heap beyond those computed directly.
    match &e {
        HeapError::Refused(HeapRefusal::Work {
            heap,
            game,
            why: WorkWhy::BeyondDirect { direct },
            period:
                PeriodWhy::NotFound {
                    searched: s,
                    three_way: true,
                },
            ..
        }) => {
            assert_eq!(
                (*heap, game.as_str(), *direct),
                (u64::MAX, "0x0.8", 1 << 22)
            );
            assert_eq!(*s, searched);
        }
        other => panic!("{other:?}"),
    }
    assert!(e.to_string().contains("no period"), "{e}");
    // Kayles answers from its period.
    assert_eq!(
        start(&solve(&["0.77", &u64::MAX.to_string()]))
            .value
            .outcome,
        Outcome::Win
    );
}

/// 8 (finish). A heap of a three-way split game past direct computation hunted for a period
///    for minutes (debug build) before refusing: the hunt now stops after a fraction of a
///    second's work and the refusal names the game's three-way splits; `sequence --at` too.
///    A game with a period proved early (Kayles) still answers the largest heap.
#[test]
fn a_heap_of_a_three_way_split_game_is_refused_promptly_naming_why() {
    let started = std::time::Instant::now();
    for heap in [MAX, 1 << 32] {
        let heap = heap.to_string();
        let e = game(&["0x0.8", &heap])
            .solve(&Options::default(), &cx())
            .map(|r| r.title)
            .unwrap_err();
        let text = e.to_string();
        assert!(matches!(e, boyi_engine::EngineError::TooLarge(_)), "{text}");
        // The refusal's id, and its numbers as the message's arguments.
        assert_eq!(e.id(), "heap-too-much-work", "{text}");
        let boyi_engine::EngineError::TooLarge(boyi_engine::said::Said::Framed { inner, .. }) = &e
        else {
            panic!("{e:?}")
        };
        let boyi_engine::said::Said::Phrase(p) = &**inner else {
            panic!("{inner:?}")
        };
        use boyi_engine::report::PhraseArg;
        assert_eq!(p.args["game"], PhraseArg::Text("0x0.8".into()));
        assert_eq!(
            p.args["heap"],
            PhraseArg::from(heap.parse::<u64>().unwrap())
        );
        let PhraseArg::Phrase(period) = &p.args["period"] else {
            panic!("{p:?}")
        };
        assert_eq!(period.id, "heap-period-three-way");
        // In English as before.
        for part in [
            format!("a heap of {heap} of 0x0.8"),
            "no period is proved within the first".into(),
            "three-way splits".into(),
        ] {
            assert!(text.contains(&part), "{part:?} not in {text}");
        }
    }
    let at = Options {
        at: Some(MAX),
        ..Options::default()
    };
    let e = game(&["0x0.8"])
        .sequence(&at, &cx())
        .map(|_| ())
        .unwrap_err();
    assert_eq!(e.id(), "heap-too-much-work", "{e}");
    assert!(e.to_string().contains("three-way splits"), "{e}");
    // Minutes before; the three searches now take well under a second each (opt-level 1).
    let took = started.elapsed().as_secs_f64();
    assert!(took < 20.0, "took {took} s");
    assert_eq!(
        start(&solve(&["0.77", &MAX.to_string()])).value.outcome,
        Outcome::Win
    );
}

/// Found by the misère check of every verb: `strategy nim --misere` with no heap (won, with
/// no move to make) panicked looking for a winning move.
#[test]
fn a_misere_game_already_over_has_no_strategy_and_no_panic() {
    for words in [&["nim", "--misere"][..], &["nim", "0", "--misere"]] {
        let e = error(words, |g| g.strategy(&Options::default(), &cx()));
        assert_says(&e, "the game is over");
        let r = solve(words);
        assert_eq!(start(&r).value.outcome, Outcome::Win);
    }
}

/// Found by the boundary table: the strategy of `nim 18446744073709551615 1` summed the heaps
/// in 64 bits (a panic in debug builds, a wrapped sum ordering the positions wrongly in
/// release builds). The winner takes the big heap down to 1, then answers the last move.
#[test]
fn strategy_of_the_largest_heaps() {
    let big = u64::MAX.to_string();
    let r = game(&["nim", &big, "1"])
        .strategy(&Options::default(), &cx())
        .unwrap();
    let json = serde_json::to_value(&r).unwrap();
    // 2^64 - 1 xor 1 = 2^64 - 2: the heap of 2^64 - 1 goes to 1, leaving 1 1, then the
    // opponent takes one and the winner the other: a win in 3 plies.
    assert_eq!(json["remoteness"], 3, "{json}");
}
