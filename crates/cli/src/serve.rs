//! `boyi serve`: the web explorer (crate `boyi-web`), when boyi is built with the `serve`
//! feature; without it, a message saying how to get it.

use crate::args::{Command, ServeOpts};
use anyhow::Result;
use boyi_engine::Catalog;

/// Starts the explorer and serves until Ctrl-C.
#[cfg(feature = "serve")]
pub(crate) fn run(s: &ServeOpts, cmd: &Command, catalog: &Catalog) -> Result<()> {
    let game = if cmd.game.is_empty() {
        None
    } else {
        // A mistake in the game's name is said now, not when the page opens.
        Some(catalog.parse_tokens(&cmd.game)?.name().to_string())
    };
    if let Some(host) = &s.host {
        let warning = boyi_i18n::tr!(cmd.lang, "cli-serve-open-host", host = host.as_str());
        eprintln!("boyi: {warning}");
    }
    let config = boyi_web::Config {
        host: s.host.clone().unwrap_or_else(|| "127.0.0.1".into()),
        port: s.port,
        db: s.db.clone(),
        game,
        memory_mib: cmd.common.memory,
        threads: cmd.common.threads,
        data_dir: Some(boyi_engine::Context::default_data_dir()),
        ..boyi_web::Config::default()
    };
    let lang = cmd.lang;
    boyi_web::serve_blocking(
        config,
        |url| println!("{}", boyi_i18n::tr!(lang, "cli-serve-ready", url = url)),
        crate::progress::ctrl_c_flag(),
    )
    .map_err(|e| start_error(lang, e))
}

/// Why the explorer did not start, in `lang`, with its id.
#[cfg(feature = "serve")]
fn start_error(lang: boyi_i18n::Lang, e: boyi_web::StartError) -> anyhow::Error {
    use crate::refusal::refusal;
    use boyi_engine::os_reason;
    use boyi_web::StartError as S;
    match e {
        S::Settings(e) => e.into(),
        S::Threads(e) => refusal!(lang, "cli-serve-no-threads", why = os_reason(lang, &e)),
        S::Listen { addr, source } => refusal!(
            lang,
            "cli-serve-cannot-listen",
            addr = addr,
            why = os_reason(lang, &source)
        ),
        S::Stopped(e) => refusal!(lang, "cli-serve-stopped", why = os_reason(lang, &e)),
    }
}

/// Says how to get a boyi with the explorer.
#[cfg(not(feature = "serve"))]
pub(crate) fn run(_: &ServeOpts, cmd: &Command, _: &Catalog) -> Result<()> {
    crate::refusal::refuse!(cmd.lang, "cli-built-without-serve")
}
