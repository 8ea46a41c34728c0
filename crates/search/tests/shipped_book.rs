//! The opening book shipped with boyi (Connect-Four 7 x 6, `data/books/connect4-7x6`):
//! it opens (headers and checksums), its first moves have the values published since 1988
//! (`data/connect4-7x6-first-moves.txt`), every position before its last ply is worth the
//! best of its children, and the search without the book finds the book's values.

use boyi_core::progress::Silent;
use boyi_core::{Game, Value};
use boyi_games::connect4::Connect4;
use boyi_search::book::Book;
use boyi_search::connect4::C4;
use boyi_search::{SearchOptions, Solver};

fn book() -> (Connect4, Book<C4>) {
    let board = Connect4::new(7, 6).unwrap();
    let book = Book::shipped(&C4::new(&board))
        .expect("a book ships for 7 x 6")
        .expect("the shipped book opens: headers and checksums check");
    (board, book)
}

#[test]
fn the_shipped_book_has_the_published_first_moves() {
    let (board, book) = book();
    assert_eq!(book.plies(), 7);
    // One position per mirror pair: the start, then 4 of the 7 first moves.
    assert_eq!(&book.positions()[..2], &[1, 4]);
    let mut best = None;
    for line in include_str!("../data/connect4-7x6-first-moves.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let column: u32 = f[0].parse().unwrap();
        let end: u32 = f[2].parse().unwrap();
        // The value for the second player, to move after the first stone (ply 1).
        let value = match f[1] {
            "first" => Value::Loss(end - 1),
            "second" => Value::Win(end - 1),
            "draw" => Value::Draw,
            o => panic!("unknown outcome {o}"),
        };
        let after = board.parse(&column.to_string()).unwrap();
        assert_eq!(book.lookup(&after), Some(value), "first move {column}");
        best = best.max(Some(value.parent()));
    }
    // The start: the first player wins on ply 41.
    assert_eq!(best, Some(Value::Win(41)));
    assert_eq!(book.lookup(&board.empty()), best);
}

#[test]
fn every_earlier_position_of_the_shipped_book_is_worth_its_best_move() {
    let (board, book) = book();
    let mut frontier = vec![board.empty()];
    let mut kids = Vec::new();
    for ply in 0..book.plies() {
        let mut next = Vec::new();
        for b in &frontier {
            kids.clear();
            board.moves(b, &mut kids);
            let best = kids
                .iter()
                .map(|k| book.lookup(k).expect("every child is in the book").parent())
                .max();
            assert_eq!(book.lookup(b), best, "ply {ply}: {}", board.render(b));
            next.extend_from_slice(&kids);
        }
        next.sort();
        next.dedup();
        frontier = next;
    }
}

#[test]
fn the_search_without_the_book_finds_its_values() {
    let (board, book) = book();
    // Positions of the book's last ply that the search proves in a few seconds.
    let solver = Solver::new(
        C4::new(&board),
        SearchOptions {
            memory: 256 << 20,
            threads: 2,
            ..SearchOptions::default()
        },
    );
    for moves in CHEAP_LAST_PLY {
        let b = board.parse(moves).unwrap();
        let searched = solver.solve(b.into(), &Silent).value;
        assert_eq!(searched, book.lookup(&b), "{moves}");
    }
}

/// Chosen among 40 random positions of the ply's 27,473 for their small searches (54 K to
/// 0.8 M nodes): a win in 19 plies and one in 31, losses in 14 and 30, a draw.
const CHEAP_LAST_PLY: &[&str] = &["5413546", "6525535", "5126263", "3345434", "4546222"];
