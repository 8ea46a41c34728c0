//! The placement game against brute force: moves listed cell by cell from the pieces'
//! coordinates, values by the mex over the whole position (no split, key or hint), on every
//! region of every box of up to 12 cells and every rectangle of up to 14.

use super::*;
use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_nimsearch::NimSolver;
use std::collections::{HashMap, HashSet};

/// Every orientation of `cells` allowed by `orientations`, turned and mirrored by
/// coordinates (a quarter turn `(r, c) -> (c, -r)` and a mirror `(r, c) -> (r, -c)`,
/// composed), each moved to the corner.
fn oriented(cells: &[(u32, u32)], orientations: Orientations) -> HashSet<Vec<(i32, i32)>> {
    let mut out = HashSet::new();
    for mirror in [false, true] {
        for turns in 0..4 {
            // Which bit of `Orientations` this is: the identity 0, the half turn 3, the
            // quarter turns 5 and 6; mirrored: 1, 2 (the mirror after a half turn), 4 and 7.
            let bit = match (mirror, turns) {
                (false, 0) => 0,
                (false, 1) => 5,
                (false, 2) => 3,
                (false, 3) => 6,
                (true, 0) => 1,
                (true, 1) => 7,
                (true, 2) => 2,
                _ => 4,
            };
            if orientations.0 >> bit & 1 == 0 {
                continue;
            }
            let mut v: Vec<(i32, i32)> = cells
                .iter()
                .map(|&(r, c)| {
                    let (mut r, mut c) = (r as i32, c as i32);
                    for _ in 0..turns {
                        (r, c) = (c, -r);
                    }
                    if mirror {
                        c = -c;
                    }
                    (r, c)
                })
                .collect();
            let r0 = v.iter().map(|x| x.0).min().unwrap();
            let c0 = v.iter().map(|x| x.1).min().unwrap();
            v.iter_mut().for_each(|x| *x = (x.0 - r0, x.1 - c0));
            v.sort();
            out.insert(v);
        }
    }
    out
}

/// The placements on the free cells `bits` of a `w × h` box, by coordinates.
fn placements(pieces: &HashSet<Vec<(i32, i32)>>, w: u32, h: u32, bits: u64) -> HashSet<u64> {
    let mut out = HashSet::new();
    for p in pieces {
        for r in 0..h as i32 {
            for c in 0..w as i32 {
                let cells: Option<u64> = p.iter().try_fold(0u64, |m, &(dr, dc)| {
                    let (rr, cc) = (r + dr, c + dc);
                    let inside = rr < h as i32 && cc < w as i32;
                    let bit = 1u64 << (rr * w as i32 + cc).clamp(0, 63);
                    (inside && bits & bit != 0).then_some(m | bit)
                });
                out.extend(cells);
            }
        }
    }
    out
}

/// The value by the mex over every move of the whole position.
fn plain(
    pieces: &HashSet<Vec<(i32, i32)>>,
    w: u32,
    h: u32,
    bits: u64,
    memo: &mut HashMap<u64, u32>,
) -> u32 {
    if let Some(&v) = memo.get(&bits) {
        return v;
    }
    let seen = placements(pieces, w, h, bits)
        .into_iter()
        .fold(0u64, |s, m| s | 1 << plain(pieces, w, h, bits ^ m, memo));
    let v = seen.trailing_ones();
    memo.insert(bits, v);
    v
}

