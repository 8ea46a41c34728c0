//! `--lang zh` for what used to stay English: `play`'s end of game, its mistake notes and why
//! a typed move was refused; the engine's messages that name a command; `nimber`'s `none`;
//! why a verb does not apply; errors reading files and scripts; clap's own parse errors;
//! the engine's rarer errors and the command line's own refusals.
//! Each in Chinese free of English sentences, and the same in English as before.

mod common;

use boyi_i18n::english_runs;
use common::boyi;

/// `boyi ARGS` with `input` on standard input and no language in the environment: exit
/// code, standard output, standard error.
fn run(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut c = boyi();
    for v in ["BOYI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        c.env_remove(v);
    }
    let o = c.args(args).write_stdin(input).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (o.status.code(), text(o.stdout), text(o.stderr))
}

/// `args` under `--lang zh`.
fn zh(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    run(&[&["--lang", "zh"], args].concat(), input)
}

/// Every line of `text` without English sentences, once what it quotes in backticks (commands,
/// moves, positions: what to type, as it is in every language) is taken out.
#[track_caller]
fn no_english(text: &str, allowed: &[&str]) {
    for line in text.lines() {
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join("·");
        let runs = english_runs(&prose, allowed);
        assert!(runs.is_empty(), "English in `{line}`: {runs:?}\n{text}");
    }
}

/// Each of `cases` (the arguments, the Chinese words, the English words) is refused with
/// exit code 2 and its words in each language, the Chinese free of English sentences.
#[track_caller]
fn refused_in_both(cases: &[(&[&str], &str, &str)]) {
    for (args, zh_words, en_words) in cases {
        let (code, _, err) = zh(args, "");
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(zh_words), "{args:?}: {err}");
        no_english(&err, &[]);
        let (_, _, en) = run(args, "");
        assert!(en.contains(en_words), "{args:?}: {en}");
    }
}

/// A refused move, a number out of the list, a mistake and the end of the game, in `play`.
#[test]
fn play_refusals_mistakes_and_endings_in_chinese() {
    // Nim 1 2: `#3` (to 1 0) gives the win away; boyi then wins.
    let input = "zz\n#9\n#3\n";
    let (code, out, _) = zh(&["play", "nim", "1", "2"], input);
    assert_eq!(code, Some(0), "{out}");
    for t in [
        "`zz` 不是此处的着法（输入堆的编号",
        "#k 表示列出的第 k 个着法，从 #1 到 #3",
        "失误：原局面必胜（必胜",
        "轮到走的一方无着可走，落败",
    ] {
        assert!(out.contains(t), "play lacks {t}:\n{out}");
    }
    no_english(&out, &[]);
    let (_, en, _) = run(&["play", "nim", "1", "2"], input);
    for t in [
        "`zz` is not a move from here (",
        "`#9`: #k picks the k-th move listed, from #1 to #3",
        "(a mistake: the position was won (win",
        "the player to move cannot move and loses",
    ] {
        assert!(en.contains(t), "play lacks {t}:\n{en}");
    }
    // `--json` keeps them as the catalogue's messages with their arguments.
    let (_, json, _) = zh(&["play", "nim", "1", "2", "--json"], input);
    for t in [
        r#""reason":{"id":"play-refused-not-a-move","#,
        r#""mistake":{"id":"play-mistake-won-loses","#,
        r#""reason":{"id":"play-end-no-move-loses"}"#,
    ] {
        assert!(json.contains(t), "play --json lacks {t}:\n{json}");
    }
}

/// The engine's messages that name a command name it as the command line types it, in
/// Chinese as in English.
#[test]
fn messages_that_name_a_command_in_chinese() {
    refused_in_both(&[
        (
            &["solve", "0.77"][..],
            "请在游戏后给出各堆的大小，如 `boyi solve 0.77 10`",
            "give the heap sizes after the game, as in `boyi solve 0.77 10`",
        ),
        (
            &["solve", "wythoff", "3"],
            "wythoff 需要两个堆的大小，如 `boyi solve wythoff 3 5`",
            "wythoff takes two heap sizes, as in `boyi solve wythoff 3 5`",
        ),
        (
            &["sequence", "pie", "1"],
            "它只接受 `solve`、`play` 和 `explain`",
            "it takes only `solve`, `play` and `explain`",
        ),
    ]);
}

