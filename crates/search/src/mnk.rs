//! m,n,k-games for the search: bitboards, threats, forced blocks, double threats and moves
//! ordered by the threats they make, for boards beyond the tablebase's reach (5 x 5 with
//! four in a row has 8.5 × 10¹¹ indices).
//!
//! The board is `boyi_games::mnk`'s: row by row from the top, one spare bit after each row,
//! so that a line never wraps from one row to the next under a shift. A position is the
//! stones of the player to move, all stones, and the ply. Its key holds both bitboards
//! exactly when they fit 64 bits together (boards of up to 31 bits, 5 x 5 among them), else
//! a hash of them; the images of a position under the board's symmetries (3 besides the
//! identity for a rectangle, 7 for a square) share the smallest of their keys.
//!
//! What [`SearchGame::expand`] proves before any search (`n` stones on the board):
//! - a move completing a line wins at ply `n + 1`;
//! - two cells where the opponent would complete a line lose at ply `n + 2`;
//! - one such cell must be taken: a forced move, played through with no node of its own;
//! - a move making two such cells of the mover's wins at ply `n + 3` (the opponent, with no
//!   line to complete, blocks one of them at most);
//! - otherwise the score lies between a loss at `n + 4` and a win at `n + 5`, and a player who
//!   cannot complete any line even with every empty cell cannot win.
//!
//! The moves left are searched in the order of the threats they make, then of the stones
//! next to them (the mover's counting more), then from the centre out.

use crate::game::{last_mover_wins_possible, win_score, Moves, SearchGame, Static};
use boyi_games::mnk::{Grid, Mnk};

/// A position: the stones of the player to move, all stones, and the ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MnkPos {
    /// Stones of the player to move.
    pub current: u64,
    /// All stones.
    pub mask: u64,
    /// Stones on the board.
    pub ply: u32,
}

/// An m,n,k-game as a [`SearchGame`].
#[derive(Clone, Debug)]
pub struct MnkSearch {
    game: Mnk,
    m: u32,
    k: u32,
    /// Bits of the board's cells.
    full: u64,
    cells: u32,
    /// Bits a bitboard spans, spare bits included: keys are exact when two fit 64 bits.
    span: u32,
    /// The shifts between neighbouring cells of a line: across, down, and both diagonals.
    directions: [u32; 4],
    /// Each cell's bit by move id (cells row by row from the top left, 0-based).
    bits: Vec<u64>,
    /// Each cell's neighbours (the eight cells around it on the board), by bit.
    neighbours: Vec<u64>,
    /// How central each cell is (by bit): higher nearer the centre.
    centrality: Vec<u8>,
    /// The board's symmetries but the identity: symmetry `i + 1` of [`SearchGame::key`].
    symmetries: Vec<Symmetry>,
}

/// A symmetry of the board, as tables: where the bits of each byte of a bitboard go, and
/// where each move goes.
#[derive(Clone, Debug)]
struct Symmetry {
    /// For each byte of a bitboard (as many as the board spans), the image of each value.
    bytes: Vec<[u64; 256]>,
    /// The move id (cell) each move id goes to.
    to: [u8; 64],
    /// The inverse of `to`.
    back: [u8; 64],
}

impl Symmetry {
    /// The image of a bitboard.
    #[inline]
    fn apply(&self, x: u64) -> u64 {
        self.bytes
            .iter()
            .enumerate()
            .fold(0, |a, (j, t)| a | t[(x >> (8 * j)) as usize & 0xff])
    }
}

impl MnkSearch {
    /// The search game of `game`.
    pub fn new(game: &Mnk) -> MnkSearch {
        let (m, n, k) = game.mnk();
        let stride = m + 1;
        let bit = |r: u32, c: u32| r * stride + c;
        let mut bits = Vec::new();
        let mut full = 0;
        for r in 0..n {
            for c in 0..m {
                bits.push(1u64 << bit(r, c));
                full |= 1u64 << bit(r, c);
            }
        }
        let mut neighbours = vec![0u64; 64];
        let mut centrality = vec![0u8; 64];
        for r in 0..n as i32 {
            for c in 0..m as i32 {
                let b = bit(r as u32, c as u32) as usize;
                for (dr, dc) in [
                    (-1, -1),
                    (-1, 0),
                    (-1, 1),
                    (0, -1),
                    (0, 1),
                    (1, -1),
                    (1, 0),
                    (1, 1),
                ] {
                    let (r2, c2) = (r + dr, c + dc);
                    if (0..n as i32).contains(&r2) && (0..m as i32).contains(&c2) {
                        neighbours[b] |= 1 << bit(r2 as u32, c2 as u32);
                    }
                }
                // Twice the distance from the centre in each direction, the larger: 0 at the
                // centre; centrality is its distance from the farthest corner's.
                let far = (m as i32 - 1).max(n as i32 - 1);
                let off = (2 * r - (n as i32 - 1))
                    .abs()
                    .max((2 * c - (m as i32 - 1)).abs());
                centrality[b] = (far - off).max(0) as u8;
            }
        }
        let symmetries = symmetries(game, &bits);
        MnkSearch {
            game: game.clone(),
            m,
            k,
            full,
            cells: m * n,
            span: stride * n,
            directions: [1, stride, stride - 1, stride + 1],
            bits,
            neighbours,
            centrality,
            symmetries,
        }
    }

