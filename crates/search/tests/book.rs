//! Opening books: every stored value equal to the tablebase's, a cancelled build resumed to
//! the same files, and the solver answering from the book.

use boyi_core::progress::{Progress, Silent};
use boyi_core::tier::TieredGame;
use boyi_core::Game;
use boyi_games::connect4::Connect4;
use boyi_search::book::{self, Book};
use boyi_search::connect4::C4;
use boyi_search::tiered::DatabaseOracle;
use boyi_search::{SearchOptions, SearchSource, Solver};
use boyi_tablebase::Database;
use std::sync::atomic::{AtomicU64, Ordering};

fn options() -> SearchOptions {
    SearchOptions {
        memory: 16 << 20,
        threads: 2,
        ..SearchOptions::default()
    }
}

/// Every position of the book's plies, one per symmetry class, with its image.
fn positions(board: &Connect4, plies: u32) -> Vec<boyi_games::connect4::Connect4Board> {
    let mut all = vec![board.empty()];
    let mut frontier = all.clone();
    for _ in 0..plies {
        let mut next = Vec::new();
        for b in &frontier {
            if !board.is_over(b) {
                board.moves(b, &mut next);
            }
        }
        next.sort();
        next.dedup();
        all.extend(&next);
        frontier = next;
    }
    all
}

#[test]
fn a_book_holds_the_tablebase_values_and_answers_the_solver() {
    let board = Connect4::new(5, 4).unwrap();
    let db_dir = tempfile::tempdir().unwrap();
    boyi_tablebase::solve(&board, db_dir.path(), &Default::default(), &Silent).unwrap();
    let db = Database::open_for(db_dir.path(), &board).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let report = book::build(C4::new(&board), dir.path(), 7, &options(), &Silent).unwrap();
    assert_eq!(report.plies, 7);
    let book = Book::open(dir.path(), &C4::new(&board)).unwrap();
    assert_eq!(book.plies(), 7);
    // The start, then 5 moves of which 3 differ under the mirror.
    assert_eq!(&book.positions()[..2], &[1, 3]);
    for b in positions(&board, 7) {
        assert_eq!(
            book.lookup(&b),
            Some(db.lookup(&board, &b).unwrap().value()),
            "{}",
            board.render(&b)
        );
    }
    // The solver reads the book: no node searched at the start.
    let mut solver = Solver::new(C4::new(&board), options());
    solver.add_oracle(&book);
    let s = solver.solve(board.empty().into(), &Silent);
    assert_eq!(s.source, SearchSource::Oracle);
    assert_eq!(s.nodes, 0);
    assert_eq!(
        s.value,
        Some(db.lookup(&board, &board.empty()).unwrap().value())
    );
    // The same through a database oracle.
    let oracle = DatabaseOracle::new(&C4::new(&board), db).unwrap();
    assert_eq!(oracle.tiers().len() as u32, board.num_tiers());
    let mut solver = Solver::new(C4::new(&board), options());
    solver.add_oracle(&oracle);
    let p = board.parse("3322").unwrap();
    let s = solver.solve(p.into(), &Silent);
    assert_eq!(s.nodes, 0);
    assert_eq!(s.source, SearchSource::Oracle);
}

/// Cancels after a number of positions searched.
struct StopAfter(AtomicU64, u64);

impl Progress for StopAfter {
    fn advance(&self, n: u64) {
        self.0.fetch_add(n, Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed) >= self.1
    }
}

#[test]
fn a_cancelled_book_resumes_to_the_same_files() {
    let board = Connect4::new(5, 4).unwrap();
    let whole = tempfile::tempdir().unwrap();
    book::build(C4::new(&board), whole.path(), 6, &options(), &Silent).unwrap();
    let part = tempfile::tempdir().unwrap();
    // Stops after 100 of the last ply's positions.
    let stop = StopAfter(AtomicU64::new(0), 100);
    let r = book::build(C4::new(&board), part.path(), 6, &options(), &stop);
    assert!(matches!(
        r,
        Err(boyi_tablebase::TablebaseError::Core(
            boyi_core::CoreError::Cancelled
        ))
    ));
    assert!(part.path().join("tier-006.partial").exists());
    let again = book::build(C4::new(&board), part.path(), 6, &options(), &Silent).unwrap();
    assert!(again.resumed > 0, "{again:?}");
    assert_same_tiers(whole.path(), part.path(), 6);
    // A shallower book in the same directory is refused.
    assert!(book::build(C4::new(&board), part.path(), 5, &options(), &Silent).is_err());
}

