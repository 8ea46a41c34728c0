//! The pirates' gold: `n` pirates ranked by seniority share `c` coins. The most senior pirate
//! alive proposes a split; everyone alive votes, the proposer included; if the proposal gets
//! enough votes (by default at least half) it is carried out, otherwise the proposer is thrown
//! overboard and the next pirate proposes. Each pirate wants first to live, then as much gold
//! as possible; a pirate who gains nothing either way votes by the *tie rule* (the source
//! article: indifferent pirates prefer to kill).
//!
//! # Backward induction
//!
//! With `k` pirates left, everyone knows what happens if the proposal fails: the game with
//! `k - 1` pirates. A voter who would die in that game votes for anything; one who would live
//! with `g` coins must be offered `g + 1` (tie rule *kill*) or `g` (tie rule *spare*). So the
//! proposer buys the cheapest `needed - 1` votes; if they cost more than `c` he is doomed
//! whatever he proposes. Solving `k = 1, 2, ..., n` in turn gives the whole game in
//! `O(n^2)` time and `O(n)` memory.
//!
//! # Equally good proposals
//!
//! When several voters ask the same price and only some of them are needed, the proposer has
//! several equally good proposals, and what later pirates expect depends on which one he
//! makes. boyi says so ([`Tie`]) and picks by a stated, common-knowledge rule ([`Pick`]): by
//! default the most senior voters of that price are bought. With 100 coins this first happens
//! at 202 pirates; from 2c + 3 pirates on some proposers die (2c + 2^k pirates survive).
//!
//! ```
//! use boyi_games::pirates::{PiratesRules, solve};
//! let s = solve(&PiratesRules::new(5, 100)).unwrap();
//! assert_eq!(s.gold(), vec![98, 0, 1, 0, 1]);
//! assert_eq!(s.rounds.len(), 1); // the first proposal passes
//! ```

use serde::Serialize;
use std::fmt;

/// The most pirates [`solve`] accepts (the work grows with the square of the number).
pub const MAX_PIRATES: u32 = 50_000;

/// What an indifferent pirate votes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Ties {
    /// Vote no: the proposer must offer strictly more than the voter expects otherwise.
    #[default]
    Kill,
    /// Vote yes: offering what the voter expects otherwise is enough.
    Spare,
}

/// Which voters a proposer buys when several ask the same price and not all are needed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Pick {
    /// The most senior first.
    #[default]
    Senior,
    /// The most junior first.
    Junior,
}

/// How many votes carry a proposal: at least (or, if `strict`, more than) `num/den` of the
/// pirates voting, the proposer included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Threshold {
    /// Numerator.
    pub num: u32,
    /// Denominator.
    pub den: u32,
    /// "More than" instead of "at least".
    pub strict: bool,
}

impl Default for Threshold {
    /// At least half.
    fn default() -> Self {
        Threshold {
            num: 1,
            den: 2,
            strict: false,
        }
    }
}

/// Why the rules are not playable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PiratesError {
    /// No pirates, or too many.
    #[error("the number of pirates must be between 1 and {MAX_PIRATES}, not {0}")]
    Pirates(u64),
    /// A threshold that is not a fraction in range.
    #[error("bad threshold `{0}`: write a fraction of the votes such as 1/2 (at least half), >1/2 (more than half) or 2/3, between 0 and 1")]
    Threshold(String),
}

impl Threshold {
    /// Parses `1/2`, `>1/2`, `2/3`, `1` (unanimity), `0.5`-style input is refused.
    ///
    /// ```
    /// use boyi_games::pirates::Threshold;
    /// let t = Threshold::parse(">1/2").unwrap();
    /// assert_eq!((t.needed(4), t.needed(5)), (3, 3));
    /// let t = Threshold::parse("1/2").unwrap();
    /// assert_eq!((t.needed(4), t.needed(5)), (2, 3));
    /// assert!(Threshold::parse("3/2").is_err());
    /// ```
    pub fn parse(s: &str) -> Result<Threshold, PiratesError> {
        let bad = || PiratesError::Threshold(s.to_string());
        let (strict, frac) = match s.trim().strip_prefix('>') {
            Some(rest) => (true, rest.trim()),
            None => (false, s.trim()),
        };
        let (num, den) = match frac.split_once('/') {
            Some((a, b)) => (
                a.trim().parse().map_err(|_| bad())?,
                b.trim().parse().map_err(|_| bad())?,
            ),
            None => (frac.parse().map_err(|_| bad())?, 1u32),
        };
        // 0 < num/den <= 1, and "more than all" can never pass.
        if num == 0 || den == 0 || num > den || (strict && num == den) {
            return Err(bad());
        }
        Ok(Threshold { num, den, strict })
    }