/// `nimber` without a result says `none` in the reader's language.
#[test]
fn nimber_none_in_chinese() {
    let (code, out, _) = zh(&["nimber", "inv", "0"], "");
    assert_eq!((code, out.as_str()), (Some(0), "0^-1：无（0 没有逆元）\n"));
    let (_, en, _) = run(&["nimber", "inv", "0"], "");
    assert_eq!(en, "0^-1: none (0 has no inverse)\n");
}

/// A file that is not there: boyi's frame in Chinese, the system's reason too.
#[test]
fn a_missing_file_in_chinese() {
    let (code, _, err) = zh(&["solve", "g404.txt"], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("无法读取游戏文件 g404.txt：没有这个文件或目录"),
        "{err}"
    );
    no_english(&err, &[]);
    let (_, _, en) = run(&["solve", "g404.txt"], "");
    assert!(en.contains("cannot read the game file g404.txt: "), "{en}");
}

/// Each of `cases` (the arguments, the id, the Chinese words, the English words) is refused
/// with exit code 2, its words in each language and its id in `--json`.
#[track_caller]
fn refused_with_ids(cases: &[(&[&str], &str, &str, &str)]) {
    for (args, id, zh_words, en_words) in cases {
        let (code, _, err) = zh(args, "");
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(zh_words), "{args:?}: {err}");
        let (_, _, en) = run(args, "");
        assert!(en.contains(en_words), "{args:?}: {en}");
        let (_, json, _) = zh(&[args, &["--json"][..]].concat(), "");
        assert!(
            json.contains(&format!("\"id\": \"{id}\"")),
            "{args:?}: {json}"
        );
    }
}

/// A rules script that does not parse: the frame (which file, where, a syntax error) in
/// Chinese; what Rhai says stays as Rhai says it.
#[test]
fn a_script_error_is_framed_in_chinese() {
    let dir = scratch();
    let script = dir.join("broken.rhai");
    std::fs::write(&script, "fn moves(p) {\n").unwrap();
    let path = script.to_str().unwrap();
    let (code, _, err) = zh(&["solve", path], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("：语法错误："), "{err}");
    let (_, _, en) = run(&["solve", path], "");
    assert!(en.contains(": syntax error: "), "{en}");
    // A value boyi cannot use: the frame (which file, which call, what came back) and what
    // was expected, boyi-script's typed reason, in Chinese.
    let script = dir.join("five.rhai");
    std::fs::write(&script, "fn start() { 3 }\nfn moves(p) { 5 }\n").unwrap();
    let path = script.to_str().unwrap();
    let (code, _, err) = zh(&["solve", path], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("：moves(3) 返回了 i64 `5`；它必须返回局面的数组"),
        "{err}"
    );
    no_english(&err.replace(path, "·"), &[]);
    let (_, _, en) = run(&["solve", path], "");
    assert!(
        en.contains(": moves(3) returned i64 `5`, but it must"),
        "{en}"
    );
}

