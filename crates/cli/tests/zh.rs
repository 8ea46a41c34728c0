//! `--lang zh`: every verb in Chinese on the seed articles' examples, with the terms the
//! articles use (先手必胜, 先手必败, 平局, SG 函数, mex, 必胜态/必败态, 异或) and the same numbers
//! as in English; `--json` the same in both languages; the language chosen by the flag, then
//! `BOYI_LANG`, then the locale.

mod common;

use boyi_i18n::english_runs;
use common::boyi;

/// `boyi ARGS` with no language in the environment, plus `env`.
fn run(args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut c = boyi();
    for v in ["BOYI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        c.env_remove(v);
    }
    for (k, v) in env {
        c.env(k, v);
    }
    c.args(args).output().unwrap()
}

fn out(args: &[&str], env: &[(&str, &str)]) -> String {
    let o = run(args, env);
    assert!(
        o.status.success(),
        "boyi {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

/// The numbers of a text, sorted: a translation says the same numbers in its own order.
/// Lines of timing are left out (they differ from run to run), and so are 0 and 1, which
/// the prose of the two languages uses differently ("an odd count of ones gives 1", "第 2
/// 位：2 个 1").
fn numbers(text: &str) -> Vec<u64> {
    let mut v: Vec<u64> = text
        .lines()
        .filter(|l| !l.starts_with("time:") && !l.starts_with("用时"))
        .flat_map(|l| l.split(|c: char| !c.is_ascii_digit()))
        .filter(|w| !w.is_empty())
        .filter_map(|w| w.parse().ok())
        .filter(|n| *n > 1)
        .collect();
    v.sort_unstable();
    v
}

/// `args` in Chinese holds every one of `terms`, and says the numbers the English says.
fn zh_like_en(args: &[&str], terms: &[&str]) -> String {
    let en = out(args, &[]);
    let mut zh_args = vec!["--lang", "zh"];
    zh_args.extend_from_slice(args);
    let zh = out(&zh_args, &[]);
    for t in terms {
        assert!(zh.contains(t), "boyi --lang zh {args:?} lacks {t}:\n{zh}");
    }
    assert_eq!(
        numbers(&zh),
        numbers(&en),
        "boyi {args:?}: other numbers in Chinese\n{en}\n{zh}"
    );
    assert_ne!(zh, en);
    zh
}

#[test]
fn solve_and_query() {
    let zh = zh_like_en(
        &["solve", "nim", "3", "4", "5"],
        &["结论：先手必胜（N）", "必胜着法：第 1 堆（3）-> 1"],
    );
    assert!(zh.contains("值：2"));
    zh_like_en(&["solve", "nim", "1", "2", "3"], &["先手必败"]);
    // The article's game graph: cycles and draws.
    zh_like_en(
        &["solve", "examples/graphs/article.txt"],
        &["先手必胜态", "先手必败态", "平局", "SG 函数：有环"],
    );
    zh_like_en(
        &["query", "examples/graphs/article.txt", "a/A"],
        &["a/A: 平局", "最优着法：b/B", "必败（2 步）"],
    );
    zh_like_en(
        &["solve", "nim", "3", "+", "0.77", "5"],
        &["结论：先手必胜", "必胜着法：在第"],
    );
    // Why a game has no SG values, worded from the catalogue (boyi-core's `NoSg`).
    for (args, why) in [
        (
            &["solve", "examples/scripts/stones.rhai", "n=5", "--misere"][..],
            "没有 SG 值：SG 值只对正常规则（无着可走者负）有定义",
        ),
        (
            &["solve", "examples/graphs/scores.txt"],
            "没有 SG 值：计分游戏没有 SG 值",
        ),
        (
            &["solve", "examples/scripts/tictactoe.rhai"],
            "没有 SG 值：脚本定义了 `turn`，所以游戏是党派游戏",
        ),
    ] {
        let zh = zh_like_en(args, &[why]);
        let line = zh.lines().find(|l| l.starts_with("没有 SG 值")).unwrap();
        assert_eq!(
            english_runs(line, &["misère"]),
            Vec::<String>::new(),
            "{line}"
        );
    }
}

#[test]
fn explain_in_full() {
    zh_like_en(
        &["explain", "nim", "3", "4", "5"],
        &[
            "Bouton 定理",
            "异或和为 2 ≠ 0：先手必胜",
            "逐位计算",
            "（异或）",
        ],
    );
    zh_like_en(
        &["explain", "bash", "3", "10"],
        &["必败态是 m + 1 = 4 的倍数", "10 mod 4 = 2"],
    );
    zh_like_en(
        &["explain", "subtraction", "1,3,4", "10"],
        &["SG 函数值", "的 mex（最小的未出现的非负整数）：1", "周期 7"],
    );
    zh_like_en(
        &["explain", "nim", "3", "+", "0.77", "5"],
        &["SG 定理", "mex = 3", "异或：3 xor 4 = 7"],
    );
    zh_like_en(
        &["explain", "examples/graphs/article.txt"],
        &["逆向分析", "第 0 轮：", "必败态", "未能确定，为平局："],
    );
    zh_like_en(
        &["explain", "pirates", "5", "100"],
        &["逆向归纳", "个海盗：方案 98 0 1 0 1"],
    );
    zh_like_en(&["explain", "nim", "1", "1", "--misere"], &["反常 Nim"]);
    zh_like_en(
        &["explain", "0.77", "5", "+", "0.77", "7", "--misere"],
        &["反常商", "P 部分"],
    );
    zh_like_en(
        &["explain", "nim", "2", "+", "0.77", "3", "--misere"],
        &["SJ 定理"],
    );
}

#[test]
fn sequence_value_quotient_list() {
    zh_like_en(
        &[
            "sequence",
            "bash",
            "3",
            "--upto",
            "12",
            "--check",
            "n % 4 == 0",
        ],
        &[
            "猜想：必败态（P 态）恰为 n % 4 == 0",
            "对所有 n 已证明",
            "对 n ≤ 12 成立（共 13 项）",
        ],
    );
    zh_like_en(
        &["sequence", "0.77", "--upto", "30", "--check", "n % 12"],
        &["在 n = 4 处不成立：表中为 1，猜想给出 4"],
    );
    zh_like_en(
        &["value", "{1|-1}"],
        &["结果         N：先手必胜", "温度         1"],
    );
    zh_like_en(
        &["quotient", "0.75"],
        &["P 部分（8 个中的 2 个）", "已证明"],
    );
    let zh = out(&["--lang", "zh", "list"], &[]);
    assert!(zh.contains("用 `+` 连接公平组合游戏"));
    assert!(zh.contains("巴什博弈：每次取 1 到 M 个"), "{zh}");
    assert!(zh.contains("海盗分金：N 个海盗投票分 C 枚金币"), "{zh}");
}

/// `boyi list`'s descriptions come from the catalogue (`about-NAME`): its English is the
/// catalog's own word for word, and every game has a Chinese one.
#[test]
fn every_game_is_described_in_both_languages() {
    use boyi_i18n::Lang;
    let report = boyi_engine::Catalog::builtin().report();
    let mut games = 0;
    for g in report.families.iter().flat_map(|f| &f.games) {
        let id = boyi_render::text::about_id(&g.name);
        assert!(id.starts_with("about-") && !id.contains('.'), "{id}");
        assert!(
            boyi_i18n::has_message(&id),
            "no message {id} for {}",
            g.name
        );
        assert_eq!(boyi_i18n::text(Lang::En, &id, &[]), g.about, "{id}");
        let zh = boyi_render::text::about(Lang::Zh, g);
        assert_ne!(zh, g.about, "{id} is not in zh.ftl");
        assert!(
            zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{id}: {zh}"
        );
        games += 1;
    }
    assert!(games > 40, "only {games} games listed");
}

/// What each parameter means comes from the catalogue (`param-about-NAME`, found by the
/// game's English words): every parameter of every game has Chinese words, and every such
/// message is some parameter's.
#[test]
fn every_parameter_is_described_in_both_languages() {
    use boyi_engine::params::{about as param_about, about_id as param_about_id, ABOUT_PREFIX};
    use boyi_i18n::Lang;
    let report = boyi_engine::Catalog::builtin().report();
    let mut used = std::collections::BTreeSet::new();
    for g in report.families.iter().flat_map(|f| &f.games) {
        for p in &g.params {
            let id = param_about_id(&p.about)
                .unwrap_or_else(|| panic!("{} {}: no message says `{}`", g.name, p.name, p.about));
            used.insert(id);
            let zh = param_about(Lang::Zh, &p.about);
            assert!(
                zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{id}: {zh}"
            );
        }
    }
    let all: std::collections::BTreeSet<_> = boyi_i18n::ids_with_prefix(ABOUT_PREFIX).collect();
    assert!(all.len() > 50, "only {} descriptions", all.len());
    let unused: Vec<_> = all.difference(&used).collect();
    assert!(unused.is_empty(), "no parameter says these: {unused:?}");
}

#[test]
fn play_prompts() {
    let zh = {
        let o = {
            let mut c = boyi();
            c.env_remove("BOYI_LANG");
            c.args(["--lang", "zh", "play", "nim", "1"])
                .write_stdin("1 -\n")
                .output()
                .unwrap()
        };
        String::from_utf8(o.stdout).unwrap()
    };
    for t in [
        "走法：",
        "命令：",
        "你的着法",
        "轮到你走：必胜",
        "游戏结束：你胜",
    ] {
        assert!(zh.contains(t), "play lacks {t}:\n{zh}");
    }
}

#[test]
fn errors_in_chinese_with_the_same_exit_code() {
    for (args, words) in [
        (
            &["--lang", "zh", "solve", "nimm", "3"][..],
            "未知游戏 `nimm`：你是指 `nim` 吗？",
        ),
        (&["--lang", "zh", "solve", "nim", "-3"][..], "不能为负"),
        (
            &["--lang", "zh", "solve", "connect4", "--widht", "5"][..],
            "未知选项 `--widht`",
        ),
        (
            &["--lang", "zh", "solve", "nim", "3", "--dot", "g.dot"][..],
            "--dot 不适用于 `nim 3`",
        ),
        (
            &["--lang", "zh", "sequence", "domineering", ".."][..],
            "`boyi sequence` 不适用于",
        ),
    ] {
        let o = run(args, &[]);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(
            err.contains("错误：") && err.contains(words),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn json_is_the_same_in_both_languages() {
    for args in [
        &["solve", "nim", "3", "4", "5", "--json"][..],
        &["explain", "examples/graphs/article.txt", "--json"],
        &["query", "examples/graphs/article.txt", "a/A", "--json"],
        &[
            "sequence",
            "bash",
            "3",
            "--upto",
            "12",
            "--check",
            "n % 4 == 0",
            "--json",
        ],
    ] {
        let en = out(args, &[]);
        let zh = out(args, &[("BOYI_LANG", "zh")]);
        assert_eq!(en, zh, "{args:?}");
    }
}

#[test]
fn the_check_verdict_in_english_is_the_reports_verdict() {
    // `--json` keeps the verdict as a phrase (a message id and its arguments); worded in
    // English it is the verdict the text says.
    for (game, check) in [
        (&["bash", "3"][..], "n % 4 == 0"),
        (&["0.77"][..], "n % 12"),
        (&["nim"][..], "n == 0"),
        (&["nim", "+", "nim"][..], "x == y"),
        (&["nim", "+", "nim"][..], "x == 2 * y"),
    ] {
        let mut args = vec!["sequence"];
        args.extend_from_slice(game);
        args.extend(["--upto", "20", "--check", check]);
        let text = out(&args, &[]);
        args.push("--json");
        let mut json: serde_json::Value = serde_json::from_str(&out(&args, &[])).unwrap();
        assert!(json["check"]["verdict"]["id"].is_string(), "{json}");
        boyi_render::worded(boyi_i18n::Lang::En, &mut json);
        let verdict = json["check"]["verdict"].as_str().unwrap();
        assert!(
            text.contains(&format!("{check}: {verdict}\n")),
            "{args:?}: `{verdict}` not in\n{text}"
        );
    }
}

#[test]
fn flag_then_boyi_lang_then_locale() {
    let zh = "结论：先手必胜";
    let solve = ["solve", "nim", "3", "4", "5"];
    let with = |flag: Option<&str>, env: &[(&str, &str)]| {
        let mut args = Vec::new();
        if let Some(f) = flag {
            args.extend(["--lang", f]);
        }
        args.extend(solve);
        out(&args, env).contains(zh)
    };
    assert!(!with(None, &[]));
    assert!(with(Some("zh"), &[]));
    assert!(with(None, &[("BOYI_LANG", "zh")]));
    assert!(!with(Some("en"), &[("BOYI_LANG", "zh")]));
    assert!(with(None, &[("LANG", "zh_CN.UTF-8")]));
    assert!(!with(None, &[("BOYI_LANG", "en"), ("LANG", "zh_CN.UTF-8")]));
    assert!(!with(None, &[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")]));
    assert!(with(None, &[("LC_MESSAGES", "zh_TW"), ("LANG", "en_US")]));
    // The flag after the verb too.
    assert!(out(&["solve", "nim", "3", "4", "5", "--lang", "zh"], &[]).contains(zh));
    // A language boyi does not speak, asked for by name, is refused, naming where it came from.
    let o = run(&["solve", "nim", "3"], &[("BOYI_LANG", "fr")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("BOYI_LANG fr"));
    let o = run(&["--lang", "xx", "solve", "nim", "3"], &[]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn help_in_chinese() {
    let top = out(&["--lang", "zh", "--help"], &[]);
    for t in [
        "精确求解组合游戏",
        "用法：",
        "命令",
        "谁胜（先手必胜 / 先手必败 / 平局）",
        "文本的语言",
    ] {
        assert!(top.contains(t), "boyi --help lacks {t}:\n{top}");
    }
    let solve = out(&["solve", "--help"], &[("BOYI_LANG", "zh")]);
    assert!(solve.contains("异或和、先手必胜还是先手必败"), "{solve}");
    // A verb's own options too, and its game argument.
    assert!(solve.contains("报告每个局面，而不只是起始局面"), "{solve}");
    assert!(!solve.contains("Report every position"), "{solve}");
    let sequence = out(&["--lang", "zh", "help", "sequence"], &[]);
    assert!(
        sequence.contains("可直接粘贴进题解的数组字面量（打表）"),
        "{sequence}"
    );
    assert!(sequence.contains("游戏，不写变化的那个参数"), "{sequence}");
    let en = out(&["--help"], &[]);
    assert!(en.contains("solve combinatorial games exactly") && en.contains("Usage:"));
}

/// The lines the engine used to write in English (the game's title, the method) are Chinese
/// under `--lang zh`, for a game of each family, and say the numbers the English says.
#[test]
fn titles_and_methods_in_chinese_for_every_family() {
    let allowed = [
        "Toads and Frogs",
        "Pie Rules",
        "staircase Nim",
        "tic-tac-toe",
    ];
    // The lines that are the engine's prose: the title, and `method:` / `方法：`.
    let prose = |text: &str, method: &str| -> Vec<String> {
        let mut lines: Vec<String> = text.lines().take(1).map(String::from).collect();
        lines.extend(
            text.lines()
                .filter(|l| l.starts_with(method))
                .map(String::from),
        );
        lines
    };
    for game in [
        &["nim", "3", "4", "5"][..],
        &["0.77", "5", "7"],
        &["bash", "3", "10"],
        &["wythoff", "3", "5"],
        &["examples/graphs/article.txt"],
        &["examples/scripts/stones.rhai", "10"],
        &["tictactoe"],
        &["cram", "3x3"],
        &["node-kayles", "path", "5"],
        &["domineering", "..|.."],
        &["toads-and-frogs", "t..f"],
        &["nim", "1", "2", "--misere"],
        &["0.77", "5", "+", "0.77", "7", "--misere"],
        &["nim", "3", "+", "0.77", "5"],
        &["staircase", "3", "1", "2", "5"],
        &["ruler", "3", "4", "6"],
        &["pirates", "5", "100"],
        &["cutting", "2x3"],
        &["absolute", "--a=1,5", "--b=2,7"],
    ] {
        let mut args = vec!["solve"];
        args.extend_from_slice(game);
        let en = prose(&out(&args, &[]), "method:");
        let mut zh_args = vec!["--lang", "zh"];
        zh_args.extend_from_slice(&args);
        let zh = prose(&out(&zh_args, &[]), "方法：");
        assert_eq!(en.len(), zh.len(), "{game:?}: {en:?} {zh:?}");
        for line in &zh {
            let runs = english_runs(line, &allowed);
            assert!(runs.is_empty(), "{game:?}: English in `{line}`: {runs:?}");
        }
        assert_eq!(
            numbers(&zh.join("\n")),
            numbers(&en.join("\n")),
            "{game:?}: {en:?} {zh:?}"
        );
    }
}

/// Every line of `args`'s output under `--lang zh` is free of English sentences, and says the
/// numbers the English says.
fn all_chinese(args: &[&str], allowed: &[&str]) -> String {
    let zh = zh_like_en(args, &[]);
    for line in zh.lines() {
        let runs = english_runs(line, allowed);
        assert!(runs.is_empty(), "{args:?}: English in `{line}`: {runs:?}");
    }
    zh
}

/// The rules `sequence` finds (formulas, proofs), the `--check` verdicts and their proofs,
/// and the classic variants' theorems, parts and moves: worded in Chinese, with the same
/// numbers as the English.
#[test]
fn sequence_rules_and_classic_theorems_in_chinese() {
    let zh = all_chinese(&["sequence", "0.07", "--upto", "60"], &[]);
    assert!(
        zh.contains("当 n ≥ 53 时 a(n + 34) = a(n)；一个周期："),
        "{zh}"
    );
    assert!(
        zh.contains("有限八进制游戏的周期性定理（Guy 与 Smith）"),
        "{zh}"
    );
    let zh = all_chinese(&["sequence", "nim", "--upto", "20", "--check", "n"], &[]);
    assert!(zh.contains("已证明 SG 值遵循 `a(n) = n`（Bouton："), "{zh}");
    assert!(zh.contains("只有 n ∈ {0}"), "{zh}");
    all_chinese(
        &[
            "sequence",
            "bash",
            "3",
            "--upto",
            "30",
            "--check",
            "n % 8 == 0",
        ],
        &[],
    );
    let zh = all_chinese(&["sequence", "wythoff", "--upto", "10"], &[]);
    assert!(zh.contains("Wythoff（1907）：必败态是"), "{zh}");
    let zh = all_chinese(
        &[
            "sequence", "nim", "+", "nim", "--upto", "10", "--check", "x==y",
        ],
        &[],
    );
    assert!(zh.contains("x xor y = 0，即 x = y"), "{zh}");
    all_chinese(&["sequence", "lasker", "--upto", "30"], &[]);
    for (game, term) in [
        (&["moore", "3", "1", "2", "3"][..], "Moore 定理"),
        (
            &["staircase", "3", "1", "2", "5"],
            "把 1 枚硬币从第 1 级移到地面",
        ),
        (&["every-sg", "3", "5", "2", "7"], "最大步数为 3，是奇数"),
        (&["corners", "1", "2", "3", "3"], "Tartan 定理"),
        (&["ruler", "3", "4", "6"], "翻转第 4 到第 6 枚硬币"),
        (&["mock-turtles", "1", "4"], "odious"),
        (&["turning-turtles", "2", "5"], "异或"),
        (&["euclid", "7", "3"], "辗转相除"),
        (&["northcott", "1", "4", "2", "6"], "各行间隔的异或"),
    ] {
        for verb in ["solve", "explain"] {
            let mut args = vec![verb];
            args.extend_from_slice(game);
            let zh = all_chinese(&args, &["Turning Corners", "(White moved)", "GG and MM"]);
            assert!(zh.contains(term), "{args:?} lacks {term}:\n{zh}");
        }
    }
    // Cram's `solve` prints the search's time, which differs between runs: `explain` only.
    let zh = all_chinese(&["explain", "cram", "...|..."], &[]);
    assert!(zh.contains("SG 定理"), "{zh}");
}

/// `explain` of a rules script works the SG function out by mex, position by position, as
/// the articles do: each line's value is the mex of the values it lists, and the values are
/// the subtraction game {1, 3, 4}'s, computed here by its recurrence.
#[test]
fn a_script_is_explained_by_mex_in_both_languages() {
    let mut g = [0u64; 11];
    for n in 1..=10 {
        let options: Vec<u64> = [1, 3, 4]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| g[n - k])
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let zh = all_chinese(
        &["explain", "examples/scripts/stones.rhai", "10"],
        &["examples/scripts/stones.rhai"],
    );
    assert!(zh.contains("SG 函数") && zh.contains("mex"), "{zh}");
    let en = out(&["explain", "examples/scripts/stones.rhai", "10"], &[]);
    let mut seen = 0;
    for line in en.lines() {
        let Some((pos, rest)) = line.trim().split_once(": mex {") else {
            continue;
        };
        let (set, value) = rest.split_once("} = ").unwrap();
        let set: Vec<u64> = set
            .split(", ")
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        let value: u64 = value.parse().unwrap();
        let mex = (0..).find(|v| !set.contains(v)).unwrap();
        assert_eq!(value, mex, "{line}");
        assert_eq!(value, g[pos.parse::<usize>().unwrap()], "{line}");
        seen += 1;
    }
    assert_eq!(seen, 11, "{en}");
}

/// A sum with an infinite component names the rule that decides it, and the outcome it
/// reads agrees with `solve`'s.
#[test]
fn a_loopy_sum_names_its_rule() {
    let article = "examples/graphs/article.txt";
    for (sum, en_says, zh_says, outcome) in [
        (
            &[article, "+", "nim", "1"][..],
            "it holds 0, so the player to move wins",
            "其中含 0，所以先手必胜",
            "outcome: win",
        ),
        (
            &[article, "+", "nim", "2"],
            "it lacks 0, so neither player can force a win: a draw",
            "其中不含 0",
            "outcome: draw",
        ),
        (
            &[article, "+", article],
            "Smith's rule for several infinite components",
            "Smith 关于多个无穷分量的规则",
            "outcome: draw",
        ),
    ] {
        let mut args = vec!["explain"];
        args.extend_from_slice(sum);
        let en = out(&args, &[]);
        assert!(en.contains(en_says), "{args:?}: {en}");
        let zh = zh_like_en(&args, &[zh_says]);
        assert!(zh.contains("Smith"), "{zh}");
        args[0] = "solve";
        assert!(out(&args, &[]).contains(outcome), "{args:?}");
    }
}

/// `explain` of the Cutting Game works the sheet's value out by mex over its cuts, each the
/// xor of its pieces' values, in both languages; the mex it shows is the mex of the values
/// it lists, and the outcome `solve`'s.
#[test]
fn the_cutting_game_is_explained_by_mex() {
    for (w, h) in [("2", "3"), ("3", "4"), ("4", "5")] {
        let args = ["explain", "cutting", w, h];
        let en = out(&args, &[]);
        let cuts: Vec<u64> = en
            .lines()
            .filter(|l| l.starts_with("  cut into "))
            // A cut's line says its value after `: `; a winning move's line has none.
            .filter_map(|l| l.split(": ").nth(1))
            .map(|v| v.split(' ').next().unwrap().parse().unwrap())
            .collect();
        let mex = (0..).find(|v| !cuts.contains(v)).unwrap();
        assert!(en.contains(&format!("= {mex}\n")), "{args:?}: {en}");
        let solved = out(&["solve", "cutting", w, h], &[]);
        let lost = solved.contains("outcome: loss");
        assert_eq!(mex == 0, lost, "{args:?}: {en}\n{solved}");
        let zh = all_chinese(&args, &[]);
        assert!(zh.contains("剪纸游戏") && zh.contains("的 mex = "), "{zh}");
    }
    // P10501's sample: a 2 x 2 sheet is lost for the player to move, 4 x 2 won.
    assert!(out(&["explain", "cutting", "2", "2"], &[]).contains("the value is 0"));
    assert!(!out(&["explain", "cutting", "4", "2"], &[]).contains("the value is 0"));
}

/// `boyi --lang zh play GAME` with `input` on standard input: what it prints.
fn play_zh(game: &[&str], input: &str) -> String {
    common::stdout_fed(&[&["--lang", "zh", "play"], game].concat(), input)
}

/// `play`'s how-to-move line (a message of the catalogue for each family), with the game's
/// title, the commands, the positions and moves, is Chinese for a game of each family: the
/// best move (`#1`), then `help` (the line again), then `quit`.
#[test]
fn play_says_how_to_move_in_chinese_for_every_family() {
    // Names and notation a line may keep.
    let allowed = ["tic-tac-toe", "Cannibal Clobber", "Pie Rules"];
    for (game, how) in [
        (
            &["nim", "3", "4", "5"][..],
            "走法：输入堆的编号（第一堆为 1）",
        ),
        (
            &["wythoff", "3", "5"],
            "走法：输入这步之后剩下的两堆，如 `3 5`",
        ),
        (
            &["tictactoe"],
            "走法：输入要下的格子：从左上角起逐行编号，1 到 9",
        ),
        (&["mnk", "3", "4", "3"], "1 到 12"),
        (
            &["pie", "1", "2", "3", "4", "5", "6"],
            "输入 `take`（这块归你",
        ),
        (&["cutting", "5", "4"], "输入一刀切出的两块"),
        (
            &["cram", "2x3"],
            "输入骨牌覆盖的两个格子，如 `a1-b1`（格子以列字母加行号命名",
        ),
        (
            &["node-kayles", "2x3"],
            "输入要取的格子（它和相邻的格子一起移走）",
        ),
        (
            &["arc-kayles", "2x3"],
            "输入要取的边（它的两个端点一起移走）",
        ),
        (
            &["impartial-clobber", "xoxo|oxox"],
            "输入移动的棋子和被它吃掉的棋子",
        ),
        (&["cannibal-clobber", "xxx|xxx"], "输入移到相邻格的棋子"),
        (&["nogo", "2x3"], "输入颜色和落点"),
        (&["chomp", "3x3"], "输入要取的方块"),
        (&["domineering", "....|....|...."], "输入着法到达的局面"),
        (&["examples/graphs/article.txt"], "输入要走到的局面的名称"),
        (
            &["examples/scripts/stones.rhai", "n=10"],
            "输入要走到的局面，用脚本的语法",
        ),
    ] {
        let zh = play_zh(game, "#1\nhelp\nquit\n");
        assert!(zh.contains(how), "play {game:?} lacks {how}:\n{zh}");
        assert_eq!(zh.matches("走法：").count(), 2, "play {game:?}: {zh}");
        for line in zh.lines() {
            let runs = english_runs(line, &allowed);
            assert!(
                runs.is_empty(),
                "play {game:?}: English in `{line}`: {runs:?}"
            );
        }
    }
    // `--json` keeps the line as the catalogue's message and its arguments.
    let json = play_zh(&["tictactoe", "--json"], "quit\n");
    assert!(
        json.contains(r#""how_to_move":{"id":"how-mnk","args":{"cells":9}}"#),
        "{json}"
    );
}

/// `judge`'s errors on a malformed input or a family it does not know name the line and
/// what was expected there in Chinese, exit 2, and print no answer; the English is as it was.
#[test]
fn judge_input_errors_in_chinese() {
    let judge = |lang: &str, family: &[&str], input: &str| {
        let mut c = boyi();
        c.env_remove("BOYI_LANG");
        let o = c
            .args(["--lang", lang, "judge"])
            .args(family)
            .write_stdin(input)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "judge {family:?} on {input:?}");
        assert!(o.stdout.is_empty(), "judge {family:?} on {input:?}");
        String::from_utf8(o.stderr).unwrap()
    };
    for (family, input, zh, en) in [
        (
            &["nim"][..],
            "2\n2\n1",
            "第 3 行：应为一堆的石子数，但输入已结束",
            "line 3: expected a heap size, but the input ended",
        ),
        (
            &["nim"],
            "1\n2\n1 x\n",
            "第 3 行：应为一堆的石子数，却是 `x`，它不是非负整数",
            "line 3: expected a heap size, found `x`, which is not a whole number from 0 up",
        ),
        (
            &["bash", "3"],
            "1\n1\n5a\n",
            "第 3 行：应为一堆的石子数，却是一个数后面紧跟着 `a`",
            "line 3: expected a heap size, found a number followed by `a`",
        ),
        (
            &["nim"],
            "1\n1\n3\nzz\n",
            "第 4 行：最后一组数据之后还有多余的 `zz`",
            "line 4: unexpected `zz` after the last case",
        ),
        (
            &["nim"],
            "1\n1\n99999999999999999999\n",
            "第 3 行：一堆的石子数大于 18446744073709551615",
            "line 3: a heap size is larger than 18446744073709551615",
        ),
        (
            &["cutting"],
            "1\n1 2\n",
            "第 2 行：宽（w）是 1，但必须在 2 到 200 之间",
            "line 2: the width w is 1, but it must be between 2 and 200",
        ),
        (
            &["staircase"],
            "1\nx\n",
            "第 2 行：应为第 1 组数据的台阶数（n），却是 `x`",
            "line 2: expected n, the number of steps of case 1, found `x`",
        ),
        (
            &["moore"],
            "1\n2 0\n",
            "第 2 行：一步最多可从中取的堆数（k）是 0，但必须在 1 到 18446744073709551615 之间",
            "line 2: k, the most heaps a move takes from is 0, but it must be between 1 and 18446744073709551615",
        ),
        (
            &["wythoff"],
            "",
            "第 1 行：应为数据组数（T），但输入已结束",
            "line 1: expected T, the number of cases, but the input ended",
        ),
        (
            &["foo"],
            "1\n",
            "`boyi judge` 没有类别 `foo`",
            "`boyi judge` has no family `foo`: it judges heap games",
        ),
        (
            &["nim", "3"],
            "1\n",
            "`boyi judge nim` 从标准输入读每组数据的堆",
            "`boyi judge nim` reads the heaps of each case from standard input",
        ),
        (
            &["euclid", "3"],
            "1\n",
            "`boyi judge euclid` 不带参数",
            "`boyi judge euclid` takes no parameter",
        ),
        (
            &["bash", "3", "--misere"],
            "1\n",
            "`boyi judge` 只对 Nim 回答反常规则",
            "`boyi judge` answers misère play for Nim only",
        ),
    ] {
        let err = judge("zh", family, input);
        assert!(err.contains("错误：") && err.contains(zh), "{family:?}: {err}");
        assert!(
            english_runs(&without_commands(&err), &[]).is_empty(),
            "{family:?}: {err}"
        );
        let err = judge("en", family, input);
        assert!(err.contains(en), "{family:?}: {err}");
    }
    // `boyi nimber` reads its products the same way.
    let mut c = boyi();
    let o = c
        .args(["--lang", "zh", "nimber"])
        .write_stdin("1\n3 x\n")
        .output()
        .unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("第 2 行：应为因子（b），却是 `x`"), "{err}");
}

/// A line (of `--help`, of an error) without its commands (`boyi solve nim 3 4 5`: what to
/// type, as it is in every language): from each `boyi ` to two spaces, a character that is
/// not ASCII, or the end of the line.
fn without_commands(line: &str) -> String {
    let mut rest = line;
    let mut kept = String::new();
    while let Some(at) = rest.find("boyi ") {
        kept.push_str(&rest[..at]);
        let command = &rest[at..];
        let end = command
            .char_indices()
            .find(|&(i, c)| !c.is_ascii() || command[i..].starts_with("  "))
            .map_or(command.len(), |(i, _)| i);
        rest = &command[end..];
    }
    kept.push_str(rest);
    kept
}

/// `--help` of boyi and of every verb under `--lang zh`: clap's own words too (the usage
/// line, the headings, `-h`/`-V`, the default and possible values, the `help` verb) are
/// Chinese; only commands and the values an option takes stay as typed.
#[test]
fn help_of_every_verb_in_chinese() {
    let verbs = [
        "",
        "solve",
        "sequence",
        "play",
        "query",
        "explain",
        "strategy",
        "quotient",
        "check-strategy",
        "book",
        "count",
        "serve",
        "value",
        "nimber",
        "judge",
        "list",
        "schema",
    ];
    let values = [
        "me, you, human, boyi, computer",
        "text, csv, json, cpp, python, rust",
    ];
    for verb in verbs {
        let mut args = vec!["--lang", "zh"];
        if !verb.is_empty() {
            args.push(verb);
        }
        args.push("--help");
        let help = out(&args, &[]);
        for gone in [
            "Usage:",
            "Options:",
            "Arguments:",
            "Print help",
            "[default:",
            "[possible values:",
        ] {
            assert!(!help.contains(gone), "{args:?} says {gone}:\n{help}");
        }
        assert!(
            help.contains("用法：boyi") && help.contains("-h, --help"),
            "{help}"
        );
        assert!(help.contains("显示帮助"), "{args:?}:\n{help}");
        for line in help.lines() {
            let runs = english_runs(&without_commands(line), &values);
            assert!(runs.is_empty(), "{args:?}: English in `{line}`: {runs:?}");
        }
    }
    let top = out(&["--lang", "zh", "help"], &[]);
    assert!(
        top.contains("显示本帮助，或所给命令的帮助") && top.contains("显示版本"),
        "{top}"
    );
    let judge = out(&["--lang", "zh", "judge", "--help"], &[]);
    assert!(judge.contains("[默认：First,Second]"), "{judge}");
    assert!(
        judge.contains("各类别及一组数据的输入：") && judge.contains("八进制游戏代码"),
        "{judge}"
    );
    let sequence = out(&["--lang", "zh", "sequence", "--help"], &[]);
    assert!(sequence.contains("[默认：text] [可选值：text, csv, json, cpp, python, rust]"));
    // English is clap's own, as before.
    let en = out(&["sequence", "--help"], &[]);
    assert!(
        en.contains("Usage: boyi sequence")
            && en.contains("Options:")
            && en.contains("-h, --help                   Print help")
    );
    assert!(en.contains("[default: text] [possible values: text, csv, json, cpp, python, rust]"));
}
