//! The built-in games of boyi, one module per family.
#![warn(missing_docs)]
