//! Large flat arrays: allocated zeroed and lazily, backed by huge pages where the system
//! allows, because the solvers touch them at random and 4 KiB pages would make nearly every
//! access a TLB miss.

use std::sync::atomic::AtomicU32;

/// A zeroed `Vec<u32>` of length `n`, with a huge-page hint on Linux.
pub(crate) fn zeroed_u32(n: usize) -> Vec<u32> {
    let v = vec![0u32; n];
    advise_huge(&v);
    v
}

/// A zeroed vector of atomics of length `n`, with a huge-page hint on Linux.
pub(crate) fn zeroed_atomic_u32(n: usize) -> Vec<AtomicU32> {
    let mut v = std::mem::ManuallyDrop::new(zeroed_u32(n));
    let (ptr, len, cap) = (v.as_mut_ptr(), v.len(), v.capacity());
    // SAFETY: AtomicU32 has the same size and alignment as u32 and any bit pattern is valid;
    // the allocation is handed over whole, with its length and capacity.
    unsafe { Vec::from_raw_parts(ptr as *mut AtomicU32, len, cap) }
}

/// Turns atomics back into plain values without copying.
pub(crate) fn into_plain(v: Vec<AtomicU32>) -> Vec<u32> {
    let mut v = std::mem::ManuallyDrop::new(v);
    let (ptr, len, cap) = (v.as_mut_ptr(), v.len(), v.capacity());
    // SAFETY: as above; we own the vector, so no other thread can still access it.
    unsafe { Vec::from_raw_parts(ptr as *mut u32, len, cap) }
}

#[cfg(target_os = "linux")]
fn advise_huge<T>(v: &[T]) {
    const HUGE: usize = 2 << 20;
    let bytes = std::mem::size_of_val(v);
    if bytes < 4 * HUGE {
        return;
    }
    let start = v.as_ptr() as usize;
    let aligned = (start + HUGE - 1) & !(HUGE - 1);
    let end = (start + bytes) & !(HUGE - 1);
    if end > aligned {
        // SAFETY: the range lies inside our own live allocation; MADV_HUGEPAGE only changes
        // how the kernel backs it, never its contents. Failure is harmless and ignored.
        unsafe {
            libc::madvise(
                aligned as *mut libc::c_void,
                end - aligned,
                libc::MADV_HUGEPAGE,
            );
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge<T>(_v: &[T]) {}