/// What boyi-script refuses in a script, its parameters or what it returns: each kind of
/// reason in Chinese without English, under the reason's own id in `--json`, and in English
/// as before.
#[test]
fn a_scripts_reasons_in_chinese() {
    let dir = scratch();
    let stones = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/scripts/stones.rhai"
    );
    // (the script, the arguments after it, the id, the Chinese words, the English words)
    let cases: [(&str, &[&str], &str, &str, &str); 9] = [
        (
            "fn moves(n) { [] }\n",
            &[],
            "script-no-start",
            "规则脚本必须定义返回起点局面的 `fn start()`",
            "a rules script must define `fn start()`",
        ),
        (
            "fn start() { 0 }\n",
            &[],
            "script-no-moves",
            "规则脚本必须定义 `fn moves(pos)`",
            "a rules script must define `fn moves(pos)`",
        ),
        (
            "fn start() { 0 }\nfn left_moves(n) { [] }\n",
            &[],
            "script-left-without-right",
            "脚本定义了 `left_moves` 却没有定义 `right_moves`",
            "the script defines `left_moves` but not `right_moves`",
        ),
        (
            "fn start() { 0 }\nfn moves(n) { [] }\nfn draw(a, b) { \"\" }\n",
            &[],
            "script-takes-one-parameter",
            "`draw` 必须恰好带一个参数，即局面（它带了 2 个）",
            "`draw` must take one parameter, the position (it takes 2)",
        ),
        (
            "fn start() { 0 }\nfn moves(n) { [1.5] }\n",
            &[],
            "error-script-bad-value",
            "moves(0) 返回了 第 0 个元素为 f64 `1.5` 的数组；局面不能是浮点数（f64）",
            "moves(0) returned an array whose element 0 is f64 `1.5`, but a position cannot be a floating-point number (f64)",
        ),
        (
            "fn start() { 0 }\nfn moves(n) { [] }\nfn terminal(n) { \"maybe\" }\n",
            &[],
            "error-script-bad-value",
            "terminal(0) 返回了 字符串 \"maybe\"；它必须在对局继续时返回 ()",
            "terminal(0) returned the string \"maybe\", but it must return ()",
        ),
        (
            "fn board() { \"..|.\" }\nfn pieces() { [[[0, 0], [0, 1]]] }\n",
            &[],
            "script-board",
            "board()：第 2 行有 1 格，而第 1 行有 2 格",
            "board(): row 2 has 1 cells where row 1 has 2",
        ),
        (
            "fn board() { rect(3, 2) }\nfn pieces() { [#{cells: [[0, 0]], colour: 1}] }\n",
            &[],
            "script-piece",
            "pieces()：第 1 块（",
            "pieces(): piece 1 (",
        ),
        (
            "",
            &["nosuch=3"],
            "script-unknown-parameter",
            "脚本没有参数 `nosuch`；它的参数有：",
            "the script has no parameter `nosuch`; its parameters are: ",
        ),
    ];
    for (i, (text, rest, id, zh_words, en_words)) in cases.into_iter().enumerate() {
        let path = if text.is_empty() {
            stones.to_string()
        } else {
            let script = dir.join(format!("reason-{i}.rhai"));
            std::fs::write(&script, text).unwrap();
            script.to_str().unwrap().to_string()
        };
        let args = [&["solve", path.as_str()][..], rest].concat();
        let (code, _, err) = zh(&args, "");
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(zh_words), "{args:?}: {err}");
        no_english(
            &err.replace(&path, "·"),
            &[
                "board()", "pieces()", "cells", "turns", "colour", "f64", "i64",
            ],
        );
        let (_, _, en) = run(&args, "");
        assert!(en.contains(en_words), "{args:?}: {en}");
        let (_, json, _) = zh(&[&args[..], &["--json"]].concat(), "");
        assert!(
            json.contains(&format!("\"id\": \"{id}\"")),
            "{args:?}: {json}"
        );
    }
    // A position given as text: what Rhai says of it stays its words.
    let (_, _, err) = zh(&["query", stones, "1.5"], "");
    assert!(
        err.contains("`1.5` 不是局面：局面不能是浮点数（f64）"),
        "{err}"
    );
    let (_, _, err) = zh(&["query", stones, "[1, 2"], "");
    assert!(err.contains("无法读取局面 `[1, 2`："), "{err}");
}

/// clap's own errors (a missing argument, an unknown verb, an unknown option) in Chinese,
/// laid out as clap lays them out; English is clap's.
#[test]
fn clap_errors_in_chinese() {
    let (code, _, err) = zh(&["solve"], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.starts_with("错误：缺少以下必需的参数：\n  <GAME>...\n\n用法：boyi solve "),
        "{err}"
    );
    assert!(err.ends_with("\n\n更多信息请用 '--help'。\n"), "{err}");
    no_english(&err, &["boyi solve"]);
    let (code, _, en) = run(&["solve"], "");
    assert_eq!(code, Some(2));
    assert!(
        en.starts_with(
            "error: the following required arguments were not provided:\n  <GAME>...\n\nUsage: boyi solve "
        ),
        "{en}"
    );
    assert!(
        en.ends_with("\n\nFor more information, try '--help'.\n"),
        "{en}"
    );
    let (code, _, err) = zh(&["solv", "nim", "3"], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("无法识别的子命令 'solv'"), "{err}");
    assert!(err.contains("提示：有相近的子命令：'solve'"), "{err}");
    let (code, _, err) = zh(&["--frobnicate", "solve", "nim", "3"], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("意外的参数 '--frobnicate'"), "{err}");
    no_english(&err, &["boyi"]);
}

