use super::*;

fn parse(text: &str) -> Conjecture {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn int(text: &str, n: u64) -> Result<i128, EvalError> {
    parse(text).value_at(Point::N(n))
}

fn holds(entries: usize, from: u64, to: u64, plane: bool) -> ConjectureVerdict {
    let range = Some((from, to));
    ConjectureVerdict::Holds {
        entries,
        range,
        plane,
    }
}

fn parse_error(text: &str) -> (usize, String) {
    let e = text.parse::<Conjecture>().unwrap_err();
    (e.column, e.message())
}

#[test]
fn precedence_as_documented() {
    let cases = [
        ("x ^ y != 0", "((x ^ y) != 0)"),
        ("n + 1 * 2 - 3", "((n + (1 * 2)) - 3)"),
        ("1 | 2 ^ 3 & 4 << 1", "(1 | (2 ^ (3 & (4 << 1))))"),
        ("-2 ** 2", "(-(2 ** 2))"),
        ("2 ** 3 ** 2", "(2 ** (3 ** 2))"),
        (
            "!n == 1 || true && false",
            "((!(n == 1)) || (true && false))",
        ),
        (
            "not n > 1 and n xor 3 < 2 or false",
            "(((!(n > 1)) && ((n ^ 3) < 2)) || false)",
        ),
        (
            "if n % 2 == 0 then n / 2 else -n",
            "(if ((n % 2) == 0) then (n / 2) else (-n))",
        ),
        (
            "floor((n + 1) * phi) + floor(phi2 * n)",
            "(floor((n + 1) * phi) + floor(n * phi2))",
        ),
        ("min(n, 2, ~n) + mex()", "(min(n, 2, (~n)) + mex())"),
    ];
    for (text, shown) in cases {
        assert_eq!(parse(text).to_string(), shown, "{text}");
        assert_eq!(parse(shown), parse(text), "{shown} reads back");
    }
    assert_eq!(parse("n > 1").kind(), FormulaKind::Boolean);
    assert_eq!(parse("n ^ 1").kind(), FormulaKind::Integer);
}

#[test]
fn arithmetic_is_exact_and_rounds_down() {
    let expect = [
        ("-7 / 2", -4),
        ("-7 % 2", 1),
        ("7 / -2", -4),
        ("7 % -2", -1),
        ("n >> 1", 3),
        ("-n >> 1", -4),
        ("1 << 126", 1 << 126),
        ("2 ** 10", 1024),
        ("(-1) ** 1000000000001", -1),
        ("~n", -8),
        ("popcount(n) + isqrt(n * n + 1) + gcd(-12, 18)", 3 + 7 + 6),
        ("mex(0, 1, 3, n)", 2),
        ("max(n, 3) - min(n, 3) + abs(-2)", 6),
        ("if n > 5 then 1 else 2", 1),
    ];
    for (text, value) in expect {
        assert_eq!(int(text, 7), Ok(value), "{text}");
    }
    assert!(parse("-7 / 2 == -4 && (n == 0 || 10 / n == 1)")
        .holds_at(Point::N(7))
        .unwrap());
    // Short-circuit: the division is not evaluated at n = 0.
    assert!(parse("n == 0 || 10 / n > 0").holds_at(Point::N(0)).unwrap());
}

#[test]
fn evaluation_errors_name_the_operator() {
    let cases = [
        ("n / (n - 7)", 3, "division by zero"),
        ("1 + n % 0", 7, "division by zero"),
        ("2 ** 127", 3, "too large"),
        ("1 << 127", 3, "too large"),
        ("n << 128", 3, "0 to 127"),
        ("2 ** -1", 3, "exponent"),
        ("popcount(-n)", 1, "0 or more"),
        ("isqrt(-1)", 1, "0 or more"),
        (
            "-170141183460469231731687303715884105727 - 2",
            42,
            "too large",
        ),
        ("x + 1", 1, "one parameter"),
    ];
    for (text, column, message) in cases {
        let e = int(text, 7).unwrap_err();
        assert_eq!(e.column, column, "{text}: {e}");
        assert!(e.message().contains(message), "{text}: {e}");
    }
}

#[test]
fn beatty_sequences_of_phi_exactly() {
    // OEIS A000201, the lower Wythoff sequence floor(n * phi), n = 1..20.
    let lower = [
        1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32,
    ];
    for (n, &v) in (1..).zip(&lower) {
        assert_eq!(int("floor(n * phi)", n), Ok(v), "n = {n}");
        assert_eq!(int("floor(phi2 * n)", n), Ok(v + n as i128));
    }
    // phi = 1.6180339887498948482045868343656...
    assert_eq!(
        int("floor(n * phi)", 1_000_000_000_000_000_000),
        Ok(1_618_033_988_749_894_848)
    );
    assert_eq!(int("floor(-n * phi)", 1), Ok(-2));
    assert_eq!(int("floor(n * phi)", 0), Ok(0));
    assert!(int("floor(n * n * n * phi)", u64::MAX).is_err());
}

#[test]
fn reading_errors_name_the_column() {
    let cases: [(&str, usize, &str); 14] = [
        ("n +", 4, "ends too soon"),
        ("n = 3", 3, "=="),
        ("(n", 3, "`)`"),
        ("n)", 2, "closes no"),
        ("1 < n < 3", 7, "do not chain"),
        ("n + (n > 1)", 3, "right side is a condition"),
        ("true == 1", 6, "compares"),
        ("if n then 1 else 2", 1, "`if` needs a condition"),
        ("if n > 1 then 1 else true", 1, "`then` gives an integer"),
        ("k % 2", 1, "unknown name `k`"),
        ("phi * n", 1, "irrational"),
        ("floor(n / 2)", 9, "floor takes"),
        ("gcd(n)", 1, "two arguments"),
        ("n ≥ 3", 3, "unexpected character `≥`"),
    ];
    for (text, column, message) in cases {
        let (c, m) = parse_error(text);
        assert_eq!(c, column, "{text}: {m}");
        assert!(m.contains(message), "{text}: {m}");
    }
    let deep = format!(
        "{}n{}",
        "(".repeat(MAX_DEPTH + 1),
        ")".repeat(MAX_DEPTH + 1)
    );
    assert!(parse_error(&deep).1.contains("nests"));
    assert!(parse_error(&vec!["1"; 300].join("+")).1.contains("nests"));
    assert!(parse_error(&"n".repeat(MAX_LEN + 1)).1.contains("at most"));
    assert!(parse_error("99999999999999999999999999999999999999999")
        .1
        .contains("too large"));
}

#[test]
fn checking_sequences() {
    // The Bash game with m = 2: g(n) = n mod 3.
    let bash = ConjectureTable::values(0, (0..60u64).map(|n| n % 3).collect());
    assert_eq!(check(&parse("n % 3"), &bash), Ok(holds(60, 0, 59, false)));
    assert_eq!(
        check(&parse("n % 3 == 0"), &bash),
        Ok(holds(60, 0, 59, false))
    );
    let v = check(&parse("n % 3 + n / 50"), &bash).unwrap();
    assert_eq!(
        v,
        ConjectureVerdict::Fails {
            at: Point::N(50),
            value: Some(2),
            table_p: false,
            conjectured: Conjectured::Value(3)
        }
    );
    assert_eq!(
        en(&v.phrase()),
        "fails at n = 50: the table says 2, the conjecture says 3"
    );
    let v = check(&parse("n % 3"), &bash).unwrap();
    assert_eq!(en(&v.phrase()), "holds for n ≤ 59 (60 entries)");
    let empty = check(&parse("n % 3"), &ConjectureTable::values(5, Vec::new())).unwrap();
    assert_eq!(en(&empty.phrase()), "holds vacuously: the table is empty");
    let v = check(&parse("n % 6 == 0"), &bash).unwrap();
    assert_eq!(
        en(&v.phrase()),
        "fails at n = 3: the table says P (value 0), the conjecture says N"
    );
    // Outcomes only: conditions, not values.
    let outcomes = ConjectureTable::outcomes(
        1,
        (1..30)
            .map(|n| {
                if n % 2 == 0 {
                    Outcome::Loss
                } else {
                    Outcome::Win
                }
            })
            .collect(),
    );
    assert_eq!(
        check(&parse("n % 2 == 0"), &outcomes),
        Ok(holds(29, 1, 29, false))
    );
    let v = check(&parse("n % 2 == 0"), &outcomes).unwrap();
    assert_eq!(en(&v.phrase()), "holds for 1 ≤ n ≤ 29 (29 entries)");
    assert_eq!(
        check(&parse("n % 2"), &outcomes),
        Err(CheckError::NeedsValues)
    );
    assert!(matches!(
        check(&parse("x == 0"), &outcomes),
        Err(CheckError::Variables(_))
    ));
    let e = check(&parse("n % 2 == 0 && 10 / (n - 4) != 0"), &outcomes).unwrap_err();
    assert_eq!(e.to_string(), "at n = 4: column 18: division by zero");
}

#[test]
fn checking_planes() {
    // Two Nim heaps: g(x, y) = x xor y; Wythoff's P-positions from the golden ratio.
    let size = 40;
    let nim: Vec<u64> = (0..size)
        .flat_map(|x| (0..size).map(move |y| x ^ y))
        .collect();
    let nim = ConjectureTable::plane(0, size as usize, Entries::Values(nim)).unwrap();
    assert_eq!(check(&parse("x ^ y"), &nim), Ok(holds(1600, 0, 39, true)));
    assert_eq!(check(&parse("x == y"), &nim), Ok(holds(1600, 0, 39, true)));
    let v = check(&parse("x ^ y"), &nim).unwrap();
    assert_eq!(en(&v.phrase()), "holds for x, y ≤ 39 (1600 entries)");
    let v = check(&parse("x + y"), &nim).unwrap();
    assert_eq!(
        en(&v.phrase()),
        "fails at x = 1, y = 1: the table says 0, the conjecture says 2"
    );
    let pairs: Vec<(u64, u64)> = (0..30u64)
        .map(|k| {
            let a = (k as f64 * (1.0 + 5f64.sqrt()) / 2.0).floor() as u64;
            (a, a + k)
        })
        .collect();
    let wythoff: Vec<Outcome> = (0..size)
        .flat_map(|x| (0..size).map(move |y| (x, y)))
        .map(|(x, y)| {
            if pairs.contains(&(x, y)) || pairs.contains(&(y, x)) {
                Outcome::Loss
            } else {
                Outcome::Win
            }
        })
        .collect();
    let wythoff = ConjectureTable::plane(0, size as usize, Entries::Outcomes(wythoff)).unwrap();
    let rule = "x <= y && x == floor((y - x) * phi) || y < x && y == floor((x - y) * phi)";
    assert_eq!(check(&parse(rule), &wythoff), Ok(holds(1600, 0, 39, true)));
    assert!(matches!(
        check(&parse("n == 0"), &wythoff),
        Err(CheckError::Variables(_))
    ));
    assert!(ConjectureTable::plane(0, 3, Entries::Values(vec![0; 8])).is_none());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// Token soup (the fuzz target's check on random sequences of the language's words):
    /// an answer or an error with a column, never a panic.
    #[test]
    fn token_soup_never_panics(words in proptest::collection::vec(0usize..WORDS.len(), 0..30)) {
        let text: Vec<&str> = words.iter().map(|&w| WORDS[w]).collect();
        fuzz_check::run(text.join(" ").as_bytes());
        fuzz_check::run(text.concat().as_bytes());
    }
}

fn expression_text() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    const OPS: [&str; 16] = [
        "+", "-", "*", "/", "%", "**", "^", "&", "|", "<<", ">>", "==", "<", "!=", "&&", "||",
    ];
    let leaf = prop_oneof![
        Just("n".to_string()),
        Just("x".to_string()),
        (0i64..300).prop_map(|v| v.to_string()),
        Just(i128::MAX.to_string()),
    ];
    leaf.prop_recursive(5, 40, 3, |e| {
        prop_oneof![
            (e.clone(), 0..OPS.len(), e.clone())
                .prop_map(|(a, o, b)| format!("{a} {} {b}", OPS[o])),
            e.clone().prop_map(|a| format!("({a})")),
            e.clone().prop_map(|a| format!("-{a}")),
            e.clone().prop_map(|a| format!("!({a})")),
            (e.clone(), e.clone()).prop_map(|(a, b)| format!("max({a}, {b})")),
            e.clone().prop_map(|a| format!("floor(({a}) * phi)")),
            (e.clone(), e.clone(), e).prop_map(|(c, a, b)| format!("(if {c} then {a} else {b})")),
        ]
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]

    /// Random expressions of the grammar (many ill-typed, many overflowing): the same
    /// check, with more of them getting past the parser.
    #[test]
    fn random_expressions_never_panic(text in expression_text()) {
        fuzz_check::run(text.as_bytes());
    }
}

const WORDS: [&str; 44] = [
    "n",
    "x",
    "y",
    "0",
    "1",
    "2",
    "7",
    "127",
    "170141183460469231731687303715884105727",
    "(",
    ")",
    ",",
    "+",
    "-",
    "*",
    "/",
    "%",
    "**",
    "^",
    "xor",
    "&",
    "|",
    "<<",
    ">>",
    "~",
    "!",
    "not",
    "==",
    "!=",
    "<",
    ">=",
    "&&",
    "||",
    "and",
    "if",
    "then",
    "else",
    "true",
    "min(",
    "popcount(",
    "floor(",
    "phi",
    "mex(",
    "gcd(",
];

#[test]
fn cpp_text() {
    let cpp = |text: &str| parse(text).to_cpp().unwrap();
    let c = cpp("x ^ y != 0 && min(x, y) / 2 > 0");
    assert!(c.ends_with(
        "bool lose(long long x, long long y) {\n    return (((x ^ y) != 0LL) && (boyi_div(std::min({x, y}), 2LL) > 0LL));\n}\n"
    ));
    assert!(c.contains("long long boyi_div(") && !c.contains("boyi_mod("));
    let c = cpp("floor(n * phi2) + n ** 2");
    assert!(c.contains(
        "long long sg(long long n) {\n    return ((boyi_floor_phi(n) + n) + boyi_pow(n, 2LL));\n}"
    ));
    assert!(parse("n + 10000000000000000000")
        .to_cpp()
        .unwrap_err()
        .contains("long long"));
}

/// Compiles the C++ of conjectures with g++ and compares what it computes with boyi's
/// evaluation at small and large points.
#[test]
#[ignore = "needs g++ (run with --ignored)"]
fn cpp_computes_what_boyi_checked() {
    let dir = std::env::temp_dir().join(format!("boyi-conjecture-cpp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let texts = [
        "n % 4 == 0 || n == 98",
        "n / 3 - n % 5 * 2 ^ n & 7 | n << 2 >> 1",
        "-n / 4 + -n % 7 - (n - 50) / 7 + (n - 50) % 7",
        "if n % 2 == 0 then n / 2 else 3 * n + 1",
        "popcount(n) % 2 == 1 && gcd(n, 12) != 1",
        "isqrt(n) + mex(0, 1, n % 3) + min(n, 5, 7) - max(1, n % 10) + abs(5 - n)",
        "floor(n * phi) + floor(phi2 * n) - floor((n - 100) * phi)",
        "2 ** (n % 20) + ~n",
        "!(n > 5) == (n < 6)",
        "x <= y && x == floor((y - x) * phi) || y < x && y == floor((x - y) * phi)",
    ];
    let mut points: Vec<u64> = (0..300).collect();
    points.extend([
        1 << 40,
        1_000_000_000_007,
        999_999_999_999_999_999,
        (1 << 62) / 3,
    ]);
    for (i, text) in texts.iter().enumerate() {
        let c = parse(text);
        let function = if c.kind() == FormulaKind::Boolean {
            "lose"
        } else {
            "sg"
        };
        let plane = c.uses_plane();
        let mut main = String::from("#include <cstdio>\nint main() {\n");
        let mut expected = String::new();
        let cells: Vec<Point> = if plane {
            (0..30)
                .flat_map(|x| (0..30).map(move |y| Point::Xy(x, y)))
                .collect()
        } else {
            points.iter().map(|&n| Point::N(n)).collect()
        };
        for &at in &cells {
            let (args, value) = match at {
                Point::N(n) => (format!("{n}LL"), n.to_string()),
                Point::Xy(x, y) => (format!("{x}LL, {y}LL"), format!("{x} {y}")),
            };
            let v = match c.kind() {
                FormulaKind::Boolean => c.holds_at(at).map(i128::from),
                FormulaKind::Integer => c.value_at(at),
            };
            let Ok(v) = v else { continue };
            if i64::try_from(v).is_err() {
                continue;
            }
            main.push_str(&format!(
                "    printf(\"%s %lld\\n\", \"{value}\", (long long){function}({args}));\n"
            ));
            expected.push_str(&format!("{value} {v}\n"));
        }
        main.push_str("}\n");
        let source = dir.join(format!("c{i}.cpp"));
        std::fs::write(&source, format!("{}\n{main}", c.to_cpp().unwrap())).unwrap();
        let binary = dir.join(format!("c{i}"));
        let status = std::process::Command::new("g++")
            .args(["-std=c++17", "-O1", "-o"])
            .arg(&binary)
            .arg(&source)
            .status()
            .expect("g++ runs");
        assert!(
            status.success(),
            "{text}: g++ failed on {}",
            source.display()
        );
        let out = std::process::Command::new(&binary).output().unwrap();
        assert_eq!(String::from_utf8(out.stdout).unwrap(), expected, "{text}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fuzz_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "conjecture", fuzz_check::run);
    assert!(n > 50, "the corpus should hold many inputs, found {n}");
}

fn en(p: &crate::report::Phrase) -> String {
    boyi_render::words(boyi_i18n::Lang::En, p)
}
