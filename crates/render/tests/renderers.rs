//! The renderers on small reports written by hand: what each format must hold (the text's
//! lines, DOT's nodes and edges, CSV's rows, the SVG's marks), from the report's data alone.

use boyi_core::analysis::Kind;
use boyi_core::{Convention, LoopyValue, Outcome, Terminal};
use boyi_i18n::Lang;
use boyi_render::{dot, plot, sequence, text};
use boyi_report::*;

fn value(outcome: Outcome, remoteness: u32) -> ValueReport {
    ValueReport {
        outcome,
        remoteness: Some(remoteness),
    }
}

fn mv(name: &str, to: &str, v: ValueReport, worth: Option<Worth>) -> MoveReport {
    MoveReport {
        r#move: name.into(),
        to: to.into(),
        value: v,
        worth,
    }
}

fn position(
    name: &str,
    v: ValueReport,
    worth: Option<Worth>,
    moves: Vec<MoveReport>,
) -> PositionReport {
    PositionReport {
        position: name.into(),
        drawing: Drawing::Text { text: name.into() },
        to_move: None,
        value: v,
        worth,
        final_value: None,
        best_move: moves.first().map(|m| m.r#move.clone()),
        moves,
        moves_complete: true,
        principal_variation: Vec::new(),
        source: Source::Solved,
    }
}

fn nimber(n: u32) -> Option<Worth> {
    Some(Worth::Nimber(LoopyValue::Finite(n)))
}

/// A three-position chain a -> b -> c: a won in 2, b lost in 1, c lost at once.
fn chain() -> SolveReport {
    let c = position("c", value(Outcome::Loss, 0), nimber(0), Vec::new());
    let b = position(
        "b",
        value(Outcome::Win, 1),
        nimber(1),
        vec![mv("c", "c", value(Outcome::Win, 1), nimber(0))],
    );
    let a = position(
        "a",
        value(Outcome::Loss, 2),
        nimber(0),
        vec![mv("b", "b", value(Outcome::Loss, 2), nimber(1))],
    );
    SolveReport {
        game: "chain.txt".into(),
        title: boyi_report::phrase!("title-graph", path = "chain.txt", play = "normal"),
        start: Some(a),
        positions: vec![b, c],
        details: Details::Explicit(ExplicitDetails {
            kind: Kind::Impartial,
            convention: Convention::Normal,
            positions_total: 3,
            moves_total: 2,
            counts: OutcomeCounts {
                win: 1,
                loss: 2,
                draw: 0,
            },
            sg_note: None,
            endless: None,
            starts: vec!["a".into()],
            parts: None,
            stats: StatsReport::default(),
        }),
    }
}

#[test]
fn worth_in_words_for_every_kind() {
    assert_eq!(
        text::worth(Lang::En, &Worth::Nimber(LoopyValue::Finite(3))),
        "SG *3"
    );
    assert_eq!(text::worth(Lang::En, &Worth::Score(-2)), "-2");
    let canonical = Worth::Canonical(CanonicalValue {
        value: "{1|-1}".into(),
        outcome_class: OutcomeClass::N,
        mean: Some("0".into()),
        temperature: Some("1".into()),
        stops: None,
    });
    assert_eq!(
        text::worth(Lang::En, &canonical),
        "{1|-1} (N, mean 0, temperature 1)"
    );
    let misere = Worth::Misere(MisereValue {
        genus: "0^120".into(),
        nim_value: 0,
        misere_nim_value: 1,
        tame: Some(true),
    });
    assert_eq!(text::worth(Lang::En, &misere), "genus 0^120, tame");
}

#[test]
fn a_position_s_value_and_its_moves_in_one_line_each() {
    let r = chain();
    let start = r.start.as_ref().unwrap();
    assert_eq!(text::position_value(Lang::En, start), "loss in 2, SG *0");
    assert_eq!(
        text::move_value(Lang::En, &start.moves[0]),
        "loss in 2, SG *1"
    );
    let scored = position(
        "s",
        value(Outcome::Win, 1),
        Some(Worth::Score(3)),
        Vec::new(),
    );
    assert_eq!(text::position_value(Lang::En, &scored), "value +3");
}

#[test]
fn solve_text_names_the_game_the_start_and_the_best_move() {
    let out = text::solve(Lang::En, &chain());
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "the game graph chain.txt (normal play)");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("a") && l.contains("loss in 2")),
        "{out}"
    );
    assert!(lines.iter().any(|l| l.contains("<- best")), "{out}");
}