    /// The board game.
    pub fn board(&self) -> &Mnk {
        &self.game
    }

    /// The cells of the board, empty or not, where `stones` would complete a line.
    #[inline]
    fn line_cells(&self, stones: u64) -> u64 {
        let k = self.k as usize;
        if k == 1 {
            return self.full;
        }
        let mut r = 0;
        // before[a]: the `a` cells before a cell along the direction hold stones; after[b]:
        // the `b` cells after it. A cell completes a line when `a + b = k - 1`.
        let mut before = [0u64; 64];
        let mut after = [0u64; 64];
        for d in self.directions {
            before[0] = !0;
            after[0] = !0;
            for a in 1..k {
                let s = a as u32 * d;
                before[a] = before[a - 1] & stones.checked_shl(s).unwrap_or(0);
                after[a] = after[a - 1] & stones.checked_shr(s).unwrap_or(0);
            }
            for a in 0..k {
                r |= before[a] & after[k - 1 - a];
            }
        }
        r & self.full
    }

    /// Whether `stones` hold a line.
    #[inline]
    fn has_line(&self, stones: u64) -> bool {
        self.directions.iter().any(|&d| {
            let mut run = stones;
            for i in 1..self.k {
                run &= stones.checked_shr(d * i).unwrap_or(0);
                if run == 0 {
                    return false;
                }
            }
            run != 0
        })
    }