/// A directory of this file's own, for the files its tests write.
fn scratch() -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("zh-messages");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The engine's rarer errors, each a message of the catalogue: in Chinese without English,
/// in English as they were.
#[test]
fn rarer_engine_errors_in_chinese() {
    refused_in_both(&[
        (
            &["solve", "nim", "3", "+"][..],
            "`+` 必须位于两个游戏之间，如 `nim 3 + 0.77 5`",
            "a `+` must stand between two games, as in `nim 3 + 0.77 5`",
        ),
        (
            &["solve", "nim", "3", "+", "pie", "1", "2"],
            "`pie 1 2` 不能作为和的一部分：和由公平游戏组成",
            "`pie 1 2` cannot be part of a sum: sums are of impartial games",
        ),
        (
            &["strategy", "nim", "1", "1"],
            "在 [1, 1] 轮到走的一方必败：只有必胜态才有必胜策略",
            "the player to move loses at [1, 1]: only a won position has a winning strategy",
        ),
    ]);
}

/// A game-graph file that cannot be read: which file, where and what is wrong there
/// (boyi-format's typed reason) in Chinese, under the reason's id; and a directory named as a
/// game file.
#[test]
fn a_game_file_error_is_framed_in_chinese() {
    // (the file, the id, the Chinese words, the English words)
    let cases = [
        (
            "a -> b\nb ->\nzz = maybe\n",
            "graph-final-value-expected",
            "：第 3 行第 6 列：`=` 之后应为终局值：`win`、`loss`、`draw` 或 `score N`（N 为整数）",
            ": line 3, column 6: expected a final value after `=`: `win`, `loss`, `draw` or `score N` (N an integer)",
        ),
        (
            "a ->\na -> a\n",
            "graph-defined-twice",
            "：第 2 行第 1 列：局面 `a` 定义了两次",
            ": line 2, column 1: position `a` is defined twice",
        ),
        (
            "a -> b\n",
            "graph-unknown-move",
            "：第 1 行第 6 列：着法走到了未知局面 `b`",
            ": line 1, column 6: move to unknown position `b`",
        ),
        (
            "hello world\n",
            "graph-unrecognized",
            "：第 1 行第 1 列：无法读取 `hello world`：应为 `NAME -> MOVES...`",
            ": line 1, column 1: cannot read `hello world`: expected `NAME -> MOVES...`",
        ),
        (
            "a ->\nconvention weird\n",
            "graph-convention-expected",
            "：第 2 行第 1 列：应为 `convention normal` 或 `convention misere`",
            ": line 2, column 1: expected `convention normal` or `convention misere`",
        ),
    ];
    for (i, (text, id, zh_words, en_words)) in cases.into_iter().enumerate() {
        let file = scratch().join(format!("bad-{i}.txt"));
        std::fs::write(&file, text).unwrap();
        let path = file.to_str().unwrap();
        let (code, _, err) = zh(&["solve", path], "");
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(&format!("{path}{zh_words}")), "{err}");
        no_english(&err.replace(path, "·"), &[]);
        let (_, _, en) = run(&["solve", path], "");
        assert!(en.contains(&format!("{path}{en_words}")), "{en}");
        let (_, json, _) = zh(&["solve", path, "--json"], "");
        assert!(json.contains(&format!("\"id\": \"{id}\"")), "{json}");
    }
    // A JSON file: what serde_json says is worded from the catalogue too, its id the reason's.
    let file = scratch().join("bad.json");
    std::fs::write(&file, "{\n\"positions\": [}").unwrap();
    let path = file.to_str().unwrap();
    let (_, json, _) = zh(&["solve", path, "--json"], "");
    assert!(json.contains("\"id\": \"json-expected-value\""), "{json}");
    assert!(json.contains("第 2 行第 15 列：应为一个值"), "{json}");
    let dir = scratch().join("a-directory.txt");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.to_str().unwrap();
    let (code, _, err) = zh(&["solve", path], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("是一个目录，不是游戏文件"), "{err}");
    no_english(&err.replace(path, "·"), &[]);
    let (_, _, en) = run(&["solve", path], "");
    assert!(
        en.contains(&format!("{path} is a directory, not a game file")),
        "{en}"
    );
}

