//! A subtraction game written in Rust: the same rules as `examples/scripts/stones.rhai`,
//! for when the script is too slow. `src/main.rs` gives it boyi's command line:
//!
//! ```text
//! cargo run --release -p native-game -- solve n=1000000
//! cargo run -p native-game -- play n=9 --first boyi
//! ```

use anyhow::{bail, Context, Result};
use boyi_core::Game;

/// A heap of `n` stones; a move takes `k` stones for some `k` in `take`; who cannot move
/// loses. With `take = {1, 3, 4}` the lost heaps are those ≡ 0 or 2 (mod 7).
///
/// ```
/// use boyi_core::analysis::{solve_game, Policy};
/// use boyi_core::{Budget, Outcome, progress::Silent};
/// let game = native_game::Stones::from_params(&["n=14".to_string()]).unwrap();
/// let solved = solve_game(&game, &Budget::default(), Policy::default(), &Silent).unwrap();
/// assert_eq!(solved.analysis.wld.value(solved.explored.starts[0]).outcome(), Outcome::Loss);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stones {
    /// The heap to start from.
    pub n: u32,
    /// How many stones a move may take.
    pub take: Vec<u32>,
}

impl Stones {
    /// Reads `n=NUMBER` and `take=K,K,...` (defaults: 10 and 1,3,4).
    pub fn from_params(params: &[String]) -> Result<Stones> {
        let mut game = Stones {
            n: 10,
            take: vec![1, 3, 4],
        };
        for p in params {
            match p.split_once('=') {
                Some(("n", v)) => {
                    game.n = v.parse().with_context(|| format!("n={v}: not a number"))?
                }
                Some(("take", v)) => {
                    game.take = v
                        .split(',')
                        .map(|k| k.trim().parse::<u32>())
                        .collect::<Result<_, _>>()
                        .with_context(|| format!("take={v}: expected numbers such as 1,3,4"))?;
                    if game.take.contains(&0) {
                        bail!("take={v}: taking 0 stones is not a move");
                    }
                }
                _ => bail!("`{p}`: the parameters are n=NUMBER and take=K,K,..."),
            }
        }
        Ok(game)
    }
}

impl Game for Stones {
    type Position = u32;

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<u32> {
        vec![self.n]
    }

    fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
        out.extend(self.take.iter().filter(|&&k| k <= n).map(|&k| n - k));
    }
}
