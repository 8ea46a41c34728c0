//! Long computations in the background: each runs on a thread of its own with a
//! [`JobProgress`] as its engine `Progress`, so the page can watch it (polling or server-sent
//! events) and stop it. Two requests for the same computation (two tabs opening the same
//! game) share one job instead of solving twice, or writing one database twice.

use crate::error::{ApiError, ApiResult};
use boyi_core::progress::Progress;
use boyi_engine::report::phrase;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// Progress of one job, written by the solvers' threads and read by the server.
#[derive(Debug, Default)]
pub struct JobProgress {
    phase: Mutex<String>,
    done: AtomicU64,
    total: AtomicU64,
    cancel: AtomicBool,
}

impl Progress for JobProgress {
    fn start(&self, what: &str, total: u64) {
        *self.phase.lock().expect("not poisoned") = what.to_string();
        self.total.store(total, Ordering::Relaxed);
        self.done.store(0, Ordering::Relaxed);
    }

    fn advance(&self, n: u64) {
        self.done.fetch_add(n, Ordering::Relaxed);
    }

    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// A snapshot of a job's progress.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct ProgressView {
    /// The phase running (`exploring`, `solving tier 12`, ...), empty before the first.
    pub phase: String,
    /// Units of the phase done.
    pub done: u64,
    /// Units of the phase in all (0 when unknown).
    pub total: u64,
}

impl JobProgress {
    fn view(&self) -> ProgressView {
        ProgressView {
            phase: self.phase.lock().expect("not poisoned").clone(),
            done: self.done.load(Ordering::Relaxed),
            total: self.total.load(Ordering::Relaxed),
        }
    }
}

/// Where a job is.
#[derive(Clone, Debug)]
enum State {
    Running,
    Done(Arc<serde_json::Value>),
    Failed(ApiError),
}

/// One background computation.
#[derive(Debug)]
pub struct Job {
    /// Its id in `/api/jobs/{id}`.
    pub id: String,
    /// What it computes, in words (`solve tictactoe`).
    pub what: String,
    started: Instant,
    finished_after: Mutex<Option<Duration>>,
    /// The engine's window onto it.
    pub progress: Arc<JobProgress>,
    state: Mutex<State>,
    done_tx: watch::Sender<bool>,
}

/// What `/api/jobs/{id}` answers.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct JobView {
    /// The job's id.
    pub id: String,
    /// What it computes.
    pub what: String,
    /// `running`, `done`, `failed` or `cancelled`.
    pub state: &'static str,
    /// Its progress.
    pub progress: ProgressView,
    /// Seconds since it started (or that it took).
    pub seconds: f64,
    /// Where to watch it: server-sent events.
    pub events: String,
    /// The answer, once done.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<Arc<serde_json::Value>>,
    /// The error, if it failed or was cancelled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<serde_json::Value>,
}

impl Job {
    /// Whether it has finished (done, failed or cancelled).
    pub fn finished(&self) -> bool {
        !matches!(*self.state.lock().expect("not poisoned"), State::Running)
    }

    /// Asks the computation to stop; it ends with a `cancelled` error soon after.
    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
    }

    /// The outcome, once finished.
    pub fn outcome(&self) -> Option<ApiResult<Arc<serde_json::Value>>> {
        match &*self.state.lock().expect("not poisoned") {
            State::Running => None,
            State::Done(v) => Some(Ok(v.clone())),
            State::Failed(e) => Some(Err(e.clone())),
        }
    }

    /// Waits until the job has finished or `limit` has passed; true if finished.
    pub async fn wait(&self, limit: Duration) -> bool {
        let mut rx = self.done_tx.subscribe();
        let finished = tokio::time::timeout(limit, rx.wait_for(|d| *d))
            .await
            .map(|r| r.is_ok());
        finished == Ok(true)
    }

    /// A snapshot for the API; `with_result` adds the answer when done.
    pub fn view(&self, with_result: bool) -> JobView {
        let state = self.state.lock().expect("not poisoned").clone();
        let seconds = self
            .finished_after
            .lock()
            .expect("not poisoned")
            .unwrap_or_else(|| self.started.elapsed())
            .as_secs_f64();
        let (name, result, error) = match state {
            State::Running => ("running", None, None),
            State::Done(v) => ("done", with_result.then_some(v), None),
            State::Failed(e) => (
                if e.kind == "cancelled" {
                    "cancelled"
                } else {
                    "failed"
                },
                None,
                Some(e.to_json()),
            ),
        };
        JobView {
            id: self.id.clone(),
            what: self.what.clone(),
            state: name,
            progress: self.progress.view(),
            seconds,
            events: format!("/api/jobs/{}/events", self.id),
            result,
            error,
        }
    }

    fn finish(&self, outcome: ApiResult<serde_json::Value>) {
        *self.finished_after.lock().expect("not poisoned") = Some(self.started.elapsed());
        // A job asked to stop is cancelled, even if its last step finished before it looked.
        let outcome = match outcome {
            Ok(_) if self.progress.cancelled() => {
                Err(ApiError::from(boyi_engine::EngineError::Cancelled {
                    kept: None,
                }))
            }
            outcome => outcome,
        };
        *self.state.lock().expect("not poisoned") = match outcome {
            Ok(v) => State::Done(Arc::new(v)),
            Err(e) => State::Failed(e),
        };
        self.done_tx.send_replace(true);
    }
}