    /// The votes needed out of `voters`.
    pub fn needed(self, voters: u32) -> u32 {
        let x = self.num as u64 * voters as u64;
        let d = self.den as u64;
        (if self.strict {
            x / d + 1
        } else {
            x.div_ceil(d)
        }) as u32
    }
}

impl Threshold {
    /// The fraction of the votes, as written: `1/2`, `2/3`, `1`.
    pub fn fraction(&self) -> String {
        if self.den == 1 {
            self.num.to_string()
        } else {
            format!("{}/{}", self.num, self.den)
        }
    }
}

impl fmt::Display for Threshold {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let frac = self.fraction();
        if self.strict {
            write!(f, "more than {frac} of the votes")
        } else {
            write!(f, "at least {frac} of the votes")
        }
    }
}

/// The rules of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PiratesRules {
    /// The number of pirates.
    pub pirates: u32,
    /// The coins to share.
    pub coins: u64,
    /// Votes needed.
    pub threshold: Threshold,
    /// What indifferent pirates vote.
    pub ties: Ties,
    /// Which of equally priced voters are bought.
    pub pick: Pick,
}

impl PiratesRules {
    /// `pirates` pirates and `coins` coins, at least half the votes, indifferent pirates kill,
    /// senior voters bought first.
    pub fn new(pirates: u32, coins: u64) -> PiratesRules {
        PiratesRules {
            pirates,
            coins,
            threshold: Threshold::default(),
            ties: Ties::default(),
            pick: Pick::default(),
        }
    }
}

/// Several equally good proposals: any `chosen` of the `candidates` (pirate numbers) could
/// be paid `price` each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Tie {
    /// The price of each of these votes.
    pub price: u64,
    /// The pirates asking that price, by seniority.
    pub candidates: Vec<u32>,
    /// How many of them are bought.
    pub chosen: u32,
}

/// One proposal on the path of play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Round {
    /// The proposer's number (1 is the most senior).
    pub proposer: u32,
    /// Pirates alive and voting.
    pub voters: u32,
    /// Votes needed.
    pub needed: u32,
    /// Whether the proposal passes.
    pub passes: bool,
    /// The coins offered to each voter, proposer first (the proposal that passes; empty for
    /// a doomed proposer, whose proposal does not matter).
    pub offer: Vec<u64>,
    /// Votes in favour of the proposal (for a doomed proposer: the most he could buy).
    pub yes: u32,
    /// What the cheapest `needed - 1` votes would cost (more than the coins when doomed).
    pub price_of_votes: u128,
    /// Other proposals as good as this one, if any.
    pub tie: Option<Tie>,
}

/// What becomes of one pirate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Fate {
    /// The pirate's number.
    pub pirate: u32,
    /// Whether the pirate survives.
    pub alive: bool,
    /// The coins the pirate ends with.
    pub gold: u64,
}

/// The solved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PiratesSolution {
    /// The rules.
    pub rules: PiratesRules,
    /// Every proposal made under perfect play: the doomed ones, then the one that passes.
    pub rounds: Vec<Round>,
    /// Each pirate's fate, most senior first.
    pub fates: Vec<Fate>,
}

impl PiratesSolution {
    /// The coins of each pirate, most senior first (0 for the dead).
    pub fn gold(&self) -> Vec<u64> {
        self.fates.iter().map(|f| f.gold).collect()
    }

    /// How many pirates survive.
    pub fn survivors(&self) -> usize {
        self.fates.iter().filter(|f| f.alive).count()
    }
}