/// The command line's own refusals: `--memory` to a verb that explores no game, two words
/// for `judge` that are not two, standard input that cannot be read (a directory).
#[test]
fn the_command_lines_refusals_in_chinese() {
    refused_in_both(&[
        (
            &["value", "--memory", "10", "*"][..],
            "boyi: 错误：--memory 不适用于 `boyi value`：它不探索游戏",
            "boyi: error: --memory does not apply to `boyi value`: it explores no game",
        ),
        (
            &["judge", "nim", "--words", "ab"],
            "--words 需要以逗号分隔的两个词，如 `Yes,No`，而不是 `ab`",
            "--words takes two words separated by a comma, as `Yes,No`, not `ab`",
        ),
    ]);
    // A directory opens as a file, and its read fails: standard input that cannot be read.
    let dir = scratch();
    let from_dir = |lang: &str| {
        let o = std::process::Command::new(assert_cmd::cargo::cargo_bin("boyi"))
            .args(["--lang", lang, "solve", "nim", "-"])
            .stdin(std::fs::File::open(&dir).unwrap())
            .output()
            .unwrap();
        (o.status.code(), String::from_utf8(o.stderr).unwrap())
    };
    let (code, err) = from_dir("zh");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("无法读取标准输入：这是一个目录"), "{err}");
    no_english(&err, &[]);
    let (_, en) = from_dir("en");
    assert!(
        en.contains("cannot read standard input: Is a directory"),
        "{en}"
    );
}

/// A value boyi-cgt cannot read: where and why in Chinese, boyi-cgt's typed reason.
#[test]
fn a_values_reason_in_chinese() {
    refused_in_both(&[
        (
            &["value", "{1|"][..],
            "`{1|`：不是 CGSuite 记法中的值（第 1 个字符处：这个 `{` 没有闭合）",
            "`{1|`: not a value in CGSuite's notation, at character 1: this `{` is never closed",
        ),
        (
            &["value", "3/5"],
            "第 1 个字符处：`3/5` 不是二进分数：分母必须是 2 的幂",
            "at character 1: `3/5` is not a dyadic rational: the denominator must be a power of two",
        ),
        (
            &["value", "{1|2||3||4}"],
            "第 10 个字符处：同一层有两段 2 条竖线",
            "at character 10: two runs of 2 bars at the same level",
        ),
    ]);
}

/// What the contest solvers refuse, and a parameter a game cannot use: the reason in Chinese.
#[test]
fn contest_reasons_in_chinese() {
    refused_in_both(&[
        (
            &["solve", "pirates", "5", "100", "--threshold", "3/2"][..],
            "门槛 `3/2` 不对：请写成票数的分数",
            "bad threshold `3/2`: write a fraction of the votes",
        ),
        (
            &["solve", "pie", "1", "99999999999"],
            "第 2 块的大小是 99999999999；支持的大小至多为 4294967296",
            "slice 2 has size 99999999999; sizes up to 4294967296 are supported",
        ),
        (
            &["solve", "absolute", "--a", "1,2", "--b", "3"],
            "两个序列必须等长且非空（a 有 2 个数，b 有 1 个）",
            "the two sequences must be equally long and not empty (a has 2 numbers, b has 1)",
        ),
    ]);
    // The parameter's own description (`H (the sheet's height)`) is the catalogue's too.
    let (code, _, err) = zh(&["solve", "cutting", "2", "1"], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("H（纸的高）"), "{err}");
    assert!(
        err.contains("2 × 1 的纸无法开局：两边都必须至少为 2（从 1 × k 的纸条上"),
        "{err}"
    );
    let (_, _, en) = run(&["solve", "cutting", "2", "1"], "");
    assert!(
        en.contains("H (the sheet's height): a 2 × 1 sheet cannot be played: both sides must"),
        "{en}"
    );
}

