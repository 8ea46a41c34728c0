//! One tier's values, or a range of them: each reachable position takes the best of its
//! children's values, looked up in the child tiers' tables (mapped files or memory).

use super::{chunk_bounds, Solved, CHUNK};
use crate::db::{locate, open_table, tier_path, Manifest};
use crate::error::{TablebaseError, TablebaseResult};
use crate::format::{TableFile, TableFileKind};
use crate::table::{self, code_of, Lookup, DRAW, LOSS, WIN};
use boyi_core::progress::Progress;
use boyi_core::tier::{Tier, TieredGame};
use boyi_core::{Convention, Terminal, Value};
use rayon::prelude::*;
use std::path::Path;

/// Values and remoteness of a child tier, from a mapped file or from memory.
#[derive(Clone, Copy)]
pub(crate) struct ChildValues<'a> {
    pub(crate) size: u64,
    pub(crate) values: &'a [u8],
    pub(crate) rem: &'a [u8],
}

impl ChildValues<'_> {
    #[inline]
    fn lookup(&self, index: u64) -> Option<Lookup> {
        if index >= self.size {
            return None;
        }
        let r = (!self.rem.is_empty()).then(|| self.rem[index as usize]);
        Lookup::from_code(table::code(self.values, index), r)
    }
}

/// The mapped files of child tiers, and the child tier held in memory.
pub(crate) type Children<'a> = (Vec<(Tier, TableFile)>, Option<&'a Solved>);

/// The child tiers of `t`: `in_memory` if it is one of them, the others mapped from their
/// files (opened without checking their checksums: they were checked or written in this run).
pub(crate) fn open_children<'a, G: TieredGame>(
    game: &G,
    dir: &Path,
    manifest: &Manifest,
    t: Tier,
    in_memory: Option<&'a Solved>,
) -> TablebaseResult<Children<'a>> {
    let mut files = Vec::new();
    let mut found = None;
    for c in game.child_tiers(t) {
        match in_memory {
            Some(s) if s.tier == c => found = Some(s),
            _ => files.push((
                c,
                open_table(
                    &tier_path(dir, c),
                    manifest,
                    TableFileKind::Values,
                    c,
                    false,
                )?,
            )),
        }
    }
    Ok((files, found))
}

/// The tables of [`open_children`], for [`solve_range`].
pub(crate) fn child_values<'a>(
    files: &'a [(Tier, TableFile)],
    in_memory: Option<&'a Solved>,
) -> Vec<(Tier, ChildValues<'a>)> {
    let mut children: Vec<(Tier, ChildValues)> = files
        .iter()
        .map(|(c, f)| {
            (
                *c,
                ChildValues {
                    size: f.header().size,
                    values: f.first(),
                    rem: f.second(),
                },
            )
        })
        .collect();
    if let Some(s) = in_memory {
        children.push((
            s.tier,
            ChildValues {
                size: s.size,
                values: &s.values,
                rem: &s.rem,
            },
        ));
    }
    children
}

/// Where a range of a tier starts: the tier and its first index (a multiple of 64).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Range {
    pub(crate) tier: Tier,
    pub(crate) base: u64,
}

