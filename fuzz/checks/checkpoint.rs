//! Sequence checkpoint files: any bytes are a checkpoint or an error with a message, never a
//! panic; a checkpoint read is written back to bytes that read as the same checkpoint, and a
//! computation resumed from it goes on.

use boyi_core::progress::Silent;
use boyi_games::octal::{Checkpoint, Code, Sequencer};

pub fn run(data: &[u8]) {
    match Checkpoint::from_bytes(data) {
        Ok(c) => {
            let again = Checkpoint::from_bytes(&c.to_bytes()).expect("its own bytes");
            assert_eq!(again, c);
            let Ok(code) = c.game.parse::<Code>() else {
                return;
            };
            // Resuming rebuilds the method's bookkeeping from the values: keep it small.
            if c.values.len() > 4096 || c.values.iter().any(|&v| v > 4096) {
                return;
            }
            let mut s = Sequencer::from_values(code.rules(), c.method, &c.values);
            assert_eq!(s.values(), c.values);
            let _ = s.extend_to(c.values.len() + 8, &Silent);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}