/// An option's value its parser refuses (a number clap reads, `--endless`, `--method` of a
/// heap game's `sequence`): the reason in Chinese too.
#[test]
fn an_options_refused_value_in_chinese() {
    for (args, words) in [
        (
            &["solve", "nim", "3", "--threads", "x"][..],
            "整数只能用数字 0-9 书写",
        ),
        (
            &["sequence", "0.77", "--upto", "99999999999999999999999"],
            "这个数对该选项太大",
        ),
        (&["solve", "nim", "3", "--memory="], "值为空，需要一个整数"),
        (
            &["solve", "nim", "3", "--endless", "foo"],
            "--endless 取 `zero`（无尽对局记 0 分",
        ),
        (
            &["sequence", "0.77", "--upto", "9", "--method", "foo"],
            "--method 取 `naive`",
        ),
    ] {
        let (code, _, err) = zh(args, "");
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(words), "{args:?}: {err}");
    }
}

/// A partizan game's position that cannot be read: boyi-games' typed reason in Chinese.
#[test]
fn a_partizan_positions_reason_in_chinese() {
    refused_in_both(&[
        (
            &["solve", "domineering", "..|."][..],
            "第 2 行有 1 格，而第 1 行有 2 格：每行必须一样长",
            "row 2 has 1 cells but row 1 has 2: every row needs the same length",
        ),
        (
            &["solve", "toads-and-frogs", "tx"],
            "第 2 格的字符 'x' 不是 `.`、`t`（蟾蜍）或 `f`（青蛙）",
            "character 'x' at square 2 is not `.`, `t` (toad) or `f` (frog)",
        ),
        (
            &["solve", "cutcake", "3y4"],
            "`3y4` 不是边长从 1 到 64 的矩形 ROWSxCOLUMNS",
            "`3y4` is not a rectangle ROWSxCOLUMNS with sides from 1 to 64",
        ),
    ]);
}

/// Why `check-strategy` rejects a strategy: the checker's typed reason, worded from the
/// catalogue by its id.
#[test]
fn a_strategys_rejection_in_chinese() {
    // Nim 1 2 without the reply at [1] (the opponent takes one of the two heaps of 1).
    let file = scratch().join("holed-strategy.json");
    let strategy = r#"{"format": "boyi-strategy", "version": 1, "game": "nim 1 2",
      "rules": {"kind": "nim", "misere": false}, "start": [1, 2], "remoteness": 3,
      "replies": [{"at": [1, 2], "play": [1, 1]}]}"#;
    std::fs::write(&file, strategy).unwrap();
    let path = file.to_str().unwrap();
    let (_, out, _) = zh(&["check-strategy", path], "");
    assert!(
        out.contains("：拒绝：在 1 没有应着，而对手可以走到那里（路线 1 2 -> 1 1 -> 1）"),
        "{out}"
    );
    no_english(&out.replace(path, "·"), &[]);
    let (_, en, _) = run(&["check-strategy", path], "");
    assert!(
        en.contains(
            ": rejected: no reply at 1, which the opponent can reach (line 1 2 -> 1 1 -> 1)"
        ),
        "{en}"
    );
}