/// Solves the reachable positions of a range of tier `at.tier`: `bits` is the reachability
/// bitmap of the indices from `at.base` on, `values` and `rem` (empty without remoteness)
/// receive their tables, zeroed, as many indices as `bits` covers (to the end of the tier).
/// The whole tier is the range from 0 with the whole bitmap.
#[allow(clippy::too_many_arguments)]
pub(crate) fn solve_range<G: TieredGame>(
    game: &G,
    manifest: &Manifest,
    at: Range,
    children: &[(Tier, ChildValues)],
    bits: &[u8],
    values: &mut [u8],
    rem: &mut [u8],
    progress: &dyn Progress,
) -> TablebaseResult<()> {
    let (t, base) = (at.tier, at.base);
    debug_assert_eq!(base % 64, 0);
    let end = game.tier_size(t).min(base + 8 * bits.len() as u64);
    debug_assert_eq!(values.len() as u64, (end - base).div_ceil(4));
    let chunks = (end - base).div_ceil(CHUNK) as usize;
    let rem_chunks: Vec<Option<&mut [u8]>> = if manifest.remoteness {
        rem.chunks_mut(CHUNK as usize).map(Some).collect()
    } else {
        (0..chunks).map(|_| None).collect()
    };
    let ctx = TierCtx {
        game,
        tier: t,
        children,
        symmetry: manifest.symmetry,
        remoteness: manifest.remoteness,
        convention: game.convention(),
    };
    values
        .par_chunks_mut((CHUNK / 4) as usize)
        .zip(rem_chunks.into_par_iter())
        .enumerate()
        .try_for_each(|(ci, (vals, mut rems))| -> TablebaseResult<()> {
            if progress.cancelled() {
                return Err(boyi_core::CoreError::Cancelled.into());
            }
            let mut kids = Vec::new();
            let mut scratch = Vec::new();
            let (lo, bytes) = chunk_bounds(base, end, ci as u64);
            let mut done = 0;
            for byte in bytes {
                let mut b = bits[byte as usize];
                while b != 0 {
                    let i = base + byte * 8 + b.trailing_zeros() as u64;
                    b &= b - 1;
                    let pos = game.position(t, i).ok_or_else(|| {
                        TablebaseError::Contract(format!(
                            "index {i} of tier {t} was reached but stands for no position"
                        ))
                    })?;
                    let (code, r) = ctx.evaluate(&pos, &mut kids, &mut scratch)?;
                    table::set_code(vals, i - lo, code);
                    if let Some(rems) = rems.as_deref_mut() {
                        rems[(i - lo) as usize] = r;
                    }
                    done += 1;
                }
            }
            progress.advance(done);
            Ok(())
        })
}

struct TierCtx<'a, G> {
    game: &'a G,
    tier: Tier,
    children: &'a [(Tier, ChildValues<'a>)],
    symmetry: bool,
    remoteness: bool,
    convention: Convention,
}

impl<G: TieredGame> TierCtx<'_, G> {
    /// The 2-bit code and remoteness of `pos`, from its children's values.
    #[inline]
    fn evaluate(
        &self,
        pos: &G::Position,
        kids: &mut Vec<G::Position>,
        scratch: &mut Vec<G::Position>,
    ) -> TablebaseResult<(u8, u8)> {
        let game = self.game;
        if let Some(term) = game.terminal(pos) {
            return Ok(match term {
                Terminal::Win => (WIN, 0),
                Terminal::Loss => (LOSS, 0),
                // Scores have no win/lose meaning here; as in the retrograde solver, a draw.
                Terminal::Draw | Terminal::Score(_) => (DRAW, 0),
            });
        }
        kids.clear();
        game.moves(pos, kids);
        if kids.is_empty() {
            return Ok((code_of(self.convention.no_move_value()), 0));
        }
        let mut best: Option<Value> = None;
        for k in kids.iter() {
            let (ct, ci) = locate(game, k, self.symmetry, scratch);
            let table = self
                .children
                .iter()
                .find(|(c, _)| *c == ct)
                .map(|(_, table)| table)
                .ok_or_else(|| {
                    TablebaseError::Contract(format!(
                        "a move from tier {} leads to tier {ct}, which is not among its child tiers",
                        self.tier
                    ))
                })?;
            let v = table
                .lookup(ci)
                .ok_or_else(|| {
                    TablebaseError::Contract(format!(
                        "a move from tier {} leads to index {ci} of tier {ct}, which was not reached",
                        self.tier
                    ))
                })?
                .value()
                .parent();
            if best.is_none_or(|b| v > b) {
                best = Some(v);
            }
        }
        let best = best.expect("at least one move");
        let r = best.remoteness().unwrap_or(0);
        if self.remoteness && r > u8::MAX as u32 {
            return Err(TablebaseError::Contract(format!(
                "remoteness {r} does not fit the 1-byte remoteness table"
            )));
        }
        Ok((code_of(best), r as u8))
    }
}
