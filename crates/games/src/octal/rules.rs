//! The moves of a heap, compiled from a code (or from Grundy's rule) into lists the solvers
//! walk without decoding digits.

use super::{Code, Method};
use serde::Serialize;

/// How a heap may be played: take-away moves, splitting moves, and their limits.
///
/// Octal codes compile to rules with [`Code::rules`]; [`OctalRules::grundy`] is Grundy's game
/// (split a heap into two unequal heaps).
///
/// ```
/// use boyi_games::octal::{Code, OctalRules};
///
/// let kayles = "0.77".parse::<Code>().unwrap().rules();
/// let mut moves = Vec::new();
/// kayles.heap_moves(3, &mut moves);
/// // Take 1 leaving 2, take 2 leaving 1, take 1 leaving 1 + 1.
/// assert_eq!(moves, vec![vec![2], vec![1], vec![1, 1]]);
/// let mut moves = Vec::new();
/// OctalRules::grundy().heap_moves(6, &mut moves);
/// assert_eq!(moves, vec![vec![1, 5], vec![2, 4]]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalRules {
    name: String,
    /// `(k, bits)`: removing `k >= 1` tokens may take the whole heap (bit 1) or leave one heap
    /// (bit 2). Sorted by `k`.
    pub(crate) takes: Vec<(usize, u8)>,
    /// Removals `k >= 0` after which the rest may be split into two non-empty heaps. Sorted.
    pub(crate) splits: Vec<usize>,
    /// Removals after which the rest may be split into three non-empty heaps. Sorted.
    pub(crate) splits3: Vec<usize>,
    /// Every removal `k >= tail_from` has the take-away bits `tail` (0: none).
    pub(crate) tail_from: usize,
    pub(crate) tail: u8,
    /// The two heaps of a split must differ (Grundy's game).
    pub(crate) unequal: bool,
    /// For the periodicity theorem: the most heaps a move leaves, and the largest removal.
    theorem: Option<(usize, usize)>,
}

impl OctalRules {
    pub(crate) fn from_code(code: &Code) -> OctalRules {
        let mut takes = Vec::new();
        let mut splits = Vec::new();
        let mut splits3 = Vec::new();
        for k in 0..=code.last_digit() {
            let d = code.digit(k);
            if k > 0 && d & 3 != 0 {
                takes.push((k, d & 3));
            }
            if d & 4 != 0 {
                splits.push(k);
            }
            if d & 8 != 0 {
                splits3.push(k);
            }
        }
        let parts = if !splits3.is_empty() {
            3
        } else if !splits.is_empty() {
            2
        } else {
            1
        };
        OctalRules {
            name: code.to_string(),
            takes,
            splits,
            splits3,
            tail_from: code.last_digit() + 1,
            tail: code.tail,
            unequal: false,
            theorem: code.is_finite().then_some((parts, code.last_digit())),
        }
    }

    /// Grundy's game: split a heap into two non-empty heaps of different sizes.
    pub fn grundy() -> OctalRules {
        OctalRules {
            name: "grundy".into(),
            takes: Vec::new(),
            splits: vec![0],
            splits3: Vec::new(),
            tail_from: usize::MAX,
            tail: 0,
            unequal: true,
            theorem: None,
        }
    }

    /// The game's name: its code, or `grundy`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the Guy–Smith periodicity theorem applies: finitely many code digits, and no
    /// rule such as Grundy's that looks at the sizes of the heaps left. Gives the most heaps a
    /// move leaves and the largest number of tokens a move removes.
    pub fn periodicity_theorem(&self) -> Option<(usize, usize)> {
        self.theorem
    }

    /// About how many elementary steps computing the values of heaps `0..=n` by `method`
    /// takes: every split is looked at by the naive method (n/2 per heap for two parts,
    /// n²/12 for three, which only the naive method computes), a few by the sparse method
    /// (about two thousand steps per heap at a million heaps; from 0.2 to 35 µs measured). What would not end in
    /// reasonable time is refused with it before anything is computed.
    ///
    /// ```
    /// use boyi_games::octal::{Code, Method};
    /// let hex = "0x0.8".parse::<Code>().unwrap().rules();
    /// assert!(hex.work(1 << 22, Method::Sparse) > 1e18); // n³/36: never
    /// let kayles = "0.77".parse::<Code>().unwrap().rules();
    /// assert!(kayles.work(1 << 22, Method::Sparse) < 1e11);
    /// ```
    pub fn work(&self, n: usize, method: Method) -> f64 {
        let n = n as f64;
        let three = self.splits3.len() as f64 * n * n * n / 36.0;
        // The sparse method pairs each heap with the few rare ones, whatever the splits.
        let two = match method {
            _ if self.splits.is_empty() => 0.0,
            Method::Naive => self.splits.len() as f64 * n * n / 4.0,
            Method::Sparse => n * 2048.0,
        };
        three + two + (self.takes.len() + 1) as f64 * n
    }

    /// About how many steps the value of heap `n` takes by `method` (the growth of
    /// [`OctalRules::work`] there): how often a computation can ask whether it is cancelled.
    pub fn work_per_heap(&self, n: usize, method: Method) -> f64 {
        let n = n as f64;
        let two = match method {
            _ if self.splits.is_empty() => 0.0,
            Method::Naive => self.splits.len() as f64 * n / 2.0,
            Method::Sparse => 2048.0,
        };
        self.splits3.len() as f64 * n * n / 12.0 + two + (self.takes.len() + 1) as f64
    }

    /// The most heaps `n` whose values cost at most `steps` ([`OctalRules::work`]).
    pub fn affordable(&self, method: Method, steps: f64) -> usize {
        let (mut lo, mut hi) = (0usize, 1usize << 40);
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if self.work(mid, method) <= steps {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    /// Whether some move leaves two or more heaps (a take-and-break game, not a subtraction
    /// game): then the positions below a heap are sums of heaps.
    pub fn has_splits(&self) -> bool {
        !self.splits.is_empty() || !self.splits3.is_empty()
    }

    /// Whether some move leaves three heaps (hexadecimal codes): only the naive method applies.
    pub fn has_three_way_splits(&self) -> bool {
        !self.splits3.is_empty()
    }

    /// Whether every removal from some size on is allowed (an infinite code).
    pub fn has_tail(&self) -> bool {
        self.tail != 0
    }

    /// Appends every move of a heap of `heap` tokens: each is the list of heaps left.
    ///
    /// This enumerates every split, so it is meant for small heaps (the general engine, play).
    pub fn heap_moves(&self, heap: u64, out: &mut Vec<Vec<u64>>) {
        let n = heap;
        for &(k, bits) in &self.takes {
            let k = k as u64;
            if k > n {
                break;
            }
            if bits & 1 != 0 && k == n {
                out.push(Vec::new());
            }
            if bits & 2 != 0 && k < n {
                out.push(vec![n - k]);
            }
        }
        if self.tail != 0 {
            for k in (self.tail_from as u64)..=n {
                if self.tail & 1 != 0 && k == n {
                    out.push(Vec::new());
                }
                if self.tail & 2 != 0 && k < n {
                    out.push(vec![n - k]);
                }
            }
        }
        for &k in &self.splits {
            let k = k as u64;
            if k + 2 > n {
                break;
            }
            let m = n - k;
            for a in 1..=m / 2 {
                if self.unequal && 2 * a == m {
                    continue;
                }
                out.push(vec![a, m - a]);
            }
        }
        for &k in &self.splits3 {
            let k = k as u64;
            if k + 3 > n {
                break;
            }
            let m = n - k;
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    out.push(vec![a, b, m - a - b]);
                }
            }
        }
    }
}
