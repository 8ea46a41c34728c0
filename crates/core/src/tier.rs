//! (Placeholder: indexed and tiered games land with their issue.)
