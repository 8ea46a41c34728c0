//! Boards of black and white stones (Clobber, NoGo): two bitboards in a box of at most 64
//! cells, read and written as CGSuite and MCGS write them (`x` black, `o` white, `.` empty,
//! rows separated by `|`).

use super::shape::{canonical_masks, read_rows, Frame, Shape, ShapeError};
use std::fmt;

/// Black and white stones in a `width × height` box (see the module's description).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StoneBoard {
    width: u8,
    height: u8,
    black: u64,
    white: u64,
}

impl StoneBoard {
    /// Stones in a box (`black` and `white` must not share a cell).
    pub fn new(width: u32, height: u32, black: u64, white: u64) -> Result<StoneBoard, ShapeError> {
        let frame = Shape::rectangle(width, height)?.frame();
        if black & white != 0 {
            return Err(ShapeError::StoneClash);
        }
        Ok(StoneBoard {
            width: width as u8,
            height: height as u8,
            black: black & frame.all,
            white: white & frame.all,
        })
    }

    /// Reads a picture of `x` (or `X`, black), `o` (or `O`, white) and `.` (empty), rows
    /// separated by `|` or new lines: `"xo.|ox."`.
    pub fn parse(text: &str) -> Result<StoneBoard, ShapeError> {
        let rows = read_rows(text, "xXoO.")?;
        let (mut black, mut white) = (0u64, 0u64);
        for (r, row) in rows.cells.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                let bit = 1u64 << (r * rows.width + c);
                match ch {
                    'x' | 'X' => black |= bit,
                    'o' | 'O' => white |= bit,
                    _ => {}
                }
            }
        }
        StoneBoard::new(rows.width as u32, rows.cells.len() as u32, black, white)
    }

    /// Columns of the box.
    pub fn width(&self) -> u32 {
        u32::from(self.width)
    }

    /// Rows of the box.
    pub fn height(&self) -> u32 {
        u32::from(self.height)
    }

    /// The black stones.
    pub fn black(&self) -> u64 {
        self.black
    }

    /// The white stones.
    pub fn white(&self) -> u64 {
        self.white
    }

    /// The box's geometry.
    #[inline]
    pub fn frame(&self) -> Frame {
        Frame::new(self.width(), self.height())
    }

    /// The same box with other stones.
    #[inline]
    pub fn with(&self, black: u64, white: u64) -> StoneBoard {
        StoneBoard {
            black,
            white,
            ..*self
        }
    }

    /// The least image of the stones (within `region`, cropped to the region's box) under
    /// the symmetries of the square, and, if `swap_colours`, of exchanging the colours.
    pub fn canonical_within(&self, region: u64, swap_colours: bool) -> StoneBoard {
        let frame = self.frame();
        let (b, w) = (self.black & region, self.white & region);
        let pick = |(s, [_, b, w]): (Shape, [u64; 3])| StoneBoard {
            width: s.width() as u8,
            height: s.height() as u8,
            black: b,
            white: w,
        };
        let one = pick(canonical_masks(frame, [region, b, w]));
        if swap_colours {
            one.min(pick(canonical_masks(frame, [region, w, b])))
        } else {
            one
        }
    }
}

impl fmt::Display for StoneBoard {
    /// The picture [`StoneBoard::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.height() {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.width() {
                let bit = 1u64 << (r * self.width() + c);
                f.write_str(if self.black & bit != 0 {
                    "x"
                } else if self.white & bit != 0 {
                    "o"
                } else {
                    "."
                })?;
            }
        }
        Ok(())
    }
}

impl boyi_nimsearch::Key for StoneBoard {
    const BYTES: usize = 18;
    fn write(&self, out: &mut Vec<u8>) {
        out.push(self.width);
        out.push(self.height);
        out.extend_from_slice(&self.black.to_le_bytes());
        out.extend_from_slice(&self.white.to_le_bytes());
    }
    fn read(bytes: &[u8]) -> Option<Self> {
        let black = u64::from_le_bytes(bytes.get(2..10)?.try_into().ok()?);
        let white = u64::from_le_bytes(bytes.get(10..18)?.try_into().ok()?);
        let s = StoneBoard::new(u32::from(bytes[0]), u32::from(bytes[1]), black, white).ok()?;
        (s.black == black && s.white == white).then_some(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_and_canonical_forms() {
        let s = StoneBoard::parse("xo.|OX.").unwrap();
        assert_eq!(s.to_string(), "xo.|ox.");
        assert!(StoneBoard::parse("xa").is_err());
        // A stone pair and its colour-swapped mirror image are one key when colours swap.
        let a = StoneBoard::parse("xo").unwrap();
        let b = StoneBoard::parse("o|x").unwrap();
        let all = |s: &StoneBoard| s.black() | s.white();
        assert_eq!(
            a.canonical_within(all(&a), true),
            b.canonical_within(all(&b), true)
        );
        let c = StoneBoard::parse("x.|.o").unwrap();
        assert_ne!(
            a.canonical_within(all(&a), true),
            c.canonical_within(all(&c), true)
        );
    }
}