/// Solves the game by backward induction (see the module documentation).
pub fn solve(rules: &PiratesRules) -> Result<PiratesSolution, PiratesError> {
    let n = rules.pirates;
    if n == 0 || n > MAX_PIRATES {
        return Err(PiratesError::Pirates(n as u64));
    }
    // The outcome of the game with k pirates, pirates n-k+1..n, most senior first.
    let mut prev: Vec<(bool, u64)> = Vec::new();
    let mut path: Vec<Round> = Vec::new();
    // Prices in u128: a voter expecting every coin asks one more than a u64 holds.
    let mut cost: Vec<u128> = Vec::new();
    let mut order: Vec<u32> = Vec::new();
    for k in 1..=n {
        let first = n - k + 1;
        let needed = rules.threshold.needed(k);
        let others = (needed - 1) as usize;
        // Voter j (0-based among the k - 1 others) is pirate first + 1 + j; if this
        // proposal fails, that pirate's outcome is prev[j].
        cost.clear();
        cost.extend(prev.iter().map(|&(alive, g)| match (alive, rules.ties) {
            (false, _) => 0,
            (true, Ties::Kill) => g as u128 + 1,
            (true, Ties::Spare) => g as u128,
        }));
        let key = |j: u32| -> (u128, i64) {
            let c = cost[j as usize];
            match rules.pick {
                Pick::Senior => (c, j as i64),
                Pick::Junior => (c, -(j as i64)),
            }
        };
        order.clear();
        order.extend(0..k - 1);
        let (bought, price, total) = if others == 0 {
            (&order[..0], 0, 0u128)
        } else if others > order.len() {
            (&order[..], 0, u128::MAX)
        } else {
            order.select_nth_unstable_by_key(others - 1, |&j| key(j));
            let bought = &order[..others];
            let price = bought.iter().map(|&j| cost[j as usize]).max().unwrap_or(0);
            let total = bought.iter().map(|&j| cost[j as usize]).sum::<u128>();
            (bought, price, total)
        };
        let passes = total <= rules.coins as u128;
        if passes {
            let mut offer = vec![0u64; k as usize];
            for &j in bought {
                // Bought votes cost at most the coins: the offer fits.
                offer[j as usize + 1] = cost[j as usize] as u64;
            }
            offer[0] = rules.coins - total as u64;
            let tie = if price > 0 {
                let candidates: Vec<u32> = (0..k - 1)
                    .filter(|&j| cost[j as usize] == price)
                    .map(|j| first + 1 + j)
                    .collect();
                let chosen = bought
                    .iter()
                    .filter(|&&j| cost[j as usize] == price)
                    .count() as u32;
                (chosen < candidates.len() as u32).then_some(Tie {
                    price: price as u64,
                    candidates,
                    chosen,
                })
            } else {
                None
            };
            // A voter's price is the least offer he accepts.
            let yes = 1
                + (0..k - 1)
                    .filter(|&j| offer[j as usize + 1] as u128 >= cost[j as usize])
                    .count() as u32;
            path.clear();
            path.push(Round {
                proposer: first,
                voters: k,
                needed,
                passes: true,
                offer: offer.clone(),
                yes,
                price_of_votes: total,
                tie,
            });
            prev = offer.into_iter().map(|g| (true, g)).collect();
        } else {
            // Doomed: the votes that cost nothing are all he can get.
            let free = cost.iter().filter(|&&c| c == 0).count() as u32;
            path.push(Round {
                proposer: first,
                voters: k,
                needed,
                passes: false,
                offer: Vec::new(),
                yes: 1 + free,
                price_of_votes: total,
                tie: None,
            });
            prev.insert(0, (false, 0));
        }
    }
    path.reverse();
    let fates = prev
        .iter()
        .enumerate()
        .map(|(i, &(alive, gold))| Fate {
            pirate: i as u32 + 1,
            alive,
            gold,
        })
        .collect();
    Ok(PiratesSolution {
        rules: *rules,
        rounds: path,
        fates,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game by brute force: every split of the coins is tried and every vote cast by the
    /// stated preferences. Returns each pirate's (alive, gold), most senior first.
    fn brute(k: usize, rules: &PiratesRules) -> Vec<(bool, u64)> {
        if k == 0 {
            return Vec::new();
        }
        let fallback = brute(k - 1, rules);
        let needed = rules.threshold.needed(k as u32) as usize;
        let mut best: Option<Vec<u64>> = None;
        let mut split = vec![0u64; k];
        fn each(split: &mut Vec<u64>, i: usize, left: u64, f: &mut dyn FnMut(&[u64])) {
            if i + 1 == split.len() {
                split[i] = left;
                f(split);
                return;
            }
            for g in 0..=left {
                split[i] = g;
                each(split, i + 1, left - g, f);
            }
        }
        each(&mut split, 0, rules.coins, &mut |offer: &[u64]| {
            let yes = 1
                + (1..k)
                    .filter(|&i| {
                        let (alive, g) = fallback[i - 1];
                        !alive || offer[i] > g || (offer[i] == g && rules.ties == Ties::Spare)
                    })
                    .count();
            if yes < needed {
                return;
            }
            let better = match &best {
                None => true,
                Some(b) if offer[0] != b[0] => offer[0] > b[0],
                Some(b) => {
                    let (o, b): (Vec<u64>, Vec<u64>) = match rules.pick {
                        Pick::Senior => (offer[1..].to_vec(), b[1..].to_vec()),
                        Pick::Junior => (
                            offer[1..].iter().rev().copied().collect(),
                            b[1..].iter().rev().copied().collect(),
                        ),
                    };
                    o > b
                }
            };
            if better {
                best = Some(offer.to_vec());
            }
        });
        match best {
            Some(offer) => offer.into_iter().map(|g| (true, g)).collect(),
            None => std::iter::once((false, 0)).chain(fallback).collect(),
        }
    }

    #[test]
    fn five_pirates_and_a_hundred_coins() {
        let s = solve(&PiratesRules::new(5, 100)).unwrap();
        assert_eq!(s.gold(), vec![98, 0, 1, 0, 1]);
        assert_eq!(s.rounds[0].yes, 3);
        assert!(s.rounds[0].tie.is_none());
    }

    #[test]
    fn the_article_step_by_step() {
        for (n, gold) in [
            (1, vec![100]),
            (2, vec![100, 0]),
            (3, vec![99, 0, 1]),
            (4, vec![99, 0, 1, 0]),
        ] {
            assert_eq!(solve(&PiratesRules::new(n, 100)).unwrap().gold(), gold);
        }
    }

    #[test]
    fn beyond_two_c_plus_two_pirates() {
        // 100 coins: up to 202 pirates the first proposal passes.
        for n in 195..=260u32 {
            let s = solve(&PiratesRules::new(n, 100)).unwrap();
            let dead = n as usize - s.survivors();
            // The largest 2c + 2^k not above n survives; the proposers above it die.
            let safe = (1..16).map(|k| 200 + (1u32 << k)).filter(|&m| m <= n).max();
            let expected = match safe {
                Some(m) if n > 202 => (n - m) as usize,
                _ => 0,
            };
            assert_eq!(dead, expected, "{n} pirates");
            assert_eq!(s.rounds.len(), dead + 1);
            assert!(s.gold().iter().sum::<u64>() == 100);
        }
        // 202 pirates: 101 pirates ask one coin, 100 are bought.
        let tie = solve(&PiratesRules::new(202, 100)).unwrap().rounds[0]
            .tie
            .clone()
            .unwrap();
        assert_eq!((tie.price, tie.candidates.len(), tie.chosen), (1, 101, 100));
        let s = solve(&PiratesRules::new(204, 100)).unwrap();
        assert_eq!(s.fates[0].gold, 0);
        assert!(s.fates[0].alive);
    }

    #[test]
    fn matches_brute_force_on_small_games() {
        let thresholds = ["1/2", ">1/2", "2/3", "1/3"].map(|t| Threshold::parse(t).unwrap());
        for n in 1..=7u32 {
            for coins in 0..=4u64 {
                for threshold in thresholds {
                    for ties in [Ties::Kill, Ties::Spare] {
                        for pick in [Pick::Senior, Pick::Junior] {
                            let rules = PiratesRules {
                                pirates: n,
                                coins,
                                threshold,
                                ties,
                                pick,
                            };
                            let s = solve(&rules).unwrap();
                            let got: Vec<(bool, u64)> =
                                s.fates.iter().map(|f| (f.alive, f.gold)).collect();
                            assert_eq!(got, brute(n as usize, &rules), "{rules:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_coin_there_is() {
        let s = solve(&PiratesRules::new(4, u64::MAX)).unwrap();
        assert_eq!(s.gold(), vec![u64::MAX - 1, 0, 1, 0]);
    }

    #[test]
    fn bad_rules_are_explained() {
        assert!(solve(&PiratesRules::new(0, 5)).is_err());
        assert!(Threshold::parse(">1").is_err());
        assert!(Threshold::parse("0/3").is_err());
        assert!(Threshold::parse("half")
            .unwrap_err()
            .to_string()
            .contains("1/2"));
    }
}
