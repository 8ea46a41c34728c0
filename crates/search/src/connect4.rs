//! Connect-Four (and connect-K) for the search: bitboards, threats, forced moves and move
//! ordering by the threats a move makes.
//!
//! The board is `boyi_games::connect4`'s: column by column from the bottom, one spare bit on
//! top of each column. A position is the stones of the player to move, all stones, and the
//! ply. Its key is `current + mask + bottom`: each column's stones with a marker bit above the
//! highest, a one-to-one code of `width * (height + 1)` bits; the mirror image's key is the
//! columns in reverse, and the smaller of the two is the position's key, so a position and
//! its mirror image share one table entry. For four in a row, the *dead* stones (no line with
//! an empty cell can use them, whatever their colour) count as the mover's in the key, so
//! positions differing only in them share an entry too (see `dead_stones`).
//!
//! What [`SearchGame::expand`] proves before any search (`n` stones on the board, so the
//! player to move plays stone `n + 1`):
//! - a move completing a line wins at ply `n + 1`;
//! - two threats of the opponent playable at once (or one above the other... played through
//!   the forced block) lose at ply `n + 2`;
//! - the one threat of the opponent that is playable must be blocked: a forced move, played
//!   through with no node of its own, as is the only move not directly below an opponent's
//!   threat; moves directly below one are never searched (they lose at once);
//! - otherwise the score lies between a loss at `n + 4` and a win at `n + 3`, and a player
//!   who cannot complete any line even with every empty cell cannot win.
//!
//! The moves left are searched in the order of the threats they make: immediately playable
//! threats first, then all threats, the centre breaking ties.

use crate::game::{last_mover_wins_possible, win_score, Moves, SearchGame, Static};
use boyi_games::connect4::{Connect4, Connect4Board};

/// A position: the stones of the player to move, all stones, and the ply.
///
/// It also carries the cells where each player would complete a line, which the search
/// needs at every node: a child's are known to its parent (the child's player to move is the
/// parent's opponent, and the parent computed the other's to order its moves), so a position
/// made by the search has them for free, and one made from a [`Connect4Board`] computes them when
/// first asked. Equality and hashing look at the position only.
#[derive(Clone, Copy, Debug)]
pub struct Connect4Pos {
    /// Stones of the player to move.
    pub current: u64,
    /// All stones.
    pub mask: u64,
    /// Stones on the board.
    pub ply: u32,
    /// The cells of the board, empty or not, where the player to move and the opponent
    /// would complete a line; [`UNKNOWN`] when not yet computed.
    lines: [u64; 2],
    /// The position's claimeven bound (`C4::claimeven_bound` with no other bound), when its
    /// parent computed it to bound itself: [`UNKNOWN_CLAIM`] when not known.
    claim: i32,
}

/// Never a claimeven bound (those are `i32::MAX`, a draw or the latest loss).
const UNKNOWN_CLAIM: i32 = i32::MIN;

/// Never a set of cells of the board: the spare bit on top of each column is in no line.
const UNKNOWN: u64 = u64::MAX;

impl Connect4Pos {
    /// The position with these stones.
    pub fn new(current: u64, mask: u64, ply: u32) -> Connect4Pos {
        Connect4Pos {
            current,
            mask,
            ply,
            lines: [UNKNOWN; 2],
            claim: UNKNOWN_CLAIM,
        }
    }
}

impl PartialEq for Connect4Pos {
    fn eq(&self, o: &Connect4Pos) -> bool {
        (self.current, self.mask, self.ply) == (o.current, o.mask, o.ply)
    }
}

impl Eq for Connect4Pos {}

impl std::hash::Hash for Connect4Pos {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (self.current, self.mask, self.ply).hash(h)
    }
}

impl From<Connect4Board> for Connect4Pos {
    fn from(b: Connect4Board) -> Connect4Pos {
        Connect4Pos::new(b.current, b.mask, b.stones())
    }
}

impl From<Connect4Pos> for Connect4Board {
    fn from(p: Connect4Pos) -> Connect4Board {
        Connect4Board {
            current: p.current,
            mask: p.mask,
        }
    }
}