#[test]
fn dot_has_one_node_per_position_and_one_edge_per_move() {
    let out = dot::render(&chain());
    assert!(out.starts_with("digraph game {"), "{out}");
    assert!(out.trim_end().ends_with('}'));
    let nodes: Vec<&str> = out.lines().filter(|l| l.contains("[label=")).collect();
    assert_eq!(nodes.len(), 3, "{out}");
    let edges: Vec<&str> = out.lines().filter(|l| l.contains(" -> ")).collect();
    assert_eq!(edges.len(), 2, "{out}");
    // The start is drawn with a double border; lost positions red, won green.
    let a = nodes
        .iter()
        .find(|l| l.trim_start().starts_with("\"a\""))
        .unwrap();
    assert!(a.contains("peripheries=2") && a.contains("#f29b9b"), "{a}");
    let b = nodes
        .iter()
        .find(|l| l.trim_start().starts_with("\"b\""))
        .unwrap();
    assert!(b.contains("#9be39b"), "{b}");
    // Best moves in bold.
    assert!(edges.iter().all(|e| e.contains("penwidth")), "{out}");
}

fn sequence_of(values: SequenceValues) -> SequenceReport {
    SequenceReport {
        game: "0.77".into(),
        title: boyi_report::phrase!("game-kayles"),
        parameter: "n".into(),
        from: 0,
        values,
        pattern: None,
        rules: Vec::new(),
        table: None,
        check: None,
        heap_stats: None,
        positions: None,
        shared_exploration: None,
        checkpoint: None,
    }
}

#[test]
fn csv_has_a_header_and_one_row_per_value() {
    let out = sequence::csv(&sequence_of(SequenceValues::Sg(vec![0, 1, 2, 3, 1])));
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows[0], "n,value");
    assert_eq!(&rows[1..], ["0,0", "1,1", "2,2", "3,3", "4,1"]);
    let terms = vec![
        SequenceTerm {
            n: 0,
            worth: nimber(0),
            outcome: Outcome::Loss,
        },
        SequenceTerm {
            n: 1,
            worth: None,
            outcome: Outcome::Draw,
        },
    ];
    let out = sequence::csv(&sequence_of(SequenceValues::Terms(terms)));
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows[0], "n,sg,outcome");
    assert_eq!(rows[1].split(',').next(), Some("0"));
    assert_eq!(rows[2], "1,,draw");
}

#[test]
fn svg_is_one_document_with_the_title_escaped() {
    let out = plot::svg("a < b & c", &[0, 1, 2, 0, 1, 2], Some(0));
    assert!(out.starts_with("<svg "), "{out}");
    assert_eq!(out.matches("<svg").count(), 1);
    assert!(out.trim_end().ends_with("</svg>"));
    assert!(out.contains("a &lt; b &amp; c"), "{out}");
    assert!(!out.contains("a < b"));
}

#[test]
fn a_final_position_says_it_is_final() {
    let mut p = position("end", value(Outcome::Loss, 0), None, Vec::new());
    p.final_value = Some(Terminal::Loss);
    let q = QueryReport {
        game: "g.txt end".into(),
        title: boyi_report::phrase!("title-graph", path = "g.txt", play = "normal"),
        position: p,
        database: None,
    };
    let out = text::query(Lang::En, &q);
    assert!(out.contains("end"), "{out}");
    assert!(out.contains("loss"), "{out}");
}

#[test]
fn a_title_is_worded_in_the_readers_language() {
    // The engine leaves a title as a message with its arguments; the renderer words it,
    // nested phrases first, in the language asked for (the English as the engine wrote it
    // before it had a catalogue).
    let title = boyi_report::phrase!(
        "title-heap",
        game = boyi_report::phrase!("game-bash", m = 3),
        hint = boyi_report::Phrase::empty(),
        misere = boyi_report::phrase!("title-heap-misere"),
        heaps = boyi_report::phrase!("title-heaps", heaps = "10")
    );
    assert_eq!(
        boyi_render::words(Lang::En, &title),
        "the Bash game: take 1 to 3 tokens, misère play (the player who takes the last token loses); heaps 10"
    );
    assert_eq!(
        boyi_render::words(Lang::Zh, &title),
        "巴什博弈（Bash）：每次取 1 到 3 个石子，反常规则（misère：取走最后一个石子的一方负）；各堆 10"
    );
}
