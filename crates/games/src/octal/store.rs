//! The values computed so far, one, two or four bytes each: the narrowest type that holds
//! them all, widened as a whole the first time a value does not fit. Narrow values make the
//! scans of the sparse method stream less memory.

/// A value type of the store: one, two or four bytes.
pub(super) trait Nimber:
    Copy
    + Into<u32>
    + TryFrom<u32>
    + std::ops::BitXor<Output = Self>
    + PartialEq
    + Send
    + Sync
    + 'static
{
}
impl Nimber for u8 {}
impl Nimber for u16 {}
impl Nimber for u32 {}

/// The values computed so far, in the narrowest type that holds them.
#[derive(Clone, Debug)]
pub(super) enum Store {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl Store {
    pub(super) fn len(&self) -> usize {
        match self {
            Store::U8(v) => v.len(),
            Store::U16(v) => v.len(),
            Store::U32(v) => v.len(),
        }
    }

    pub(super) fn get(&self, i: usize) -> u32 {
        match self {
            Store::U8(v) => v[i].into(),
            Store::U16(v) => v[i].into(),
            Store::U32(v) => v[i],
        }
    }

    pub(super) fn push(&mut self, x: u32) {
        // Widen the whole store the first time a value does not fit.
        if let Store::U8(v) = self {
            if x > u8::MAX as u32 {
                *self = Store::U16(v.iter().map(|&a| a.into()).collect());
            }
        }
        if let Store::U16(v) = self {
            if x > u16::MAX as u32 {
                *self = Store::U32(v.iter().map(|&a| a.into()).collect());
            }
        }
        match self {
            Store::U8(v) => v.push(x as u8),
            Store::U16(v) => v.push(x as u16),
            Store::U32(v) => v.push(x),
        }
    }

    pub(super) fn bytes_per_value(&self) -> usize {
        match self {
            Store::U8(_) => 1,
            Store::U16(_) => 2,
            Store::U32(_) => 4,
        }
    }
}