/// Connect-Four on any board that fits 64 bits, with any `k`, as a [`SearchGame`].
#[derive(Clone, Debug)]
pub struct C4 {
    game: Connect4,
    width: u32,
    height: u32,
    k: u32,
    /// Whether the unrolled four-in-a-row threat code applies (its shifts fit 64 bits).
    four: bool,
    bottom: u64,
    full: u64,
    cells: u32,
    /// Columns from the centre out, with their cells: the order moves are tried in when
    /// nothing else decides.
    order: Vec<(u8, u64)>,
    /// The cells of even rows (counted from 1 at the bottom), when the height is even: the
    /// cells the second player of a pair of moves can claim (see `claimeven_bound`).
    evens: Option<u64>,
    /// For each direction of lines (up, right, down-right, up-right: shifts 1, h + 1, h and
    /// h + 2), the cells no line of that direction passes through (four in a row only).
    lonely: [u64; 4],
    /// For `mirror_bits`: the middle column's cells (odd widths), and for each column `c` of
    /// the left half its cells and the shift taking them to column `width - 1 - c`.
    mirror_centre: u64,
    mirror_pairs: [(u64, u32); 16],
    /// The height the search is compiled for as a constant (see [`C4::h`]): boards of
    /// height 5, 6 or 7 with four in a row (the 7x6 board's width too); 0 for the others.
    shape: u32,
}

impl C4 {
    /// The search game of `game`.
    pub fn new(game: &Connect4) -> C4 {
        let (width, height) = (game.width(), game.height());
        let h1 = height + 1;
        let bottom = (0..width).map(|c| 1u64 << (c * h1)).sum();
        let mut order: Vec<u8> = (0..width as u8).collect();
        // Centre first; of two columns as close to the centre, the left one.
        order.sort_by_key(|&c| ((2 * c as i32 + 1 - width as i32).abs(), c));
        let order = order
            .into_iter()
            .map(|c| (c, ((1u64 << height) - 1) << (c as u32 * h1)))
            .collect();
        let column = |c: u32| ((1u64 << h1) - 1) << (c * h1);
        let mut mirror_pairs = [(0, 0); 16];
        for (c, pair) in mirror_pairs.iter_mut().enumerate().take(width as usize / 2) {
            let c = c as u32;
            *pair = (column(c), (width - 1 - 2 * c) * h1);
        }
        C4 {
            mirror_centre: if width % 2 == 1 { column(width / 2) } else { 0 },
            mirror_pairs,
            shape: if game.k() == 4 && (5..=7).contains(&height) {
                height
            } else {
                0
            },
            game: game.clone(),
            width,
            height,
            k: game.k(),
            four: game.k() == 4 && 3 * (height + 2) < 64,
            bottom,
            full: game.full_mask(),
            cells: width * height,
            order,
            evens: (height % 2 == 0).then(|| {
                let col: u64 = (0..height).filter(|r| r % 2 == 1).map(|r| 1u64 << r).sum();
                (0..width).map(|c| col << (c * h1)).sum()
            }),
            lonely: [1, h1, height, height + 2].map(|d| {
                let full = game.full_mask();
                let shr = |x: u64, s: u32| x.checked_shr(s).unwrap_or(0);
                let shl = |x: u64, s: u32| x.checked_shl(s).unwrap_or(0);
                let starts = (0..4).fold(full, |a, i| a & shr(full, i * d));
                let cells = (0..4).fold(0, |a, i| a | shl(starts, i * d));
                full & !cells
            }),
        }
    }

    /// The stones no line with an empty cell can use whatever their colour, counted as the
    /// mover's in the key (*dead* stones, as c4 has them; four in a row only).
    ///
    /// The value of a position depends only on its empty cells and, for each line of four
    /// cells with an empty cell, whether its stones are of one player (and whose) or of
    /// both. A stone is dead if, in each direction, every line through it with an empty
    /// cell holds stones of both players among its other cells: an empty cell two cells
    /// away or nearer is never allowed, and one three away only if the two stones between
    /// are of different players. Those two stones are next to an empty cell or one away, so
    /// never dead themselves: recolouring all dead stones keeps every such line of both
    /// colours, and the recoloured position (the key) has the position's value.
    #[inline]
    fn dead_stones<const H: u32>(&self, p: &Connect4Pos) -> u64 {
        if !self.four {
            return 0;
        }
        let (cur, opp) = (p.current, p.current ^ p.mask);
        let empty = self.full & !p.mask;
        let mut dead = p.mask;
        let h = self.h::<H>();
        for (&d, &lonely) in [1, h + 1, h, h + 2].iter().zip(&self.lonely) {
            let near1 = p.mask & ((empty << d) | (empty >> d));
            let near2 = p.mask & ((near1 << d) | (near1 >> d));
            let pairs = (cur & (cur >> d)) | (opp & (opp >> d));
            let far =
                ((pairs >> d) & (empty >> (3 * d))) | ((pairs << (2 * d)) & (empty << (3 * d)));
            dead &= !(near1 | near2 | far) | lonely;
            if dead == 0 {
                break;
            }
        }
        dead
    }

