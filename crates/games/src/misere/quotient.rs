//! A computed misère quotient: its presentation, P-portion, heap elements, and sums of heaps
//! decided by multiplying elements.

use super::monoid::{Monoid, Presentation};
use super::solver::{MisereLimits, QuotientError, QuotientProof, QuotientSolver};
use crate::octal::OctalRules;
use boyi_core::progress::Progress;
use boyi_core::Outcome;
use serde::Serialize;

/// The misère quotient of a heap game: the commutative monoid of sums of heaps up to
/// indistinguishability, with its P-portion and each heap's element.
///
/// ```
/// use boyi_core::{progress::Silent, Outcome};
/// use boyi_games::misere::Quotient;
/// use boyi_games::octal::Code;
///
/// // Misère Kayles: proved complete by the periodicity theorem.
/// let rules = "0.77".parse::<Code>().unwrap().rules();
/// let q = Quotient::compute(&rules, 200, Default::default(), &Silent).unwrap();
/// assert!(q.is_complete());
/// let sum = q.outcome_of_sum(&[1, 1, 1]).unwrap(); // three single pins
/// assert_eq!(sum.outcome, Outcome::Loss);
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct Quotient {
    #[serde(skip)]
    rules: OctalRules,
    game: String,
    monoid: Monoid,
    heaps: Vec<u32>,
    presentation: Presentation,
    proof: Option<QuotientProof>,
    expansions: Vec<usize>,
}

/// One step of multiplying out a sum: a heap, its element, and the product so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ProductStep {
    /// The heap size.
    pub heap: u64,
    /// Its element, in normal form.
    pub element: String,
    /// The product of the heaps so far, in normal form.
    pub product: String,
}

/// A sum of heaps decided in the quotient.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SumOutcome {
    /// The sum's element.
    pub element: u32,
    /// The element in normal form.
    pub element_name: String,
    /// Win or loss for the player to move (misère play).
    pub outcome: Outcome,
    /// The product, heap by heap.
    pub steps: Vec<ProductStep>,
}

impl Quotient {
    /// The quotient of `rules`: computed until the periodicity theorem proves it complete
    /// (finite codes), or to heap `max_heap` (then a partial quotient, the quotient of heaps
    /// `0..=max_heap`).
    pub fn compute(
        rules: &OctalRules,
        max_heap: usize,
        limits: MisereLimits,
        progress: &dyn Progress,
    ) -> Result<Quotient, QuotientError> {
        let mut solver = QuotientSolver::new(rules.clone()).with_limits(limits);
        solver.extend_until_proved(max_heap, progress)?;
        Ok(Quotient::of(&solver))
    }

    /// The quotient a solver has computed so far.
    pub fn of(solver: &QuotientSolver) -> Quotient {
        let monoid = solver.monoid().clone();
        let heaps = solver.heap_elements().to_vec();
        let presentation = monoid.presentation(&heaps[1..]);
        Quotient {
            rules: solver.rules().clone(),
            game: solver.rules().name().to_string(),
            monoid,
            heaps,
            presentation,
            proof: solver.proof(),
            expansions: solver.expansions().to_vec(),
        }
    }

    /// The game's name (its code).
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.monoid.len()
    }

    /// The elements of the P-portion.
    pub fn p_portion(&self) -> Vec<u32> {
        self.monoid.p_portion()
    }

    /// The monoid itself.
    pub fn monoid(&self) -> &Monoid {
        &self.monoid
    }

    /// Generators, normal forms and relations.
    pub fn presentation(&self) -> &Presentation {
        &self.presentation
    }

    /// An element in normal form (`1`, `a`, `ab^2`).
    pub fn element_name(&self, x: u32) -> String {
        self.presentation.element(x)
    }

    /// The largest heap computed.
    pub fn computed_to(&self) -> usize {
        self.heaps.len() - 1
    }

    /// The periodicity proof, when the quotient is the whole game's.
    pub fn proof(&self) -> Option<QuotientProof> {
        self.proof
    }

    /// Whether this is the quotient of every heap (proved), not a partial one.
    pub fn is_complete(&self) -> bool {
        self.proof.is_some()
    }

    /// Heaps at which the presentation changed.
    pub fn expansions(&self) -> &[usize] {
        &self.expansions
    }

    /// The elements of heaps `0..=computed_to` (the pretending function).
    pub fn heap_elements(&self) -> &[u32] {
        &self.heaps
    }

    /// The element of a heap of any size: computed, or from the proved period.
    pub fn heap_element(&self, heap: u64) -> Result<u32, QuotientError> {
        if let Some(&x) = usize::try_from(heap).ok().and_then(|h| self.heaps.get(h)) {
            return Ok(x);
        }
        match self.proof {
            Some(p) => {
                let (i, per) = (p.preperiod as u64, p.period as u64);
                Ok(self.heaps[(i + (heap - i) % per) as usize])
            }
            None => Err(QuotientError::NotCovered {
                game: self.game.clone(),
                heap,
                computed_to: self.computed_to(),
            }),
        }
    }

    /// The misère outcome of a sum of heaps: the product of their elements, in P or not,
    /// with the product's steps.
    pub fn outcome_of_sum(&self, heaps: &[u64]) -> Result<SumOutcome, QuotientError> {
        let mut x = 0;
        let mut steps = Vec::with_capacity(heaps.len());
        for &h in heaps {
            let e = self.heap_element(h)?;
            x = self.monoid.mul(x, e);
            steps.push(ProductStep {
                heap: h,
                element: self.element_name(e),
                product: self.element_name(x),
            });
        }
        Ok(SumOutcome {
            element: x,
            element_name: self.element_name(x),
            outcome: if self.monoid.is_p(x) {
                Outcome::Loss
            } else {
                Outcome::Win
            },
            steps,
        })
    }

    /// The winning moves of a sum (heap index, heaps left), checking every option of each
    /// heap of at most `max_heap` tokens.
    pub fn winning_moves(
        &self,
        heaps: &[u64],
        max_heap: u64,
    ) -> Result<Vec<(usize, Vec<u64>)>, QuotientError> {
        let elements: Vec<u32> = heaps
            .iter()
            .map(|&h| self.heap_element(h))
            .collect::<Result<_, _>>()?;
        let mut out = Vec::new();
        let mut options = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if h > max_heap || heaps[..i].contains(&h) {
                continue;
            }
            let rest = elements
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .fold(0, |x, (_, &e)| self.monoid.mul(x, e));
            options.clear();
            self.rules.heap_moves(h, &mut options);
            for m in &options {
                let mut x = rest;
                for &part in m {
                    x = self.monoid.mul(x, self.heap_element(part)?);
                }
                if self.monoid.is_p(x) {
                    out.push((i, m.clone()));
                }
            }
        }
        Ok(out)
    }
}
