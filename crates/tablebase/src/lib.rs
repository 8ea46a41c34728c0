//! Indexed and tiered solving at scale, the on-disk table format and queries.
#![warn(missing_docs)]