    /// The key of a position in one orientation.
    #[inline]
    fn raw_key(&self, current: u64, mask: u64) -> u64 {
        if 2 * self.span < 64 {
            // Exact; never 0 (the table's empty slot).
            (current | mask << self.span) + 1
        } else {
            let h = (current ^ mask.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            (h ^ (h >> 31) ^ mask.wrapping_mul(0xff51_afd7_ed55_8ccd)).max(1)
        }
    }

    /// The position after the player to move takes the cell `mv`.
    #[inline]
    fn child(&self, p: &MnkPos, mv: u64) -> MnkPos {
        MnkPos {
            current: p.current ^ p.mask,
            mask: p.mask | mv,
            ply: p.ply + 1,
        }
    }

    /// [`SearchGame::expand`], and without `ORDER` [`SearchGame::settle`] (no move list).
    fn analyse<const ORDER: bool>(
        &self,
        p: &MnkPos,
        window: (i32, i32),
        moves: &mut Moves<MnkPos, 64>,
    ) -> Static<MnkPos> {
        let d = self.cells;
        let n = p.ply;
        if n >= d {
            return Static::Exact(0);
        }
        let empty = self.full & !p.mask;
        let opp = p.current ^ p.mask;
        if self.line_cells(p.current) & empty != 0 {
            return Static::Exact(win_score(d, n + 1));
        }
        let theirs = self.line_cells(opp) & empty;
        if theirs != 0 {
            if theirs & (theirs - 1) != 0 {
                return Static::Exact(-win_score(d, n + 2));
            }
            return Static::Forced(self.child(p, theirs));
        }
        // No win now, no loss at n + 2: a loss at n + 4 at worst, a win at n + 3 at best.
        let mut lo = if n + 4 <= d { -win_score(d, n + 4) } else { 0 };
        let mut hi = if n + 3 <= d { win_score(d, n + 3) } else { 0 };
        if hi > 0 && !self.has_line(p.current | empty) {
            hi = 0;
        }
        if lo < 0 && !self.has_line(opp | empty) {
            lo = 0;
        }
        if !ORDER || lo >= window.1 || hi <= window.0 || lo >= hi {
            return Static::Bounds { lo, hi };
        }
        // (score, bit) of each move, highest score first.
        let mut scored = [(0u32, 0u8); 64];
        let mut len = 0;
        let mut free = empty;
        while free != 0 {
            let b = free.trailing_zeros();
            let mv = 1u64 << b;
            free &= free - 1;
            let made = self.line_cells(p.current | mv) & empty & !mv;
            if made & made.wrapping_sub(1) != 0 {
                // Two cells to block at once: the opponent blocks one, the mover takes the
                // other.
                return Static::Exact(win_score(d, n + 3));
            }
            let near = self.neighbours[b as usize];
            let score = 64 * made.count_ones()
                + 4 * (near & p.current).count_ones()
                + 3 * (near & opp).count_ones()
                + self.centrality[b as usize] as u32;
            let mut i = len;
            while i > 0 && scored[i - 1].0 < score {
                scored[i] = scored[i - 1];
                i -= 1;
            }
            scored[i] = (score, b as u8);
            len += 1;
        }
        // No win at n + 3 either: at n + 5 at best.
        hi = hi.min(if n + 5 <= d { win_score(d, n + 5) } else { 0 });
        if lo >= hi || hi <= window.0 {
            return Static::Bounds { lo, hi };
        }
        for &(_, b) in &scored[..len] {
            let mv = 1u64 << b;
            moves.push(self.id_of(mv), self.child(p, mv));
        }
        Static::Bounds { lo, hi }
    }

    /// The move id (the cell, 0-based row by row) of a cell's bit.
    #[inline]
    fn id_of(&self, bit: u64) -> u8 {
        let b = bit.trailing_zeros();
        let stride = self.m + 1;
        ((b / stride) * self.m + b % stride) as u8
    }
}

/// The symmetries of `game`'s board but the identity, as tables, from the board game's own
/// bit permutations.
fn symmetries(game: &Mnk, bits: &[u64]) -> Vec<Symmetry> {
    let (m, n, _) = game.mnk();
    let span = (m + 1) * n;
    game.symmetry_permutations()
        .iter()
        .map(|perm| {
            let mut to = [0u8; 64];
            let mut back = [0u8; 64];
            for (id, &b) in bits.iter().enumerate() {
                let image = perm[b.trailing_zeros() as usize];
                let image_id = bits.iter().position(|&x| x == 1 << image).expect("a cell");
                to[id] = image_id as u8;
                back[image_id] = id as u8;
            }
            let cells: u64 = bits.iter().sum();
            let bytes = (0..span.div_ceil(8))
                .map(|j| {
                    let mut t = [0u64; 256];
                    for (v, image) in t.iter_mut().enumerate() {
                        let x = ((v as u64) << (8 * j)) & cells;
                        *image = (0..64)
                            .filter(|&b| x >> b & 1 == 1)
                            .fold(0, |a, b| a | 1 << perm[b as usize]);
                    }
                    t
                })
                .collect();
            Symmetry { bytes, to, back }
        })
        .collect()
}

impl From<Grid> for MnkPos {
    fn from(g: Grid) -> MnkPos {
        let mask = g.x | g.o;
        let ply = mask.count_ones();
        MnkPos {
            current: if ply.is_multiple_of(2) { g.x } else { g.o },
            mask,
            ply,
        }
    }
}

impl From<MnkPos> for Grid {
    fn from(p: MnkPos) -> Grid {
        let other = p.current ^ p.mask;
        if p.ply.is_multiple_of(2) {
            Grid {
                x: p.current,
                o: other,
            }
        } else {
            Grid {
                x: other,
                o: p.current,
            }
        }
    }
}

impl SearchGame for MnkSearch {
    type Pos = MnkPos;
    type MoveList = Moves<MnkPos, 64>;

    fn max_plies(&self) -> u32 {
        self.cells
    }

    fn ply(&self, p: &MnkPos) -> u32 {
        p.ply
    }

    fn key(&self, p: &MnkPos) -> (u64, u8) {
        let mut best = (self.raw_key(p.current, p.mask), 0);
        for (i, s) in self.symmetries.iter().enumerate() {
            let k = self.raw_key(s.apply(p.current), s.apply(p.mask));
            if k < best.0 {
                best = (k, i as u8 + 1);
            }
        }
        best
    }

    fn key_bits(&self) -> u32 {
        (2 * self.span + 1).min(64)
    }

    /// Three states a cell.
    fn positions_bound(&self) -> Option<u64> {
        Some(3u64.checked_pow(self.cells).unwrap_or(u64::MAX))
    }

    fn orient_move(&self, id: u8, sym: u8, back: bool) -> u8 {
        let s = &self.symmetries[sym as usize - 1];
        if back {
            s.back[id as usize]
        } else {
            s.to[id as usize]
        }
    }

    fn end_score(&self, p: &MnkPos) -> Option<i32> {
        if self.has_line(p.current ^ p.mask) {
            Some(-win_score(self.cells, p.ply))
        } else if p.mask == self.full {
            Some(0)
        } else {
            None
        }
    }

