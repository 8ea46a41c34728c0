//! Rules scripts turned into boyi games.
#![warn(missing_docs)]
