//! `boyi-mpi`: `mpirun -np N boyi-mpi solve GAME --db DIR [--resume]`. Rank 0 prints the
//! progress (to standard error) and the result; see the library for the rest.

#[cfg(feature = "mpi")]
mod printer;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cli = boyi_mpi::Cli::read(&args).unwrap_or_else(|e| e.exit());
    let job = match boyi_mpi::MpiJob::from_cli(cli) {
        Ok(job) => job,
        Err(e) => {
            eprintln!("boyi-mpi: {e}");
            std::process::exit(2);
        }
    };
    std::process::exit(run(&job));
}

#[cfg(not(feature = "mpi"))]
fn without_mpi() {
    eprintln!(
        "boyi-mpi: this binary was built without MPI, so it cannot solve across processes. \
         Install OpenMPI (scripts/install-mpi), then build it with \
         `cargo build --release -p boyi-mpi --features mpi`. \
         (`boyi solve` solves on one machine without MPI.)"
    );
}

#[cfg(not(feature = "mpi"))]
fn run(_job: &boyi_mpi::MpiJob) -> i32 {
    without_mpi();
    2
}

#[cfg(feature = "mpi")]
fn run(job: &boyi_mpi::MpiJob) -> i32 {
    use boyi_tablebase::dist::Comm;
    // A rank that waits too long for the others ends the job with a message: the
    // watchdog's decision, this program's exit.
    let on_stall = |stall: boyi_mpi::comm::Stalled| {
        eprintln!("boyi-mpi: {stall}");
        std::process::exit(boyi_mpi::comm::TIMED_OUT);
    };
    let comm = match boyi_mpi::comm::Mpi::init(job.timeout, on_stall) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("boyi-mpi: {e}");
            return 2;
        }
    };
    if let Some(n) = job.threads {
        if let Err(e) = rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build_global()
        {
            eprintln!("boyi-mpi: cannot start {n} threads: {e}");
            return 2;
        }
    }
    let lead = comm.rank() == 0;
    let printer = printer::Printer::new(lead && !job.quiet, comm.ranks());
    match boyi_mpi::run(job, &comm, &printer) {
        Ok(summary) => {
            if lead {
                return print_summary(job, &summary);
            }
            0
        }
        Err(e) => {
            // Every rank has the same error (a rank's own failure reaches rank 0 as
            // `rank k failed: ...`), so rank 0 alone says it.
            if lead {
                if matches!(
                    e,
                    boyi_tablebase::TablebaseError::Core(boyi_core::CoreError::Cancelled)
                ) {
                    eprintln!(
                        "boyi-mpi: stopped; the finished tiers are kept in {}: run the same command with --resume to continue",
                        job.db.display()
                    );
                    return 130;
                }
                eprintln!("boyi-mpi: {e}");
            }
            2
        }
    }
}

/// Writes the summary to standard output: 0, or 2 with a message when it cannot be written
/// (a full device: `println!` would panic, and the database is already safe on disk).
#[cfg(feature = "mpi")]
fn print_summary(job: &boyi_mpi::MpiJob, s: &boyi_mpi::Summary) -> i32 {
    use std::io::Write as _;
    let mut out = String::new();
    if job.json {
        out = serde_json::to_string_pretty(s).expect("a summary serializes");
        out.push('\n');
    } else {
        summary_text(&mut out, job, s);
    }
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("boyi-mpi: cannot write the summary to standard output: {e}");
            2
        }
    }
}

#[cfg(feature = "mpi")]
fn summary_text(out: &mut String, job: &boyi_mpi::MpiJob, s: &boyi_mpi::Summary) {
    use std::fmt::Write as _;
    for damage in &s.repaired {
        let _ = writeln!(out, "repaired: {damage}");
    }
    let _ = writeln!(
        out,
        "{}: {} positions reachable ({} stored after symmetry), {} tiers; start: {}",
        s.game, s.positions, s.stored, s.tiers, s.start
    );
    let _ = writeln!(
        out,
        "database {}: {} tiers solved now, {} kept; reachability {:.2} s, values {:.2} s; {} ranks x {} threads, transport {}, {:.3} bytes sent per stored position",
        job.db.display(),
        s.tiers_solved,
        s.tiers_kept,
        s.reach_seconds,
        s.values_seconds,
        s.ranks.len(),
        s.threads,
        s.transport,
        s.bytes_per_position
    );
    for (r, f) in s.ranks.iter().enumerate() {
        let _ = writeln!(
        out,
            "  rank {r} on {}: {} positions solved, {:.1} CPU-s, {:.2} s in exchanges, {} bytes sent",
            f.host, f.positions, f.cpu_seconds, f.exchange_seconds, f.bytes_sent
        );
    }
}