    /// An upper bound of the score from the opponent playing *claimeven*: on a board of even
    /// height with an even number of stones, the opponent answers a move in a column by
    /// playing on top of it, and a move on top of one of the columns holding an odd number of
    /// stones by playing on top of another such column (there is an even number of them). So
    /// the player to move only ever gets odd cells or cells playable now, and the opponent
    /// all other even cells. If the player's cells hold no line, the player cannot win; if
    /// moreover the opponent's hold one, the player loses (at the last ply at the latest).
    #[inline(always)]
    fn claimeven_bound<const H: u32>(&self, p: &Connect4Pos, possible: u64, hi: i32) -> i32 {
        if p.claim != UNKNOWN_CLAIM {
            return hi.min(p.claim);
        }
        let Some(evens) = self.evens else { return hi };
        if p.ply % 2 == 1 || hi < 0 {
            return hi;
        }
        let empty = self.full & !p.mask;
        let claimed = empty & evens & !possible;
        let player = p.current | (empty & !claimed);
        if self.has_line::<H>(player) {
            return hi;
        }
        if self.has_line::<H>((p.current ^ p.mask) | claimed) {
            hi.min(-win_score(self.cells, self.cells))
        } else {
            hi.min(0)
        }
    }

    /// The board game.
    pub fn board(&self) -> &Connect4 {
        &self.game
    }

    /// The position after a list of 0-based columns (no check that play goes on).
    pub fn play_column(&self, p: &Connect4Pos, col: u32) -> Option<Connect4Pos> {
        let b = self.game.play(&Connect4Board::from(*p), col)?;
        Some(Connect4Pos::new(b.current, b.mask, p.ply + 1))
    }

    /// The empty cells where `stones` would complete a line (whether playable now or not).
    #[inline]
    pub fn threats(&self, stones: u64, mask: u64) -> u64 {
        self.line_cells::<0>(stones) & !mask
    }

    /// The cells of the board, empty or not, where `stones` would complete a line.
    #[inline]
    fn line_cells<const H: u32>(&self, stones: u64) -> u64 {
        let t = if self.four {
            self.threats4::<H>(stones)
        } else {
            self.threats_k(stones)
        };
        t & self.full
    }

    /// The cells where the player to move and the opponent would complete a line.
    #[inline(always)]
    fn lines<const H: u32>(&self, p: &Connect4Pos) -> [u64; 2] {
        if p.lines[0] != UNKNOWN {
            return p.lines;
        }
        [
            self.line_cells::<H>(p.current),
            self.line_cells::<H>(p.current ^ p.mask),
        ]
    }

    #[inline(always)]
    fn threats4<const H: u32>(&self, p: u64) -> u64 {
        // Vertical: three stones right below.
        let mut r = (p << 1) & (p << 2) & (p << 3);
        let h = self.h::<H>();
        for d in [h + 1, h, h + 2] {
            // Two stones on each side of a cell, then every way of three around it.
            let below = (p << d) & (p << (2 * d));
            let above = (p >> d) & (p >> (2 * d));
            r |= below & (p << (3 * d));
            r |= below & (p >> d);
            r |= above & (p << d);
            r |= above & (p >> (3 * d));
        }
        r
    }

    fn threats_k(&self, p: u64) -> u64 {
        let k = self.k;
        if k == 1 {
            return !0;
        }
        let shl = |x: u64, s: u32| x.checked_shl(s).unwrap_or(0);
        let shr = |x: u64, s: u32| x.checked_shr(s).unwrap_or(0);
        let mut r = 0;
        for (i, d) in [1, self.height + 1, self.height, self.height + 2]
            .into_iter()
            .enumerate()
        {
            // below[a]: the `a` cells before the cell along `d` are stones; above[b]: the `b`
            // cells after it. A threat has `a + b = k - 1`.
            let mut below = vec![!0u64; k as usize];
            let mut above = vec![!0u64; k as usize];
            for a in 1..k as usize {
                below[a] = below[a - 1] & shl(p, a as u32 * d);
                above[a] = above[a - 1] & shr(p, a as u32 * d);
            }
            if i == 0 {
                // Vertically the cells above an empty cell are empty.
                r |= below[k as usize - 1];
            } else {
                for a in 0..k as usize {
                    r |= below[a] & above[k as usize - 1 - a];
                }
            }
        }
        r
    }

