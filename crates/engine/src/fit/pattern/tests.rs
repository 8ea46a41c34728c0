use super::*;

fn table(f: impl Fn(u64) -> i64, from: u64, n: u64) -> Vec<i64> {
    (from..from + n).map(f).collect()
}

#[test]
fn each_kind_of_rule_is_recovered_from_its_closed_form() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    assert_eq!(
        describe(0, &table(|n| n as i64, 0, 50), None),
        Rule::Linear {
            slope: 1,
            intercept: 0
        }
    );
    assert_eq!(
        describe(0, &table(|n| 3 * n as i64 + 2, 0, 50), None),
        Rule::Linear {
            slope: 3,
            intercept: 2
        }
    );
    assert_eq!(
        describe(0, &table(|n| if n < 5 { n as i64 } else { 7 }, 0, 40), None),
        Rule::EventuallyConstant { from: 5, value: 7 }
    );
    let Rule::Periodic {
        preperiod,
        period,
        saltus,
        values,
    } = describe(0, &table(|n| (n % 4) as i64, 0, 60), None)
    else {
        panic!()
    };
    assert_eq!(
        (preperiod, period, saltus, values),
        (0, 4, 0, vec![0, 1, 2, 3])
    );
    assert_eq!(
        describe(0, &table(|n| 1i64 << n, 0, 30), None),
        Rule::PowersOfTwo { offset: 0 }
    );
    assert_eq!(
        describe(0, &table(|n| (1i64 << n) - 1, 0, 30), None),
        Rule::PowersOfTwo { offset: -1 }
    );
    // Fibonacci: a(n) = a(n-1) + a(n-2).
    let mut fib = vec![0i64, 1];
    for i in 2..60 {
        fib.push(fib[i - 1] + fib[i - 2]);
    }
    assert_eq!(
        describe(0, &fib, None),
        Rule::LinearRecurrence {
            coefficients: vec![1, 1],
            from: 0
        }
    );
    for (alpha, name) in [(phi, "φ"), (phi * phi, "φ²"), (2f64.sqrt(), "√2")] {
        let t = table(|n| (n as f64 * alpha).floor() as i64, 0, 200);
        let Rule::Beatty { name: found, .. } = describe(0, &t, None) else {
            panic!("{name}")
        };
        assert_eq!(found.as_deref(), Some(name));
    }
    // A pseudo-random table: nothing simple.
    let mut x = 7u64;
    let noise: Vec<i64> = (0..200)
        .map(|_| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
            (x >> 60) as i64
        })
        .collect();
    assert_eq!(describe(0, &noise, None), Rule::Nothing);
}

#[test]
fn sets_are_described_and_checked_against_every_n() {
    let upto = 200u64;
    let bash: Vec<u64> = (0..=upto).filter(|n| n % 4 == 0).collect();
    assert!(matches!(
        describe_set(0, upto, &bash),
        Rule::ModSet { modulus: 4, ref residues, from: 0, .. } if residues == &[0]
    ));
    let pow: Vec<u64> = (0..8).map(|k| 1u64 << k).collect();
    assert_eq!(
        describe_set(0, upto, &pow),
        Rule::PowersOfTwoSet { offset: 0 }
    );
    let mersenne: Vec<u64> = (0..8).map(|k| (1u64 << k) - 1).collect();
    assert_eq!(
        describe_set(0, upto, &mersenne),
        Rule::PowersOfTwoSet { offset: -1 }
    );
    assert_eq!(
        describe_set(0, upto, &[0, 3, 9]),
        Rule::Finite {
            members: vec![0, 3, 9]
        }
    );
    // A rule is shown only if it holds for every n: with one member moved (40 to 41) the
    // period starts after the exception, which is listed below it.
    let mut broken = bash.clone();
    broken[10] += 1;
    let rule = describe_set(0, upto, &broken);
    assert!(
        matches!(&rule, Rule::ModSet { modulus: 4, from, below, .. } if *from > 41 && below.contains(&41)),
        "{rule:?}"
    );
    for n in 0..=upto {
        assert_eq!(member(&rule, n, upto), broken.contains(&n), "{n}");
    }
}

#[test]
fn proved_only_when_the_theorem_is_the_rule_found() {
    let t = Theorem {
        of: "sg",
        rule: Rule::Linear {
            slope: 1,
            intercept: 0,
        },
        name: phrase!("theorem-bouton"),
    };
    let r = values_report("sg", 0, &table(|n| n as i64, 0, 30), Some(&t));
    assert_eq!(r.status, RuleStatus::Proved);
    let r = values_report("sg", 0, &table(|n| 2 * n as i64, 0, 30), Some(&t));
    assert_eq!(r.status, RuleStatus::Checked);
    assert_eq!(r.checked_to, 29);
}