/// What Rhai says of a broken script, for its common errors (boyi-script's typed
/// `RhaiProblem`): in Chinese inside the frame (where, which call), under the problem's own
/// id in `--json`, and in English as Rhai says it. A script's own `throw` text stays its
/// words; the names and types it uses stay as written.
#[test]
fn rhai_errors_in_chinese() {
    let dir = scratch();
    // (the script, the id, the Chinese words, the English words)
    let cases: [(&str, &str, &str, &str); 9] = [
        (
            "fn start() { 4 }\nfn moves(n) {\n    if n == 2 { return [nope]; }\n    [n - 1]\n}\n",
            "rhai-variable-not-found",
            ":3:25：moves(2) 出错：找不到变量 `nope`",
            ":3:25: error in moves(2): Variable not found: nope",
        ),
        (
            "fn start() { 4 }\nfn moves(n) { frob(n) }\n",
            "rhai-function-not-found",
            "moves(4) 出错：找不到函数 `frob (i64)`",
            "error in moves(4): Function not found: frob (i64)",
        ),
        (
            "fn start() { 4 }\nfn moves(n) { if n == 3 { throw \"no moves from three\"; } [n - 1] }\n",
            "rhai-thrown",
            "moves(3) 出错：脚本抛出错误：no moves from three",
            "error in moves(3): Runtime error: no moves from three",
        ),
        (
            "fn start() { 4 }\nfn moves(n) { let a = [1]; [a[5]] }\n",
            "rhai-array-index",
            "数组下标 5 越界：数组只有 1 个元素",
            "Array index 5 out of bounds: only 1 element in array",
        ),
        (
            "fn start() { 4 }\nfn moves(n) { [n / 0] }\n",
            "rhai-division-by-zero",
            "除以零：`4 / 0`",
            "Division by zero: 4 / 0",
        ),
        (
            "fn start() { 4 }\nfn moves(n) { loop {} }\n",
            "rhai-too-many-operations",
            "一次调用执行 1000000 步运算后被停止",
            "stopped after 1000000 operations in one call",
        ),
        (
            "fn start() { 4 }\nfn moves(n) {\n",
            "rhai-missing-token",
            ":3:1：语法错误：此处缺少 `}`，以结束这个代码块",
            ":3:1: syntax error: Expecting '}' to terminate this block",
        ),
        (
            "fn start() { 4 }\nfn moves(n) { [n - 1,, ] }\n",
            "rhai-unexpected",
            ":2:22：语法错误：意外的 `,`",
            ":2:22: syntax error: Unexpected ','",
        ),
        (
            "fn start() { 4 }\nfn moves(n) { [\"open] }\n",
            "rhai-unterminated-string",
            "语法错误：字符串缺少结尾的引号",
            "syntax error: Open string is not terminated",
        ),
    ];
    for (i, (text, id, zh_words, en_words)) in cases.into_iter().enumerate() {
        let script = dir.join(format!("rhai-{i}.rhai"));
        std::fs::write(&script, text).unwrap();
        let path = script.to_str().unwrap();
        let (code, _, err) = zh(&["solve", path], "");
        assert_eq!(code, Some(2), "{text}: {err}");
        assert!(err.contains(zh_words), "{text}: {err}");
        no_english(
            &err.replace(path, "·")
                .replace("no moves from three", "·")
                .replace("moves(", "·("),
            &[],
        );
        let (_, _, en) = run(&["solve", path], "");
        assert!(en.contains(en_words), "{text}: {en}");
        let (_, json, _) = zh(&["solve", path, "--json"], "");
        assert!(
            json.contains(&format!("\"id\": \"{id}\"")),
            "{text}: {json}"
        );
    }
    // A position given as text that Rhai cannot read: what Rhai says of it, in Chinese.
    let stones = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/scripts/stones.rhai"
    );
    let (_, _, err) = zh(&["query", stones, "nope"], "");
    assert!(
        err.contains("无法读取局面 `nope`：找不到变量 `nope`"),
        "{err}"
    );
}

/// A subtraction set or an octal (hexadecimal) code that cannot be read: boyi-games' typed
/// reason in Chinese, under its own id in `--json`, and in English as before.
#[test]
fn a_set_or_a_codes_reason_in_chinese() {
    // (the arguments, the id, the Chinese words, the English words)
    let cases: [(&[&str], &str, &str, &str); 5] = [
        (
            &["solve", "subtraction", "3,1,3", "4"],
            "set-duplicate",
            "减法集合两次含有 3；每个数只写一次",
            "the subtraction set contains 3 twice; list each number once",
        ),
        (
            &["solve", "0.8", "5"],
            "code-digit",
            "`8` 不是八进制数字",
            "`8` is not an octal digit",
        ),
        (
            &["solve", "0x0.g", "5"],
            "code-digit",
            "`g` 不是十六进制数字",
            "`g` is not a hexadecimal digit",
        ),
        (
            &["solve", "0.000", "5"],
            "code-no-move",
            "这个代码不允许任何着法",
            "the code allows no move at all",
        ),
        (
            &["solve", "0.4...", "5"],
            "code-tail",
            "只有取走数字 1、2 或 3 可以无限重复",
            "only a take-away digit 1, 2 or 3 may repeat forever",
        ),
    ];
    refused_with_ids(&cases);
}

