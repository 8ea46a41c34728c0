//! The coarsest partition of a finite automaton's states that respects an initial
//! partition and every letter (Hopcroft's algorithm, `O(r·n log n)`).
//!
//! Reducing a candidate quotient is this problem: states are the candidate's elements,
//! letters are multiplications by the heaps' elements, and two elements are
//! indistinguishable exactly when they end in the same block starting from {P, not P}.
//! Refining round by round (Moore) needs as many rounds as the longest distinguishing
//! product, each over every element; Hopcroft splits only the blocks a splitter touches and
//! queues the smaller half, so each element is moved `O(log n)` times per letter.

/// The coarsest stable partition: `act[a][s]` is the state letter `a` leads `s` to, `initial`
/// the starting block of each state (0 or 1). Returns each state's block number.
pub(crate) fn coarsest(act: &[Vec<u32>], initial: &[bool]) -> Vec<u32> {
    let n = initial.len();
    // Predecessors per letter, in CSR form.
    let pre: Vec<(Vec<u32>, Vec<u32>)> = act
        .iter()
        .map(|targets| {
            let mut off = vec![0u32; n + 1];
            for &t in targets {
                off[t as usize + 1] += 1;
            }
            for i in 0..n {
                off[i + 1] += off[i];
            }
            let mut cursor = off.clone();
            let mut src = vec![0u32; targets.len()];
            for (s, &t) in targets.iter().enumerate() {
                src[cursor[t as usize] as usize] = s as u32;
                cursor[t as usize] += 1;
            }
            (off, src)
        })
        .collect();
    // Blocks are ranges of `elems`; the front of a block's range holds its marked states.
    let mut elems: Vec<u32> = (0..n as u32).collect();
    elems.sort_by_key(|&s| initial[s as usize]);
    let mut loc = vec![0u32; n];
    for (i, &s) in elems.iter().enumerate() {
        loc[s as usize] = i as u32;
    }
    let ones = initial.iter().filter(|&&p| p).count();
    let mut first: Vec<u32> = Vec::new();
    let mut end: Vec<u32> = Vec::new();
    for (a, b) in [(0, n - ones), (n - ones, n)] {
        if a < b {
            first.push(a as u32);
            end.push(b as u32);
        }
    }
    let mut block = vec![0u32; n];
    for (b, (&a, &e)) in first.iter().zip(&end).enumerate() {
        for &s in &elems[a as usize..e as usize] {
            block[s as usize] = b as u32;
        }
    }
    let mut marked_end = first.clone();
    let mut waiting: Vec<u32> = Vec::new();
    let mut in_waiting: Vec<bool> = vec![false; first.len()];
    // One of the two initial blocks is enough (the smaller).
    if first.len() == 2 {
        let small = if end[0] - first[0] <= end[1] - first[1] {
            0
        } else {
            1
        };
        waiting.push(small);
        in_waiting[small as usize] = true;
    }
    let mut touched: Vec<u32> = Vec::new();
    let mut splitter: Vec<u32> = Vec::new();
    while let Some(b) = waiting.pop() {
        in_waiting[b as usize] = false;
        // The splitter's states now, before any split below changes the block.
        splitter.clear();
        splitter.extend_from_slice(&elems[first[b as usize] as usize..end[b as usize] as usize]);
        for (off, src) in &pre {
            for &t in &splitter {
                for &s in &src[off[t as usize] as usize..off[t as usize + 1] as usize] {
                    // Mark s: swap it to the front part of its block.
                    let y = block[s as usize] as usize;
                    let (i, m) = (loc[s as usize], marked_end[y]);
                    if i < m {
                        continue;
                    }
                    if m == first[y] {
                        touched.push(y as u32);
                    }
                    let other = elems[m as usize];
                    elems.swap(i as usize, m as usize);
                    loc[other as usize] = i;
                    loc[s as usize] = m;
                    marked_end[y] = m + 1;
                }
            }
            for y in touched.drain(..) {
                let y = y as usize;
                if marked_end[y] == end[y] {
                    marked_end[y] = first[y];
                    continue;
                }
                // The marked front becomes a block of its own.
                let nb = first.len() as u32;
                first.push(first[y]);
                end.push(marked_end[y]);
                marked_end.push(first[y]);
                for &s in &elems[first[y] as usize..marked_end[y] as usize] {
                    block[s as usize] = nb;
                }
                let rest = marked_end[y];
                first[y] = rest;
                marked_end[y] = rest;
                let (size_new, size_old) =
                    (end[nb as usize] - first[nb as usize], end[y] - first[y]);
                if in_waiting[y] || size_new <= size_old {
                    waiting.push(nb);
                    in_waiting.push(true);
                } else {
                    waiting.push(y as u32);
                    in_waiting[y] = true;
                    in_waiting.push(false);
                }
            }
        }
    }
    block
}

#[cfg(test)]
mod tests {
    use super::*;

    /// States 0..6 counting mod 6 by letter "+1", final states {0, 3}: the classes are mod 3.
    #[test]
    fn counting_mod_six_with_period_three_finals() {
        let act = vec![(0..6u32).map(|s| (s + 1) % 6).collect::<Vec<u32>>()];
        let initial: Vec<bool> = (0..6).map(|s| s % 3 == 0).collect();
        let block = coarsest(&act, &initial);
        for s in 0..6 {
            for t in 0..6 {
                assert_eq!(block[s] == block[t], s % 3 == t % 3, "{s} {t}");
            }
        }
    }
}
