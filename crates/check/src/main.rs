//! `boyi-check STRATEGY.json ...`: checks winning strategies written by `boyi strategy`.
//! Exit code 0 when every one is accepted, 1 when one is rejected, 2 on a usage error.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() || files.iter().any(|f| f == "-h" || f == "--help") {
        eprintln!("usage: boyi-check STRATEGY.json ...  (strategies written by `boyi strategy`)");
        return ExitCode::from(2);
    }
    let mut ok = true;
    let mut out = String::new();
    for f in &files {
        match boyi_check::check_file(Path::new(f)) {
            Ok(v) => {
                let _ = writeln!(
                    out,
                    "{f}: accepted: {} — {} positions answered, every line won within {} plies (stated {})",
                    v.game, v.positions, v.longest, v.stated
                );
            }
            Err(e) => {
                ok = false;
                let _ = writeln!(out, "{f}: rejected: {e}");
            }
        }
    }
    // Written with its error seen: `println!` panics on a full device.
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        eprintln!("boyi-check: cannot write the verdicts to standard output: {e}");
        return ExitCode::from(2);
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
