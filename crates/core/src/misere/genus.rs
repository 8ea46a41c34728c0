//! Conway's genus: the misère nim-values of a game plus any number of `*2`s.
//!
//! The genus of `G` is `g^{γ0 γ1 γ2 ...}`: `g` is the normal-play nim-value, and `γn` is the
//! misère nim-value of `G + *2 + ... + *2` (`n` copies). The misère nim-value `G⁻` is 1 for the
//! empty game and otherwise the mex of the options' (so `G⁻ = 0` exactly at misère
//! P-positions). From the options' genera alone:
//!
//! - `γ0 = mex{γ0(G')}` (1 when `G` has no option);
//! - `γn = mex({γn(G')} ∪ {γ(n-1), γ(n-1) xor 1})` for `n >= 1`, because the options of
//!   `G + n·*2` are `G' + n·*2`, and `G + (n-1)·*2` with `*1` or `0` left of the last `*2`
//!   (and `G⁻(H + *1) = G⁻(H) xor 1` for every `H`).
//!
//! The sequence is ultimately periodic with period 2 (Conway, ONAG ch. 12), so it is written
//! up to where it starts alternating: `0^{120}` is `0^{1202020...}`. [`Genus`] keeps that
//! shortest form and prints it as CGSuite prints the genus of a wild game: `0^120`, or with
//! commas in parentheses once a value has two digits, `10^(10,8)`.

use crate::error::{CoreError, CoreResult};
use crate::graph::{Graph, PositionId};
use crate::progress::{Progress, Silent};
use crate::sg::mex;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The genus `g^{γ0 γ1 ...}` of an impartial game, in its shortest form.
///
/// `gammas` holds `γ0 ..= γm` where `γm` and `γ(m-1)` alternate forever after; `m >= 1`, and
/// `m` is as small as that allows (CGSuite's form).
///
/// ```
/// use boyi_core::misere::Genus;
///
/// let zero = Genus::zero();
/// assert_eq!(zero.to_string(), "0^120");
/// assert_eq!(zero.gamma(7), 2); // the tail alternates 2, 0, 2, 0, ...
/// let star2 = Genus::from_options([&zero, &Genus::zero().plus_star_one()]);
/// assert_eq!(star2.to_string(), "2^20");
/// assert_eq!("2^20".parse::<Genus>().unwrap(), star2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Genus {
    /// The normal-play nim-value `g`.
    g: u32,
    /// `γ0 ..= γm`, the last two alternating forever.
    gammas: Vec<u32>,
}

impl Genus {
    /// The genus of the empty game (no move): `0^{120}`.
    pub fn zero() -> Genus {
        Genus {
            g: 0,
            gammas: vec![1, 2, 0],
        }
    }

    /// The genus of a game whose options have these genera (the empty game if there are
    /// none).
    pub fn from_options<'a, I>(options: I) -> Genus
    where
        I: IntoIterator<Item = &'a Genus>,
    {
        let options: Vec<&Genus> = options.into_iter().collect();
        if options.is_empty() {
            return Genus::zero();
        }
        let g = mex(options.iter().map(|o| o.g));
        // From index `settled` on every option's sequence alternates, so the set of the
        // options' γn depends only on the parity of n.
        let settled = options
            .iter()
            .map(|o| o.gammas.len() - 2)
            .max()
            .unwrap_or(0);
        let mut seq = vec![mex(options.iter().map(|o| o.gammas[0]))];
        let mut n = 1;
        loop {
            let prev = seq[n - 1];
            let v = mex(options.iter().map(|o| o.gamma(n)).chain([prev, prev ^ 1]));
            seq.push(v);
            // With the options' sets periodic from `settled`, γn = γ(n-2) at n - 1 >= settled
            // makes every later value repeat the one two places before (each value is a
            // function of the one before it and the parity). Conway proved the sequence
            // settles; within a few steps of `settled` in practice.
            if n >= 2 && n > settled && seq[n] == seq[n - 2] {
                break;
            }
            n += 1;
        }
        Genus::trimmed(g, seq)
    }

