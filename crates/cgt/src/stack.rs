//! Deep values without stack overflows.
//!
//! The algebra recurses on the options of canonical forms, so its depth is the birthday of
//! the values involved, and games reach values of birthday in the thousands (a partizan
//! subtraction game's heap of 20000 is `^6667`, deep forms like `{0||0|{0||0|..}}` follow the
//! heap down). Every recursive step goes through [`grow`], which moves the computation to a
//! fresh stack segment on the heap when the current one runs low, so depth is bounded by
//! memory, not by the thread's stack (an overflow would abort the process, with no error to
//! report and everything computed lost).

/// Below this many bytes of stack left, the next step runs on a new segment. One step of
/// any recursion here uses far less.
const RED_ZONE: usize = 128 * 1024;

/// The size of each new segment.
const SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f`, on a new stack segment if this one is nearly used up.
#[inline]
pub(crate) fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