    /// Whether `stones` hold a line: for four in a row unrolled and inlined here (the
    /// board's general test loops over `k` and is a call away; it was 8 % of a search).
    #[inline(always)]
    fn has_line<const H: u32>(&self, s: u64) -> bool {
        if !self.four {
            return self.game.has_line(s);
        }
        let h = self.h::<H>();
        let line = |d: u32| {
            let m = s & (s >> d);
            m & (m >> (2 * d))
        };
        (line(1) | line(h) | line(h + 1) | line(h + 2)) != 0
    }

    /// The key of a position's own orientation.
    #[inline(always)]
    fn raw_key<const W: u32, const H: u32>(&self, p: &Connect4Pos) -> u64 {
        (p.current | self.dead_stones::<H>(p)) + p.mask + self.bottom
    }

    /// The key of a position: its own orientation's or its mirror image's, the smaller.
    #[inline(always)]
    fn key_of<const W: u32, const H: u32>(&self, p: &Connect4Pos) -> (u64, u8) {
        let k = self.raw_key::<W, H>(p);
        let m = self.mirror_bits::<W>(k);
        if m < k {
            (m, 1)
        } else {
            (k, 0)
        }
    }

    /// The board's height: `H`, a constant the compiler folds into the shifts, for the
    /// boards the search is compiled for, else (`H = 0`) the field. Shifts by constants
    /// measured 10-15 % faster than by a register on 7x6.
    #[inline(always)]
    fn h<const H: u32>(&self) -> u32 {
        if H > 0 {
            H
        } else {
            self.height
        }
    }

    /// The board's width, as [`C4::h`] its height.
    #[inline(always)]
    fn w<const W: u32>(&self) -> u32 {
        if W > 0 {
            W
        } else {
            self.width
        }
    }

    /// The columns in reverse: the centre column (if any) stays, and each column of the left
    /// half swaps with its mirror column, both moving by one shift (half the loop and no
    /// variable mask of the column-by-column way).
    #[inline(always)]
    fn mirror_bits<const W: u32>(&self, x: u64) -> u64 {
        let mut out = x & self.mirror_centre;
        for &(left, shift) in &self.mirror_pairs[..self.w::<W>() as usize / 2] {
            let right = left << shift;
            out |= ((x & left) << shift) | ((x & right) >> shift);
        }
        out
    }

    /// The position after the player to move plays `mv`, given the cells where each player
    /// completes a line before it, and those where the mover does after it if known.
    #[inline(always)]
    fn child<const H: u32>(
        &self,
        p: &Connect4Pos,
        mv: u64,
        lines: [u64; 2],
        after: Option<u64>,
        claim: i32,
    ) -> Connect4Pos {
        let after = after.unwrap_or_else(|| self.line_cells::<H>(p.current | mv));
        Connect4Pos {
            current: p.current ^ p.mask,
            mask: p.mask | mv,
            ply: p.ply + 1,
            lines: [lines[1], after],
            claim,
        }
    }
}

impl SearchGame for C4 {
    type Pos = Connect4Pos;
    /// Boards fit 64 bits, so at most 32 columns.
    type MoveList = Moves<Connect4Pos, 32>;

    fn max_plies(&self) -> u32 {
        self.cells
    }

    #[inline]
    fn ply(&self, p: &Connect4Pos) -> u32 {
        p.ply
    }

    #[inline]
    fn key(&self, p: &Connect4Pos) -> (u64, u8) {
        match self.shape {
            6 if self.width == 7 => self.key_of::<7, 6>(p),
            5 => self.key_of::<0, 5>(p),
            6 => self.key_of::<0, 6>(p),
            7 => self.key_of::<0, 7>(p),
            _ => self.key_of::<0, 0>(p),
        }
    }

    fn key_bits(&self) -> u32 {
        self.width * (self.height + 1)
    }