fn check(pieces: &[Piece]) {
    let set: HashSet<Vec<(i32, i32)>> = pieces
        .iter()
        .flat_map(|p| oriented(&p.cells, p.orientations))
        .collect();
    let game = Placement::new(Shape::rectangle(1, 1).unwrap(), pieces).unwrap();
    let solver = NimSolver::new(game, &Budget::mib(32)).unwrap();
    let game = solver.game();
    let mut boxes = Vec::new();
    for w in 1..=14u32 {
        for h in 1..=14 / w {
            boxes.push((w, h));
        }
    }
    for (w, h) in boxes {
        let mut memo = HashMap::new();
        let regions: Vec<u64> = if w * h <= 12 {
            (0..1u64 << (w * h)).collect()
        } else {
            vec![low_bits(w * h)]
        };
        for bits in regions {
            let region = Shape::new(w, h, bits).unwrap();
            let mut moves = Vec::new();
            game.moves(&region, &mut moves);
            let native: HashSet<u64> = moves.iter().map(|m| bits ^ m.bits()).collect();
            assert_eq!(native.len(), moves.len(), "{region}: a move twice");
            assert_eq!(native, placements(&set, w, h, bits), "{region}");
            let expected = plain(&set, w, h, bits, &mut memo);
            let found = solver.value(&region, &Silent).unwrap();
            assert_eq!(found, expected, "{region} with {pieces:?}");
            let mut parts = Vec::new();
            game.split(&region, &mut parts);
            for p in &parts {
                assert_eq!(game.canonical(p), *p, "{region}: part {p} not canonical");
                let mut m = HashMap::new();
                let v = plain(&set, p.width(), p.height(), p.bits(), &mut m);
                match game.hint(p) {
                    PartHint::Value(x) => assert_eq!(x, v, "{p}"),
                    PartHint::NonZero => assert_ne!(v, 0, "{p}"),
                    PartHint::Unknown => {}
                }
            }
        }
    }
}

const DOMINO: [(u32, u32); 2] = [(0, 0), (0, 1)];
const STRAIGHT: [(u32, u32); 3] = [(0, 0), (0, 1), (0, 2)];
const L_TROMINO: [(u32, u32); 3] = [(0, 0), (1, 0), (1, 1)];
const L_TETROMINO: [(u32, u32); 4] = [(0, 0), (1, 0), (2, 0), (2, 1)];

#[test]
fn domino_is_cram() {
    check(&[Piece::new(&DOMINO)]);
    let cram = Placement::new(Shape::rectangle(1, 1).unwrap(), &[Piece::new(&DOMINO)]).unwrap();
    assert_eq!(cram.symmetries(), Orientations::ALL);
    let solver = NimSolver::new(cram, &Budget::mib(32)).unwrap();
    let builtin = NimSolver::new(
        super::super::cram::Cram::rectangle(1, 1).unwrap(),
        &Budget::mib(32),
    )
    .unwrap();
    for (w, h) in [(4, 4), (4, 5), (5, 5), (3, 7)] {
        let board = Shape::rectangle(w, h).unwrap();
        assert_eq!(
            solver.value(&board, &Silent).unwrap(),
            builtin.value(&board, &Silent).unwrap(),
            "{w} x {h}"
        );
    }
}

#[test]
fn straight_tromino() {
    check(&[Piece::new(&STRAIGHT)]);
}

#[test]
fn l_tromino() {
    check(&[Piece::new(&L_TROMINO)]);
}

#[test]
fn two_pieces() {
    check(&[Piece::new(&DOMINO), Piece::new(&L_TROMINO)]);
}

#[test]
fn some_orientations_only() {
    // Horizontal dominoes only: the rectangle's symmetries remain, the transposes go.
    let across = [Piece::with(&DOMINO, Orientations::NONE)];
    let g = Placement::new(Shape::rectangle(1, 1).unwrap(), &across).unwrap();
    assert_eq!(g.symmetries(), Orientations(0b1111));
    check(&across);
    // An L tetromino turned but never mirrored: the rotations remain.
    let turned = [Piece::with(&L_TETROMINO, Orientations::ROTATIONS)];
    let g = Placement::new(Shape::rectangle(1, 1).unwrap(), &turned).unwrap();
    assert_eq!(g.symmetries(), Orientations::ROTATIONS);
    check(&turned);
    // An L tromino as drawn only: no symmetry but the identity... and its diagonal mirror.
    let fixed = [Piece::with(&L_TROMINO, Orientations::NONE)];
    let g = Placement::new(Shape::rectangle(1, 1).unwrap(), &fixed).unwrap();
    assert_eq!(g.symmetries(), Orientations(1 | 1 << 7));
    check(&fixed);
}

#[test]
fn pieces_must_be_polyominoes() {
    let board = Shape::rectangle(3, 3).unwrap();
    assert!(Placement::new(board, &[]).is_err());
    assert!(Placement::new(board, &[Piece::new(&[(0, 0), (0, 2)])]).is_err());
    assert!(Placement::new(board, &[Piece::new(&[])]).is_err());
}