/// Every job, running and recently finished.
pub struct Jobs {
    inner: Mutex<Inner>,
    max_running: usize,
}

struct Inner {
    jobs: HashMap<String, Arc<Job>>,
    /// Finished jobs in the order they were started, oldest first (pruned beyond a limit).
    order: Vec<String>,
}

/// Finished jobs kept for polling; older ones are forgotten.
const KEEP_FINISHED: usize = 64;

impl Jobs {
    /// At most `max_running` computations at once (the machine's cores are few).
    pub fn new(max_running: usize) -> Jobs {
        Jobs {
            inner: Mutex::new(Inner {
                jobs: HashMap::new(),
                order: Vec::new(),
            }),
            max_running: max_running.max(1),
        }
    }

    /// The job with this id.
    pub fn get(&self, id: &str) -> ApiResult<Arc<Job>> {
        self.inner
            .lock()
            .expect("not poisoned")
            .jobs
            .get(id)
            .cloned()
            .ok_or_else(|| ApiError::not_found(phrase!("web-no-job", id = id)))
    }

    /// Starts `work` as a job doing `what`, or joins the running job doing the same.
    pub fn start(
        &self,
        what: String,
        work: impl FnOnce(Arc<JobProgress>) -> ApiResult<serde_json::Value> + Send + 'static,
    ) -> ApiResult<Arc<Job>> {
        let mut inner = self.inner.lock().expect("not poisoned");
        if let Some(j) = inner
            .jobs
            .values()
            .find(|j| j.what == what && !j.finished())
        {
            return Ok(j.clone());
        }
        let running = inner.jobs.values().filter(|j| !j.finished()).count();
        if running >= self.max_running {
            return Err(ApiError::busy(phrase!("web-busy", n = running)));
        }
        let id = crate::random_id();
        let (done_tx, _) = watch::channel(false);
        let job = Arc::new(Job {
            id: id.clone(),
            what,
            started: Instant::now(),
            finished_after: Mutex::new(None),
            progress: Arc::new(JobProgress::default()),
            state: Mutex::new(State::Running),
            done_tx,
        });
        inner.jobs.insert(id.clone(), job.clone());
        inner.order.push(id);
        Self::prune(&mut inner);
        drop(inner);
        let runner = job.clone();
        std::thread::Builder::new()
            .name("boyi-web-job".into())
            // In the language of the request that started it (its answer is kept under a key
            // that names the language).
            .spawn(crate::lang::carry(move || {
                let progress = runner.progress.clone();
                let outcome =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(progress)))
                        .unwrap_or_else(|_| Err(ApiError::bug()));
                runner.finish(outcome);
            }))
            .map_err(|e| ApiError::busy(phrase!("web-no-thread", error = e.to_string())))?;
        Ok(job)
    }

    fn prune(inner: &mut Inner) {
        let finished: Vec<String> = inner
            .order
            .iter()
            .filter(|id| inner.jobs.get(*id).is_some_and(|j| j.finished()))
            .cloned()
            .collect();
        if finished.len() > KEEP_FINISHED {
            for id in &finished[..finished.len() - KEEP_FINISHED] {
                inner.jobs.remove(id);
            }
            let jobs = &inner.jobs;
            inner.order.retain(|id| jobs.contains_key(id));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 24, item 13: a job cancelled while its last step ran (one that does not look at
    /// the flag) ended "done"; it ends "cancelled", as asked, and its answer is dropped.
    #[test]
    fn a_job_cancelled_before_it_ends_is_cancelled() {
        let jobs = Jobs::new(2);
        let job = jobs
            .start("test".into(), |progress| {
                while !progress.cancelled() {
                    std::thread::sleep(Duration::from_millis(5));
                }
                // The last step finishes without looking again.
                Ok(serde_json::json!({"answer": 42}))
            })
            .unwrap();
        assert_eq!(job.view(false).state, "running");
        assert_eq!(job.id.len(), 32);
        job.cancel();
        let started = Instant::now();
        while !job.finished() {
            assert!(started.elapsed() < Duration::from_secs(10));
            std::thread::sleep(Duration::from_millis(5));
        }
        let view = job.view(true);
        assert_eq!(view.state, "cancelled");
        assert!(view.result.is_none());
        assert_eq!(view.error.unwrap()["kind"], "cancelled");
    }
}