    /// The column heights summing to `n`, times the ways to colour `n` stones half and half,
    /// summed over `n` (saturating).
    fn positions_bound(&self) -> Option<u64> {
        let mut heights = vec![1u128];
        for _ in 0..self.width {
            let mut next = vec![0u128; heights.len() + self.height as usize];
            for (n, &v) in heights.iter().enumerate() {
                for h in 0..=self.height as usize {
                    next[n + h] = next[n + h].saturating_add(v);
                }
            }
            heights = next;
        }
        let choose =
            |n: u128, k: u128| (0..k).fold(1u128, |c, i| c.saturating_mul(n - i) / (i + 1));
        let total = heights.iter().enumerate().fold(0u128, |t, (n, &v)| {
            t.saturating_add(v.saturating_mul(choose(n as u128, n as u128 / 2)))
        });
        Some(total.min(u64::MAX as u128) as u64)
    }

    /// The one symmetry (1) is the mirror image, its own inverse.
    #[inline]
    fn orient_move(&self, id: u8, _sym: u8, _back: bool) -> u8 {
        self.width as u8 - 1 - id
    }

    fn end_score(&self, p: &Connect4Pos) -> Option<i32> {
        if self.game.has_line(p.current ^ p.mask) {
            Some(-win_score(self.cells, p.ply))
        } else if p.mask == self.full {
            Some(0)
        } else {
            None
        }
    }

    fn legal_moves(&self, p: &Connect4Pos, out: &mut Vec<(u8, Connect4Pos)>) {
        if self.end_score(p).is_some() {
            return;
        }
        for c in 0..self.width {
            if let Some(q) = self.play_column(p, c) {
                out.push((c as u8, q));
            }
        }
    }

    fn score_possible(&self, p: &Connect4Pos, s: i32) -> bool {
        // The winner plays the last stone.
        last_mover_wins_possible(self.cells, p.ply, s)
    }

    #[inline(always)]
    fn expand(
        &self,
        p: &Connect4Pos,
        window: (i32, i32),
        moves: &mut Moves<Connect4Pos, 32>,
    ) -> Static<Connect4Pos> {
        match self.shape {
            5 => self.analyse::<true, 5>(p, window, moves),
            6 => self.analyse::<true, 6>(p, window, moves),
            7 => self.analyse::<true, 7>(p, window, moves),
            _ => self.analyse::<true, 0>(p, window, moves),
        }
    }

    #[inline(always)]
    fn settle(&self, p: &Connect4Pos, window: (i32, i32)) -> Static<Connect4Pos> {
        let mut none = Moves::default();
        match self.shape {
            5 => self.analyse::<false, 5>(p, window, &mut none),
            6 => self.analyse::<false, 6>(p, window, &mut none),
            7 => self.analyse::<false, 7>(p, window, &mut none),
            _ => self.analyse::<false, 0>(p, window, &mut none),
        }
    }
}