    /// A genus from `g` and any prefix `γ0 ..= γm` (`m >= 1`) whose last two values alternate
    /// forever; shortened to the normal form.
    pub fn new(g: u32, gammas: Vec<u32>) -> Option<Genus> {
        (gammas.len() >= 2).then(|| Genus::trimmed(g, gammas))
    }

    fn trimmed(g: u32, mut gammas: Vec<u32>) -> Genus {
        let mut m = gammas.len() - 1;
        while m > 1 && gammas[m] == gammas[m - 2] {
            m -= 1;
        }
        gammas.truncate(m + 1);
        Genus { g, gammas }
    }

    /// The normal-play nim-value `g` (Sprague–Grundy value).
    pub fn nim_value(&self) -> u32 {
        self.g
    }

    /// The misère nim-value `γ0`: 0 exactly when the player to move loses under misère play.
    pub fn misere_value(&self) -> u32 {
        self.gammas[0]
    }

    /// `γn`: the misère nim-value of the game plus `n` copies of `*2`.
    pub fn gamma(&self, n: usize) -> u32 {
        let len = self.gammas.len();
        if n < len {
            self.gammas[n]
        } else {
            // Alternation of the last two: γn = γm when n - m is even.
            self.gammas[len - 1 - (n - (len - 1)) % 2]
        }
    }

    /// The superscript as stored: `γ0 ..= γm`, the last two alternating forever.
    pub fn superscript(&self) -> &[u32] {
        &self.gammas
    }

    /// The genus of this game plus `*1`: every value xor 1 (`G⁻(H + *1) = G⁻(H) xor 1`).
    pub fn plus_star_one(&self) -> Genus {
        Genus {
            g: self.g ^ 1,
            gammas: self.gammas.iter().map(|v| v ^ 1).collect(),
        }
    }

    /// Whether the genus is one of the tame genera, those of misère Nim positions: `0^{120}`
    /// and `1^{031}` (heaps of at most one token: an even or odd number of them), and
    /// `a^{a, a xor 2}` for every `a` (a heap of two or more: `2^{20}`, `3^{31}`, `0^{02}`
    /// for `*2 + *2`, `1^{13}` for `*2 + *3`, ...).
    pub fn is_tame(&self) -> bool {
        match (self.g, self.gammas.as_slice()) {
            (0, [1, 2, 0]) | (1, [0, 3, 1]) => true,
            (a, [x, y]) => *x == a && *y == a ^ 2,
            _ => false,
        }
    }

    /// Whether the genus is that of misère Nim with heaps of at most one token
    /// (`0^{120}` or `1^{031}`): such games count only by their parity in a tame sum.
    pub fn is_small(&self) -> bool {
        matches!(
            (self.g, self.gammas.as_slice()),
            (0, [1, 2, 0]) | (1, [0, 3, 1])
        )
    }

    /// The tame genus of nim-value `g`: the small one (`0^{120}`, `1^{031}`) when `small`
    /// (and `g <= 1`), else `g^{g, g xor 2}`.
    pub fn tame(g: u32, small: bool) -> Genus {
        match (g, small) {
            (0, true) => Genus::zero(),
            (1, true) => Genus::zero().plus_star_one(),
            _ => Genus {
                g,
                gammas: vec![g, g ^ 2],
            },
        }
    }

    /// The genus as CGSuite shows it for a tame game: `g^{γ0}` alone (`0^1`, `1^0`, `0^0`,
    /// `2^2`, ...); `None` when the genus is not tame. (CGSuite shows a nim heap's genus as
    /// `g` alone and a wild game's in full, as [`Genus`]'s `Display` does.)
    pub fn tame_abbreviation(&self) -> Option<String> {
        self.is_tame()
            .then(|| format!("{}^{}", self.g, self.gammas[0]))
    }
}

impl fmt::Display for Genus {
    /// CGSuite's form: `g^` then the superscript, digits run together, or separated by
    /// commas in parentheses when a value has two digits or more.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}^", self.g)?;
        if self.gammas.iter().any(|&v| v >= 10) {
            let parts: Vec<String> = self.gammas.iter().map(u32::to_string).collect();
            write!(f, "({})", parts.join(","))
        } else {
            for v in &self.gammas {
                write!(f, "{v}")?;
            }
            Ok(())
        }
    }
}

