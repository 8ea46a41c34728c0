//! Issue 24, item 10: `count --memory 500` peaked at 645 MB. The count's buffers are grown by
//! hand within the budget; this test measures every allocation the count makes (a counting
//! allocator, this test binary's own) and holds its peak to the budget.

use boyi_core::progress::Silent;
use boyi_games::connect4::Connect4;
use boyi_search::count::{count, CountStop};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static NOW: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = NOW.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        NOW.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[test]
fn a_count_holds_no_more_than_its_budget_and_says_it_stopped() {
    let game = Connect4::new(7, 6).unwrap();
    let budget = 4 << 20;
    let before = NOW.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let c = count(&game, 20, budget, &Silent);
    let peak = PEAK.load(Ordering::Relaxed) - before;
    assert!(!c.complete);
    assert!(
        matches!(c.stopped, Some(CountStop::Budget { mib: 4, .. })),
        "{:?}",
        c.stopped
    );
    // The plies it finished are right (OEIS A212693).
    assert_eq!(c.per_ply[..8], [1, 7, 49, 238, 1120, 4263, 16422, 54859]);
    // The positions' buffers within the budget; a few KiB of other allocations beside them.
    assert!(peak <= budget as usize + (64 << 10), "peak {peak} bytes");
}
