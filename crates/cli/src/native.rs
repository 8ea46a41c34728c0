//! Your own Rust game type with the `boyi` command line. (Placeholder until it lands.)