/// Why a genus could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a genus; write it as CGSuite prints one: 0^120, 2^20, 2^1420 or 10^(10,8)")]
pub struct GenusError(String);

impl FromStr for Genus {
    type Err = GenusError;

    /// Reads CGSuite's forms: the full `g^γ0γ1...` (or `g^(a,b,...)`), and its
    /// abbreviations: `g` alone for a nim heap (`2` is `2^20`, `0` is `0^120`), and
    /// `g^γ0` for a tame game (`0^0` is `0^02`) or a restive one (`1^2` is `1^20`).
    fn from_str(s: &str) -> CoreResult<Genus, GenusError> {
        let bad = || GenusError(s.to_string());
        let num = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (g, sup) = match s.trim().split_once('^') {
            None => {
                let g = num(s)?;
                return Ok(Genus::tame(g, g <= 1));
            }
            Some((g, sup)) => (num(g)?, sup.trim()),
        };
        let gammas: Vec<u32> = match sup.strip_prefix('(') {
            Some(inner) => inner
                .strip_suffix(')')
                .ok_or_else(bad)?
                .split(',')
                .map(num)
                .collect::<CoreResult<_, _>>()?,
            None => sup
                .chars()
                .map(|c| c.to_digit(10).ok_or_else(bad))
                .collect::<CoreResult<_, _>>()?,
        };
        match gammas.as_slice() {
            [] => Err(bad()),
            &[m] => {
                // Tame: (g, γ0) is (0, 1), (1, 0) or (a, a) for the small and firm genera,
                // or (0, 0), (1, 1); restive: g <= 1 otherwise, the tail alternating around
                // γ0 (or g when γ0 >= 4), as CGSuite expands it.
                if (g <= 1 && m == 1 - g) || m == g {
                    Ok(Genus::tame(g, m != g))
                } else if g <= 1 {
                    let base = if m < 4 { m } else { g };
                    Ok(Genus::trimmed(g, vec![m, base ^ 2, base]))
                } else {
                    Err(bad())
                }
            }
            _ => Ok(Genus::trimmed(g, gammas)),
        }
    }
}

/// The genus of every position of an acyclic game graph.
///
/// Fails with [`CoreError::Cycle`] if the graph has a cycle, and with [`CoreError::At`] if a
/// position carries a final value of its own (genus is defined for impartial games whose
/// ends are decided by who moved last).
pub fn genera(graph: &Graph) -> CoreResult<Vec<Genus>> {
    genera_with(graph, &Silent)
}

/// [`genera`] with progress and cancellation.
pub fn genera_with(graph: &Graph, progress: &dyn Progress) -> CoreResult<Vec<Genus>> {
    let order = reverse_topological(graph, "computing genera", progress)?;
    let mut out: Vec<Option<Genus>> = vec![None; graph.num_positions()];
    for u in order {
        let genus = Genus::from_options(
            graph
                .moves(u)
                .iter()
                .map(|&t| out[t as usize].as_ref().expect("options come first")),
        );
        out[u as usize] = Some(genus);
    }
    Ok(out
        .into_iter()
        .map(|g| g.expect("every position"))
        .collect())
}

/// The misère nim-value of every position of an acyclic graph: 1 where there is no move,
/// else the mex of the options' (0 exactly at misère P-positions). Cheaper than [`genera`]
/// when only outcomes and misère values are wanted.
///
/// ```
/// use boyi_core::{misere::genus, Graph};
/// // Nim heaps *0..*3: misère values 1 0 2 3.
/// let g = Graph::from_edges(4, &[(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]).unwrap();
/// assert_eq!(genus::misere_values(&g).unwrap(), vec![1, 0, 2, 3]);
/// ```
pub fn misere_values(graph: &Graph) -> CoreResult<Vec<u32>> {
    let order = reverse_topological(graph, "computing misère values", &Silent)?;
    let mut out = vec![u32::MAX; graph.num_positions()];
    for u in order {
        let moves = graph.moves(u);
        out[u as usize] = if moves.is_empty() {
            1
        } else {
            mex(moves.iter().map(|&t| out[t as usize]))
        };
    }
    Ok(out)
}