#[test]
fn a_finished_book_deepens_to_the_files_of_a_deeper_one() {
    let board = Connect4::new(5, 4).unwrap();
    let deep = tempfile::tempdir().unwrap();
    book::build(C4::new(&board), deep.path(), 6, &options(), &Silent).unwrap();
    let grown = tempfile::tempdir().unwrap();
    book::build(C4::new(&board), grown.path(), 4, &options(), &Silent).unwrap();
    book::build(C4::new(&board), grown.path(), 6, &options(), &Silent).unwrap();
    assert_same_tiers(deep.path(), grown.path(), 6);
    // Deepened a ply at a time, each new ply is searched knowing its parents' values.
    let stepped = tempfile::tempdir().unwrap();
    for plies in 4..=6 {
        book::build(C4::new(&board), stepped.path(), plies, &options(), &Silent).unwrap();
    }
    assert_same_tiers(deep.path(), stepped.path(), 6);
    assert_eq!(
        Book::open(grown.path(), &C4::new(&board)).unwrap().plies(),
        6
    );
}

/// The tier files of plies 0 to `plies` of two books, byte for byte.
fn assert_same_tiers(a: &std::path::Path, b: &std::path::Path, plies: u32) {
    for t in 0..=plies {
        let name = format!("tier-{t:03}.bin");
        assert_eq!(
            std::fs::read(a.join(&name)).unwrap(),
            std::fs::read(b.join(&name)).unwrap(),
            "{name}"
        );
    }
}

/// Issue 24, item 11: a damaged book (a byte flipped in a tier, a truncated tier, a broken
/// `book.json`) is refused when opened, naming the file, and a build over it (`--resume`)
/// checks every file and rebuilds the damaged parts, to the files of an undamaged book.
#[test]
fn a_damaged_book_is_refused_and_rebuilt_by_a_resumed_build() {
    let board = Connect4::new(5, 4).unwrap();
    let good = tempfile::tempdir().unwrap();
    book::build(C4::new(&board), good.path(), 4, &options(), &Silent).unwrap();
    let flip = |p: &std::path::Path| {
        let mut b = std::fs::read(p).unwrap();
        let i = b.len() - 3;
        b[i] ^= 0x10;
        std::fs::write(p, b).unwrap();
    };
    let truncate = |p: &std::path::Path| {
        let b = std::fs::read(p).unwrap();
        std::fs::write(p, &b[..b.len() / 2]).unwrap();
    };
    type Damage<'a> = &'a dyn Fn(&std::path::Path);
    let cases: [(&str, Damage); 4] = [
        ("tier-004.bin", &flip),
        ("tier-002.bin", &flip),
        ("tier-003.bin", &truncate),
        ("book.json", &truncate),
    ];
    for (name, damage) in cases {
        let dir = tempfile::tempdir().unwrap();
        for t in 0..=4 {
            let f = format!("tier-{t:03}.bin");
            std::fs::copy(good.path().join(&f), dir.path().join(&f)).unwrap();
        }
        std::fs::copy(good.path().join("book.json"), dir.path().join("book.json")).unwrap();
        damage(&dir.path().join(name));
        let e = Book::open(dir.path(), &C4::new(&board)).err().unwrap();
        assert!(
            e.to_string().contains(name),
            "{name}: the error names the damaged file: {e}"
        );
        let r = book::build(C4::new(&board), dir.path(), 4, &options(), &Silent).unwrap();
        assert_eq!(r.repaired.len(), 1, "{name}: {:?}", r.repaired);
        assert!(r.repaired[0].contains(name), "{:?}", r.repaired);
        assert_eq!(r.searched > 0, name == "tier-004.bin", "{name}: {r:?}");
        assert_same_tiers(good.path(), dir.path(), 4);
        assert_eq!(
            Book::open(dir.path(), &C4::new(&board)).unwrap().plies(),
            4,
            "{name}"
        );
        assert!(!dir.path().join(book::LOCK).exists());
    }
}

/// Issue 24, item 12: a second build into a book being built is refused, naming the holder.
#[test]
fn a_book_being_built_is_not_built_twice() {
    let board = Connect4::new(5, 4).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let held = boyi_fs::Lock::acquire(
        &dir.path().join(book::LOCK),
        boyi_fs::Guarded::Named("the test".into()),
    )
    .unwrap();
    let e = book::build(C4::new(&board), dir.path(), 3, &options(), &Silent)
        .err()
        .unwrap();
    assert!(
        matches!(e, boyi_tablebase::TablebaseError::Locked(_)),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains(&format!("pid {}", std::process::id())),
        "{e}"
    );
    drop(held);
    book::build(C4::new(&board), dir.path(), 3, &options(), &Silent).unwrap();
}