/// A Hackenbush or Col graph string that cannot be read: where, and what is wrong, in
/// Chinese under the reason's id.
#[test]
fn a_graph_strings_reason_in_chinese() {
    refused_in_both(&[
        (
            &["solve", "hackenbush", "lr)"][..],
            "图字符串第 3 个字符处：路径之间应有 `;`",
            "graph string, character 3: expected `;` between paths",
        ),
        (
            &["solve", "col", "L-q"],
            "图字符串第 3 个字符处：此处应为一条边（-）",
            "graph string, character 3: expected an edge (-)",
        ),
    ]);
    let (_, json, _) = zh(&["solve", "hackenbush", "l:", "--json"], "");
    assert!(json.contains("\"id\": \"graph-string-end\""), "{json}");
}

/// An impartial grid game's board that cannot be read (a graph named in words, a Chomp
/// bar's rows): in Chinese, in English as before.
#[test]
fn a_grid_boards_reason_in_chinese() {
    refused_in_both(&[
        (
            &["solve", "node-kayles", "star 3"][..],
            "`star` 不是图的种类",
            "`star` is not a kind of graph",
        ),
        (
            &["solve", "node-kayles", "path 999"],
            "999 个顶点的图太大：至多 128 个",
            "a graph of 999 vertices is too large: at most 128",
        ),
        (
            &["solve", "chomp", "4,x"],
            "`x` 不是一行的长度",
            "`x` is not the length of a row",
        ),
        (
            &["solve", "chomp", "300x2"],
            "300 x 2 格的 Chomp 巧克力太大",
            "a Chomp bar of 300 x 2 squares is too large",
        ),
        (
            &["solve", "chomp", "2,3"],
            "第 2 行有 3 格，它下面一行只有 2 格",
            "row 2 has 3 squares, the row below it 2",
        ),
        (
            &["solve", "chomp", "4x20"],
            "Chomp 的行模型至多容纳 16 行",
            "Chomp's rows model holds at most 16 rows",
        ),
        (
            &["solve", "node-kayles", "edges 0-1 1-1"],
            "边 1-1 是自环",
            "the edge 1-1 is a loop",
        ),
    ]);
}

/// An m,n,k position or a Connect-Four move string that cannot be read: the frame and the
/// fault in Chinese, under the fault's id.
#[test]
fn a_board_positions_fault_in_chinese() {
    // (the arguments, the id, the Chinese words, the English words)
    let cases: [(&[&str], &str, &str, &str); 3] = [
        (
            &["query", "tictactoe", "1", "1"],
            "mnk-taken",
            "第 2 步：格子 1 已被占",
            "move 2: cell 1 is taken",
        ),
        (
            &["query", "tictactoe", "xxx/xxx/xxx"],
            "mnk-count",
            "x 先走，所以 x 的棋子与 o 一样多或多一个",
            "x moves first, so x has as many stones as o or one more",
        ),
        (
            &["query", "connect4", "--width", "4", "--height", "3", "1111"],
            "connect4-full",
            "第 1 列已满",
            "column 1 is full",
        ),
    ];
    refused_with_ids(&cases);
}

/// What a solver finds wrong at a position (boyi-core's `AtProblem`), named as the game
/// names it: in Chinese, for a graph file and for a rules script alike.
#[test]
fn a_problem_at_a_position_in_chinese() {
    let dir = scratch();
    let script = dir.join("endless.rhai");
    std::fs::write(
        &script,
        "fn start() { 0 }\nfn moves(p) { if p < 2 { [p + 1, 5] } else { [0] } }\nfn terminal(p) { if p == 5 { 1 } else { () } }\n",
    )
    .unwrap();
    let endless = "计分游戏有一个经过它的环：对局可能永不结束";
    let cases: [(&[&str], &str, &str, &str); 2] = [
        (
            &["solve", "examples/graphs/scores.txt", "--endless", "refuse"],
            "error-at-position",
            &format!("局面 `a`：{endless}"),
            "position `a`: the scoring game has a cycle through it",
        ),
        (
            &["solve", script.to_str().unwrap(), "--endless", "refuse"],
            "error-at-position",
            &format!("局面 `0`：{endless}"),
            "position `0`: the scoring game has a cycle through it",
        ),
    ];
    refused_with_ids(&cases);
}