/// The positions in reverse topological order, after refusing final values (which these
/// values do not cover).
pub(crate) fn reverse_topological(
    graph: &Graph,
    what: &str,
    progress: &dyn Progress,
) -> CoreResult<Vec<PositionId>> {
    if let Some(u) = (0..graph.num_positions() as u32).find(|&u| graph.terminal(u).is_some()) {
        return Err(CoreError::At {
            position: u,
            problem: crate::AtProblem::FinalValueGenus,
        });
    }
    crate::graph::reverse_topological(graph, what, progress)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim heaps `*0 ..= *n` as one graph.
    fn nim_heaps(n: u32) -> Graph {
        let edges: Vec<(u32, u32)> = (0..=n).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
        Graph::from_edges(n as usize + 1, &edges).unwrap()
    }

    #[test]
    fn nim_heaps_have_the_nim_genera() {
        let genera = genera(&nim_heaps(12)).unwrap();
        for (a, genus) in genera.iter().enumerate() {
            let a = a as u32;
            assert_eq!(*genus, Genus::tame(a, a <= 1), "*{a}");
            assert!(genus.is_tame());
        }
        assert_eq!(genera[10].to_string(), "10^(10,8)");
    }

    #[test]
    fn cgsuite_test_cases() {
        // CGSuite's MisereCanonicalGameTestCase: *[2#] (only option *2) is 0^0, *[2##] is
        // 1^1, *[2#0] is 1^2 (restive), *[2#1] is 2^1420 (restless).
        let star2 = "2".parse::<Genus>().unwrap();
        let zero = Genus::zero();
        let one = zero.plus_star_one();
        let sharp = Genus::from_options([&star2]);
        assert_eq!(sharp.to_string(), "0^02");
        assert_eq!(sharp.tame_abbreviation().as_deref(), Some("0^0"));
        let sharp2 = Genus::from_options([&sharp]);
        assert_eq!(sharp2.tame_abbreviation().as_deref(), Some("1^1"));
        let restive = Genus::from_options([&sharp, &zero]);
        assert_eq!(restive, "1^2".parse().unwrap());
        assert!(!restive.is_tame());
        let restless = Genus::from_options([&sharp, &one]);
        assert_eq!(restless.to_string(), "2^1420");
        // *[[[2]],[[2],1]]: generally tame with genus 0^0.
        assert_eq!(
            Genus::from_options([&sharp2, &restless]).to_string(),
            "0^02"
        );
    }

    #[test]
    fn parses_what_it_prints() {
        for s in ["0^120", "1^031", "2^20", "2^1420", "3^(12,10,1)", "5^57"] {
            assert_eq!(s.parse::<Genus>().unwrap().to_string(), s);
        }
        assert_eq!("1^03131".parse::<Genus>().unwrap().to_string(), "1^031");
        assert!("x^1".parse::<Genus>().is_err());
        assert!("3^1".parse::<Genus>().is_err());
        assert!("2^".parse::<Genus>().is_err());
        assert!("2^(1,2".parse::<Genus>().is_err());
    }

    #[test]
    fn misere_values_are_the_first_superscript() {
        let g = nim_heaps(6);
        let genera = genera(&g).unwrap();
        let values = misere_values(&g).unwrap();
        assert!(genera
            .iter()
            .zip(&values)
            .all(|(a, &b)| a.misere_value() == b));
    }

    #[test]
    fn cycles_and_final_values_are_refused() {
        let g = Graph::from_edges(2, &[(0, 1), (1, 0)]).unwrap();
        assert!(matches!(genera(&g), Err(CoreError::Cycle { .. })));
        let mut g = Graph::from_edges(2, &[(0, 1)]).unwrap();
        g.set_terminal(1, Some(crate::Terminal::Win));
        assert!(matches!(
            misere_values(&g),
            Err(CoreError::At { position: 1, .. })
        ));
    }
}