    fn legal_moves(&self, p: &MnkPos, out: &mut Vec<(u8, MnkPos)>) {
        if self.end_score(p).is_some() {
            return;
        }
        for (id, &b) in self.bits.iter().enumerate() {
            if p.mask & b == 0 {
                out.push((id as u8, self.child(p, b)));
            }
        }
    }

    fn score_possible(&self, p: &MnkPos, s: i32) -> bool {
        // The winner plays the last stone.
        last_mover_wins_possible(self.cells, p.ply, s)
    }

    fn expand(
        &self,
        p: &MnkPos,
        window: (i32, i32),
        moves: &mut Moves<MnkPos, 64>,
    ) -> Static<MnkPos> {
        self.analyse::<true>(p, window, moves)
    }

    fn settle(&self, p: &MnkPos, window: (i32, i32)) -> Static<MnkPos> {
        self.analyse::<false>(p, window, &mut Moves::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boyi_core::Game;

    #[test]
    fn line_cells_are_the_cells_that_complete_a_line() {
        for (m, n, k) in [(5, 5, 4), (4, 3, 3), (7, 6, 5), (3, 3, 2), (6, 2, 1)] {
            let game = Mnk::new(m, n, k).unwrap();
            let s = MnkSearch::new(&game);
            let mut seed = 0x2545_f491_4f6c_dd1du64;
            for _ in 0..200 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let stones = seed & s.full;
                for &b in &s.bits {
                    let completes = game.has_line(stones | b) && !game.has_line(stones & !b);
                    let says = s.line_cells(stones) & b != 0;
                    // A cell completes a line if some line through it holds k - 1 stones
                    // besides it (whether or not the stones hold a line already).
                    if completes {
                        assert!(says, "{m},{n},{k}: {stones:#x} cell {b:#x}");
                    }
                    if says {
                        assert!(game.has_line(stones | b), "{m},{n},{k}");
                    }
                }
                assert_eq!(s.has_line(stones), game.has_line(stones));
            }
        }
    }

    #[test]
    fn symmetric_images_share_a_key_and_moves_map_across() {
        for (m, n) in [(5, 4), (5, 5), (4, 4), (3, 7)] {
            let game = Mnk::new(m, n, 3).unwrap();
            let s = MnkSearch::new(&game);
            assert_eq!(s.symmetries.len(), if m == n { 7 } else { 3 });
            let p: MnkPos = game.parse("1,7,12").unwrap().into();
            let (key, sym) = s.key(&p);
            let mut kids = Vec::new();
            s.legal_moves(&p, &mut kids);
            for (i, t) in s.symmetries.iter().enumerate() {
                let q = MnkPos {
                    current: t.apply(p.current),
                    mask: t.apply(p.mask),
                    ply: p.ply,
                };
                assert_eq!(q.mask.count_ones(), 3);
                assert_eq!(s.key(&q).0, key, "{m}x{n} symmetry {}", i + 1);
                // A move and its image lead to images of one another.
                for &(id, child) in &kids {
                    let image = s.orient_move(id, i as u8 + 1, false);
                    assert_eq!(s.orient_move(image, i as u8 + 1, true), id);
                    let moved = Grid::from(q);
                    let there = game.play(&moved, image as u32).unwrap();
                    assert_eq!(MnkPos::from(there).mask, t.apply(child.mask));
                }
            }
            // The key's own orientation: the table's best move maps back to a legal move.
            if sym != 0 {
                for &(id, _) in &kids {
                    let k = s.orient_move(id, sym, false);
                    assert_eq!(s.orient_move(k, sym, true), id);
                }
            }
        }
        let game = Mnk::new(5, 4, 3).unwrap();
        let s = MnkSearch::new(&game);
        let p: MnkPos = game.parse("1,7,12").unwrap().into();
        // The mirror image: cells 5, 9, 14 (columns reversed).
        let q: MnkPos = game.parse("5,9,14").unwrap().into();
        assert_eq!(s.key(&p).0, s.key(&q).0);
        assert_eq!(s.orient_move(0, 1, false), 4);
        assert_eq!(s.orient_move(7, 1, false), 7);
        let mut kids = Vec::new();
        s.legal_moves(&p, &mut kids);
        assert_eq!(kids.len(), 17);
        for (id, k) in kids {
            assert_eq!(Grid::from(k), game.play(&Grid::from(p), id as u32).unwrap());
        }
        assert_eq!(Grid::from(p), game.parse("1,7,12").unwrap());
        assert!(game.terminal(&Grid::from(p)).is_none());
    }
}
