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
    // The renderer words the verdict from the check's data; in English it must read as the
    // engine's `verdict` field does.
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
        let json: serde_json::Value = serde_json::from_str(&out(&args, &[])).unwrap();
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