impl C4 {
    /// [`SearchGame::expand`], and without `ORDER` [`SearchGame::settle`]: no move list,
    /// no look at the moves' threats.
    #[inline(always)]
    fn analyse<const ORDER: bool, const H: u32>(
        &self,
        p: &Connect4Pos,
        window: (i32, i32),
        moves: &mut Moves<Connect4Pos, 32>,
    ) -> Static<Connect4Pos> {
        let d = self.cells;
        let n = p.ply;
        if n >= d {
            return Static::Exact(0);
        }
        let possible = (p.mask + self.bottom) & self.full;
        let lines = self.lines::<H>(p);
        let mine = lines[0] & !p.mask;
        if possible & mine != 0 {
            return Static::Exact(win_score(d, n + 1));
        }
        let opp_stones = p.current ^ p.mask;
        let theirs = lines[1] & !p.mask;
        let lose_now = -win_score(d, n + 2);
        let forced = possible & theirs;
        let safe = possible & !(theirs >> 1);
        if forced != 0 {
            if forced & (forced - 1) != 0 || forced & safe == 0 {
                // Two threats to block, or one whose block opens another above it.
                return Static::Exact(lose_now);
            }
            return Static::Forced(self.child::<H>(p, forced, lines, None, UNKNOWN_CLAIM));
        }
        if safe == 0 {
            return Static::Exact(lose_now);
        }
        if safe & (safe - 1) == 0 {
            return Static::Forced(self.child::<H>(p, safe, lines, None, UNKNOWN_CLAIM));
        }
        // No win now, no loss at n + 2: a loss at n + 4 at worst, a win at n + 3 at best.
        let mut lo = if n + 4 <= d { -win_score(d, n + 4) } else { 0 };
        let mut hi = if n + 3 <= d { win_score(d, n + 3) } else { 0 };
        let empty = self.full & !p.mask;
        if hi > 0 && !self.has_line::<H>(p.current | empty) {
            hi = 0;
        }
        if lo < 0 && !self.has_line::<H>(opp_stones | empty) {
            lo = 0;
        }
        hi = self.claimeven_bound::<H>(p, possible, hi);
        if !ORDER || lo >= window.1 || hi <= window.0 || lo >= hi {
            return Static::Bounds { lo, hi };
        }
        // Order: the threats a move makes that can still win (not right above one of the
        // opponent's), those one stone above a playable cell counting half again; the
        // centre breaks ties through the stable insertion. (Measured on c4's test positions:
        // 10-27 % fewer nodes than also weighing the threats two stones up, as c4 does.) On the way, a move leaving the
        // opponent two threats to block (or one whose block opens another) wins at n + 3.
        // (score, index in `order`) packed in 16 bits: a small array, since a node must not
        // spend its time clearing a large one on the stack.
        let mut scored = [0u16; 32];
        // The cells where the mover completes a line after each move, by index in `order`:
        // the child's; and each child's claimeven bound when computed here, the child's too.
        let mut after_lines = [0u64; 32];
        let mut claims = [UNKNOWN_CLAIM; 32];
        let mut len = 0;
        for (j, &(_, column)) in self.order.iter().enumerate() {
            let mv = safe & column;
            if mv == 0 {
                continue;
            }
            let after = p.current | mv;
            let t_all = self.line_cells::<H>(after);
            after_lines[j] = t_all;
            let t = t_all & !(p.mask | mv);
            let next = (possible & !mv) | ((mv << 1) & self.full);
            let wins = t & next;
            if wins != 0 && (wins & (wins - 1) != 0 || t & (wins << 1) != 0) {
                return Static::Exact(win_score(d, n + 3));
            }
            if next != 0 && next & !(t >> 1) == 0 {
                // Every reply of the opponent lies below one of our threats.
                return Static::Exact(win_score(d, n + 3));
            }
            if n % 2 == 1 && self.evens.is_some() {
                // The child's claimeven bound (as c4 looks at each child) bounds this node
                // from below, and may answer the window before any move is searched.
                let child = Connect4Pos::new(opp_stones, p.mask | mv, n + 1);
                let h = self.claimeven_bound::<H>(&child, next, i32::MAX);
                claims[j] = h;
                if h < i32::MAX {
                    lo = lo.max(-h);
                    if lo >= window.1 || lo >= hi {
                        return Static::Bounds { lo, hi };
                    }
                }
            }
            // Threats directly above one of the opponent's can never be played to win.
            let useful = t & !(theirs << 1);
            let above = (next << 1) & self.full;
            let score = (useful & above).count_ones() + 2 * useful.count_ones();
            // Insertion sort, highest score first, earlier (more central) first among equals.
            let mut i = len;
            let entry = (score as u16) << 5 | j as u16;
            while i > 0 && scored[i - 1] >> 5 < score as u16 {
                scored[i] = scored[i - 1];
                i -= 1;
            }
            scored[i] = entry;
            len += 1;
        }
        // No win at n + 3 either: at n + 5 at best.
        if n + 5 <= d {
            hi = hi.min(win_score(d, n + 5));
        } else {
            hi = hi.min(0);
        }
        if lo >= hi || hi <= window.0 {
            return Static::Bounds { lo, hi };
        }
        for &e in &scored[..len] {
            let j = (e & 31) as usize;
            let (c, column) = self.order[j];
            let child = self.child::<H>(p, safe & column, lines, Some(after_lines[j]), claims[j]);
            moves.push(c, child);
        }
        Static::Bounds { lo, hi }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dead_stones_do_not_change_the_key() {
        let g = Connect4::new(7, 6).unwrap();
        let c4 = C4::new(&g);
        // Columns 0 to 3 full: the stone at the bottom of column 0 has no empty cell within
        // three cells in any direction; the top of column 3 is next to an empty cell.
        let mask: u64 = (0..4).map(|c| 0x3f << (7 * c)).sum();
        let current = mask & 0x5555_5555_5555_5555;
        let p = Connect4Pos::new(current, mask, 24);
        let flip = |bit: u64| Connect4Pos::new(current ^ bit, mask, 24);
        assert_eq!(c4.key(&p), c4.key(&flip(1)));
        assert_ne!(c4.key(&p), c4.key(&flip(1 << (7 * 3 + 5))));
        // Row 0, columns 1-3 of one player, columns 0 and 4 empty: every stone is alive.
        let q = Connect4Pos::new(0, (1 << 7) | (1 << 14) | (1 << 21), 3);
        assert_ne!(c4.key(&q), c4.key(&Connect4Pos::new(1 << 7, q.mask, 3)));
    }

    /// The search compiled for a board's shape against the general code (the same board
    /// with the constants off) on positions of random games, for each height compiled for:
    /// the same keys, the same static analysis (moves, children and what they carry
    /// included), and the same solved scores.
    #[test]
    fn boards_compiled_for_their_shape_agree_with_the_general_code() {
        for (w, h) in [(7, 6), (6, 6), (8, 5), (6, 7)] {
            let g = Connect4::new(w, h).unwrap();
            let fast = C4::new(&g);
            assert_eq!(fast.shape, h);
            let general = C4 {
                shape: 0,
                ..fast.clone()
            };
            agree(&g, &fast, &general);
        }
    }

    fn agree(g: &Connect4, fast: &C4, general: &C4) {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut random = move |n: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as u32
        };
        let mut positions = 0;
        let mut solve_next = 0;
        let mut solved = 0;
        for _game in 0..300 {
            let mut p = Connect4Pos::from(g.empty());
            while fast.end_score(&p).is_none() {
                positions += 1;
                assert_eq!(fast.key(&p), general.key(&p), "{p:?}");
                for window in [(-1, 1), (-30, 30), (5, 6), (-6, -5)] {
                    let (mut a, mut b) = (Moves::default(), Moves::default());
                    let (sa, sb) = (
                        fast.expand(&p, window, &mut a),
                        general.expand(&p, window, &mut b),
                    );
                    assert_eq!(sa, sb, "{p:?}");
                    if let (Static::Forced(x), Static::Forced(y)) = (sa, sb) {
                        assert_eq!(x.lines, y.lines);
                    }
                    assert_eq!(a.len(), b.len());
                    for i in 0..a.len() {
                        let (x, y) = (a.get(i), b.get(i));
                        assert_eq!(
                            (x.id, x.child, x.child.lines),
                            (y.id, y.child, y.child.lines)
                        );
                        // What a child carries is what it would compute itself.
                        let fresh = Connect4Pos::new(x.child.current, x.child.mask, x.child.ply);
                        assert_eq!(general.lines::<0>(&fresh), x.child.lines);
                        assert_eq!(x.child.claim, y.child.claim);
                        if x.child.claim != UNKNOWN_CLAIM {
                            let possible = (fresh.mask + general.bottom) & general.full;
                            assert_eq!(
                                general.claimeven_bound::<0>(&fresh, possible, i32::MAX),
                                x.child.claim
                            );
                        }
                    }
                    assert_eq!(fast.settle(&p, window), general.settle(&p, window));
                }
                // Now and then a position late enough to solve quickly, solved both ways.
                if p.ply >= 16 && positions >= solve_next {
                    solve_next = positions + 100;
                    solved += 1;
                    let options = crate::SearchOptions {
                        memory: 8 << 20,
                        table_start: 8 << 20,
                        threads: 1,
                        ..crate::SearchOptions::default()
                    };
                    let score = |c: &C4| {
                        crate::Solver::new(C4::clone(c), options.clone())
                            .solve(p, &boyi_core::progress::Silent)
                            .score
                    };
                    assert_eq!(score(fast), score(general), "{p:?}");
                }
                let mut legal = Vec::new();
                fast.legal_moves(&p, &mut legal);
                p = legal[random(legal.len() as u32) as usize].1;
            }
        }
        assert!(
            positions > 5000 && solved > 20,
            "{positions} positions, {solved} solved"
        );
    }

    #[test]
    fn mirror_images_share_a_key() {
        let g = Connect4::new(7, 6).unwrap();
        let c4 = C4::new(&g);
        for moves in ["", "1", "12", "3456", "112233", "44444455555"] {
            let p: Connect4Pos = g.parse(moves).unwrap().into();
            let m: Connect4Pos = g.mirror(&g.parse(moves).unwrap()).into();
            assert_eq!(c4.key(&p).0, c4.key(&m).0, "{moves}");
        }
    }
}
